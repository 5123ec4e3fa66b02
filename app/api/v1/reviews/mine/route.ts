import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { myReviewQuerySchema } from '@/lib/reviews/schema';
import { findOwnReview } from '@/lib/reviews/write';

/**
 * GET /reviews/mine?productId: the signed-in customer's review of a product, or null. The
 * product page is cached for everyone, so the browser asks this to offer Edit and Delete.
 */
export const GET = route({
  auth: 'user',
  query: myReviewQuerySchema,
  async handler({ query, user }) {
    const review = await findOwnReview(await getDb(), user.id, query.productId);
    return ok(review, { headers: { 'cache-control': 'private, no-store' } });
  },
});
