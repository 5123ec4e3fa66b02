import { getDb } from '@/lib/db/client';
import { bagOwner, NO_STORE } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { getWishlistView, wishlistStatisticsOf } from '@/lib/wishlist/service';

/** GET /api/v1/wishlist/statistics: totals, availability and the category breakdown. */
export const GET = route({
  auth: 'optional',
  handler: async (ctx) =>
    ok(wishlistStatisticsOf(await getWishlistView(await getDb(), bagOwner(ctx, { create: false }).owner)), { headers: NO_STORE }),
});
