import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { Effects } from '../db/effects';
import { orders, payments, refunds } from '../db/schema';
import { formatInr, rupeesToPaise } from '../money';
import type { OrderRow } from '../orders/dto';
import { queuePaymentFailed, queueRefundIssued } from '../orders/emails';
import { markOrderPaid } from '../orders/mark-paid';
import type { CfPayment, CfRefund } from './cashfree-types';
import { extraPaymentRefundId, fullRefundId, requestRefund, settleRefundJob } from './refund-rows';
import { orderAmountPaidPaise } from './rules';

/*
 * What the gateway says happened, applied to the store's books. Webhook and verify both come
 * here, each inside a transaction that locked the order row first, so whichever arrives first
 * marks the order paid and the other finds it done: one payment, one confirmation email.
 */

type PaymentOutcome =
  | 'paid'
  | 'already-paid'
  | 'flagged'
  | 'paid-after-cancel'
  | 'paid-twice'
  | 'failed'
  | 'pending'
  | 'unknown-order';

export interface ApplyResult {
  outcome: PaymentOutcome;
  order: OrderRow | null;
}

const FAILED_STATUSES = new Set(['FAILED', 'USER_DROPPED', 'CANCELLED', 'VOID']);

async function lockOrderByNumber(tx: Tx, orderNumber: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update').limit(1);
  return row ?? null;
}

/**
 * `orderAmount` is the order's amount as the gateway reports it beside the payment (webhooks
 * and verify have it): with it, a surcharge added on top of the order is not a mismatch.
 */
export async function applyPayment(
  tx: Tx,
  effects: Effects,
  provider: string,
  orderNumber: string,
  payment: CfPayment,
  now = new Date(),
  orderAmount?: number | null,
): Promise<ApplyResult> {
  const order = await lockOrderByNumber(tx, orderNumber);
  if (!order) return { outcome: 'unknown-order', order: null };
  const cfPaymentId = String(payment.cf_payment_id);
  const amountPaise = rupeesToPaise(Number(payment.payment_amount));
  const towardsOrderPaise = orderAmountPaidPaise(payment, orderAmount);
  const [inserted] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider,
      cfOrderId: order.cfOrderId,
      cfPaymentId,
      status: payment.payment_status,
      amountPaise,
      currency: payment.payment_currency ?? 'INR',
      paymentGroup: payment.payment_group,
      paymentMethod: payment.payment_method,
      message: payment.payment_message,
      paidAt: payment.payment_status === 'SUCCESS' ? (payment.payment_time ? new Date(payment.payment_time) : now) : null,
      raw: payment,
    })
    .onConflictDoUpdate({ target: payments.cfPaymentId, set: { status: payment.payment_status, message: payment.payment_message, updatedAt: now } })
        // xmax = 0 only on a freshly inserted row: tells a first sighting from a repeat.
    .returning({ id: payments.id, inserted: sql<boolean>`(xmax = 0)` });
  const firstSighting = inserted?.inserted === true;

  if (payment.payment_status === 'SUCCESS') {
    if (order.paymentStatus === 'completed' || order.paymentStatus === 'refunded') {
      if (order.transactionId == null || order.transactionId === cfPaymentId) return { outcome: 'already-paid', order };
      return refundExtraPayment(tx, effects, order, cfPaymentId, towardsOrderPaise, now);
    }
    if (order.paymentFlag) return { outcome: 'flagged', order };
    if (towardsOrderPaise !== order.totalPaise) {
      const [flagged] = await tx
        .update(orders)
        .set({
          paymentFlag: `Amount mismatch: paid ${formatInr(towardsOrderPaise)}, order total ${formatInr(order.totalPaise)}`,
          transactionId: cfPaymentId,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id))
        .returning();
      return { outcome: 'flagged', order: flagged! };
    }
    if (order.status === 'cancelled') {
      // The money arrived after the order was cancelled (or expired): it goes straight back.
      const [late] = await tx
        .update(orders)
        .set({ paymentStatus: 'completed', transactionId: cfPaymentId, paidAt: now, paymentFlag: 'Paid after the order was cancelled; a full refund was initiated', updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      await requestRefund(tx, effects, late!, 'Payment received after the order was cancelled');
      return { outcome: 'paid-after-cancel', order: late! };
    }
    const paid = await markOrderPaid(tx, effects, order, { transactionId: cfPaymentId, now });
    return { outcome: 'paid', order: paid };
  }

  if (FAILED_STATUSES.has(payment.payment_status)) {
    // The order stays payable until it expires; only a bank decline (not a closed window) is worth an email.
    if (firstSighting && payment.payment_status === 'FAILED' && order.status === 'pending' && order.paymentStatus === 'pending') {
      effects.email(await queuePaymentFailed(tx, order, payment.payment_message ?? payment.error_details?.error_description ?? null));
    }
    return { outcome: order.paymentStatus === 'completed' ? 'already-paid' : 'failed', order };
  }
  return { outcome: 'pending', order };
}

/**
 * A second successful payment for an order already paid (two tabs, two attempts on one gateway
 * order): the order keeps the payment it has, this one goes back through the refund jobs, and
 * the back office sees why. Idempotent per payment, so a redelivery promises nothing more.
 */
async function refundExtraPayment(tx: Tx, effects: Effects, order: OrderRow, cfPaymentId: string, amountPaise: number, now: Date): Promise<ApplyResult> {
  const refundId = extraPaymentRefundId(order.orderNumber, cfPaymentId);
  const [known] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.refundId, refundId)).limit(1);
  await requestRefund(tx, effects, order, `Second payment ${cfPaymentId} for an order already paid`, { refundId, amountPaise });
  if (known) return { outcome: 'paid-twice', order };
  const note = `Paid twice: payment ${cfPaymentId} (${formatInr(amountPaise)}) arrived after ${order.transactionId}; it is being refunded`;
  const [flagged] = await tx
    .update(orders)
    .set({ paymentFlag: (order.paymentFlag ? `${order.paymentFlag}; ${note}` : note).slice(0, 300), updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  return { outcome: 'paid-twice', order: flagged! };
}

/**
 * A refund's status from the gateway (its webhook or the refund worker): recorded; a final one
 * settles the refund's job (CANCELLED or FAILED flag the order); on SUCCESS the order reads
 * Refunded and the customer is told, once.
 */
export async function applyRefund(tx: Tx, effects: Effects, refund: CfRefund, now = new Date()): Promise<void> {
  const [before] = await tx.select({ status: refunds.status }).from(refunds).where(eq(refunds.refundId, refund.refund_id)).for('update').limit(1);
  const [row] = await tx
    .update(refunds)
    .set({ status: refund.refund_status, arn: refund.refund_arn, cfRefundId: String(refund.cf_refund_id), updatedAt: now })
    .where(eq(refunds.refundId, refund.refund_id))
    .returning();
  if (row) await settleRefundJob(tx, row.id, refund, row.orderId);
  if (!row || refund.refund_status !== 'SUCCESS') return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for('update').limit(1);
  if (!order) return;
  // Only the order's full refund makes it Refunded; a second payment's refund leaves it paid.
  const whole = row.refundId === fullRefundId(order.orderNumber);
  if (whole ? order.paymentStatus === 'refunded' : before?.status === 'SUCCESS') return;
  const [updated] = whole ? await tx.update(orders).set({ paymentStatus: 'refunded', updatedAt: now }).where(eq(orders.id, order.id)).returning() : [order];
  effects.email(await queueRefundIssued(tx, updated!, { amountPaise: row.amountPaise, refundId: row.refundId, arn: row.arn }));
}
