import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';
import { env } from '../env';
import { isId } from '../ids';
import { emailAdapterFromEnv, type DeliveryResult, type EmailAdapter } from './adapters';
import { renderEmail } from './templates';
import type { OutgoingEmail } from './types';

/*
 * Every email is first a row in email_outbox, written in the same transaction as the change it
 * reports (a rolled-back signup leaves no verification email), then delivered after the response
 * work is done: `after(() => deliverEmails(db, ids))`. A provider outage therefore never fails a
 * signup; the row stays 'failed' with the reason, visible at /admin/emails.
 */

/** A failed row is retried by a later deliverEmail call until it has been tried this often. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** Provider errors can echo whole request bodies; the outbox keeps the start. */
export const ERROR_MAX_LENGTH = 1000;

// Deliberately loose: the auth code validated the address; this only refuses what would break
// the provider call or a log line (blanks, line breaks, no @).
const RECIPIENT = /^[^\s@]+@[^\s@]+$/;

function recipient(to: string): string {
  const value = to.trim();
  if (!RECIPIENT.test(value) || value.length > 254) {
    throw new TypeError(`Not an email address: ${JSON.stringify(to)}`);
  }
  return value;
}

/** Renders the message and stores it as 'pending'. Pass the caller's transaction as `db`. */
export async function enqueueEmail(db: DbOrTx, message: OutgoingEmail): Promise<{ id: string }> {
  const to = recipient(message.to);
  const { subject, html, text } = renderEmail(message);
  const [row] = await db
    .insert(emailOutbox)
    .values({ to, subject, html, text, template: message.template })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('email_outbox insert returned no row');
  return { id: row.id };
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > ERROR_MAX_LENGTH ? `${text.slice(0, ERROR_MAX_LENGTH - 1)}…` : text;
}

export interface DeliverOptions {
  /** Defaults to the adapter the settings choose (Resend with RESEND_API_KEY, else the log). */
  adapter?: EmailAdapter;
}

/**
 * Sends one outbox row and records the outcome. Rows already sent or logged, unknown ids and
 * rows out of attempts are left alone. A provider failure (refusal, timeout, network) never
 * throws: the row is marked 'failed' with the reason. Only a database failure propagates.
 */
export async function deliverEmail(db: Db, id: string, options: DeliverOptions = {}): Promise<void> {
  if (!isId(id)) return;

  // Claim by a conditional update, counting the attempt before the send: a crash mid-send still
  // shows up as an attempt. Two concurrent claims are possible (there is no 'sending' state);
  // the Idempotency-Key then makes the provider deliver once.
  const [row] = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1` })
    .where(
      and(
        eq(emailOutbox.id, id),
        inArray(emailOutbox.status, ['pending', 'failed']),
        lt(emailOutbox.attempts, MAX_DELIVERY_ATTEMPTS),
      ),
    )
    .returning();
  if (!row) return;

  let adapterName = options.adapter?.name ?? 'unknown';
  let result: DeliveryResult;
  try {
    const adapter = options.adapter ?? emailAdapterFromEnv();
    adapterName = adapter.name;
    result = await adapter.send({
      id: row.id,
      from: env().EMAIL_FROM,
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text,
    });
  } catch (error) {
    const message = errorText(error);
    console.error(JSON.stringify({ level: 'error', where: 'email:deliver', id: row.id, adapter: adapterName, message }));
    // Never downgrade a row a concurrent delivery has already marked sent.
    await db
      .update(emailOutbox)
      .set({ status: 'failed', error: message })
      .where(and(eq(emailOutbox.id, row.id), inArray(emailOutbox.status, ['pending', 'failed'])));
    return;
  }

  await db
    .update(emailOutbox)
    .set({ status: result.status, sentAt: new Date(), providerMessageId: result.providerMessageId, error: null })
    .where(eq(emailOutbox.id, row.id));
}

/**
 * Delivers several rows one after another (PGlite serialises statements anyway, and these are
 * few). Never throws: meant for `after()`, where nobody is left to catch.
 */
export async function deliverEmails(db: Db, ids: readonly string[], options: DeliverOptions = {}): Promise<void> {
  for (const id of ids) {
    try {
      await deliverEmail(db, id, options);
    } catch (error) {
      console.error(
        JSON.stringify({ level: 'error', where: 'email:deliver', id, message: error instanceof Error ? error.message : String(error) }),
      );
    }
  }
}
