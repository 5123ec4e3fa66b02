import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { helpfulSchema, reviewIdParams } from '@/lib/reviews/schema';
import { voteHelpful } from '@/lib/reviews/write';

/**
 * POST /reviews/{reviewId}/helpful {helpful}: one vote per customer. Voting twice changes
 * nothing (200, same count); {helpful: false} takes the vote back. Not on one's own review.
 */
export const POST = route({
  auth: 'user',
  params: reviewIdParams,
  body: helpfulSchema,
  maxBodyBytes: 1024,
  async handler({ params, body, user }) {
    const result = await voteHelpful(await getDb(), user, params.id, body.helpful);
    const message = body.helpful
      ? result.changed
        ? REVIEW_MESSAGES.helpfulRecorded
        : REVIEW_MESSAGES.helpfulAlready
      : REVIEW_MESSAGES.helpfulWithdrawn;
    return ok(result, { message });
  },
});
