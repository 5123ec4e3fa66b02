import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/route';
import { ok } from '@/lib/http/respond';
import { newsletterSchema } from '@/lib/newsletter/schema';
import {
  CHECK_INBOX_MESSAGE,
  NEWSLETTER_RATE_LIMIT,
  NEWSLETTER_RATE_LIMIT_MESSAGE,
  subscribeToNewsletter,
} from '@/lib/newsletter/subscribe';
import { enforceRateLimit, rateLimitKey } from '@/lib/rate-limit';

/**
 * POST /api/v1/newsletter {email, source?}: 202 with the same message for every valid address,
 * whether it is new, waiting for confirmation, subscribed or unsubscribed, so the form cannot
 * tell anyone who is on the list. The confirmation email (when one is due) goes after the
 * response (subscribeToNewsletter's transaction promises it). The body is validated before the
 * rate limit counts, so fixing a typo costs nothing.
 */
export const POST = route({
  body: newsletterSchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ body, ip }) => {
    const db = await getDb();
    await enforceRateLimit(db, { key: rateLimitKey('newsletter:ip', ip), ...NEWSLETTER_RATE_LIMIT }, NEWSLETTER_RATE_LIMIT_MESSAGE);
    const { email } = await subscribeToNewsletter(db, body);
    return ok({ email }, { status: 202, message: CHECK_INBOX_MESSAGE });
  },
});
