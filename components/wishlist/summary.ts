/*
 * Figures and texts derived from the loaded wishlist. Computed in the browser from the list the
 * page already holds, so a removal refreshes the statistics without another request.
 */
import type { WishlistItem } from '@/lib/wishlist/types';
import { rupeesToPaise, type Paise } from '@/lib/money';
import { canAddToCart } from './selection';
import { formatIstDate } from '@/lib/india-time';

export interface WishlistSummary {
  totalItems: number;
  /** Sum of the current prices of the products still in the catalogue. */
  totalValuePaise: Paise;
  /** Listed with stock above 0. */
  availableItems: number;
  /** Everything else: out of stock, withdrawn or deleted. */
  outOfStockItems: number;
}

export function summarize(items: readonly Pick<WishlistItem, '_id' | 'productId' | 'product'>[]): WishlistSummary {
  let totalValuePaise = 0;
  let availableItems = 0;
  for (const item of items) {
    if (item.product) totalValuePaise += rupeesToPaise(item.product.price);
    if (canAddToCart(item)) availableItems++;
  }
  return { totalItems: items.length, totalValuePaise, availableItems, outOfStockItems: items.length - availableItems };
}

/** '3 items' / '1 item'. */
export function itemCount(n: number): string {
  return `${n} ${n === 1 ? 'item' : 'items'}`;
}

/** '12 Nov 2026' in India's time zone; null for a missing or unreadable date. */
export function formatAddedDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatIstDate(date);
}

/** The card shows the first paragraph; older records hold one string. */
export function firstParagraph(description: readonly string[] | string | null | undefined): string {
  if (Array.isArray(description)) return (description.find((p) => p.trim()) ?? '').trim();
  return typeof description === 'string' ? description.trim() : '';
}
