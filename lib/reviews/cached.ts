import 'server-only';
import { cachedQuery, cacheTags } from '../cache';
import { getDb } from '../db/client';
import { listReviews, reviewSummary, type ReviewSort } from './queries';

/** Reviews as the product page shows them; review writes invalidate `reviews:<productId>`. */
export function cachedProductReviews(productId: string, sort: ReviewSort = 'newest', limit = 10) {
  return cachedQuery(
    async (id: string, s: ReviewSort, l: number) => {
      const db = await getDb();
      const [list, summary] = await Promise.all([listReviews(db, id, { page: 1, limit: l, sort: s }), reviewSummary(db, id)]);
      return { ...list, summary };
    },
    ['reviews:product'],
    { tags: [cacheTags.reviews(productId)], revalidate: 180 },
  )(productId, sort, limit);
}
