import 'server-only';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit';
import type { Db, DbOrTx } from '../db/client';
import { containsPattern } from '../db/like';
import { products, reviews, users } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { notFound } from '../errors';
import { REVIEW_MESSAGES } from './messages';
import type { AdminReviewQuery, AdminReviewSort } from './schema';
import { productRatingColumns, recomputeProductRating, reviewChanged, toOwnReviewDto, toProductRating, type OwnReviewDto, type ProductRating } from './write';

/** A review as the moderation table shows it. */
export interface AdminReviewDto extends OwnReviewDto {
  userId: string | null;
  userEmail: string | null;
  product: { id: string; name: string; slug: string };
}

export interface AdminReviewCounts {
  all: number;
  visible: number;
  hidden: number;
}

const sortColumns: Record<AdminReviewSort, Parameters<typeof asc>[0]> = {
  createdAt: reviews.createdAt,
  rating: reviews.rating,
  helpfulCount: reviews.helpfulCount,
  product: sql`lower(${products.name})`,
};

function filters(q: AdminReviewQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.productId) where.push(eq(reviews.productId, q.productId));
  if (q.product) where.push(ilike(products.name, containsPattern(q.product)));
  if (q.search) {
    const p = containsPattern(q.search);
    where.push(or(ilike(reviews.comment, p), ilike(reviews.displayName, p), ilike(users.email, p))!);
  }
  if (q.status !== 'all') where.push(eq(reviews.isHidden, q.status === 'hidden'));
  if (q.rating) where.push(eq(reviews.rating, q.rating));
  return where.length ? and(...where) : undefined;
}

type Joined = { r: typeof reviews.$inferSelect; p: { id: string; name: string; slug: string }; email: string | null };

function toAdminDto({ r, p, email }: Joined): AdminReviewDto {
  return { ...toOwnReviewDto(r), userId: r.userId, userEmail: email, product: p };
}

const joinedColumns = {
  r: reviews,
  p: { id: products.id, name: products.name, slug: products.slug },
  email: users.email,
};

/** GET /reviews/admin: every review, hidden ones included, filtered, sorted and paged. */
export async function listAdminReviews(
  db: DbOrTx,
  q: AdminReviewQuery,
): Promise<{ items: AdminReviewDto[]; total: number; counts: AdminReviewCounts }> {
  const dir = q.direction === 'asc' ? asc : desc;
  const [rows, counts] = await Promise.all([
    db
      .select({ ...joinedColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(filters(q))
      .orderBy(dir(sortColumns[q.sort]), dir(reviews.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    reviewCounts(db),
  ]);
  return { items: rows.map(toAdminDto), total: rows[0]?.total ?? 0, counts };
}

async function reviewCounts(db: DbOrTx): Promise<AdminReviewCounts> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`.mapWith(Number),
      hidden: sql<number>`count(*) filter (where ${reviews.isHidden})::int`.mapWith(Number),
    })
    .from(reviews);
  const all = row?.all ?? 0;
  const hidden = row?.hidden ?? 0;
  return { all, hidden, visible: all - hidden };
}

async function findAdminReview(db: DbOrTx, reviewId: string): Promise<AdminReviewDto | null> {
  const [row] = await db
    .select(joinedColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return row ? toAdminDto(row) : null;
}

/**
 * PATCH /reviews/{id}/moderation: hide or show a review. A hidden review leaves the public list
 * and the product's rating in the same transaction, and the audit log records who did it.
 * Asking for the state the review is already in changes nothing and records nothing.
 */
export async function moderateReview(
  db: Db,
  actor: AuditActor,
  reviewId: string,
  isHidden: boolean,
  now = new Date(),
): Promise<{ review: AdminReviewDto; product: ProductRating; changed: boolean }> {
  return inTransaction(db, async (tx, effects) => {
    const [found] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, reviewId));
    if (!found) throw notFound(REVIEW_MESSAGES.notFound);
    // Same lock order as every other review write: the product, then the review.
    await tx.select({ id: products.id }).from(products).where(eq(products.id, found.productId)).for('update');
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!current) throw notFound(REVIEW_MESSAGES.notFound);
    let changed = false;
    let product: ProductRating;
    if (current.isHidden !== isHidden) {
      await tx.update(reviews).set({ isHidden, updatedAt: now }).where(eq(reviews.id, reviewId));
      product = await recomputeProductRating(tx, current.productId);
      await recordAudit(tx, actor, {
        action: isHidden ? 'review.hide' : 'review.unhide',
        entityType: 'review',
        entityId: reviewId,
        before: { isHidden: current.isHidden, productId: current.productId, rating: current.rating },
        after: { isHidden, productId: current.productId, rating: current.rating },
      });
      reviewChanged(effects, current.productId);
      changed = true;
    } else {
      const [p] = await tx.select(productRatingColumns).from(products).where(eq(products.id, current.productId));
      product = toProductRating(p!);
    }
    return { review: (await findAdminReview(tx, reviewId))!, product, changed };
  });
}
