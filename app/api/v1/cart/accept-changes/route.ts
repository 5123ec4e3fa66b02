import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { acceptBagChanges } from '@/lib/cart/service';

/**
 * POST /api/v1/cart/accept-changes: what changed in the bag since its lines were added (a price,
 * a quantity lowered to the stock left), each with the sentence to show, and the bag as it now
 * is; the changes are applied, so they are told once.
 */
export const POST = route({
  auth: 'optional',
  handler: async (ctx) => {
    const { owner } = bagOwner(ctx, { create: false });
    return ok(await acceptBagChanges(await getDb(), owner), { headers: bagHeaders(null) });
  },
});
