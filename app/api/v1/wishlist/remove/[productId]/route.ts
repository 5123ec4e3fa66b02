import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { productParamsSchema } from '@/lib/cart/schema';
import { removeFromWishlist } from '@/lib/wishlist/service';
import { WISHLIST_MESSAGES } from '@/lib/wishlist/messages';

/** DELETE /api/v1/wishlist/remove/{productId} */
export const DELETE = route({
  auth: 'optional',
  params: productParamsSchema,
  handler: async (ctx) => {
    const { owner, setCookie } = bagOwner(ctx, { create: true });
    return ok(await removeFromWishlist(await getDb(), owner!, ctx.params.productId), { message: WISHLIST_MESSAGES.removed, headers: bagHeaders(setCookie) });
  },
});
