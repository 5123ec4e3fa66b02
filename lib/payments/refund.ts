import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
import { orders, refundJobs, refunds } from '../db/schema';
import { sendQueuedEmails } from '../email/send-queued';
import { runAfterResponse } from '../http/after-response';
import { nextAttemptDelayMs } from '../jobs/backoff';
import { claimDue, releaseClaim, startAttempt } from '../jobs/claim';
import { paiseToRupees } from '../money';
import { applyRefund } from './apply';
import { GatewayError } from './cashfree-client';
import type { CfRefund } from './cashfree-types';
import { paymentGateway } from './config';

/*
 * Refunds the store has promised are rows first (refunds + refund_jobs, written in the
 * transaction that promised them), then worked until the gateway settles them:
 *
 * 1. create the refund at the gateway; its refund id (RF-<order number>) is the idempotency
 *    key, so a retry after a lost answer finds the first one (refund_already_exists);
 * 2. then ask its status until it is final, unless the refund webhook said so first;
 * 3. SUCCESS: the order reads Refunded and the customer gets the "refund processed" email
 *    (applyRefund, shared with the webhook); CANCELLED or FAILED: the order is flagged for the
 *    back office; a refusal (4xx) or too many failed tries: flagged too.
 *
 * Until then pages and emails say the refund is *initiated*, never that it is done.
 */

/** Tries before a refund that keeps failing is handed to a person. */
export const MAX_REFUND_ATTEMPTS = 8;
/** How long a claimed refund is this worker's. */
const REFUND_LEASE_MS = 60_000;
/** A refund the gateway accepted is asked about again after this, then on the back-off schedule. */
export const REFUND_CHECK_AFTER_MS = 10 * 60_000;
const SWEEP_BATCH = 10;
const FINAL = new Set(['SUCCESS', 'CANCELLED', 'FAILED']);

export interface RefundTally {
  processed: number;
  waiting: number;
  retried: number;
  failed: number;
}

/** The refund id of an order's full refund (a cancel, a late payment): one per order. */
export function fullRefundId(orderNumber: string): string {
  return `RF-${orderNumber}`;
}

/**
 * The refund id of a second payment for an order already paid: one per payment, so a redelivered
 * webhook finds the first promise, and the order's own full refund later keeps its id. Cashfree
 * takes 3–40 letters, digits, `_` and `-`.
 */
export function extraPaymentRefundId(orderNumber: string, cfPaymentId: string): string {
  const payment = cfPaymentId.replace(/[^A-Za-z0-9]/g, '').slice(-16) || '0';
  return `RF-${orderNumber}-P${payment}`.slice(0, 40);
}

/**
 * Promises a refund of a paid order, in the caller's transaction: the whole order unless
 * `part` names a refund id and an amount (a second payment). Idempotent: a second promise under
 * the same refund id (a retried cancel, a late or redelivered webhook) finds the first.
 */
export async function requestRefund(
  tx: DbOrTx,
  order: { id: string; orderNumber: string; totalPaise: number },
  note: string,
  part?: { refundId: string; amountPaise: number },
): Promise<string> {
  const refundId = part?.refundId ?? fullRefundId(order.orderNumber);
  await tx
    .insert(refunds)
    .values({ orderId: order.id, refundId, amountPaise: part?.amountPaise ?? order.totalPaise, status: 'PENDING', note: note.slice(0, 300) })
    .onConflictDoNothing({ target: refunds.refundId });
  const [row] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.refundId, refundId)).limit(1);
  await tx.insert(refundJobs).values({ refundRowId: row!.id }).onConflictDoNothing({ target: refundJobs.refundRowId });
  const [job] = await tx.select({ id: refundJobs.id }).from(refundJobs).where(eq(refundJobs.refundRowId, row!.id)).limit(1);
  return job!.id;
}

/** Works the refund jobs a committed transaction promised, after the response. */
export async function processRefundsSoon(db: Db, jobIds: readonly string[]): Promise<void> {
  if (!jobIds.length) return;
  await runAfterResponse(() => processRefunds(db, { ids: jobIds }));
}

/** What follows an applied payment once its transaction committed (webhook and verify alike). */
export async function afterPaymentApplied(db: Db, applied: { emailIds: string[]; refundJobIds: string[] }): Promise<void> {
  await sendQueuedEmails(applied.emailIds);
  await processRefundsSoon(db, applied.refundJobIds);
}

