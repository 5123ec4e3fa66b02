import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit';
import type { Db, Tx } from '../db/client';
import type { Effects } from '../db/effects';
import { orders } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError, notFound } from '../errors';
import { formatInr } from '../money';
import { requestRefund } from '../payments/refund-rows';
import { ORDER_MESSAGES } from './messages';
import { canCancelOrder, type OrderRow } from './dto';
import { queueOrderCancelled } from './emails';
import { findOrderRow, getOrderDto, type OrderActor } from './queries';
import { releaseOrderHoldings } from './holdings';
import type { OrderDto } from './types';

/*
 * The one way an order is cancelled, whoever asks: the customer (DELETE /orders/cancel/{id}),
 * an admin (that route, or PATCH /orders/update-status/{id} to "cancelled"), or the expiry of an
 * unpaid order. Inside the caller's transaction, on the order row it locked: the status, the
 * stock and coupon use given back once, the customer's email, an audit entry when an admin
 * acts. After the commit, through the transaction's effects (lib/db/transaction.ts), whoever the
 * caller: caches, the email, a full refund of a paid order, the gateway's order of an unpaid one closed.
 */

export type CancelledBy =
  | { kind: 'customer' }
  | { kind: 'admin'; actor: AuditActor }
  | { kind: 'expiry' };

export interface Cancellation {
  order: OrderRow;
  reason: string;
  /** What goes back to the shopper's payment method, when the order was paid. */
  refundPaise: number | null;
}

/** Cancels a locked order in the caller's transaction; refuses (409) what can no longer be cancelled. */
export async function cancelLockedOrder(
  tx: Tx,
  effects: Effects,
  order: OrderRow,
  by: CancelledBy,
  options: { reason?: string; now?: Date } = {},
): Promise<Cancellation> {
  const now = options.now ?? new Date();
  if (!canCancelOrder(order)) throw new AppError('ORDER_NOT_CANCELLABLE', ORDER_MESSAGES.cannotCancel);
  const reason =
    options.reason ||
    (by.kind === 'expiry' ? ORDER_MESSAGES.expiredReason : by.kind === 'admin' ? ORDER_MESSAGES.adminCancelReason : ORDER_MESSAGES.customerCancelReason);
  const paid = order.paymentStatus === 'completed';
  const [cancelled] = await tx
    .update(orders)
    .set({
      status: 'cancelled',
      // An expired order was never paid: its payment ends as failed, not pending.
      ...(by.kind === 'expiry' ? { paymentStatus: 'failed' as const } : {}),
      cancelledAt: now,
      cancellationReason: reason,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  await releaseOrderHoldings(tx, effects, order.id, now);
  // A ₹0 order (paid by its coupon) took no money: nothing goes back through the gateway.
  const refundPaise = paid && order.totalPaise > 0 ? order.totalPaise : null;
  effects.email(await queueOrderCancelled(tx, cancelled!, reason, refundPaise));
  if (refundPaise != null) await requestRefund(tx, effects, order, reason);
  // An unpaid order's payment page may still be open in another tab: the gateway stops it.
  else effects.closeGatewayOrder(cancelled!);
  if (by.kind === 'admin') {
    await recordAudit(tx, by.actor, {
      action: 'order.cancel',
      entityType: 'order',
      entityId: order.id,
      before: { orderNumber: order.orderNumber, orderStatus: order.status, paymentStatus: order.paymentStatus },
      after: { orderStatus: 'cancelled', cancellationReason: reason, ...(refundPaise != null ? { refundPaise } : {}) },
    });
  }
  return { order: cancelled!, reason, refundPaise };
}

/** The message a person sees after cancelling: a refund is only promised as far as it has gone. */
export function cancellationMessage(base: string, c: Pick<Cancellation, 'refundPaise'>): string {
  if (c.refundPaise == null) return base;
  return `${base}. A refund of ${formatInr(c.refundPaise)} to the original payment method has been initiated; banks usually take 5–7 working days.`;
}

/**
 * DELETE /orders/cancel/{id}: the owner, or an admin (audited), before dispatch.
 */
export async function cancelOrder(
  db: Db,
  actor: OrderActor & { email?: string | null; ip?: string | null },
  ref: string,
  now = new Date(),
): Promise<{ order: OrderDto; message: string }> {
  const found = await findOrderRow(db, ref);
  if (!found || (actor.role !== 'admin' && found.userId !== actor.userId)) throw notFound(ORDER_MESSAGES.notFound);
  // An admin cancelling their own order acts as its customer.
  const by: CancelledBy =
    actor.role === 'admin' && found.userId !== actor.userId
      ? { kind: 'admin', actor: { id: actor.userId, email: actor.email ?? null, ip: actor.ip ?? null } }
      : { kind: 'customer' };
  const cancellation = await inTransaction(db, async (tx, effects) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return cancelLockedOrder(tx, effects, order, by, { now });
  });
  return { order: await getOrderDto(db, found.id), message: cancellationMessage(ORDER_MESSAGES.cancelled, cancellation) };
}
