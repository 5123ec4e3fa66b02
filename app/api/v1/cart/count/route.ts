import { getDb } from '@/lib/db/client';
import { bagOwner, NO_STORE } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { cartCount } from '@/lib/cart/service';

/** GET /api/v1/cart/count: items in the cart (sum of quantities), for the navigation badge. */
export const GET = route({
  auth: 'optional',
  handler: async (ctx) => ok({ count: await cartCount(await getDb(), bagOwner(ctx, { create: false }).owner) }, { headers: NO_STORE }),
});
