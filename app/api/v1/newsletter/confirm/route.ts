import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/route';
import { ok } from '@/lib/http/respond';
import { newsletterTokenSchema } from '@/lib/newsletter/schema';
import { confirmNewsletterSubscription } from '@/lib/newsletter/subscribe';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages';

/**
 * POST /api/v1/newsletter/confirm {token}: the confirmation page's button. A POST, not the
 * emailed GET itself, so a mail scanner that opens links cannot subscribe anyone.
 */
export const POST = route({
  body: newsletterTokenSchema,
  maxBodyBytes: 1024,
  handler: async ({ body }) => {
    const { email } = await confirmNewsletterSubscription(await getDb(), body.token);
    return ok({ email }, { message: NEWSLETTER_MESSAGES.confirmed });
  },
});
