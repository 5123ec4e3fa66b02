import { getDb } from '@/lib/db/client';
import { bagOwner, NO_STORE } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { checkInCart } from '@/lib/cart/service';
import { productParamsSchema } from '@/lib/cart/schema';

/** GET /api/v1/cart/check/{productId}: {inCart, quantity}. */
export const GET = route({
  auth: 'optional',
  params: productParamsSchema,
  handler: async (ctx) =>
    ok(await checkInCart(await getDb(), bagOwner(ctx, { create: false }).owner, ctx.params.productId), { headers: NO_STORE }),
});
