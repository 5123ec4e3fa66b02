/*
 * Which orders the back office may delete, decided once for the orders table (its Delete button)
 * and the server (lib/orders/admin.ts). Import-free apart from types, so the admin pages bundle it.
 */
import { ORDER_ADMIN_MESSAGES as M } from './messages';
import type { OrderStatus, PaymentStatus } from './types';

export interface DeletionFacts {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus | null;
  paidAt: Date | string | null;
  invoiceNumber: string | null;
}

/**
 * Why an order may not be deleted, or null when it may: only a cancelled order that was never
 * paid goes; a paid one (even refunded) is a GST record and is kept.
 */
export function orderDeletionRefusal(order: DeletionFacts): string | null {
  const paid = order.paymentStatus === 'completed' || order.paymentStatus === 'refunded' || Boolean(order.paidAt) || Boolean(order.invoiceNumber);
  if (paid) return M.paidKept;
  if (order.orderStatus !== 'cancelled') return M.onlyCancelledDeleted;
  return null;
}
