/*
 * What the wishlist API says. No imports: client components bundle this file. One file per domain,
 * one naming scheme: docs/architecture.md#messages.
 */

export const WISHLIST_MESSAGES = {
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  cleared: 'Wishlist cleared successfully',
  notInWishlist: 'Item not in wishlist',
  productNotFound: 'Product not found',
  idsRequired: 'Product IDs must be a non-empty array',
  merged: 'Wishlist merged',
} as const;
