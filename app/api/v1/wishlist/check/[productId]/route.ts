import { getDb } from '@/lib/db/client';
import { bagOwner, NO_STORE } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { productParamsSchema } from '@/lib/cart/schema';
import { isInWishlist } from '@/lib/wishlist/service';

/** GET /api/v1/wishlist/check/{productId}: {inWishlist}. */
export const GET = route({
  auth: 'optional',
  params: productParamsSchema,
  handler: async (ctx) =>
    ok({ inWishlist: await isInWishlist(await getDb(), bagOwner(ctx, { create: false }).owner, ctx.params.productId) }, { headers: NO_STORE }),
});
