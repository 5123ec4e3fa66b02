import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError, notFound } from '../errors';
import { queueOrderDelivered, queueOrderShipped } from './admin-emails';
import { getAdminOrder, hydrateAdminOrders } from './admin-queries';
import type { UpdateOrderStatusInput } from './admin-schema';
import { type AdminOrderDto } from './admin-types';
import { ORDER_MESSAGES, ORDER_ADMIN_MESSAGES as M, ORDER_TRACKING_MESSAGES } from './messages';
import { awbRefusal, isCourierKey } from './couriers';
import { orderDeletionRefusal } from './deletable';
import type { OrderRow } from './dto';
import { cancellationMessage, cancelLockedOrder } from './cancel';
import { releaseOrderHoldings } from './holdings';
import { issueDiscoveryCredits } from '../discovery/credits';
import { statusChangeRefusal } from './status-flow';
import type { OrderStatus } from './types';

/*
 * The back office's order writes. Each runs in one transaction holding the order's row lock and
 * records its audit entry in that transaction.
 *
 * Status rules:
 * - statuses only move forward, as lib/orders/status-flow.ts lists them: pending → confirmed,
 *   processing or cancelled; confirmed → processing, shipped or cancelled; processing → shipped
 *   or cancelled; shipped → delivered → completed. Cancelled and completed are final. Anything
 *   else is 409, before anything is written, e-mailed or audited: a mis-click cannot un-ship a
 *   paid order, e-mail its customer again or offer them Cancel. The same status again is a no-op.
 * - cancelled: the customer's own cancel (lib/orders/cancel.ts); the stock and the coupon use
 *   come back once, the customer is emailed, and a paid order is refunded in full after the commit.
 * - an online order that is not paid stays pending (or is cancelled): 409 'This order has not
 *   been paid' for any other status. Cash-on-delivery orders are paid at the door.
 * - processing sets packedAt (the timeline's "packed").
 * - shipped needs the courier and the AWB (400 TRACKING_REQUIRED without them), sets shippedAt and
 *   emails the customer the tracking link. "shipped" again on a shipped order with a courier or
 *   AWB corrects them, and with outForDelivery true (false) sets (clears) outForDeliveryAt; neither
 *   emails anyone, and both are audited as order.tracking.
 * - delivered and completed set deliveredAt; the first of them emails the customer a review link per product.
 */

export type AdminActor = AuditActor;

const DELIVERED: readonly OrderStatus[] = ['delivered', 'completed'];

function auditView(o: OrderRow) {
  return {
    orderNumber: o.orderNumber,
    orderStatus: o.status,
    paymentStatus: o.paymentStatus,
    packedAt: o.packedAt,
    shippedAt: o.shippedAt,
    courier: o.courier,
    trackingNumber: o.trackingNumber,
    outForDeliveryAt: o.outForDeliveryAt,
    deliveredAt: o.deliveredAt,
    cancelledAt: o.cancelledAt,
    cancellationReason: o.cancellationReason,
    stockReleasedAt: o.stockReleasedAt,
  };
}

/**
 * The courier and AWB to store when an order is marked shipped (both required) or its parcel is
 * corrected (either one; the other is kept, and the pair must still fit the courier's format).
 */
function shipment(order: OrderRow, input: UpdateOrderStatusInput, alreadyShipped: boolean): Pick<OrderRow, 'courier' | 'trackingNumber'> {
  const courier = input.courier ?? (alreadyShipped ? order.courier : null);
  const trackingNumber = input.trackingNumber ?? (alreadyShipped ? order.trackingNumber : null);
  if (!courier || !trackingNumber) {
    const errors: Record<string, string[]> = {};
    if (!courier) errors.courier = [ORDER_TRACKING_MESSAGES.courierRequired];
    if (!trackingNumber) errors.trackingNumber = [ORDER_TRACKING_MESSAGES.awbRequired];
    throw new AppError('TRACKING_REQUIRED', ORDER_TRACKING_MESSAGES.trackingRequired, { errors });
  }
  const refusal = isCourierKey(courier) ? awbRefusal(courier, trackingNumber) : ORDER_TRACKING_MESSAGES.unknownCourier;
  if (refusal) throw new AppError('VALIDATION_ERROR', refusal, { errors: { [isCourierKey(courier) ? 'trackingNumber' : 'courier']: [refusal] } });
  return { courier, trackingNumber };
}

