import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { bulkAddToCart } from '@/lib/cart/service';
import { bulkAddSchema } from '@/lib/cart/schema';

/** POST /api/v1/cart/bulk-add {items: [{productId, quantity?}]}: each item on its own; answers the counts. */
export const POST = route({
  auth: 'optional',
  body: bulkAddSchema,
  maxBodyBytes: 16 * 1024,
  handler: async (ctx) => {
    const { owner, setCookie } = bagOwner(ctx, { create: true });
    const result = await bulkAddToCart(await getDb(), owner!, ctx.body.items);
    return ok(result, { message: `${result.successful} items added to cart!`, headers: bagHeaders(setCookie) });
  },
});
