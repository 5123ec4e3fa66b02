import 'server-only';
import { cacheFor, cacheTags, readAtRequestTime } from '../cache';
import { getDb } from '../db/client';
import { listReviews, reviewSummary, type ReviewSort } from './queries';

async function reviewsFromCache(productId: string, sort: ReviewSort, limit: number) {
  'use cache';
  cacheFor([cacheTags.reviews(productId)], 180);
  const db = await getDb();
  const [list, summary] = await Promise.all([listReviews(db, productId, { page: 1, limit, sort }), reviewSummary(db, productId)]);
  return { ...list, summary };
}

/** Reviews as the product page shows them; review writes invalidate `reviews:<productId>`. */
export async function cachedProductReviews(productId: string, sort: ReviewSort = 'newest', limit = 10) {
  await readAtRequestTime();
  return reviewsFromCache(productId, sort, limit);
}
