import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { cacheTags } from '../cache';
import type { Db, DbOrTx, Tx } from '../db/client';
import type { Effects } from '../db/effects';
import { isUniqueViolation } from '../db/errors';
import { inTransaction } from '../db/transaction';
import { orderItems, orders, products, reviewHelpfulVotes, reviews } from '../db/schema';
import { AppError, forbidden, notFound } from '../errors';
import { enforceRateLimit, rateLimitKey } from '../rate-limit';
import { scaleAverage, type ScaleAverage } from './character';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './messages';
import { toReviewDto, type ReviewDto } from './queries';
import type { ReviewCreateInput, ReviewUpdateInput } from './schema';

/** Who writes: the signed-in user as lib/http/route resolves them. */
export interface ReviewActor {
  id: string;
  role: 'user' | 'admin';
  email: string | null;
  /** A proven inbox (a verification link opened, or Google's word for it). */
  emailVerified: boolean;
}

/**
 * New reviews need a verified email address: creating accounts is free, and without the check
 * one person could post a review from each of any number of made-up addresses.
 */
export function assertCanWriteReview(actor: ReviewActor): void {
  if (!actor.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', REVIEW_MESSAGES.verifyEmailFirst);
}

export interface ProductRating {
  id: string;
  averageRating: number;
  numReviews: number;
  /** What the reviews that rated it say of longevity and sillage (lib/reviews/character.ts); null while none did. */
  reviewLongevity: ScaleAverage | null;
  reviewSillage: ScaleAverage | null;
}

/** The product columns a ProductRating is read from. */
export const productRatingColumns = {
  id: products.id,
  averageRating: products.averageRating,
  numReviews: products.numReviews,
  reviewLongevityAvg: products.reviewLongevityAvg,
  reviewLongevityCount: products.reviewLongevityCount,
  reviewSillageAvg: products.reviewSillageAvg,
  reviewSillageCount: products.reviewSillageCount,
};

type ProductRatingRow = { [K in keyof typeof productRatingColumns]: (typeof products.$inferSelect)[K] };

export function toProductRating(p: ProductRatingRow): ProductRating {
  return {
    id: p.id,
    averageRating: p.averageRating,
    numReviews: p.numReviews,
    reviewLongevity: scaleAverage(p.reviewLongevityAvg, p.reviewLongevityCount),
    reviewSillage: scaleAverage(p.reviewSillageAvg, p.reviewSillageCount),
  };
}

/** A review as its author sees it: the public fields plus whether a moderator hid it. */
export type OwnReviewDto = ReviewDto & { isHidden: boolean; updatedAt: string };

export interface ReviewWriteResult {
  review: OwnReviewDto;
  product: ProductRating;
}

type ReviewRow = typeof reviews.$inferSelect;

export function toOwnReviewDto(r: ReviewRow): OwnReviewDto {
  return { ...toReviewDto(r), isHidden: r.isHidden, updatedAt: r.updatedAt.toISOString() };
}

/** 10 new or edited reviews an hour per customer; edits count too, or they would be a way round it. */
export async function enforceReviewWriteLimit(db: DbOrTx, userId: string): Promise<void> {
  await enforceRateLimit(
    db,
    { key: rateLimitKey('reviews:user', userId), limit: REVIEW_LIMITS.writesPerWindow, windowSeconds: REVIEW_LIMITS.windowSeconds },
    REVIEW_MESSAGES.tooMany,
  );
}

/**
 * Every review write takes the product row's lock first: writes to one product's reviews then
 * run one after another, and each recount (a later statement, with a later snapshot under READ
 * COMMITTED) sees every review committed before it. Without it, two reviews posted at once
 * could each count the other's absence.
 */
async function lockProduct(tx: Tx, productId: string) {
  const [row] = await tx
    .select({ id: products.id, isActive: products.isActive, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row ?? null;
}

/** round(avg(column), 2) as a float, and how many non-null values it averaged (count(column) skips nulls, as avg does). */
const meanOf = (column: typeof reviews.rating | typeof reviews.longevity | typeof reviews.sillage) => ({
  avg: sql<number | null>`round(avg(${column})::numeric, 2)::float8`,
  n: sql<number>`count(${column})::int`.mapWith(Number),
});

/**
 * products.averageRating and numReviews, and reviewers' longevity and sillage, from the visible
 * reviews in one read, inside the caller's transaction. Two decimals, as the seed and the review
 * summary round. Longevity and sillage count only the reviews that rated them: a review that
 * left them out says nothing of them, which is not a low mark.
 */
export async function recomputeProductRating(tx: DbOrTx, productId: string): Promise<ProductRating> {
  const [agg] = await tx
    .select({ rating: meanOf(reviews.rating), longevity: meanOf(reviews.longevity), sillage: meanOf(reviews.sillage) })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.isHidden, false)));
  const mean = (m: { avg: number | null; n: number } | undefined) => (m && m.n && m.avg != null ? Number(m.avg) : 0);
  const aggregates = {
    averageRating: mean(agg?.rating),
    numReviews: agg?.rating.n ?? 0,
    reviewLongevityAvg: mean(agg?.longevity),
    reviewLongevityCount: agg?.longevity.n ?? 0,
    reviewSillageAvg: mean(agg?.sillage),
    reviewSillageCount: agg?.sillage.n ?? 0,
  };
  await tx.update(products).set(aggregates).where(eq(products.id, productId));
  return toProductRating({ id: productId, ...aggregates });
}

