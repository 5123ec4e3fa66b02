import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { bulkRemoveSchema } from '@/lib/cart/schema';
import { bulkRemoveFromWishlist, removedCount } from '@/lib/wishlist/service';

/** POST /api/v1/wishlist/bulk-remove {productIds}: removes those present; answers how many went. */
export const POST = route({
  auth: 'optional',
  body: bulkRemoveSchema,
  maxBodyBytes: 16 * 1024,
  handler: async (ctx) => {
    const { owner, setCookie } = bagOwner(ctx, { create: true });
    const { view, removed } = await bulkRemoveFromWishlist(await getDb(), owner!, ctx.body.productIds);
    return ok(view, { message: removedCount(removed), headers: bagHeaders(setCookie) });
  },
});
