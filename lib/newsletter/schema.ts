import { z } from 'zod';
import { NEWSLETTER_EMAIL_MESSAGE, normalizeNewsletterEmail } from './email';

// This schema also runs in the browser: without jitless, zod probes `new Function` and trips the CSP.
z.config({ jitless: true });

export { NEWSLETTER_EMAIL_MESSAGE };

/** Where a signup came from, so a later campaign can tell the About page from the footer. */
const newsletterSources = ['about', 'footer', 'home'] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

/**
 * One schema for the About page form and POST /api/v1/newsletter, so both show the same message.
 * The address is trimmed and lower-cased before the format check, which is what makes
 * `Me@Example.com` and `me@example.com` one subscriber.
 */
export const newsletterSchema = z.object(
  {
    email: z.unknown().transform((value, ctx) => {
      const email = normalizeNewsletterEmail(value);
      if (email === null) {
        ctx.addIssue({ code: 'custom', message: NEWSLETTER_EMAIL_MESSAGE });
        return z.NEVER;
      }
      return email;
    }),
    source: z.enum(newsletterSources).optional(),
  },
  { error: NEWSLETTER_EMAIL_MESSAGE },
);

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const NEWSLETTER_LINK_MESSAGE = 'This link is not valid. Please use the link from the email we sent you.';

/** The token a confirmation or unsubscribe link carries, posted back by its page. */
export const newsletterTokenSchema = z.object(
  { token: z.string({ error: NEWSLETTER_LINK_MESSAGE }).trim().min(16, { error: NEWSLETTER_LINK_MESSAGE }).max(200, { error: NEWSLETTER_LINK_MESSAGE }) },
  { error: NEWSLETTER_LINK_MESSAGE },
);
