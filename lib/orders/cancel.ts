import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { sendQueuedEmails } from '../email/send-queued';
import { conflict, notFound } from '../http/errors';
import { formatInr } from '../money';
import { refundOrder } from '../payments/refund';
import { ORDER_MESSAGES } from './constants';
import { canCancelOrder } from './dto';
import { queueOrderCancelled } from './emails';
import { findOrderRow, getOrderDto, type OrderActor } from './queries';
import { invalidateStock, releaseOrderHoldings } from './release';
import type { OrderDto } from './types';

/**
 * DELETE /orders/cancel/{id}: the owner or an admin cancels before dispatch. The stock and the
 * coupon use come back in the same transaction; a paid order is then refunded in full.
 */
export async function cancelOrder(db: Db, actor: OrderActor, ref: string, now = new Date()): Promise<{ order: OrderDto; message: string }> {
  const found = await findOrderRow(db, ref);
  if (!found || (actor.role !== 'admin' && found.userId !== actor.userId)) throw notFound(ORDER_MESSAGES.notFound);
  const reason = actor.role === 'admin' && found.userId !== actor.userId ? ORDER_MESSAGES.adminCancelReason : ORDER_MESSAGES.customerCancelReason;
  const { paid, emailIds, released } = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!order || !canCancelOrder(order)) throw conflict(ORDER_MESSAGES.cannotCancel);
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, cancellationReason: reason, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    const released = await releaseOrderHoldings(tx, order.id, now);
    const paid = order.paymentStatus === 'completed';
    const emailId = await queueOrderCancelled(tx, cancelled!, reason, paid ? order.totalPaise : null);
    return { paid: paid ? order.totalPaise : null, emailIds: emailId ? [emailId] : [], released };
  });
  await invalidateStock(released.productIdsShownChanged, released.couponReleased);
  await sendQueuedEmails(emailIds);
  if (paid != null) await refundOrder(db, found.id, reason);
  const order = await getOrderDto(db, found.id);
  const message = paid != null ? `${ORDER_MESSAGES.cancelled}. A refund of ${formatInr(paid)} has been issued to your original payment method.` : ORDER_MESSAGES.cancelled;
  return { order, message };
}
