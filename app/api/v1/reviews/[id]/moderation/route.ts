import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { moderateReview } from '@/lib/reviews/admin';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { moderationSchema, reviewIdParams } from '@/lib/reviews/schema';

/** PATCH /reviews/{reviewId}/moderation {isHidden}: admins hide or show a review (audited). */
export const PATCH = route({
  auth: 'admin',
  params: reviewIdParams,
  body: moderationSchema,
  maxBodyBytes: 1024,
  async handler({ params, body, actor }) {
    const { review, product } = await moderateReview(await getDb(), actor, params.id, body.isHidden);
    return ok(review, { message: body.isHidden ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.unhidden, extra: { product } });
  },
});
