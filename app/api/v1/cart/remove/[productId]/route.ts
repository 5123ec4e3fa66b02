import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { removeFromCart } from '@/lib/cart/service';
import { productParamsSchema, sizeQuerySchema } from '@/lib/cart/schema';

/**
 * DELETE /api/v1/cart/remove/{productId} (or the line's own id, for a product that no longer
 * exists); `?variantId=` names the size when the bag holds several of one product.
 */
export const DELETE = route({
  auth: 'optional',
  params: productParamsSchema,
  query: sizeQuerySchema,
  handler: async (ctx) => {
    const { owner, setCookie } = bagOwner(ctx, { create: true });
    return ok(await removeFromCart(await getDb(), owner!, ctx.params.productId, ctx.query.variantId), { message: 'Item removed from cart', headers: bagHeaders(setCookie) });
  },
});
