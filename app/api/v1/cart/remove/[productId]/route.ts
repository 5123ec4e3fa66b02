import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { removeFromCart } from '@/lib/cart/service';
import { productParamsSchema } from '@/lib/cart/schemas';

/** DELETE /api/v1/cart/remove/{productId} (or the line's own id, for a product that no longer exists). */
export const DELETE = route({
  auth: 'optional',
  params: productParamsSchema,
  handler: async (ctx) => {
    const { owner, setCookie } = bagOwner(ctx, { create: true });
    return ok(await removeFromCart(await getDb(), owner!, ctx.params.productId), { message: 'Item removed from cart', headers: bagHeaders(setCookie) });
  },
});