/** Verified Purchase: the customer has a paid order with this product on it. */
async function hasPaidFor(tx: DbOrTx, userId: string, productId: string): Promise<boolean> {
  const rows = await tx
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'completed'), eq(orderItems.productId, productId), ne(orderItems.kind, 'sample')))
    .limit(1);
  return rows.length > 0;
}

/**
 * What a review write promises once it has committed (lib/db/transaction.ts): what a changed
 * review shows on, its list, the product page and every product list (ratings, sorting).
 */
export function reviewChanged(effects: Effects, productId: string): void {
  effects.invalidate(cacheTags.reviews(productId), cacheTags.product(productId), cacheTags.products);
}

/** POST /reviews: one review per customer per product, on a product the shop shows. */
export async function createReview(db: Db, actor: ReviewActor, input: ReviewCreateInput, now = new Date()): Promise<ReviewWriteResult> {
  assertCanWriteReview(actor);
  try {
    return await inTransaction(db, async (tx, effects) => {
      const product = await lockProduct(tx, input.productId);
      if (!product || !product.isActive || product.archivedAt) throw notFound(REVIEW_MESSAGES.productNotFound);
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.productId, input.productId), eq(reviews.userId, actor.id)))
        .limit(1);
      if (existing) throw new AppError('ALREADY_REVIEWED', REVIEW_MESSAGES.alreadyReviewed);
      const [row] = await tx
        .insert(reviews)
        .values({
          productId: input.productId,
          userId: actor.id,
          displayName: input.userName,
          rating: input.rating,
          comment: input.comment,
          longevity: input.longevity ?? null,
          sillage: input.sillage ?? null,
          seasons: input.seasons ?? [],
          isVerifiedPurchase: await hasPaidFor(tx, actor.id, input.productId),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      reviewChanged(effects, input.productId);
      return { review: toOwnReviewDto(row!), product: await recomputeProductRating(tx, input.productId) };
    });
  } catch (err) {
    // The unique index is the last word if anything ever writes without the product lock.
    if (!(err instanceof AppError) && isUniqueViolation(err)) throw new AppError('ALREADY_REVIEWED', REVIEW_MESSAGES.alreadyReviewed);
    throw err;
  }
}

async function lockOwnReview(tx: Tx, reviewId: string) {
  const [found] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, reviewId));
  if (!found) throw notFound(REVIEW_MESSAGES.notFound);
  await lockProduct(tx, found.productId);
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  return row;
}

