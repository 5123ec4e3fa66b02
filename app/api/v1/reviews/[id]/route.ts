import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { ID_PATTERN } from '@/lib/ids';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { listReviews, reviewListQuerySchema, reviewSummary } from '@/lib/reviews/queries';
import { reviewIdParams, reviewUpdateSchema } from '@/lib/reviews/schema';
import { deleteReview, enforceReviewWriteLimit, updateReview } from '@/lib/reviews/write';

/*
 * One folder, two meanings of {id}, because Next allows one dynamic segment name per level:
 * GET reads it as a PRODUCT id (the original clients' GET /reviews/{productId}); PUT and DELETE read it
 * as a REVIEW id, like /reviews/{id}/helpful and /reviews/{id}/moderation below. Ids are
 * unique across tables, so the two can never be confused.
 */

/** GET /reviews/{productId}: the visible reviews, paged and sorted, with the summary. */
export const GET = route({
  params: z.object({ id: z.string().regex(ID_PATTERN, REVIEW_MESSAGES.invalidProductId) }),
  query: reviewListQuerySchema,
  async handler({ params, query }) {
    const db = await getDb();
    const [{ items, total }, summary] = await Promise.all([listReviews(db, params.id, query), reviewSummary(db, params.id)]);
    // An unknown product or one without reviews is an empty list, never a 404 (docs/decisions.md#reviews-of-an-unknown-product-are-an-empty-list).
    return ok(items, { pagination: pagination(query.page, query.limit, total), extra: { status: 'success', summary } });
  },
});

/** PUT /reviews/{reviewId} {rating?, comment?, userName?, longevity?, sillage?, seasons?}: the author edits their review. */
export const PUT = route({
  auth: 'user',
  params: reviewIdParams,
  body: reviewUpdateSchema,
  maxBodyBytes: 16 * 1024,
  async handler({ params, body, user }) {
    const db = await getDb();
    await enforceReviewWriteLimit(db, user.id);
    const { review, product } = await updateReview(db, user, params.id, body);
    return ok(review, { message: REVIEW_MESSAGES.updated, extra: { product } });
  },
});

/** DELETE /reviews/{reviewId}: the author, or an admin (audited). */
export const DELETE = route({
  auth: 'user',
  params: reviewIdParams,
  async handler({ params, actor }) {
    const { id, productId, product } = await deleteReview(await getDb(), actor, params.id);
    return ok({ id, _id: id, productId }, { message: REVIEW_MESSAGES.deleted, extra: { product } });
  },
});
