/** The wishlist screen's toasts and texts (docs/requirements.md#error-catalogue). */
export const WISHLIST_UI_MESSAGES = {
  loadFailed: 'Failed to load wishlist',
  itemRemoved: 'Item removed from wishlist',
  removeFailed: 'Failed to remove item',
  removeSelectedFailed: 'Failed to remove selected items',
  removedMany: (n: number) => `${n} items removed from wishlist`,
  cleared: 'Wishlist cleared successfully',
  clearFailed: 'Failed to clear wishlist',
  addedMany: (n: number) => `${n} items added to cart!`,
  failedMany: (n: number) => `${n} items failed to add`,
  addAllFailed: 'Failed to add items to cart',
  addSelectedFailed: 'Failed to add selected items to cart',
  noneAvailable: 'No available items to add to cart',
  noneSelectedAvailable: 'No selected available items to add to cart',
  outOfStock: 'This product is out of stock',
  added: (name: string) => `${name} added to cart!`,
  increased: (name: string) => `${name} quantity increased in cart!`,
} as const;

/** 'Failed to load wishlist' is not shown when the error mentions an empty wishlist. */
export function isEmptyWishlistError(message: string): boolean {
  return /empty/i.test(message);
}

/**
 * As on the cart screens: stock problems read 'Insufficient stock available', a missing
 * product 'Product not found'; otherwise the server's message, else the default.
 */
export function addToCartErrorMessage(message: string | null | undefined): string {
  const text = message?.trim() ?? '';
  if (/stock/i.test(text)) return 'Insufficient stock available';
  if (/not found/i.test(text)) return 'Product not found';
  return text || 'Failed to add to cart';
}
