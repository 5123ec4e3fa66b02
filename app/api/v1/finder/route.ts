import { LIST_STOCK_CACHE_CONTROL } from '@/lib/catalog/live-stock';
import { cachedOnSale } from '@/lib/catalog/cached';
import { finderQuerySchema, rankForFinder } from '@/lib/catalog/finder';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * GET /api/v1/finder?for=&when=&love=&avoid=&strength=&budget= (public, no account): the fragrance
 * finder's ranking, best first, as `data.results: [{ product, score, reasons }]`, the same as the
 * /finder page shows. An answer outside a question's choices is a 400 naming the question. Nothing
 * about the asker is stored.
 */
export const GET = route({
  query: finderQuerySchema,
  memoQuery: true,
  async handler({ query }) {
    return ok({ results: rankForFinder(await cachedOnSale(), query) }, { headers: { 'cache-control': LIST_STOCK_CACHE_CONTROL } });
  },
});
