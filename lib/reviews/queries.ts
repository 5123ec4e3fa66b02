import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { reviews } from '../db/schema';
import { allocateProportionally } from '../orders/invoice';
import { REVIEW_SEASONS, type ReviewCharacter } from './messages';

export interface ReviewDto extends ReviewCharacter {
  _id: string;
  id: string;
  productId: string;
  rating: number;
  comment: string;
  displayName: string;
  userName: string;
  createdAt: string;
  helpfulCount: number;
  isVerifiedPurchase: boolean;
}

export interface ReviewSummary {
  averageRating: number;
  numReviews: number;
  /** Count of reviews per star, 5 down to 1. */
  distribution: { stars: 1 | 2 | 3 | 4 | 5; count: number; percentage: number }[];
}

export const REVIEW_SORTS = ['newest', 'helpful', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const reviewListQuerySchema = z.object({
  page: z.coerce.number({ message: 'page must be a number' }).int().min(1, 'page must be at least 1').max(10_000).default(1),
  limit: z.coerce.number({ message: 'limit must be a number' }).int().min(1, 'limit must be between 1 and 50').max(50, 'limit must be between 1 and 50').default(10),
  sort: z.enum(REVIEW_SORTS, { message: 'sort must be newest, helpful, highest or lowest' }).default('newest'),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

const orderings: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt)],
  highest: [desc(reviews.rating), desc(reviews.createdAt)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt)],
};

export function toReviewDto(r: typeof reviews.$inferSelect): ReviewDto {
  return {
    _id: r.id,
    id: r.id,
    productId: r.productId,
    rating: r.rating,
    comment: r.comment,
    longevity: r.longevity,
    sillage: r.sillage,
    // In REVIEW_SEASONS' order, whatever order a row was written in.
    seasons: REVIEW_SEASONS.filter((s) => r.seasons.includes(s)),
    displayName: r.displayName,
    userName: r.displayName,
    createdAt: r.createdAt.toISOString(),
    helpfulCount: r.helpfulCount,
    isVerifiedPurchase: r.isVerifiedPurchase,
  };
}

const shown = (productId: string) => and(eq(reviews.productId, productId), eq(reviews.isHidden, false));

export async function listReviews(db: Db, productId: string, q: ReviewListQuery): Promise<{ items: ReviewDto[]; total: number }> {
  const rows = await db
    .select({ r: reviews, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(reviews)
    .where(shown(productId))
    .orderBy(...orderings[q.sort])
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { items: rows.map((x) => toReviewDto(x.r)), total: rows[0]?.total ?? 0 };
}

export async function reviewSummary(db: Db, productId: string): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: reviews.rating, n: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .where(shown(productId))
    .groupBy(reviews.rating);
  return summarize(rows);
}

/**
 * Pure: the 5-to-1 distribution and the average (two decimals) from per-star counts. The
 * percentages are whole and add up to exactly 100 (largest remainders, as an invoice splits a
 * discount): rounding each alone shows 101 % for three reviews of 1, 1 and 1.
 */
export function summarize(rows: { rating: number; n: number }[]): ReviewSummary {
  const total = rows.reduce((s, r) => s + r.n, 0);
  const sum = rows.reduce((s, r) => s + r.rating * r.n, 0);
  const stars = [5, 4, 3, 2, 1] as const;
  const counts = stars.map((star) => rows.find((r) => r.rating === star)?.n ?? 0);
  const percentages = total ? allocateProportionally(100, counts) : counts.map(() => 0);
  const distribution = stars.map((star, i) => ({ stars: star, count: counts[i]!, percentage: percentages[i]! }));
  return { averageRating: total ? Math.round((sum / total) * 100) / 100 : 0, numReviews: total, distribution };
}
