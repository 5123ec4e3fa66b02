import 'server-only';
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { emailOutbox, emailSuppressions } from '../db/schema';
import { env } from '../env';
import { isId } from '../ids';
import { DEFAULT_BACKOFF, nextAttemptDelayMs, type BackoffPolicy } from '../jobs/backoff';
import { claimDue, releaseClaim, startAttempt, type Claim } from '../jobs/claim';
import { createPacer } from '../jobs/pacer';
import { emailAdapterFromEnv, EmailProviderError, type EmailAdapter } from './adapters';
import { secretExpiresAt } from './secrets';
import { findSuppression, SENT_DESPITE_SUPPRESSION, suppressionNote } from './suppression';
import { renderEmail } from './templates';
import { storeInfo } from '../store';
import { readStoreDetails } from '../store-details/settings';
import type { OutgoingEmail } from './types';
import { log } from '../log';

/*
 * Every email is first a row in email_outbox, written in the same transaction as the change it
 * reports (a rolled-back signup leaves no verification email). Workers then deliver it at least
 * once: right after the response (`after()`), and from the sweep (lib/jobs) that the cron and
 * ordinary traffic run, which picks up whatever is due — retries after a 429, a 5xx, a timeout,
 * or rows whose after() never ran because the instance was frozen. Resend's Idempotency-Key
 * (the row id) turns "at least once" into "once" in the inbox.
 */

/** Tries before a row is given up as failed (half an hour to an hour of back-off in all). */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** Provider errors can echo whole request bodies; the outbox keeps the start. */
export const ERROR_MAX_LENGTH = 1000;
/** A claimed row is this worker's for this long; a crashed worker's rows come back after it. */
export const DELIVERY_LEASE_MS = 60_000;
/** Rows claimed at once by a sweep (≈5 s of sending at Resend's default 2 a second). */
const SWEEP_BATCH = 10;
/** Why an unsent email whose one-time link died was not sent. */
const LINK_EXPIRED_ERROR = 'link expired';
/** A Retry-After longer than this ends the run instead of holding the function open. */
const MAX_INLINE_PAUSE_MS = 5_000;

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

/** The columns that empty a body carrying a one-time link (subject, recipient and status stay). */
const clearedBody = (now: Date) => ({ html: '', text: '', bodyClearedAt: now });

/**
 * Renders the message and stores it as 'pending' (or 'suppressed', with the reason, when the
 * address bounced or complained and the message is not one the person just asked for).
 * A message with a one-time link records when the link dies (see ./secrets.ts), so callers need
 * not know about it. Pass the caller's transaction as `db`.
 */
export async function enqueueEmail(db: DbOrTx, message: OutgoingEmail): Promise<{ id: string }> {
  const to = recipient(message.to);
  // The store's details as of now, read in the caller's transaction (PGlite has one connection).
  const { subject, html, text } = await renderEmail(message, storeInfo(await readStoreDetails(db)));
  const now = new Date();
  const secretUntil = secretExpiresAt(message, now);
  const suppression = SENT_DESPITE_SUPPRESSION.has(message.template) ? null : await findSuppression(db, to);
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to,
      subject,
      html,
      text,
      template: message.template,
      secretExpiresAt: secretUntil,
      // Due by the clock that claims it (see lib/jobs/claim.ts), not the database's now().
      nextAttemptAt: now,
      ...(suppression ? { status: 'suppressed' as const, error: suppressionNote(suppression) } : {}),
      // Never going out: a link nobody will receive has no reason to be kept.
      ...(suppression && secretUntil ? clearedBody(now) : {}),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('email_outbox insert returned no row');
  return { id: row.id };
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > ERROR_MAX_LENGTH ? `${text.slice(0, ERROR_MAX_LENGTH - 1)}…` : text;
}


// One per process: every send from this instance (after() and sweeps alike) shares the pace.
// A fifth under the allowed rate: requests spaced exactly 500 ms apart here can arrive closer
// together at Resend (a GC pause, a slow DNS answer) and land three in one second.
const resendPacer = createPacer(() => 1250 / env().EMAIL_SENDS_PER_SECOND);

