import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { reviewCreateSchema } from '@/lib/reviews/schema';
import { assertCanWriteReview, createReview, enforceReviewWriteLimit } from '@/lib/reviews/write';

/**
 * POST /api/v1/reviews {productId, rating, comment, userName, longevity?, sillage?, seasons?}
 * (lib/reviews/schema.ts; the last three may be left out): signed-in customers with a
 * verified email only (403 otherwise), one review per product (409 otherwise). The body is validated before the hourly limit is
 * counted, so correcting a typo does not use up the allowance. The answer carries the
 * product's new rating and reviewers' longevity and sillage averages beside the review.
 */
export const POST = route({
  auth: 'user',
  body: reviewCreateSchema,
  maxBodyBytes: 16 * 1024,
  async handler({ body, user }) {
    const db = await getDb();
    // Refused before the hourly limit is counted: verifying first must not cost the customer an attempt.
    assertCanWriteReview(user);
    await enforceReviewWriteLimit(db, user.id);
    const { review, product } = await createReview(db, user, body);
    return ok(review, { status: 201, message: REVIEW_MESSAGES.submitted, extra: { product } });
  },
});
