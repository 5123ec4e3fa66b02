import { productStats, listAdminProducts } from '@/lib/catalog/admin-queries';
import { adminListQuerySchema } from '@/lib/catalog/admin-schema';
import { getDb } from '@/lib/db/client';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * GET /api/v1/products/admin (admin): every product, inactive and archived included.
 * ?search (name, brand, category, description, tags, notes, slug or exact id) &category
 * &status=all|active|inactive|archived (all leaves out archived) &stock=all|in|low|out
 * &sort=name|category|price|stock|status|createdAt|updatedAt &order=asc|desc &page &limit (1–100).
 * Beside data and pagination, `stats`: the whole catalogue's counts and inventory value.
 */
export const GET = route({
  auth: 'admin',
  query: adminListQuerySchema,
  async handler({ query }) {
    const db = await getDb();
    const [page, stats] = await Promise.all([listAdminProducts(db, query), productStats(db)]);
    return ok(page.items, {
      pagination: pagination(page.page, page.limit, page.total),
      extra: { stats },
      headers: { 'cache-control': 'private, no-store' },
    });
  },
});
