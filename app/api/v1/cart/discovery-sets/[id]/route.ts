import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { removeSetFromCart } from '@/lib/cart/service';
import { DISCOVERY_MESSAGES } from '@/lib/discovery/messages';
import { setParamsSchema } from '@/lib/discovery/schema';

/** DELETE /api/v1/cart/discovery-sets/{id}: takes the set out of the bag (404 for a set not in this bag). */
export const DELETE = route({
  auth: 'optional',
  params: setParamsSchema,
  handler: async (ctx) => {
    const { owner, setCookie } = bagOwner(ctx, { create: true });
    return ok(await removeSetFromCart(await getDb(), owner!, ctx.params.id), { message: DISCOVERY_MESSAGES.removed, headers: bagHeaders(setCookie) });
  },
});
