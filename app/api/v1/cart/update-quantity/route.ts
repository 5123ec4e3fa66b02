import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { setQuantity } from '@/lib/cart/service';
import { updateQuantitySchema } from '@/lib/cart/schema';

/** PATCH /api/v1/cart/update-quantity {productId, quantity}: 0 removes the line. */
export const PATCH = route({
  auth: 'optional',
  body: updateQuantitySchema,
  maxBodyBytes: 4 * 1024,
  handler: async (ctx) => {
    const { owner, setCookie } = bagOwner(ctx, { create: true });
    return ok(await setQuantity(await getDb(), owner!, ctx.body), { message: 'Cart updated', headers: bagHeaders(setCookie) });
  },
});
