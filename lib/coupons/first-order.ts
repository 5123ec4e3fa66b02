/*
 * First-order-only coupons (a welcome code). Which earlier orders take away a customer's "first
 * order":
 * - any order that was paid, even if later refunded or cancelled after payment: the customer has
 *   bought from us, and a refund must not re-open the welcome discount;
 * - any order not cancelled, paid or not: an order waiting at the payment page (or whose payment
 *   failed and may be retried) already is the first order, so two tabs cannot both take the code.
 * An unpaid order that was cancelled or expired does not count: nothing was bought.
 */
import 'server-only';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orders } from '../db/schema';

type OrderStatus = (typeof orders.$inferSelect)['status'];
type PaymentStatus = (typeof orders.$inferSelect)['paymentStatus'];

const PAID: readonly PaymentStatus[] = ['completed', 'refunded'];

/** Whether an order ends a customer's "first order" (see above); the SQL in hasEarlierOrder says the same. */
export function countsAsEarlierOrder(order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return PAID.includes(order.paymentStatus) || order.status !== 'cancelled';
}

/**
 * Whether the customer has an order that counts. Run inside the order's transaction after the
 * customer's row is locked, it sees every order a concurrent checkout of theirs committed.
 */
export async function hasEarlierOrder(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(and(eq(orders.userId, userId), or(inArray(orders.paymentStatus, [...PAID]), ne(orders.status, 'cancelled'))))
    .limit(1);
  return row != null;
}

export function firstOrderOnlyMessage(code: string): string {
  return `${code} is for your first order only.`;
}

/** A guest's check cannot see their orders: the code is shown as valid, with the condition. */
export function firstOrderGuestNote(code: string): string {
  return `${code} is for your first order only: it applies when you sign in and place your first order.`;
}

/**
 * The refusal for a first-order-only coupon, or null when it may be used. `hasEarlierOrder` is
 * only asked for when it matters, so ordinary coupons cost no extra query.
 */
export async function firstOrderRefusal(
  coupon: { code: string; firstOrderOnly: boolean },
  hasEarlier: () => Promise<boolean>,
): Promise<string | null> {
  if (!coupon.firstOrderOnly) return null;
  return (await hasEarlier()) ? firstOrderOnlyMessage(coupon.code) : null;
}
