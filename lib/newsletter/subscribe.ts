import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsletterSubscribers } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { enqueueEmail } from '../email/outbox';
import { badRequest } from '../errors';
import { absoluteUrl } from '../seo';
import type { NewsletterInput } from './schema';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';
import { NEWSLETTER_MESSAGES } from './messages';

/*
 * Double opt-in. Typing an address into the form only asks its owner: the row stays pending
 * (confirmed_at null) and gets nothing but one confirmation email until the link in it is
 * followed. An address counts as subscribed when confirmed_at is set and unsubscribed_at is not.
 *
 * The form's answer is the same whatever the address's state (new, pending, subscribed,
 * unsubscribed), so it cannot be used to learn who reads the newsletter; and an address gets at
 * most one confirmation per window, so it cannot be used to flood someone's inbox.
 */

/** The one answer to every valid signup: it says nothing about the address's state. */
export const CHECK_INBOX_MESSAGE = 'Please check your inbox to confirm your subscription.';
export const NEWSLETTER_RATE_LIMIT_MESSAGE = 'Too many subscription attempts. Please try again later.';
/** Per IP: generous for a household sharing one address, useless for list-bombing. */
export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowSeconds: 60 * 60 } as const;

/** How long a confirmation link works. */
const CONFIRM_LINK_DAYS = 7;
/** At most one confirmation email per address in this long, however often the form is sent. */
export const CONFIRM_RESEND_WINDOW_MS = 10 * 60_000;

const newsletterConfirmPath = (token: string) => `/newsletter/confirm?token=${encodeURIComponent(token)}`;
const newsletterUnsubscribePath = (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Records a signup and, when one is due, queues the confirmation email in the same transaction,
 * sent once it has committed (after the response). Due means: the address is not already
 * subscribed, and no confirmation went to it within the window. The row lock serialises
 * concurrent signups for one address, so they send one email. It answers only the normalised
 * address: whether an email went is what the form must not tell.
 */
export async function subscribeToNewsletter(db: Db, input: NewsletterInput, now: Date = new Date()): Promise<{ email: string }> {
  const email = input.email.trim().toLowerCase();
  return inTransaction(db, async (tx, effects) => {
    await tx
      .insert(newsletterSubscribers)
      .values({ email, source: input.source ?? null })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for('update');
    if (!row) throw new Error('newsletter_subscribers row vanished inside its transaction');

    const subscribed = row.confirmedAt !== null && row.unsubscribedAt === null;
    const recentlySent = row.confirmSentAt !== null && now.getTime() - row.confirmSentAt.getTime() < CONFIRM_RESEND_WINDOW_MS;
    if (subscribed || recentlySent) return { email };

    // Only the newest link works: the table keeps one hash per address.
    const token = randomBytes(32).toString('base64url');
    await tx
      .update(newsletterSubscribers)
      .set({
        confirmTokenHash: hashToken(token),
        confirmTokenExpiresAt: new Date(now.getTime() + CONFIRM_LINK_DAYS * 86_400_000),
        confirmSentAt: now,
        source: input.source ?? row.source,
      })
      .where(eq(newsletterSubscribers.id, row.id));
    const { id } = await enqueueEmail(tx, {
      template: 'newsletter-confirm',
      to: email,
      name: '',
      confirmUrl: absoluteUrl(newsletterConfirmPath(token)),
      unsubscribeUrl: absoluteUrl(newsletterUnsubscribePath(unsubscribeToken(row.id))),
      expiresInDays: CONFIRM_LINK_DAYS,
    });
    effects.email(id);
    return { email };
  });
}

/**
 * Follows a confirmation link: the address is subscribed (again, if it had unsubscribed) and the
 * link is spent. Throws BAD_REQUEST for an unknown, used or expired link.
 */
export async function confirmNewsletterSubscription(db: Db, token: string, now: Date = new Date()): Promise<{ email: string }> {
  const hash = hashToken(token);
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, unsubscribedAt: null, confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(and(eq(newsletterSubscribers.confirmTokenHash, hash), gt(newsletterSubscribers.confirmTokenExpiresAt, now)))
    .returning({ email: newsletterSubscribers.email });
  if (confirmed) return confirmed;
  const [stale] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hash))
    .limit(1);
  throw badRequest(stale ? NEWSLETTER_MESSAGES.expiredConfirm : NEWSLETTER_MESSAGES.invalidConfirm);
}

/**
 * Follows an unsubscribe link. Idempotent (a second click says the same), and it also voids a
 * pending confirmation link, so "never email me" cannot be undone by an older email.
 */
export async function unsubscribeFromNewsletter(db: Db, token: string, now: Date = new Date()): Promise<void> {
  const id = verifyUnsubscribeToken(token);
  if (!id) throw badRequest(NEWSLETTER_MESSAGES.invalidUnsubscribe);
  await db
    .update(newsletterSubscribers)
    .set({
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    })
    .where(eq(newsletterSubscribers.id, id));
}
