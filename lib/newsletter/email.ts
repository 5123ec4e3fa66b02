/*
 * The newsletter's address rule, free of zod: the About page's form runs it in the browser, and
 * the cached catalogue pages (home, listing, About) share one route segment, so whatever that form
 * imports is downloaded on the home page and the listing too (zod was 30 kB of it). The server's
 * schema (./schema.ts) applies the same function, so both show the same message.
 */

export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email address';

/** zod's z.email() default pattern, which this rule replaced on the server: the same addresses pass. */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** RFC 5321 caps a forward path at 254 characters; longer input is never a real mailbox. */
const MAX_EMAIL_LENGTH = 254;

/**
 * The address as stored (trimmed, lower-cased: `Me@Example.com` and `me@example.com` are one
 * subscriber), or null when it is not one.
 */
export function normalizeNewsletterEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) return null;
  return email;
}