export interface DeliverOptions {
  /** Defaults to the adapter the settings choose (Resend with RESEND_API_KEY, else the log). */
  adapter?: EmailAdapter;
  /** The clock for what is due (tests move it forward instead of waiting). */
  now?: Date;
  /** Stop starting new sends after this (epoch ms); claimed rows not started are released. */
  deadline?: number;
  backoff?: BackoffPolicy;
}

export interface DeliveryTally {
  sent: number;
  retrying: number;
  failed: number;
  suppressed: number;
  /** True when the run stopped early (deadline, or a long Retry-After). */
  stopped: boolean;
}

const emptyTally = (): DeliveryTally => ({ sent: 0, retrying: 0, failed: 0, suppressed: 0, stopped: false });

/** Works through one claim, row by row, paced; never throws for a provider failure. */
async function deliverClaim(db: Db, claim: Claim, options: DeliverOptions, tally: DeliveryTally): Promise<void> {
  let adapter: EmailAdapter | undefined = options.adapter;
  for (let i = 0; i < claim.ids.length; i++) {
    const id = claim.ids[i]!;
    if (tally.stopped || (options.deadline != null && Date.now() > options.deadline)) {
      tally.stopped = true;
      await releaseClaim(db, emailOutbox, claim.ids.slice(i), claim.lease);
      return;
    }
    const attempt = await startAttempt(db, emailOutbox, id, claim, DELIVERY_LEASE_MS);
    if (!attempt) continue;
    const fence = and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending'), eq(emailOutbox.lockedUntil, attempt.lease));

    const [row] = await db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        html: emailOutbox.html,
        text: emailOutbox.text,
        template: emailOutbox.template,
        attempts: emailOutbox.attempts,
        secretExpiresAt: emailOutbox.secretExpiresAt,
        bodyClearedAt: emailOutbox.bodyClearedAt,
        suppression: emailSuppressions.reason,
        suppressedAt: emailSuppressions.createdAt,
      })
      .from(emailOutbox)
      .leftJoin(emailSuppressions, eq(emailSuppressions.email, sql`lower(${emailOutbox.to})`))
      .where(eq(emailOutbox.id, id));
    if (!row) continue;
    const now = options.now ?? new Date();
    // Whatever happens to a message with a one-time link, once it leaves pending its body goes.
    const clearIfSecret = row.secretExpiresAt ? clearedBody(now) : {};

    // A dead link is no use to its recipient, and a cleared body has nothing left to send.
    if (row.bodyClearedAt || (row.secretExpiresAt && row.secretExpiresAt <= now)) {
      await db
        .update(emailOutbox)
        .set({ status: 'failed', error: LINK_EXPIRED_ERROR, lockedUntil: null, ...clearedBody(row.bodyClearedAt ?? now) })
        .where(fence);
      tally.failed += 1;
      continue;
    }

    // An address can be suppressed between enqueue and delivery (a bounce of an earlier message).
    if (row.suppression && row.suppressedAt && !SENT_DESPITE_SUPPRESSION.has(row.template)) {
      const note = suppressionNote({ email: row.to, reason: row.suppression, createdAt: row.suppressedAt });
      await db.update(emailOutbox).set({ status: 'suppressed', error: note, lockedUntil: null, ...clearIfSecret }).where(fence);
      tally.suppressed += 1;
      continue;
    }

    let adapterName = options.adapter?.name ?? 'unknown';
    try {
      adapter ??= emailAdapterFromEnv();
      adapterName = adapter.name;
      if (adapter.name === 'resend') await resendPacer.wait();
      const result = await adapter.send({
        id: row.id,
        from: env().EMAIL_FROM,
        replyTo: env().EMAIL_REPLY_TO,
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        template: row.template,
      });
      // Not fenced: the provider took it, which stays true whoever holds the row now. The body
      // is cleared in the same statement, so no delivered row ever keeps a working link.
      await db
        .update(emailOutbox)
        .set({
          status: result.status,
          sentAt: new Date(),
          providerMessageId: result.providerMessageId,
          error: null,
          lockedUntil: null,
          ...clearIfSecret,
        })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
      tally.sent += 1;
    } catch (error) {
      const message = errorText(error);
      const permanent = error instanceof EmailProviderError && error.permanent;
      const retryAfterMs = error instanceof EmailProviderError ? error.retryAfterMs : null;
      const givingUp = permanent || row.attempts >= MAX_DELIVERY_ATTEMPTS;
      log[givingUp ? 'error' : 'warn']('email:deliver', message, { id, adapter: adapterName, attempt: row.attempts, permanent });
      if (givingUp) {
        const reason = permanent ? message : `Gave up after ${row.attempts} attempts. Last error: ${message}`;
        await db.update(emailOutbox).set({ status: 'failed', error: errorText(reason), lockedUntil: null, ...clearIfSecret }).where(fence);
        tally.failed += 1;
      } else {
        const delay = nextAttemptDelayMs(row.attempts, retryAfterMs, options.backoff ?? DEFAULT_BACKOFF);
        await db
          .update(emailOutbox)
          .set({ error: message, nextAttemptAt: new Date(now.getTime() + delay), lockedUntil: null })
          .where(fence);
        tally.retrying += 1;
      }
      if (retryAfterMs != null) {
        // Told to slow down: so is every later send from this instance.
        resendPacer.pause(retryAfterMs);
        if (retryAfterMs > MAX_INLINE_PAUSE_MS) tally.stopped = true;
      }
    }
  }
}

