/*
 * Which status an order may move to next. Forward only: a step back (a shipped order to
 * pending) would e-mail the customer again and offer them Cancel on a parcel already on its way,
 * and reopening a cancelled order would have to take back stock that may have been sold since.
 * Import-free apart from types and messages, so the admin pages offer the same moves the server
 * accepts.
 */
import { ORDER_STATUS_LABELS } from './admin-types';
import { ORDER_ADMIN_MESSAGES as M } from './messages';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './types';
import { wordList } from '../text/list';

/** Every forward move. Cancelling is only before dispatch, as CANCELLABLE_STATUSES says (a unit test holds them together). */
const FORWARD: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'processing', 'cancelled'],
  confirmed: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
};

/** Moves that e-mail the customer, so the back office asks before making them. */
export const CUSTOMER_EMAILING_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered', 'cancelled'];

/** The order as the server (a row's `status`) or the back office (a DTO's `orderStatus`) holds it. */
export type StatusFlowOrder = { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus } & (
  | { status: OrderStatus }
  | { orderStatus: OrderStatus }
);

function currentStatus(order: StatusFlowOrder): OrderStatus {
  return 'orderStatus' in order ? order.orderStatus : order.status;
}

/** An online order is only worth fulfilling once the gateway has the money; cash on delivery is paid at the door. */
function unpaidOnline(order: StatusFlowOrder): boolean {
  return order.paymentMethod === 'online' && order.paymentStatus !== 'completed';
}

export function isFinalStatus(status: OrderStatus): boolean {
  return FORWARD[status].length === 0;
}

/** The statuses this order may move to now, in the order the back office lists them (not including its current one). */
export function allowedNextStatuses(order: StatusFlowOrder): OrderStatus[] {
  const next = FORWARD[currentStatus(order)];
  return unpaidOnline(order) ? next.filter((s) => s === 'cancelled') : [...next];
}

function listOf(statuses: readonly OrderStatus[]): string {
  const names = statuses.map((s) => ORDER_STATUS_LABELS[s].toLowerCase());
  return wordList(names, 'or');
}

/**
 * Why the order cannot move to `target`, or null when it can. The same status again is not a
 * move (null): the caller treats it as a no-op.
 */
export function statusChangeRefusal(order: StatusFlowOrder, target: OrderStatus): string | null {
  const from = currentStatus(order);
  if (from === target) return null;
  if (isFinalStatus(from)) return M.finalStatus(from);
  if (allowedNextStatuses(order).includes(target)) return null;
  // The missing payment is what stops an unpaid order, whichever step was asked for.
  if (unpaidOnline(order) && target !== 'cancelled') return M.notPaid;
  return M.onlyMovesTo(from, listOf(FORWARD[from]));
}
