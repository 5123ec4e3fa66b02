import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit';
import type { Db, Tx } from '../db/client';
import { couponRedemptions, coupons, orderItems, orders, products, refunds } from '../db/schema';
import { sendQueuedEmails } from '../email/send-queued';
import { conflict, notFound } from '../http/errors';
import { queueOrderShipped } from './admin-emails';
import { getAdminOrder, hydrateAdminOrders } from './admin-queries';
import type { UpdateOrderStatusInput } from './admin-schemas';
import { ORDER_ADMIN_MESSAGES as M, type AdminOrderDto } from './admin-types';
import { ORDER_MESSAGES } from './constants';
import type { OrderRow } from './dto';
import { cancellationMessage, cancelLockedOrder, finishCancellation } from './cancel';
import { invalidateStock, releaseOrderHoldings, stockShownChanges } from './release';
import type { OrderStatus } from './types';

/*
 * The back office's order writes. Each runs in one transaction holding the order's row lock and
 * records its audit entry in that transaction.
 *
 * Status rules (a real shop's, beyond the spec's "any value from any value"):
 * - cancelled: only before dispatch (pending, processing, confirmed), as the customer's own
 *   cancel; the stock and the coupon use come back once, the customer is emailed, and a paid
 *   order is refunded in full after the commit. After dispatch it is a return, not a cancel: 409.
 * - leaving cancelled: the stock is taken again with conditional updates (409 naming the product
 *   when it is gone) and the coupon use is counted again. A refunded (or refunding) order cannot
 *   be reopened, nor an unpaid online one (the gateway has closed its payment): 409.
 * - an online order that is not paid stays pending (or is cancelled): 409 'This order has not
 *   been paid' for any other status. Cash-on-delivery orders are paid at the door.
 * - shipped sets shippedAt and emails the customer the first time it leaves; delivered and
 *   completed set deliveredAt; going back before dispatch clears both.
 */

export type AdminActor = AuditActor;

const PRE_DISPATCH: readonly OrderStatus[] = ['pending', 'processing', 'confirmed'];
const DELIVERED: readonly OrderStatus[] = ['delivered', 'completed'];

function auditView(o: OrderRow) {
  return {
    orderNumber: o.orderNumber,
    orderStatus: o.status,
    paymentStatus: o.paymentStatus,
    shippedAt: o.shippedAt,
    deliveredAt: o.deliveredAt,
    cancelledAt: o.cancelledAt,
    cancellationReason: o.cancellationReason,
    stockReleasedAt: o.stockReleasedAt,
  };
}

async function hasRefunds(tx: Tx, orderId: string): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(refunds).where(eq(refunds.orderId, orderId));
  return (row?.n ?? 0) > 0;
}

/**
 * The reverse of releaseOrderHoldings, for reopening a cancelled order: takes each line's stock
 * again (in product order, so it cannot deadlock with a checkout) only where enough is left, and
 * counts the coupon use again. Returns the products whose shown stock changed.
 */
