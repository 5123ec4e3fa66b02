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
import { enforceRateLimit } from '@/lib/rate-limit';

/** POST /api/v1/newsletter {email}: 201 on a new subscriber, 200 when the address is already on the list. */
export const POST = route({
  body: newsletterSchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ body, ip }) => {
    const db = await getDb();
    await enforceRateLimit(db, { key: `newsletter:${ip}`, ...NEWSLETTER_RATE_LIMIT }, NEWSLETTER_RATE_LIMIT_MESSAGE);
    const result = await subscribeToNewsletter(db, body);
    return result.created
      ? ok({ email: result.email, subscribed: true }, { status: 201, message: SUBSCRIBED_MESSAGE })
      : ok({ email: result.email, subscribed: true }, { message: ALREADY_SUBSCRIBED_MESSAGE });
  },
});
