import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { addSetToCart } from '@/lib/cart/service';
import { addSetSchema } from '@/lib/discovery/schema';

/**
 * POST /api/v1/cart/discovery-sets {setSize: 3|5, variantIds}: puts a discovery set in the bag, one
 * line; each id a live 10 ml travel spray of another perfume with a unit left.
 */
export const POST = route({
  auth: 'optional',
  body: addSetSchema,
  maxBodyBytes: 2 * 1024,
  handler: async (ctx) => {
    const { owner, setCookie } = bagOwner(ctx, { create: true });
    const { view, message } = await addSetToCart(await getDb(), owner!, ctx.body);
    return ok(view, { status: 201, message, headers: bagHeaders(setCookie) });
  },
});
