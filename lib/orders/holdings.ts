import 'server-only';
import { and, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { cacheTags } from '../cache';
import type { DbOrTx } from '../db/client';
import type { Effects } from '../db/effects';
import { defaultSizeId } from '../catalog/size-sql';
import { couponRedemptions, coupons, orderItems, orders, products, productVariants } from '../db/schema';
import { AppError } from '../errors';
import { attributeStockMovements, type StockMovementCause } from '../stock/ledger';
import { ORDER_MESSAGES } from './messages';
import { releaseSamples } from '../samples/service';

/** A line to take stock for: its size, how many, and the name a refusal shows the shopper. */
export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
  name: string;
}

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Locks the products whose sizes' stock is about to move, in id order, before any size. The sizes
 * trigger updates the product row after each size, while an admin's save or adjustment locks the
 * product first and then its sizes: taking the products first here keeps one order (product, then
 * size) everywhere, so the two cannot deadlock. FOR NO KEY UPDATE is the lock the trigger's own
 * update takes, so this waits for nothing it would not have waited for anyway.
 */
async function lockProducts(tx: DbOrTx, productIds: readonly string[]): Promise<void> {
  const ids = [...new Set(productIds)].sort(byKey);
  if (ids.length === 0) return;
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(products.id).for('no key update');
}

/**
 * Takes the lines' stock from their sizes, for an order (checkout) or a claim's replacement,
 * inside the caller's transaction; the ledger records each move under `cause`. Conditional
 * updates, so concurrent takers cannot oversell: a size short of stock (or no longer sold) is
 * refused with OUT_OF_STOCK naming what is left, and the caller's transaction undoes the rest.
 * Taken in a fixed order, by product and then size, so two takers sharing sizes cannot deadlock:
 * the sizes trigger also locks the product row, so ordering by size id alone could take two
 * products' rows in opposite orders. The pages that now read differently are refreshed after the commit.
 */
export async function takeStock(tx: DbOrTx, effects: Effects, lines: readonly StockLine[], cause: StockMovementCause, now: Date): Promise<void> {
  await attributeStockMovements(tx, cause);
  await lockProducts(tx, lines.map((l) => l.productId));
  const productIdsShownChanged: string[] = [];
  const ordered = [...lines].sort((a, b) => byKey(a.productId, b.productId) || byKey(a.variantId, b.variantId));
  for (const line of ordered) {
    const [left] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}`, updatedAt: now })
      .where(
        and(
          eq(productVariants.id, line.variantId),
          eq(productVariants.productId, line.productId),
          gte(productVariants.stock, line.quantity),
          eq(productVariants.isActive, true),
          sql`exists (select 1 from ${products} where ${products.id} = ${line.productId} and ${products.isActive} and ${products.archivedAt} is null)`,
        ),
      )
      .returning({ stock: productVariants.stock });
    if (!left) {
      const [current] = await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, line.variantId));
      const stock = current?.stock ?? 0;
      throw new AppError('OUT_OF_STOCK', stock <= 0 ? ORDER_MESSAGES.outOfStock(line.name) : ORDER_MESSAGES.onlyInStock(line.name, stock));
    }
    if (stockShownChanges(left.stock + line.quantity, left.stock)) productIdsShownChanged.push(line.productId);
  }
  stockMoved(effects, productIdsShownChanged);
}

/**
 * Gives back what an order held: its stock and its coupon use. Runs inside the transaction
 * that cancels or expires the order, after it locked the order row; `stock_released_at` makes
 * it happen once however often it is called. The pages that now read differently are refreshed,
 * and who waits for a size back in stock is told, after the commit.
 */
export async function releaseOrderHoldings(tx: DbOrTx, effects: Effects, orderId: string, now: Date): Promise<void> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockReleasedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (!claimed) return;
  await attributeStockMovements(tx, { reason: 'order_released', orderId });
  const productIdsShownChanged: string[] = [];
  // Each line's stock goes back to its size; a line from before sizes (no size id) to its
  // product's default size. Same order as checkout takes it (product, then size): no deadlock.
  const rows = await tx
    .select({
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      variantId: sql<string | null>`coalesce(${orderItems.variantId}, ${defaultSizeId(orderItems.productId)})`,
      kind: orderItems.kind,
      setItems: orderItems.setItems,
    })
    .from(orderItems)
    // A free sample's vial is not a size (no size id): it goes back to its sample, below.
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.kind, 'sample')));
  // A discovery set's line gives each of its sprays' sizes back its units (one per set).
  const lines = rows
    .flatMap((row) =>
      row.kind === 'discovery_set'
        ? (row.setItems ?? []).map((item) => ({ productId: item.productId as string | null, variantId: item.variantId as string | null, quantity: row.quantity }))
        : [{ productId: row.productId, variantId: row.variantId, quantity: row.quantity }],
    )
    .sort((a, b) => byKey(a.productId ?? '', b.productId ?? '') || byKey(a.variantId ?? '', b.variantId ?? ''));
  await lockProducts(tx, lines.flatMap((l) => (l.productId && l.variantId ? [l.productId] : [])));
  for (const line of lines) {
    if (!line.productId || !line.variantId) continue;
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: now })
      .where(eq(productVariants.id, line.variantId))
      .returning({ stock: productVariants.stock });
    if (row && stockShownChanges(row.stock - line.quantity, row.stock)) productIdsShownChanged.push(line.productId);
  }
  await releaseSamples(tx, orderId, now);
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
    effects.invalidate(cacheTags.coupons);
  }
  stockMoved(effects, productIdsShownChanged);
}

/**
 * Product pages show "Available" above LOW_STOCK_MAX units and the exact count at or below it.
 * Only a move that touches that range changes what a page shows, so only then are the cached
 * catalogue reads dropped: a busy shop does not empty the catalogue cache on every order.
 */
const LOW_STOCK_MAX = 10;
function stockShownChanges(before: number, after: number): boolean {
  return before !== after && Math.min(before, after) <= LOW_STOCK_MAX;
}

/** Product pages show stock: once the commit that moved it is in, their cached reads are stale. */
export function stockMoved(effects: Effects, productIds: Iterable<string | null>): void {
  const tags = [...new Set([...productIds].filter((id): id is string => !!id))].map((id) => cacheTags.product(id));
  if (tags.length) effects.invalidate(...tags, cacheTags.products);
  // Stock given back may have brought a size back from zero: its waiting shoppers hear now.
  effects.notifyStockAlerts();
}
