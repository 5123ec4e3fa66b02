import { cachedListProducts } from '@/lib/catalog/cached';
import { catalogQuerySchema } from '@/lib/catalog/filters';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

export const GET = route({
  query: catalogQuerySchema,
  async handler({ query }) {
    const page = await cachedListProducts(query);
    return ok(page.items, {
      pagination: pagination(page.page, page.limit, page.total),
      extra: page.fuzzy ? { fuzzy: true } : undefined,
      headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=120' },
    });
  },
});
