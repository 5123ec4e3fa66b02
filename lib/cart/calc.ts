import { formatInr, formatInrWhole, MAX_ORDER_TOTAL_PAISE, paiseToRupees } from '../money';
import type { BagChange, CartLine, CartLineDetails, CartProduct, CartStatistics, CartSummary, CartValidation, LineSize } from './types';
import { CART_MESSAGES } from './messages';

/*
 * The cart's arithmetic, pure: money in integer paise until the edge, so a total never drifts by
 * a paisa whatever the number of lines.
 */

/** The warning threshold: a price more than 10% away from the price when added. */
const PRICE_CHANGE_THRESHOLD = 0.1;

/** At most this many of one product in a cart line, on every path (add, steps, bulk add, the guest merge). */
export const MAX_LINE_QUANTITY = 999;

export const onlyInStock = (n: number) => `Only ${n} items available in stock`;
const lineCapReached = `You can have at most ${MAX_LINE_QUANTITY} of one product in your cart`;

/** `code` is the error code (lib/errors.ts) a request refused for it answers with. */
export interface LineRefusal {
  code: 'OUT_OF_STOCK' | 'LINE_LIMIT';
  message: string;
}

/** Why a line may not hold `total` of a product with `stock` left, or null when it may. */
export function lineRefusal(total: number, stock: number): LineRefusal | null {
  if (stock <= 0) return { code: 'OUT_OF_STOCK', message: CART_MESSAGES.outOfStock };
  if (total > stock) return { code: 'OUT_OF_STOCK', message: onlyInStock(stock) };
  if (total > MAX_LINE_QUANTITY) return { code: 'LINE_LIMIT', message: lineCapReached };
  return null;
}
export const bagCapExceeded = `Your bag can't exceed ${formatInrWhole(MAX_ORDER_TOTAL_PAISE)} in one order. Please lower a quantity or place a separate order for the rest.`;

/** Whether a bag of `otherPaise` plus `quantity` at `pricePaise` passes the order cap. */
export function passesBagCap(otherPaise: number, pricePaise: number, quantity: number): boolean {
  return otherPaise + pricePaise * quantity > MAX_ORDER_TOTAL_PAISE;
}

/**
 * How many of a product at `pricePaise` still fit beside `otherPaise` of other lines within the
 * order cap (0 when none does).
 */
export function quantityWithinBagCap(otherPaise: number, pricePaise: number): number {
  if (pricePaise <= 0) return MAX_LINE_QUANTITY;
  return Math.max(0, Math.floor((MAX_ORDER_TOTAL_PAISE - otherPaise) / pricePaise));
}
export const addedToCart = (name: string) => `${name} added to cart!`;
export const quantityIncreased = (name: string) => `${name} quantity increased!`;

export interface LineInput {
  id: string;
  quantity: number;
  unitPriceAtAddPaise: number;
  /** The resolved size (the stored one, or the default for a line stored without). */
  variantId: string | null;
  size: LineSize | null;
  addedAt: Date;
  /** Price and stock are the size's (product-columns.ts toCartProduct). */
  product: CartProduct | null;
}

export function isAvailable(product: CartProduct | null): product is CartProduct {
  return product != null && product.isActive;
}

export function toCartLine(line: LineInput): CartLine {
  return {
    _id: line.id,
    productId: line.product?.id ?? null,
    product: line.product,
    variantId: line.variantId,
    size: line.size,
    quantity: line.quantity,
    originalPrice: paiseToRupees(line.unitPriceAtAddPaise),
    addedAt: line.addedAt.toISOString(),
  };
}

export function lineDetails(line: LineInput): CartLineDetails {
  const p = line.product;
  const available = isAvailable(p);
  return {
    lineId: line.id,
    productId: p?.id ?? null,
    variantId: line.variantId,
    size: line.size,
    product: p,
    productAvailable: available,
    itemTotal: available ? paiseToRupees(p.pricePaise * line.quantity) : 0,
    inStock: available && p.stock >= line.quantity,
    maxQuantity: available ? p.stock : 0,
  };
}

/**
 * Unavailable lines (deleted or deactivated products) count nowhere but in outOfStockItems. A
 * discovery set (`sets`, priced in paise) is one item; one with a spray no longer sold or sold
 * out counts like an out-of-stock line.
 */
