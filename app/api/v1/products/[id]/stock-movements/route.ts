import { productIdParamsSchema } from '@/lib/catalog/admin-schema';
import { getDb } from '@/lib/db/client';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { listStockMovements } from '@/lib/stock/admin';
import { stockMovementsQuerySchema } from '@/lib/stock/schema';

/**
 * GET /api/v1/products/{id}/stock-movements?variantId=&page=&limit= (admin): the stock ledger of
 * the product (or one size), newest first: reason, change, stock after, order number, claim,
 * who, note, when.
 */
export const GET = route({
  auth: 'admin',
  params: productIdParamsSchema,
  query: stockMovementsQuerySchema,
  async handler({ params, query }) {
    const { items, total } = await listStockMovements(await getDb(), params.id, query);
    return ok(items, { pagination: pagination(query.page, query.limit, total), headers: { 'cache-control': 'private, no-store' } });
  },
});
