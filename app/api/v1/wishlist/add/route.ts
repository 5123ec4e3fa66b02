import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { wishlistAddSchema } from '@/lib/cart/schema';
import { addToWishlist } from '@/lib/wishlist/service';
import { WISHLIST_MESSAGES } from '@/lib/wishlist/messages';

/** POST /api/v1/wishlist/add {productId, variantId?}: a size already there stays once. */
export const POST = route({
  auth: 'optional',
  body: wishlistAddSchema,
  maxBodyBytes: 2 * 1024,
  handler: async (ctx) => {
    const { owner, setCookie } = bagOwner(ctx, { create: true });
    return ok(await addToWishlist(await getDb(), owner!, ctx.body.productId, ctx.body.variantId), { message: WISHLIST_MESSAGES.added, headers: bagHeaders(setCookie) });
  },
});
