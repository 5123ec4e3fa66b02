/*
 * What the cart page shows: the server's last snapshot with the shopper's not-yet-confirmed
 * changes laid over it. Pure and money-safe (integer paise), so optimistic totals never drift
 * from the server's by float error and can be unit-tested.
 */
import type { CartProduct, CartView, LineSize } from '@/lib/cart/types';
import { rupeesToPaise } from '@/lib/money';

export interface CartRow {
  /** Stable key for the debouncer and React: the product id (with the size's, for a sized line), else the line id. */
  key: string;
  /** What the cart endpoints address the line by: the line id once a size tells lines of one product apart. */
  apiId: string;
  lineId: string;
  product: CartProduct | null;
  /** The size the line is for; null for a line the server could give none. */
  size: LineSize | null;
  /** False for deleted, inactive or archived products: only removal is offered. */
  available: boolean;
  /** Quantity the server last confirmed. */
  serverQuantity: number;
  /** Quantity on screen (an optimistic change, else the server's). */
  quantity: number;
  maxQuantity: number;
  /** Stock covers the quantity on screen. */
  inStock: boolean;
  unitPaise: number;
  originalUnitPaise: number | null;
  lineTotalPaise: number;
  /** A change is waiting to be confirmed by the server. */
  pending: boolean;
  removing: boolean;
}

export interface CartTotals {
  itemCount: number;
  subtotalPaise: number;
  shippingPaise: number;
  totalPaise: number;
  /** At least one line can be bought. */
  purchasable: boolean;
  /** Some available line asks for more than is in stock. */
  overStock: boolean;
}

export function buildRows(
  view: CartView | null,
  overrides: ReadonlyMap<string, number>,
  removing: ReadonlySet<string>,
): CartRow[] {
  if (!view) return [];
  const linesById = new Map(view.items.map((line) => [line._id, line]));
  return view.itemsWithDetails.map((details, index) => {
    const line = linesById.get(details.lineId) ?? view.items[index];
    const product = details.product ?? line?.product ?? null;
    const productId = details.productId ?? line?.productId ?? null;
    const variantId = details.variantId ?? line?.variantId ?? null;
    const key = productId ? (variantId ? `${productId}:${variantId}` : productId) : details.lineId;
    const available = details.productAvailable && product !== null;
    const serverQuantity = line?.quantity ?? 0;
    const isRemoving = removing.has(key);
    const override = overrides.get(key);
    const quantity = isRemoving ? 0 : (override ?? serverQuantity);
    const unitPaise = available && product ? rupeesToPaise(product.price) : 0;
    const original = product?.originalPrice;
    const originalUnitPaise = available && original != null && rupeesToPaise(original) > unitPaise ? rupeesToPaise(original) : null;
    const serverTotalPaise = available ? rupeesToPaise(details.itemTotal) : 0;
    return {
      key,
      apiId: variantId ? details.lineId : (productId ?? details.lineId),
      lineId: details.lineId,
      product,
      size: details.size ?? line?.size ?? null,
      available,
      serverQuantity,
      quantity,
      maxQuantity: Math.max(0, details.maxQuantity),
      inStock: quantity <= details.maxQuantity,
      unitPaise,
      originalUnitPaise,
      lineTotalPaise: quantity === serverQuantity ? serverTotalPaise : unitPaise * quantity,
      pending: override !== undefined && override !== serverQuantity,
      removing: isRemoving,
    };
  });
}

/**
 * The server's summary, moved by the difference each optimistic change makes. Once every change
 * is confirmed the differences are zero and the figures are exactly the server's.
 */
export function cartTotals(view: CartView | null, rows: readonly CartRow[]): CartTotals {
  if (!view) return { itemCount: 0, subtotalPaise: 0, shippingPaise: 0, totalPaise: 0, purchasable: false, overStock: false };
  let itemDelta = 0;
  let moneyDelta = 0;
  // Unavailable lines count in none of the server's figures, so their changes move nothing.
  for (const row of rows) {
    if (!row.available) continue;
    const change = row.quantity - row.serverQuantity;
    itemDelta += change;
    moneyDelta += change * row.unitPaise;
  }
  const live = rows.filter((row) => !row.removing && row.quantity > 0);
  const sets = view.sets ?? [];
  return {
    itemCount: Math.max(0, view.summary.totalItems + itemDelta),
    subtotalPaise: Math.max(0, rupeesToPaise(view.summary.subtotal) + moneyDelta),
    shippingPaise: rupeesToPaise(view.summary.estimatedShipping),
    totalPaise: Math.max(0, rupeesToPaise(view.summary.total) + moneyDelta),
    purchasable: live.some((row) => row.available) || sets.some((set) => set.available),
    // A discovery set with a spray sold out or no longer sold holds the checkout like a short line.
    overStock: live.some((row) => row.available && !row.inStock) || sets.some((set) => !set.available),
  };
}

/**
 * Where a requested quantity lands: decreases are always allowed (stock may have fallen below
 * the quantity already in the cart), increases stop at the stock.
 */
export function nextQuantity(current: number, requested: number, maxQuantity: number): number {
  const wanted = Math.max(0, Math.floor(requested));
  if (wanted <= current) return wanted;
  return Math.max(current, Math.min(wanted, maxQuantity));
}

export function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
