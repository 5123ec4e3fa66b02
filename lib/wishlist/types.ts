import type { CartProduct, LineSize } from '../cart/types';

export interface WishlistItem {
  _id: string;
  productId: string | null;
  /** As on a cart line: the saved size, or the default size for an item saved without one. */
  variantId: string | null;
  size: LineSize | null;
  /** Price and stock are the item's size's. */
  product: CartProduct | null;
  addedAt: string;
}

export interface WishlistView {
  _id: string | null;
  items: WishlistItem[];
  itemsWithDetails: {
    productId: string | null;
    variantId: string | null;
    size: LineSize | null;
    product: CartProduct | null;
    productAvailable: boolean;
    inStock: boolean;
  }[];
  count: number;
}

export interface WishlistStatistics {
  totalItems: number;
  totalValue: number;
  availableItems: number;
  outOfStockItems: number;
  categoryBreakdown: { category: string; count: number; percentage: number }[];
}
