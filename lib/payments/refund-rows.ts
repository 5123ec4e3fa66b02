import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import type { Effects } from '../db/effects';
import { orders, refundJobs, refunds } from '../db/schema';
import type { CfRefund } from './cashfree-types';

/*
 * The rows of a promised refund (refunds + refund_jobs) and their bookkeeping, shared by what
 * promises refunds (apply.ts, a cancel) and the worker that carries them out (refund.ts).
 */

/** A gateway's last word on a refund. */
export const FINAL_REFUND_STATUSES: ReadonlySet<string> = new Set(['SUCCESS', 'CANCELLED', 'FAILED']);

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
 * the same refund id (a retried cancel, a late or redelivered webhook) finds the first. Its job
 * is worked after the commit, and by the sweep until the gateway settles it.
 */
export async function requestRefund(
  tx: DbOrTx,
  effects: Effects,
  order: { id: string; orderNumber: string; totalPaise: number },
  note: string,
  part?: { refundId: string; amountPaise: number },
): Promise<void> {
  const refundId = part?.refundId ?? fullRefundId(order.orderNumber);
  await tx
    .insert(refunds)
    .values({ orderId: order.id, refundId, amountPaise: part?.amountPaise ?? order.totalPaise, status: 'PENDING', note: note.slice(0, 300) })
    .onConflictDoNothing({ target: refunds.refundId });
  const [row] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.refundId, refundId)).limit(1);
  // Due by the clock that claims it (see lib/jobs/claim.ts), not the database's now().
  await tx.insert(refundJobs).values({ refundRowId: row!.id, nextAttemptAt: new Date() }).onConflictDoNothing({ target: refundJobs.refundRowId });
  const [job] = await tx.select({ id: refundJobs.id }).from(refundJobs).where(eq(refundJobs.refundRowId, row!.id)).limit(1);
  effects.refund(job!.id);
}

export async function flagOrder(db: DbOrTx, orderId: string, flag: string): Promise<void> {
  await db.update(orders).set({ paymentFlag: flag.slice(0, 300), updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** Marks a refund's job finished when the gateway's word on it is final (webhook or worker). */
export async function settleRefundJob(tx: Tx, refundRowId: string, refund: CfRefund, orderId: string): Promise<void> {
  if (!FINAL_REFUND_STATUSES.has(refund.refund_status)) return;
  const ok = refund.refund_status === 'SUCCESS';
  await tx
    .update(refundJobs)
    .set({ status: ok ? 'done' : 'failed', lockedUntil: null, lastError: ok ? null : `Refund ${refund.refund_status.toLowerCase()} by the gateway`, updatedAt: new Date() })
    .where(and(eq(refundJobs.refundRowId, refundRowId), eq(refundJobs.status, 'pending')));
  if (!ok) await flagOrder(tx, orderId, `Refund ${refund.refund_id} ${refund.refund_status.toLowerCase()} by the gateway: refund the customer by hand`);
}
