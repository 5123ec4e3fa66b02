import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { addToCart } from '@/lib/cart/service';
import { addToCartSchema } from '@/lib/cart/schema';

/** POST /api/v1/cart/add {productId, quantity?}: refused past the stock, in the same statement that writes. */
export const POST = route({
  auth: 'optional',
  body: addToCartSchema,
  maxBodyBytes: 4 * 1024,
  handler: async (ctx) => {
    const { owner, setCookie } = bagOwner(ctx, { create: true });
    const { view, message } = await addToCart(await getDb(), owner!, ctx.body);
    return ok(view, { message, headers: bagHeaders(setCookie) });
  },
});
