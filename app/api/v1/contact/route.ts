import { getDb } from '@/lib/db/client';
import { createContactMessage } from '@/lib/contact/create';
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT } from '@/lib/contact/constants';
import { contactMessageSchema } from '@/lib/contact/schema';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { enforceRateLimit, rateLimitKey } from '@/lib/rate-limit';

/**
 * POST /api/v1/contact: anyone may send a message. The body is validated before the rate
 * limit is counted, so a visitor correcting a typo does not use up their allowance; only
 * messages that would be stored count.
 */
export const POST = route({
  body: contactMessageSchema,
  maxBodyBytes: 32 * 1024,
  handler: async ({ body, ip, userAgent }) => {
    const db = await getDb();
    await enforceRateLimit(
      db,
      { key: rateLimitKey('contact:ip', ip), ...CONTACT_RATE_LIMIT },
      CONTACT_MESSAGES.tooMany,
    );
    const data = await createContactMessage(db, body, { ip, userAgent });
    return ok(data, { status: 201, message: CONTACT_MESSAGES.sent });
  },
});
