import { getDb } from '@/lib/db/client';
import { bagOwner, NO_STORE } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { wishlistCount } from '@/lib/wishlist/service';

/** GET /api/v1/wishlist/count: for the navigation badge. */
export const GET = route({
  auth: 'optional',
  handler: async (ctx) => ok({ count: await wishlistCount(await getDb(), bagOwner(ctx, { create: false }).owner) }, { headers: NO_STORE }),
});