async function flagOrder(db: DbOrTx, orderId: string, flag: string): Promise<void> {
  await db.update(orders).set({ paymentFlag: flag.slice(0, 300), updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** Marks a refund's job finished when the gateway's word on it is final (webhook or worker). */
export async function settleRefundJob(tx: Tx, refundRowId: string, refund: CfRefund, orderId: string): Promise<void> {
  if (!FINAL.has(refund.refund_status)) return;
  const ok = refund.refund_status === 'SUCCESS';
  await tx
    .update(refundJobs)
    .set({ status: ok ? 'done' : 'failed', lockedUntil: null, lastError: ok ? null : `Refund ${refund.refund_status.toLowerCase()} by the gateway`, updatedAt: new Date() })
    .where(and(eq(refundJobs.refundRowId, refundRowId), eq(refundJobs.status, 'pending')));
  if (!ok) await flagOrder(tx, orderId, `Refund ${refund.refund_id} ${refund.refund_status.toLowerCase()} by the gateway: refund the customer by hand`);
}

type Outcome = 'processed' | 'waiting' | 'retried' | 'failed';

async function workOne(db: Db, jobId: string, lease: Date, now: Date): Promise<Outcome> {
  const [job] = await db
    .select({ job: refundJobs, refund: refunds, orderNumber: orders.orderNumber })
    .from(refundJobs)
    .innerJoin(refunds, eq(refunds.id, refundJobs.refundRowId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refundJobs.id, jobId))
    .limit(1);
  if (!job) return 'failed';
  const { refund, orderNumber } = job;
  const gateway = paymentGateway();
  let answer: CfRefund;
  try {
    if (!refund.cfRefundId) {
      try {
        answer = await gateway.client.createRefund(orderNumber, {
          refund_id: refund.refundId,
          refund_amount: paiseToRupees(refund.amountPaise),
          refund_note: (refund.note ?? 'Refund').slice(0, 100),
          refund_speed: 'STANDARD',
        });
      } catch (e) {
        if (e instanceof GatewayError && e.code === 'refund_already_exists') answer = await gateway.client.getRefund(orderNumber, refund.refundId);
        else throw e;
      }
    } else {
      answer = await gateway.client.getRefund(orderNumber, refund.refundId);
    }
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).slice(0, 500);
    // A refusal (bad request, not paid, more than paid) will not change by itself; 429 and 5xx may.
    const refused = e instanceof GatewayError && e.status >= 400 && e.status < 500 && e.status !== 429 && e.status !== 408;
    const attempts = job.job.attempts;
    if (refused || attempts >= MAX_REFUND_ATTEMPTS) {
      await db.transaction(async (tx) => {
        const [mine] = await tx
          .update(refundJobs)
          .set({ status: 'failed', lockedUntil: null, lastError: message, updatedAt: now })
          .where(and(eq(refundJobs.id, jobId), eq(refundJobs.lockedUntil, lease)))
          .returning({ id: refundJobs.id });
        if (mine) await flagOrder(tx, refund.orderId, `Refund could not be made (${refused ? 'refused' : `${attempts} attempts`}): ${message}`);
      });
      console.error(JSON.stringify({ level: 'error', where: 'refund', order: orderNumber, message }));
      return 'failed';
    }
    await db
      .update(refundJobs)
      .set({ lastError: message, lockedUntil: null, nextAttemptAt: new Date(now.getTime() + nextAttemptDelayMs(attempts, null)), updatedAt: now })
      .where(and(eq(refundJobs.id, jobId), eq(refundJobs.lockedUntil, lease)));
    return 'retried';
  }
  const { emailIds } = await db.transaction(async (tx) => {
    const applied = await applyRefund(tx, answer);
    if (!FINAL.has(answer.refund_status)) {
      // Accepted, not settled: ask again later (the webhook may say so first).
      await tx
        .update(refundJobs)
        .set({ lockedUntil: null, lastError: null, nextAttemptAt: new Date(now.getTime() + Math.max(REFUND_CHECK_AFTER_MS, nextAttemptDelayMs(job.job.attempts, null))), updatedAt: now })
        .where(and(eq(refundJobs.id, jobId), eq(refundJobs.lockedUntil, lease)));
    }
    return applied;
  });
  await sendQueuedEmails(emailIds);
  return answer.refund_status === 'SUCCESS' ? 'processed' : FINAL.has(answer.refund_status) ? 'failed' : 'waiting';
}

/**
 * Works due refund jobs (all of them, or `ids`), many instances at once: each job is claimed
 * with a lease (lib/jobs/claim.ts). A gateway failure never throws here.
 */
export async function processRefunds(db: Db, options: { ids?: readonly string[]; deadline?: number; now?: Date } = {}): Promise<RefundTally> {
  const tally: RefundTally = { processed: 0, waiting: 0, retried: 0, failed: 0 };
  for (;;) {
    const now = options.now ?? new Date();
    const claim = await claimDue(db, refundJobs, { limit: SWEEP_BATCH, leaseMs: REFUND_LEASE_MS, now, ids: options.ids });
    if (!claim.ids.length) break;
    for (let i = 0; i < claim.ids.length; i += 1) {
      if (options.deadline != null && Date.now() > options.deadline) {
        await releaseClaim(db, refundJobs, claim.ids.slice(i), claim.lease);
        return tally;
      }
      const id = claim.ids[i]!;
      const started = await startAttempt(db, refundJobs, id, claim, REFUND_LEASE_MS);
      if (!started) continue;
      tally[await workOne(db, id, started.lease, now)] += 1;
    }
    if (options.ids) break;
  }
  return tally;
}

/** For the back office: how many refunds wait on the gateway or a person. */
export async function refundJobCounts(db: DbOrTx): Promise<{ pending: number; failed: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${refundJobs.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${refundJobs.status} = 'failed')::int`,
    })
    .from(refundJobs);
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}
