import type { ProductDto } from '../catalog/dto';
import type { BagSetLine } from '../discovery/types';

/** The product fields a cart or wishlist line shows: the catalogue's DTO without notes, search text and legal details. */
export type CartProduct = Pick<
  ProductDto,
  | '_id'
  | 'id'
  | 'slug'
  | 'name'
  | 'brand'
  | 'category'
  | 'description'
  | 'images'
  | 'price'
  | 'originalPrice'
  | 'pricePaise'
  | 'originalPricePaise'
  | 'stock'
  | 'weight'
  | 'volumeMl'
  | 'concentration'
  | 'averageRating'
  | 'numReviews'
  | 'isActive'
>;

/** The size a cart or wishlist line is for (SizeDto's identity; price and stock are on `product`). */
export interface LineSize {
  _id: string;
  label: string;
  volumeMl: number;
}

/*
 * The cart and wishlist as the API answers them. Zod-free and import-free apart
 * from types, so client components can share them.
 */

export interface CartLine {
  _id: string;
  productId: string | null;
  /**
   * Null once the product was deleted: the line shows as unavailable. Its price, originalPrice,
   * stock and volumeMl are the line's size's, not the product's default.
   */
  product: CartProduct | null;
  /** The size's id: a line stored without one (an old client) resolves to the default size. Null only when no size can be sold. */
  variantId: string | null;
  size: LineSize | null;
  quantity: number;
  /** Unit price in rupees when the line was added (for the price-change warning). */
  originalPrice: number;
  addedAt: string;
}

export interface CartLineDetails {
  lineId: string;
  productId: string | null;
  variantId: string | null;
  size: LineSize | null;
  product: CartProduct | null;
  /** The product exists, is active and not archived. */
  productAvailable: boolean;
  /** Rupees, 2 decimals. */
  itemTotal: number;
  /** The size's stock >= quantity. */
  inStock: boolean;
  maxQuantity: number;
}

export interface CartSummary {
  totalItems: number;
  totalPrice: number;
  totalWeight: number;
  availableItems: number;
  outOfStockItems: number;
  /** Shipping is free everywhere in India. */
  estimatedShipping: number;
  subtotal: number;
  total: number;
}

export interface CartView {
  _id: string | null;
  items: CartLine[];
  itemsWithDetails: CartLineDetails[];
  /** Discovery sets: each one line of the bag, priced by the store's settings now. */
  sets?: BagSetLine[];
  summary: CartSummary;
  count: number;
}

export interface CartValidation {
  isValid: boolean;
  invalidItems: { productId: string | null; variantId: string | null; size: LineSize | null; product: CartProduct | null; issues: string[] }[];
}

export interface CartStatistics {
  totalItems: number;
  /** Distinct products; two sizes of one product count once here and twice in uniqueSizes. */
  uniqueProducts: number;
  /** Lines: one per product and size. */
  uniqueSizes: number;
  categoryCounts: Record<string, number>;
  /** Units by size label ("50 ml": 3), over every product. */
  sizeCounts: Record<string, number>;
  averageItemPrice: number;
  estimatedShipping: number;
}

export interface BulkAddResult {
  successful: number;
  failed: number;
  results: { productId: string; variantId?: string | null; success: boolean; message: string }[];
  cart: CartView;
}

export interface MergeResult {
  wishlistMerged: boolean;
  cartMerged: boolean;
  mergedItems: { wishlist: number; cart: number };
  wishlistCount: number;
  cartCount: number;
}

/**
 * Something that changed in a bag line since the shopper put it there: its price, or its
 * quantity lowered to the stock left. Told once (lib/cart/service.ts acceptBagChanges).
 */
export type BagChange = { lineId: string; productId: string; variantId: string | null; message: string } & (
  | { kind: 'price'; wasPaise: number; nowPaise: number }
  | { kind: 'quantity'; wasQuantity: number; nowQuantity: number }
);
