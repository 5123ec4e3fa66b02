import { and, eq, isNull, sql } from 'drizzle-orm';
import { cacheTags, invalidate } from '../cache';
import type { DbOrTx } from '../db/client';
import { couponRedemptions, coupons, orderItems, orders, products } from '../db/schema';

/**
 * Gives back what an order held: its stock and its coupon use. Runs inside the transaction
 * that cancels or expires the order, after it locked the order row; `stock_released_at` makes
 * it happen once however often it is called.
 */
export async function releaseOrderHoldings(tx: DbOrTx, orderId: string, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockReleasedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (!claimed) return false;
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productId);
  for (const line of lines) {
    if (!line.productId) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
  const [redemption] = await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  if (redemption) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, redemption.couponId));
  }
  return true;
}

/** Product pages show stock: after a commit that moved it, their cached reads are stale. */
export async function invalidateStock(productIds: Iterable<string | null>, couponChanged = false): Promise<void> {
  const tags = [...new Set([...productIds].filter((id): id is string => !!id))].map((id) => cacheTags.product(id));
  if (tags.length) tags.push(cacheTags.products);
  if (couponChanged) tags.push(cacheTags.coupons);
  if (tags.length) await invalidate(...tags);
}

export async function orderProductIds(db: DbOrTx, orderId: string): Promise<string[]> {
  const rows = await db.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return rows.flatMap((r) => (r.productId ? [r.productId] : []));
}
