import { getDb } from '@/lib/db/client';
import { bagOwner, NO_STORE } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { getCartView } from '@/lib/cart/service';

/** GET /api/v1/cart: items, itemsWithDetails and the summary (an empty cart when there is none). */
export const GET = route({
  auth: 'optional',
  handler: async (ctx) => {
    const { owner } = bagOwner(ctx, { create: false });
    return ok(await getCartView(await getDb(), owner), { headers: NO_STORE });
  },
});
