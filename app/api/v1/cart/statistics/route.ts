import { getDb } from '@/lib/db/client';
import { bagOwner, NO_STORE } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { cartStatistics } from '@/lib/cart/service';

/** GET /api/v1/cart/statistics: totals, unique products, categories, average price; shipping is free. */
export const GET = route({
  auth: 'optional',
  handler: async (ctx) => ok(await cartStatistics(await getDb(), bagOwner(ctx, { create: false }).owner), { headers: NO_STORE }),
});
