import { productIdParamsSchema } from '@/lib/catalog/admin-schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { adjustStock } from '@/lib/stock/admin';
import { STOCK_MESSAGES } from '@/lib/stock/messages';
import { stockAdjustmentSchema } from '@/lib/stock/schema';

/**
 * POST /api/v1/products/{id}/stock-adjustments (admin): `{ variantId, delta, reason, note? }`, a
 * change of units (received: positive, damaged: negative, count_correction: either). 201 with
 * the size's new stock and the ledger row; 409 STOCK_BELOW_ZERO with the figure now when it
 * would leave less than 0.
 */
export const POST = route({
  auth: 'admin',
  params: productIdParamsSchema,
  body: stockAdjustmentSchema,
  maxBodyBytes: 4 * 1024,
  async handler({ params, body, actor }) {
    const result = await adjustStock(await getDb(), actor, params.id, body);
    return ok(result, { status: 201, message: STOCK_MESSAGES.adjusted, headers: { 'cache-control': 'private, no-store' } });
  },
});