export function summarize(lines: readonly LineInput[], sets: readonly { pricePaise: number; available: boolean }[] = []): CartSummary {
  let totalItems = 0;
  let totalPaise = 0;
  let totalWeight = 0;
  let availableItems = 0;
  let outOfStockItems = 0;
  for (const line of lines) {
    const p = line.product;
    if (!isAvailable(p)) {
      outOfStockItems++;
      continue;
    }
    totalItems += line.quantity;
    totalPaise += p.pricePaise * line.quantity;
    totalWeight += p.weight * line.quantity;
    if (p.stock >= line.quantity) availableItems++;
    else outOfStockItems++;
  }
  for (const set of sets) {
    totalItems += 1;
    totalPaise += set.pricePaise;
    if (set.available) availableItems++;
    else outOfStockItems++;
  }
  const total = paiseToRupees(totalPaise);
  return {
    totalItems,
    totalPrice: total,
    totalWeight,
    availableItems,
    outOfStockItems,
    // Shipping is free everywhere in India (docs/decisions.md#free-shipping-in-india).
    estimatedShipping: 0,
    subtotal: total,
    total,
  };
}

export function statistics(lines: readonly LineInput[]): CartStatistics {
  const live = lines.filter((l) => isAvailable(l.product));
  const categoryCounts: Record<string, number> = {};
  const sizeCounts: Record<string, number> = {};
  let totalItems = 0;
  let totalPaise = 0;
  for (const line of live) {
    const p = line.product!;
    totalItems += line.quantity;
    totalPaise += p.pricePaise * line.quantity;
    categoryCounts[p.category] = (categoryCounts[p.category] ?? 0) + line.quantity;
    const size = line.size ? line.size.label : p.volumeMl ? `${p.volumeMl} ml` : null;
    if (size) sizeCounts[size] = (sizeCounts[size] ?? 0) + line.quantity;
  }
  return {
    totalItems,
    uniqueProducts: new Set(live.map((l) => l.product!.id)).size,
    uniqueSizes: live.length,
    categoryCounts,
    sizeCounts,
    averageItemPrice: totalItems ? paiseToRupees(Math.round(totalPaise / totalItems)) : 0,
    estimatedShipping: 0,
  };
}

/** The cart check before checkout: stock, price drift over 10%, and vanished products. */
export function validate(lines: readonly LineInput[]): CartValidation {
  const invalidItems: CartValidation['invalidItems'] = [];
  for (const line of lines) {
    const p = line.product;
    const issues: string[] = [];
    if (!isAvailable(p)) {
      issues.push('Product no longer exists');
    } else {
      if (p.stock < line.quantity) issues.push(`Only ${p.stock} available, but ${line.quantity} requested`);
      const was = line.unitPriceAtAddPaise;
      if (was > 0 && Math.abs(p.pricePaise - was) / was > PRICE_CHANGE_THRESHOLD) {
        issues.push(`Price changed from ${formatInr(was)} to ${formatInr(p.pricePaise)}`);
      }
    }
    if (issues.length) invalidItems.push({ productId: p?.id ?? null, variantId: line.variantId, size: line.size, product: p, issues });
  }
  return { isValid: invalidItems.length === 0, invalidItems };
}

/** Quantities merged from a guest cart add up, but never past the stock or the line cap. */
export function mergedQuantity(existing: number, incoming: number, stock: number): number {
  return Math.max(0, Math.min(existing + incoming, stock, MAX_LINE_QUANTITY));
}

const lineName = (line: LineInput) => (line.size ? `${line.product!.name} ${line.size.label}` : line.product!.name);

/**
 * What changed in the bag since each line was added: a price other than the one it was added at
 * (any change, up or down: the shopper sees the bag's total move), or fewer left than it holds
 * (while any are left: a sold-out line says so itself). Pure; acceptBagChanges applies them.
 */
export function bagChanges(lines: readonly LineInput[]): BagChange[] {
  const changes: BagChange[] = [];
  for (const line of lines) {
    const p = line.product;
    if (!isAvailable(p)) continue;
    const base = { lineId: line.id, productId: p.id, variantId: line.variantId };
    if (line.unitPriceAtAddPaise > 0 && p.pricePaise !== line.unitPriceAtAddPaise) {
      changes.push({
        ...base,
        kind: 'price',
        wasPaise: line.unitPriceAtAddPaise,
        nowPaise: p.pricePaise,
        message: CART_MESSAGES.priceChangedNotice(lineName(line), formatInr(p.pricePaise), formatInr(line.unitPriceAtAddPaise)),
      });
    }
    if (p.stock > 0 && line.quantity > p.stock) {
      changes.push({
        ...base,
        kind: 'quantity',
        wasQuantity: line.quantity,
        nowQuantity: p.stock,
        message: CART_MESSAGES.quantityLoweredNotice(lineName(line), p.stock),
      });
    }
  }
  return changes;
}
