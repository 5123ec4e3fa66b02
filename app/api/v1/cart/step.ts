import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { stepQuantity } from '@/lib/cart/service';
import { productOnlySchema } from '@/lib/cart/schema';

/** PATCH /api/v1/cart/increment and /decrement {productId}: one more or one fewer of a line. */
export function stepRoute(delta: 1 | -1) {
  return route({
    auth: 'optional',
    body: productOnlySchema,
    maxBodyBytes: 4 * 1024,
    handler: async (ctx) => {
      const { owner, setCookie } = bagOwner(ctx, { create: true });
      return ok(await stepQuantity(await getDb(), owner!, ctx.body.productId, delta, ctx.body.variantId), { message: 'Cart updated', headers: bagHeaders(setCookie) });
    },
  });
}
