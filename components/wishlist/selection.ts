/*
 * The wishlist page's selection and bulk-add rules as plain functions, so they are unit-tested
 * without a browser. Selections are keyed by product id (what the bulk endpoints take).
 */
import type { CartView } from '@/lib/cart/types';
import type { WishlistItem } from '@/lib/wishlist/types';

export type Selection = ReadonlySet<string>;

type Item = Pick<WishlistItem, '_id' | 'productId' | 'product'>;

/** The id the page acts on: the product's, else the line's own (a deleted product's line). */
export function itemKey(item: Pick<WishlistItem, '_id' | 'productId'>): string {
  return item.productId ?? item._id;
}

export type Listed<T extends Item> = T & { productId: string; product: NonNullable<T['product']> };

/** A full card with a checkbox: the product still exists and is on sale. */
export function isListed<T extends Item>(item: T): item is Listed<T> {
  return item.productId !== null && item.product !== null && item.product.isActive;
}

/** The wishlist refuses add-to-cart at stock 0 or less. */
export function canAddToCart(item: Item): boolean {
  return isListed(item) && (item.product?.stock ?? 0) > 0;
}

export function toggle(selection: Selection, key: string, checked?: boolean): Set<string> {
  const next = new Set(selection);
  const on = checked ?? !selection.has(key);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

export function selectAll(items: readonly Item[]): Set<string> {
  return new Set(items.filter(isListed).map(itemKey));
}

/** The select-all box: checked, unchecked, or mixed when only some listed items are selected. */
export function selectAllState(items: readonly Item[], selection: Selection): boolean | 'indeterminate' {
  const keys = items.filter(isListed).map(itemKey);
  const chosen = keys.filter((k) => selection.has(k)).length;
  if (chosen === 0) return false;
  return chosen === keys.length ? true : 'indeterminate';
}

/** Clicking select-all when everything is already selected clears the selection. */
export function toggleAll(items: readonly Item[], selection: Selection): Set<string> {
  return selectAllState(items, selection) === true ? new Set() : selectAll(items);
}

/**
 * Drops keys whose item left the list (removed here, in another tab, or the product was
 * withdrawn). Returns the same set when nothing changed, so React can skip a render.
 */
export function clearMissing(selection: Selection, items: readonly Item[]): Selection {
  const listed = new Set(items.filter(isListed).map(itemKey));
  let changed = false;
  const next = new Set<string>();
  for (const key of selection) {
    if (listed.has(key)) next.add(key);
    else changed = true;
  }
  return changed ? next : selection;
}

/** The keys of the selection that are still listed, in the wishlist's order. */
export function selectedKeys(items: readonly Item[], selection: Selection): string[] {
  return items.filter((i) => isListed(i) && selection.has(itemKey(i))).map(itemKey);
}

/**
 * Bulk add takes only items with stock above 0 that are not already in the
 * cart; with `selectedOnly`, only those among the selection. Returns product ids, in order.
 */
export function availableForCart(
  items: readonly Item[],
  inCartIds: ReadonlySet<string>,
  selectedOnly?: Selection | null,
): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if (!canAddToCart(item) || item.productId === null) continue;
    if (inCartIds.has(item.productId)) continue;
    if (selectedOnly && !selectedOnly.has(item.productId)) continue;
    ids.push(item.productId);
  }
  return ids;
}

/** Quantity in the cart per product id (lines of one product are summed). */
export function cartQuantities(cart: Pick<CartView, 'items'> | null | undefined): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of cart?.items ?? []) {
    if (!line.productId || line.quantity <= 0) continue;
    map.set(line.productId, (map.get(line.productId) ?? 0) + line.quantity);
  }
  return map;
}
