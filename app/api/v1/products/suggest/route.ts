import { LIST_STOCK_CACHE_CONTROL } from '@/lib/catalog/live-stock';
import { cachedSuggestions, suggestQuerySchema } from '@/lib/catalog/suggest';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/** GET /api/v1/products/suggest?q= (public): perfumes, notes and categories for the search box, from the cached index. */
export const GET = route({
  query: suggestQuerySchema,
  // The handler only reads q; each keystroke is a new query string, but a popular prefix repeats.
  memoQuery: true,
  async handler({ query }) {
    // Cached like the listing it leads to: a price changed by an admin shows at once.
    return ok(await cachedSuggestions(query.q), {
      headers: { 'cache-control': LIST_STOCK_CACHE_CONTROL },
    });
  },
});
