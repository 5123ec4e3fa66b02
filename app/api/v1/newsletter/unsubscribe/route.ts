import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/route';
import { ok } from '@/lib/http/respond';
import { newsletterTokenSchema } from '@/lib/newsletter/schema';
import { unsubscribeFromNewsletter } from '@/lib/newsletter/subscribe';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages';

/** POST /api/v1/newsletter/unsubscribe {token}: the unsubscribe page's button; no sign-in needed. */
export const POST = route({
  body: newsletterTokenSchema,
  maxBodyBytes: 1024,
  handler: async ({ body }) => {
    await unsubscribeFromNewsletter(await getDb(), body.token);
    return ok(null, { message: NEWSLETTER_MESSAGES.unsubscribed });
  },
});
