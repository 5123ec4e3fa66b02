import { cacheTags, remember } from '@/lib/cache';
import { cachedListProducts } from '@/lib/catalog/cached';
import { catalogQuerySchema, catalogQueryString } from '@/lib/catalog/filters';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

const headers = { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=120' };

export const GET = route({
  query: catalogQuerySchema,
  async handler({ query }) {
    // The finished body is memoised per canonical query: the hot catalogue path then skips the
    // data-cache round trip and the JSON serialisation of 24 products.
    const body = await remember(`api:products${catalogQueryString(query)}`, [cacheTags.products], async () => {
      const page = await cachedListProducts(query);
      return ok(page.items, {
        pagination: pagination(page.page, page.limit, page.total),
        extra: page.fuzzy ? { fuzzy: true } : undefined,
      }).arrayBuffer();
    });
    return new Response(new Uint8Array(body), { headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } });
  },
});
