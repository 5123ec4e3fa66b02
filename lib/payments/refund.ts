import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { Effects } from '../db/effects';
import { orders, refundJobs, refunds } from '../db/schema';
import { deliverQueuedEmails } from '../email/deliver-queued';
import { nextAttemptDelayMs } from '../jobs/backoff';
import { claimDue, releaseClaim, startAttempt } from '../jobs/claim';
import { paiseToRupees } from '../money';
import { applyRefund } from './apply';
import { GatewayError } from './cashfree-client';
import type { CfRefund } from './cashfree-types';
import { paymentGateway } from './gateway';
import { FINAL_REFUND_STATUSES, flagOrder } from './refund-rows';
import { log } from '../log';

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
 * Until then pages and emails say the refund is *initiated*, never that it is done. The rows are
 * refund-rows.ts; what starts the work after a commit is lib/db/transaction.ts.
 */

/** Tries before a refund that keeps failing is handed to a person. */
export const MAX_REFUND_ATTEMPTS = 8;
/** How long a claimed refund is this worker's. */
const REFUND_LEASE_MS = 60_000;
/** A refund the gateway accepted is asked about again after this, then on the back-off schedule. */
const REFUND_CHECK_AFTER_MS = 10 * 60_000;
const SWEEP_BATCH = 10;

export interface RefundTally {
  processed: number;
  waiting: number;
  retried: number;
  failed: number;
}

type Outcome = 'processed' | 'waiting' | 'retried' | 'failed';

/** How the emails a settled refund queued are sent (see processRefunds). */
export type SendEmails = (ids: readonly string[]) => Promise<void>;

async function workOne(db: Db, jobId: string, lease: Date, now: Date, sendEmails: SendEmails): Promise<Outcome> {
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
      log.error('refund', message, { order: orderNumber });
      return 'failed';
    }
    await db
      .update(refundJobs)
      .set({ lastError: message, lockedUntil: null, nextAttemptAt: new Date(now.getTime() + nextAttemptDelayMs(attempts, null)), updatedAt: now })
      .where(and(eq(refundJobs.id, jobId), eq(refundJobs.lockedUntil, lease)));
    return 'retried';
  }
  // Below the transaction helper (lib/db/transaction.ts works refunds through this module), the
  // worker carries out its own effects: only the emails, through `sendEmails`.
  const effects = new Effects();
  await db.transaction(async (tx) => {
    await applyRefund(tx, effects, answer);
    if (!FINAL_REFUND_STATUSES.has(answer.refund_status)) {
      // Accepted, not settled: ask again later (the webhook may say so first).
      await tx
        .update(refundJobs)
        .set({ lockedUntil: null, lastError: null, nextAttemptAt: new Date(now.getTime() + Math.max(REFUND_CHECK_AFTER_MS, nextAttemptDelayMs(job.job.attempts, null))), updatedAt: now })
        .where(and(eq(refundJobs.id, jobId), eq(refundJobs.lockedUntil, lease)));
    }
  });
  await sendEmails(effects.promised().emailIds);
  return answer.refund_status === 'SUCCESS' ? 'processed' : FINAL_REFUND_STATUSES.has(answer.refund_status) ? 'failed' : 'waiting';
}

/**
 * Works due refund jobs (all of them, or `ids`), many instances at once: each job is claimed
 * with a lease (lib/jobs/claim.ts). A gateway failure never throws here. The refund emails go
 * out after the response; `sendEmails` lets work a request started also nudge the follow-up
 * sweep (lib/db/transaction.ts passes sendQueuedEmails), which the sweep itself, the usual caller,
 * must not start again.
 */
export async function processRefunds(
  db: Db,
  options: { ids?: readonly string[]; deadline?: number; now?: Date; sendEmails?: SendEmails } = {},
): Promise<RefundTally> {
  const sendEmails = options.sendEmails ?? deliverQueuedEmails;
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
      tally[await workOne(db, id, started.lease, now, sendEmails)] += 1;
    }
    if (options.ids) break;
  }
  return tally;
}

