import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { newsletterSubscribers } from '../db/schema';
import type { NewsletterInput } from './schema';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing!';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed';
export const NEWSLETTER_RATE_LIMIT_MESSAGE = 'Too many subscription attempts. Please try again later.';
/** Per IP: generous for a household sharing one address, useless for list-bombing. */
export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowSeconds: 60 * 60 } as const;

export interface SubscribeResult {
  /** False when the address was already on the list (and still subscribed). */
  created: boolean;
  email: string;
}

/**
 * Adds an address to the list, idempotently: one statement, so two concurrent signups for the
 * same address cannot both insert (the unique index decides). Someone who unsubscribed and signs
 * up again is subscribed afresh; someone still subscribed is left untouched.
 */
export async function subscribeToNewsletter(db: DbOrTx, input: NewsletterInput): Promise<SubscribeResult> {
  const email = input.email.trim().toLowerCase();
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email, source: input.source ?? null })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { unsubscribedAt: null, source: sql`coalesce(excluded.source, ${newsletterSubscribers.source})` },
      setWhere: sql`${newsletterSubscribers.unsubscribedAt} is not null`,
    })
    .returning({ id: newsletterSubscribers.id });
  return { created: rows.length > 0, email };
}
