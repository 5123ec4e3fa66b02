import { istParts } from '../india-time';

/** A pending online order holds its stock this long, then is cancelled. */
export const PAYMENT_WINDOW_MINUTES = 30;

const ORDER_NUMBER_PREFIX = 'MA';

/** 'MA-2026-': the store and the year the order was placed, in India. */
export function orderNumberPrefix(placedAt: Date): string {
  return `${ORDER_NUMBER_PREFIX}-${istParts(placedAt).year}-`;
}

/**
 * MA-2026-001001: the prefix and the sequence, at least six digits. The database builds the same
 * string inside the order's insert (lib/orders/create.ts); this is its reference shape.
 */
export function formatOrderNumber(sequence: number, placedAt: Date): string {
  return `${orderNumberPrefix(placedAt)}${String(sequence).padStart(6, '0')}`;
}

export const ORDER_NUMBER_PATTERN = /^MA-\d{4}-\d{6,}$/;
