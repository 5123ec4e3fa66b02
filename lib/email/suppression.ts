import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailSuppressions } from '../db/schema';
import type { EmailTemplate } from './types';

/*
 * Addresses that bounced for good or marked the store's mail as spam are not mailed again:
 * mailing them hurts the sender's reputation with every inbox provider, and Resend pauses
 * accounts whose bounce or complaint rate climbs.
 *
 * Except mail the person asked for a moment ago (a password reset, an address confirmation):
 * the request itself is fresh evidence the mailbox is theirs and wanted, a complaint was about
 * mail they did not ask for, and without it they could never get back into their account.
 * If such a message bounces again, Resend tells us again; nothing else is sent meanwhile.
 */
export const SENT_DESPITE_SUPPRESSION: ReadonlySet<string> = new Set<EmailTemplate>([
  'password-reset',
  'sign-in-code',
  'verify-email',
  'email-change-confirm',
]);

export type SuppressionReason = 'bounced' | 'complained';

const normaliseAddress = (email: string) => email.trim().toLowerCase();

export interface Suppression {
  email: string;
  reason: SuppressionReason;
  createdAt: Date;
}

export async function findSuppression(db: DbOrTx, email: string): Promise<Suppression | null> {
  const [row] = await db
    .select({ email: emailSuppressions.email, reason: emailSuppressions.reason, createdAt: emailSuppressions.createdAt })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.email, normaliseAddress(email)))
    .limit(1);
  return row ?? null;
}

/** Records (or refreshes) a suppression; the latest event's reason wins. */
export async function suppressAddress(
  db: DbOrTx,
  input: { email: string; reason: SuppressionReason; providerMessageId?: string | null; eventId?: string | null; detail?: string | null },
): Promise<void> {
  const values = {
    email: normaliseAddress(input.email),
    reason: input.reason,
    providerMessageId: input.providerMessageId ?? null,
    eventId: input.eventId ?? null,
    detail: input.detail?.slice(0, 500) ?? null,
  };
  await db
    .insert(emailSuppressions)
    .values(values)
    .onConflictDoUpdate({ target: emailSuppressions.email, set: { ...values, createdAt: sql`now()` } });
}

/** The reason shown on an outbox row that was not sent. */
export function suppressionNote(s: Suppression): string {
  const when = s.createdAt.toISOString().slice(0, 10);
  return s.reason === 'bounced'
    ? `Not sent: mail to this address bounced permanently (${when}).`
    : `Not sent: this address marked the store's mail as spam (${when}).`;
}