/** PUT /reviews/{id}: the author changes what they said (any field of ReviewUpdateInput); the purchase badge is checked again. */
export async function updateReview(
  db: Db,
  actor: ReviewActor,
  reviewId: string,
  input: ReviewUpdateInput,
  now = new Date(),
): Promise<ReviewWriteResult> {
  return inTransaction(db, async (tx, effects) => {
    const current = await lockOwnReview(tx, reviewId);
    if (current.userId !== actor.id) throw forbidden(REVIEW_MESSAGES.notYours);
    const [row] = await tx
      .update(reviews)
      .set({
        ...(input.rating !== undefined ? { rating: input.rating } : {}),
        ...(input.comment !== undefined ? { comment: input.comment } : {}),
        ...(input.userName !== undefined ? { displayName: input.userName } : {}),
        ...(input.longevity !== undefined ? { longevity: input.longevity } : {}),
        ...(input.sillage !== undefined ? { sillage: input.sillage } : {}),
        ...(input.seasons !== undefined ? { seasons: input.seasons } : {}),
        isVerifiedPurchase: await hasPaidFor(tx, actor.id, current.productId),
        updatedAt: now,
      })
      .where(eq(reviews.id, reviewId))
      .returning();
    reviewChanged(effects, current.productId);
    return { review: toOwnReviewDto(row!), product: await recomputeProductRating(tx, current.productId) };
  });
}

/**
 * DELETE /reviews/{id}: the author, or an admin. An admin removing someone else's review is
 * moderation, and the audit log records it with the review as it was.
 */
export async function deleteReview(
  db: Db,
  actor: ReviewActor & { ip?: string | null },
  reviewId: string,
): Promise<{ id: string; productId: string; product: ProductRating }> {
  return inTransaction(db, async (tx, effects) => {
    const current = await lockOwnReview(tx, reviewId);
    const own = current.userId === actor.id;
    if (!own && actor.role !== 'admin') throw forbidden(REVIEW_MESSAGES.notYours);
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    if (!own) {
      await recordAudit(tx, actor, {
        action: 'review.delete',
        entityType: 'review',
        entityId: reviewId,
        before: current,
        after: null,
      });
    }
    reviewChanged(effects, current.productId);
    return { id: reviewId, productId: current.productId, product: await recomputeProductRating(tx, current.productId) };
  });
}

export interface HelpfulResult {
  id: string;
  helpfulCount: number;
  /** Whether this customer's vote is on the review after the call. */
  voted: boolean;
  /** False when the call found the vote already as asked (a second vote changes nothing). */
  changed: boolean;
}

/** POST /reviews/{id}/helpful: one vote per customer per review, kept in review_helpful_votes. */
export async function voteHelpful(db: Db, actor: ReviewActor, reviewId: string, helpful: boolean): Promise<HelpfulResult> {
  return inTransaction(db, async (tx, effects) => {
    const [review] = await tx
      .select({ userId: reviews.userId, isHidden: reviews.isHidden, helpfulCount: reviews.helpfulCount, productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!review || review.isHidden) throw notFound(REVIEW_MESSAGES.notFound);
    if (review.userId === actor.id) throw forbidden(REVIEW_MESSAGES.helpfulOwn);
    const changed = helpful
      ? (await tx.insert(reviewHelpfulVotes).values({ reviewId, userId: actor.id }).onConflictDoNothing().returning({ r: reviewHelpfulVotes.reviewId })).length > 0
      : (
          await tx
            .delete(reviewHelpfulVotes)
            .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, actor.id)))
            .returning({ r: reviewHelpfulVotes.reviewId })
        ).length > 0;
    let helpfulCount = review.helpfulCount;
    if (changed) {
      // Relative to the stored value: votes on the same review from others may land at the same time.
      const [row] = await tx
        .update(reviews)
        .set({ helpfulCount: helpful ? sql`${reviews.helpfulCount} + 1` : sql`GREATEST(${reviews.helpfulCount} - 1, 0)` })
        .where(eq(reviews.id, reviewId))
        .returning({ helpfulCount: reviews.helpfulCount });
      helpfulCount = row!.helpfulCount;
      // Only the review list shows the count.
      effects.invalidate(cacheTags.reviews(review.productId));
    }
    return { id: reviewId, helpfulCount, voted: helpful, changed };
  });
}

/** The signed-in customer's own review of a product (hidden ones included), or null. */
export async function findOwnReview(db: DbOrTx, userId: string, productId: string): Promise<OwnReviewDto | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  return row ? toOwnReviewDto(row) : null;
}
