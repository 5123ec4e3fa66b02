import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/route';
import { ok } from '@/lib/http/respond';
import { newsletterSchema } from '@/lib/newsletter/schema';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  NEWSLETTER_RATE_LIMIT,
  NEWSLETTER_RATE_LIMIT_MESSAGE,
  SUBSCRIBED_MESSAGE,
  subscribeToNewsletter,
} from '@/lib/newsletter/subscribe';
import { enforceRateLimit, rateLimitKey } from '@/lib/rate-limit';

/**
 * POST /api/v1/newsletter {email}: 201 for a new subscriber, 200 when the address is already on
 * the list. The body is validated before the rate limit counts, so fixing a typo costs nothing.
 */
export const POST = route({
  body: newsletterSchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ body, ip }) => {
    const db = await getDb();
    await enforceRateLimit(db, { key: rateLimitKey('newsletter:ip', ip), ...NEWSLETTER_RATE_LIMIT }, NEWSLETTER_RATE_LIMIT_MESSAGE);
    const result = await subscribeToNewsletter(db, body);
    return result.created
      ? ok({ email: result.email, subscribed: true }, { status: 201, message: SUBSCRIBED_MESSAGE })
      : ok({ email: result.email, subscribed: true }, { message: ALREADY_SUBSCRIBED_MESSAGE });
  },
});
