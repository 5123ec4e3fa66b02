// zod/mini: the Notify me form checks with this schema too.
import * as z from 'zod/mini';
// Sets what these schemas need in the browser.
import '../validation';

// lib/ids.ts's pattern, repeated: that module needs node:crypto, and this one runs in the browser.
const SIZE_ID = /^[0-9a-f]{24}$/;

const ALERT_EMAIL_MESSAGE = 'Please enter a valid email address';
export const ALERT_SIZE_MESSAGE = 'Please choose a size of this perfume';
const ALERT_LINK_MESSAGE = 'This link is not valid. Please use the link from the email we sent you.';

/**
 * POST /api/v1/products/{id}/notify and the Notify me form. The address is trimmed and
 * lower-cased before the format check, so `Me@Example.com` and `me@example.com` wait once.
 * `email` may be left out by a signed-in customer (their account's address is used);
 * `variantId` left out means the product's default size.
 */
export const notifySchema = z.object(
  {
    email: z.optional(
      z.pipe(
        z
          .string({ error: ALERT_EMAIL_MESSAGE })
          // RFC 5321 caps a forward path at 254 characters.
          .check(z.trim(), z.toLowerCase(), z.maxLength(254, { error: ALERT_EMAIL_MESSAGE })),
        z.email({ error: ALERT_EMAIL_MESSAGE }),
      ),
    ),
    variantId: z.optional(z.string({ error: ALERT_SIZE_MESSAGE }).check(z.regex(SIZE_ID, { error: ALERT_SIZE_MESSAGE }))),
  },
  { error: ALERT_EMAIL_MESSAGE },
);

/** The token an unsubscribe link carries, posted back by its page's button. */
export const alertTokenSchema = z.object(
  { token: z.string({ error: ALERT_LINK_MESSAGE }).check(z.trim(), z.minLength(26, { error: ALERT_LINK_MESSAGE }), z.maxLength(200, { error: ALERT_LINK_MESSAGE })) },
  { error: ALERT_LINK_MESSAGE },
);