async function retakeOrderHoldings(tx: Tx, order: OrderRow): Promise<{ productIds: string[]; couponRetaken: boolean }> {
  if (!order.stockReleasedAt) return { productIds: [], couponRetaken: false };
  const lines = await tx
    .select({ productId: orderItems.productId, name: orderItems.name, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .groupBy(orderItems.productId, orderItems.name)
    .orderBy(orderItems.productId);
  const productIds: string[] = [];
  for (const line of lines) {
    if (!line.productId) throw conflict(M.reopenOutOfStock(line.name, 0));
    const [left] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ stock: products.stock });
    if (!left) {
      const [current] = await tx.select({ stock: products.stock, name: products.name }).from(products).where(eq(products.id, line.productId));
      throw conflict(M.reopenOutOfStock(current?.name ?? line.name, current?.stock ?? 0));
    }
    if (stockShownChanges(left.stock + line.quantity, left.stock)) productIds.push(line.productId);
  }
  const [redemption] = await tx
    .update(couponRedemptions)
    .set({ releasedAt: null })
    .where(and(eq(couponRedemptions.orderId, order.id), isNotNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  // The order keeps the price it was placed at, so its use counts again even past the coupon's limit.
  if (redemption) await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` }).where(eq(coupons.id, redemption.couponId));
  return { productIds, couponRetaken: redemption != null };
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
  const outcome = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.status === target) return { changed: false as const };

    if (target === 'cancelled') {
      // The one cancel (lib/orders/cancel.ts), audited there as order.cancel; its refund follows the commit.
      const cancellation = await cancelLockedOrder(tx, order, { kind: 'admin', actor }, { reason: input.reason, now });
      return { changed: true as const, cancellation };
    }

    const emailIds: string[] = [];
    const stockChanged: string[] = [];
    let couponChanged = false;
    const unpaidOnline = order.paymentMethod === 'online' && order.paymentStatus !== 'completed';
    if (order.status === 'cancelled') {
      if (order.paymentStatus === 'refunded' || (await hasRefunds(tx, order.id))) throw conflict(M.refundedCannotReopen);
      if (unpaidOnline) throw conflict(M.unpaidCannotReopen);
      const retaken = await retakeOrderHoldings(tx, order);
      stockChanged.push(...retaken.productIds);
      couponChanged = retaken.couponRetaken;
    }
    if (unpaidOnline && target !== 'pending') throw conflict(M.notPaid);

    const set: Partial<typeof orders.$inferInsert> = { status: target, updatedAt: now };
    if (order.status === 'cancelled') Object.assign(set, { cancelledAt: null, cancellationReason: null, stockReleasedAt: null });
    if (PRE_DISPATCH.includes(target)) Object.assign(set, { shippedAt: null, deliveredAt: null });
    if (target === 'shipped') Object.assign(set, { shippedAt: order.shippedAt ?? now, deliveredAt: null });
    if (DELIVERED.includes(target)) Object.assign(set, { shippedAt: order.shippedAt ?? now, deliveredAt: order.deliveredAt ?? now });
    const [updated] = (await tx.update(orders).set(set).where(eq(orders.id, order.id)).returning()) as [OrderRow];
    // The email goes when the parcel first leaves, not when a delivered order is corrected back to shipped.
    if (target === 'shipped' && !order.shippedAt) {
      const emailId = await queueOrderShipped(tx, updated);
      if (emailId) emailIds.push(emailId);
    }
    await recordAudit(tx, actor, {
      action: 'order.status',
      entityType: 'order',
      entityId: order.id,
      before: auditView(order),
      after: auditView(updated),
    });
    return { changed: true as const, emailIds, stockChanged, couponChanged };
  });

  const base = M.statusUpdated(target);
  let message = base;
  if (outcome.changed && 'cancellation' in outcome && outcome.cancellation) {
    await finishCancellation(db, outcome.cancellation);
    message = cancellationMessage(base, outcome.cancellation);
  } else if (outcome.changed) {
    await invalidateStock(outcome.stockChanged, outcome.couponChanged);
    await sendQueuedEmails(outcome.emailIds);
  }
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
  const released = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.paymentStatus === 'completed' || order.paymentStatus === 'refunded' || order.paidAt || order.invoiceNumber) {
      throw conflict(M.paidKept);
    }
    if (order.status !== 'cancelled') throw conflict(M.onlyCancelledDeleted);
    const holdings = await releaseOrderHoldings(tx, order.id, now);
    const [snapshot] = await hydrateAdminOrders(tx, [order]);
    await tx.delete(orders).where(eq(orders.id, order.id));
    await recordAudit(tx, actor, { action: 'order.delete', entityType: 'order', entityId: order.id, before: snapshot, after: null });
    return { holdings, orderNumber: order.orderNumber };
  });
  await invalidateStock(released.holdings.productIdsShownChanged, released.holdings.couponReleased);
  return { id: orderId, orderNumber: released.orderNumber };
}