/**
 * Delivers these rows now if they are due and nobody else holds them (the after() path for
 * what a request just queued). Rows already sent, failed, leased or waiting for a later retry
 * are left to the sweep. Never throws for a provider failure; a database failure propagates.
 */
export async function deliverEmails(db: Db, ids: readonly string[], options: DeliverOptions = {}): Promise<DeliveryTally> {
  const tally = emptyTally();
  const valid = [...new Set(ids.filter(isId))];
  if (!valid.length) return tally;
  const claim = await claimDue(db, emailOutbox, { limit: valid.length, leaseMs: DELIVERY_LEASE_MS, now: options.now ?? new Date(), ids: valid });
  await deliverClaim(db, claim, options, tally);
  return tally;
}

export async function deliverEmail(db: Db, id: string, options: DeliverOptions = {}): Promise<void> {
  await deliverEmails(db, [id], options);
}

/**
 * Empties every body whose one-time link has died, and fails those still waiting to go out (a
 * provider outage longer than the link's life): sending them would only deliver a dead link.
 * Rows a worker holds right now are left to it (it checks the expiry itself before sending).
 * Rows that left 'pending' were emptied in the statement that moved them, so only pending ones
 * are looked at, which keeps this one indexed statement however large the outbox grows.
 * Returns how many were given up.
 */
export async function expireSecretEmails(db: Db, now: Date = new Date()): Promise<number> {
  const expired = and(isNotNull(emailOutbox.secretExpiresAt), lte(emailOutbox.secretExpiresAt, now));
  const unleased = or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, now));
  const failed = await db
    .update(emailOutbox)
    .set({ status: 'failed', error: LINK_EXPIRED_ERROR, lockedUntil: null, ...clearedBody(now) })
    .where(and(eq(emailOutbox.status, 'pending'), expired, unleased))
    .returning({ id: emailOutbox.id });
  return failed.length;
}

/** Delivers everything due, batch by batch, until nothing is due or the deadline passes. */
export async function sweepEmails(db: Db, options: DeliverOptions = {}): Promise<DeliveryTally> {
  const tally = emptyTally();
  tally.failed += await expireSecretEmails(db, options.now ?? new Date());
  for (;;) {
    if (options.deadline != null && Date.now() > options.deadline) {
      tally.stopped = true;
      break;
    }
    const claim = await claimDue(db, emailOutbox, { limit: SWEEP_BATCH, leaseMs: DELIVERY_LEASE_MS, now: options.now ?? new Date() });
    if (!claim.ids.length) break;
    await deliverClaim(db, claim, options, tally);
    if (tally.stopped) break;
  }
  return tally;
}
