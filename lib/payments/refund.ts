import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, refunds } from '../db/schema';
import { sendQueuedEmails } from '../email/send-queued';
import { runAfterResponse } from '../http/after-response';
import { paiseToRupees } from '../money';
import { applyRefund } from './apply';
import { GatewayError } from './cashfree-client';
import type { CfRefund } from './cashfree-types';
import { paymentGateway } from './config';

/**
 * What follows an applied payment once its transaction committed, for the webhook and verify
 * alike: the emails it queued go out, and money that came for a cancelled order goes back.
 */
export async function afterPaymentApplied(db: Db, applied: { emailIds: string[]; refundOrderId: string | null }): Promise<void> {
  await sendQueuedEmails(applied.emailIds);
  const orderId = applied.refundOrderId;
  if (orderId) await runAfterResponse(() => refundOrder(db, orderId, 'Payment received after the order was cancelled'));
}

/**
 * Refunds a paid order in full through the gateway. The refund id is derived from the order
 * number, so calling this twice (a retried cancel, a late webhook) asks for one refund only.
 * A gateway failure leaves the refund PENDING and the order flagged for the back office.
 */
export async function refundOrder(db: Db, orderId: string, note: string): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.paymentStatus !== 'completed') return;
  const refundId = `RF-${order.orderNumber}`;
  await db
    .insert(refunds)
    .values({ orderId: order.id, refundId, amountPaise: order.totalPaise, status: 'PENDING', note })
    .onConflictDoNothing({ target: refunds.refundId });
  const gateway = paymentGateway();
  let refund: CfRefund;
  try {
    refund = await gateway.client.createRefund(order.orderNumber, {
      refund_id: refundId,
      refund_amount: paiseToRupees(order.totalPaise),
      refund_note: note.slice(0, 100),
      refund_speed: 'STANDARD',
    });
  } catch (e) {
    if (e instanceof GatewayError && e.code === 'refund_already_exists') {
      refund = await gateway.client.getRefund(order.orderNumber, refundId);
    } else {
      const message = e instanceof Error ? e.message : String(e);
      console.error(JSON.stringify({ level: 'error', where: 'refund', order: order.orderNumber, message }));
      await db.update(orders).set({ paymentFlag: `Refund could not be started: ${message}`.slice(0, 300) }).where(eq(orders.id, order.id));
      return;
    }
  }
  const { emailIds } = await db.transaction((tx) => applyRefund(tx, refund));
  await sendQueuedEmails(emailIds);
}
