/*
 * What the bag says, shared by the server and the browser. No imports: client components bundle
 * this file. One file per domain, one naming scheme: docs/architecture.md#messages.
 */

export const CART_MESSAGES = {
  // Told once on the bag and at checkout (lib/cart/calc.ts bagChanges).
  priceChangedNotice: (line: string, now: string, was: string) => `${line} is now ${now}, was ${was}.`,
  quantityLoweredNotice: (line: string, left: number) => `${line}: only ${left} left, so we changed your quantity to ${left}.`,
  bagChangesTitle: 'Since you added them',
  productIdRequired: 'Product ID is required',
  quantityMin: 'Quantity must be at least 1',
  quantityNegative: 'Quantity cannot be negative',
  quantityInteger: 'Quantity must be a whole number',
  productNotFound: 'Product not found',
  sizeNotFound: 'This size is not available',
  sizeMismatch: 'This size belongs to another product',
  outOfStock: 'This product is out of stock',
  lineNotFound: 'Cart item not found',
  itemsRequired: 'Items must be a non-empty array',
  cleared: 'Cart cleared',
  merged: 'Cart merged',
} as const;
