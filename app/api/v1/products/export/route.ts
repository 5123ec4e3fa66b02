import { listAdminProductsForExport } from '@/lib/catalog/admin-queries';
import { allSizesOf } from '@/lib/catalog/admin-sizes';
import { adminListQuerySchema } from '@/lib/catalog/admin-schema';
import { productsToCsv } from '@/lib/catalog/csv';
import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/route';

/**
 * GET /api/v1/products/export (admin): the products matching the admin list's filters (search,
 * category, status, stock, sort, order; no paging) as a CSV download, one row per size. The
 * import reads it back.
 */
export const GET = route({
  auth: 'admin',
  query: adminListQuerySchema,
  async handler({ query }) {
    const db = await getDb();
    const rows = await listAdminProductsForExport(db, query);
    const sizes = await allSizesOf(
      db,
      rows.map((r) => r.id),
    );
    const date = new Date().toISOString().slice(0, 10);
    return new Response(productsToCsv(rows, sizes), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="products-${date}.csv"`,
        'cache-control': 'private, no-store',
      },
    });
  },
});