export interface StatusChangeResult {
  order: AdminOrderDto;
  message: string;
  changed: boolean;
}

/** PATCH /orders/update-status/{id}. */
export async function updateOrderStatus(
  db: Db,
  actor: AdminActor,
  orderId: string,
  input: UpdateOrderStatusInput,
  now: Date = new Date(),
): Promise<StatusChangeResult> {
  const target = input.orderStatus;
  const outcome = await inTransaction(db, async (tx, effects) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const sameStatus = order.status === target;
    // On a shipped order, "shipped" again with tracking or outForDelivery is an update of the parcel, not a move.
    const parcelUpdate = target === 'shipped' && (input.courier !== undefined || input.trackingNumber !== undefined || input.outForDelivery !== undefined);
    if (sameStatus && !parcelUpdate) return { changed: false as const };
    if (!sameStatus) {
      const refusal = statusChangeRefusal(order, target);
      if (refusal) throw new AppError('STATUS_CHANGE_NOT_ALLOWED', refusal);
    }

    if (target === 'cancelled') {
      // The one cancel (lib/orders/cancel.ts), audited there as order.cancel; its refund follows the commit.
      const cancellation = await cancelLockedOrder(tx, effects, order, { kind: 'admin', actor }, { reason: input.reason, now });
      return { changed: true as const, cancellation };
    }

    const set: Partial<typeof orders.$inferInsert> = { status: target, updatedAt: now };
    if (target === 'processing') set.packedAt = order.packedAt ?? now;
    if (target === 'shipped') {
      set.shippedAt = order.shippedAt ?? now;
      Object.assign(set, shipment(order, input, sameStatus));
      if (input.outForDelivery !== undefined) set.outForDeliveryAt = input.outForDelivery ? (order.outForDeliveryAt ?? now) : null;
    }
    if (DELIVERED.includes(target)) Object.assign(set, { shippedAt: order.shippedAt ?? now, deliveredAt: order.deliveredAt ?? now });
    const [updated] = (await tx.update(orders).set(set).where(eq(orders.id, order.id)).returning()) as [OrderRow];
    // Each email goes once: a row that already carries shippedAt (or deliveredAt) was announced when that was set,
    // so correcting a mistyped AWB tells no one twice.
    if (target === 'shipped' && !order.shippedAt) effects.email(await queueOrderShipped(tx, updated));
    if (DELIVERED.includes(target) && !order.deliveredAt) {
      // Its discovery sets' credits are issued with the delivery, in this transaction, and told in its email.
      const credits = await issueDiscoveryCredits(tx, updated, updated.deliveredAt ?? now);
      effects.email(await queueOrderDelivered(tx, updated, credits));
    }
    await recordAudit(tx, actor, {
      action: sameStatus ? 'order.tracking' : 'order.status',
      entityType: 'order',
      entityId: order.id,
      before: auditView(order),
      after: auditView(updated),
    });
    return { changed: true as const, parcelOnly: sameStatus };
  });

  const base = outcome.changed && 'parcelOnly' in outcome && outcome.parcelOnly ? M.trackingUpdated : M.statusUpdated(target);
  const message = 'cancellation' in outcome && outcome.cancellation ? cancellationMessage(base, outcome.cancellation) : base;
  const order = await getAdminOrder(db, orderId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return { order, message, changed: outcome.changed };
}

/**
 * DELETE /orders/delete/{id}. Orders are business records: a paid order (with its GST tax
 * invoice) must be kept, so only a cancelled order that was never paid can be deleted. Its
 * stock went back when it was cancelled; releasing again is a no-op, and guards the odd row
 * that was cancelled without it.
 */
export async function deleteOrder(db: Db, actor: AdminActor, orderId: string, now: Date = new Date()): Promise<{ id: string; orderNumber: string }> {
  const orderNumber = await inTransaction(db, async (tx, effects) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const refusal = orderDeletionRefusal({ ...order, orderStatus: order.status });
    if (refusal) throw new AppError('ORDER_NOT_DELETABLE', refusal);
    await releaseOrderHoldings(tx, effects, order.id, now);
    const [snapshot] = await hydrateAdminOrders(tx, [order]);
    await tx.delete(orders).where(eq(orders.id, order.id));
    await recordAudit(tx, actor, { action: 'order.delete', entityType: 'order', entityId: order.id, before: snapshot, after: null });
    return order.orderNumber;
  });
  return { id: orderId, orderNumber };
}
