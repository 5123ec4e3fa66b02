import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { cacheTags, invalidate } from '../cache';
import type { DbOrTx } from '../db/client';
import { defaultSizeId } from '../catalog/size-sql';
import { couponRedemptions, coupons, orderItems, orders, productVariants } from '../db/schema';
import { sendStockAlertsSoon } from '../stock-alerts/soon';

/**
 * Gives back what an order held: its stock and its coupon use. Runs inside the transaction
 * that cancels or expires the order, after it locked the order row; `stock_released_at` makes
 * it happen once however often it is called.
 */
export async function releaseOrderHoldings(tx: DbOrTx, orderId: string, now: Date): Promise<ReleasedHoldings> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockReleasedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (!claimed) return { productIdsShownChanged: [], couponReleased: false };
  const productIdsShownChanged: string[] = [];
  // Each line's stock goes back to its size; a line from before sizes (no size id) to its
  // product's default size. Same order as checkout takes it (product, then size): no deadlock.
  const lines = await tx
    .select({
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      variantId: sql<string | null>`coalesce(${orderItems.variantId}, ${defaultSizeId(orderItems.productId)})`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productId, sql`3`);
  for (const line of lines) {
    if (!line.productId || !line.variantId) continue;
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: now })
      .where(eq(productVariants.id, line.variantId))
      .returning({ stock: productVariants.stock });
    if (row && stockShownChanges(row.stock - line.quantity, row.stock)) productIdsShownChanged.push(line.productId);
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
  return { productIdsShownChanged, couponReleased: redemption != null };
}

export interface ReleasedHoldings {
  /** Products whose page now reads differently (see stockShownChanges). */
  productIdsShownChanged: string[];
  couponReleased: boolean;
}

/**
 * Product pages show "Available" above LOW_STOCK_MAX units and the exact count at or below it.
 * Only a move that touches that range changes what a page shows, so only then are the cached
 * catalogue reads dropped: a busy shop does not empty the catalogue cache on every order.
 */
export const LOW_STOCK_MAX = 10;
export function stockShownChanges(before: number, after: number): boolean {
  return before !== after && Math.min(before, after) <= LOW_STOCK_MAX;
}

/** Product pages show stock: after a commit that moved it, their cached reads are stale. */
export async function invalidateStock(productIds: Iterable<string | null>, couponChanged = false): Promise<void> {
  const tags = [...new Set([...productIds].filter((id): id is string => !!id))].map((id) => cacheTags.product(id));
  if (tags.length) tags.push(cacheTags.products);
  if (couponChanged) tags.push(cacheTags.coupons);
  if (tags.length) await invalidate(...tags);
  // Stock given back may have brought a size back from zero: its waiting shoppers hear now.
  await sendStockAlertsSoon();
}
