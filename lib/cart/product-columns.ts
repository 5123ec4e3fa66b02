import { products } from '../db/schema';
import { paiseToRupees } from '../money';
import type { CartProduct } from './types';

/*
 * Only the columns a cart or wishlist line shows. A bag is read on every badge refresh and every
 * change, and the full product row (notes, search text, legal details) is most of the bytes the
 * embedded database would copy and parse.
 */
export const cartProductColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  brand: products.brand,
  category: products.category,
  description: products.description,
  images: products.images,
  pricePaise: products.pricePaise,
  originalPricePaise: products.originalPricePaise,
  stock: products.stock,
  weightGrams: products.weightGrams,
  volumeMl: products.volumeMl,
  concentration: products.concentration,
  averageRating: products.averageRating,
  numReviews: products.numReviews,
  isActive: products.isActive,
  archivedAt: products.archivedAt,
};

export type CartProductRow = Pick<typeof products.$inferSelect, keyof typeof cartProductColumns>;

/** Null for a deleted product (the left join found none). Archived counts as inactive. */
export function toCartProduct(r: CartProductRow | null): CartProduct | null {
  if (!r) return null;
  return {
    _id: r.id,
    id: r.id,
    slug: r.slug,
    name: r.name,
    brand: r.brand,
    category: r.category,
    description: r.description,
    images: r.images,
    price: paiseToRupees(r.pricePaise),
    originalPrice: r.originalPricePaise == null ? null : paiseToRupees(r.originalPricePaise),
    pricePaise: r.pricePaise,
    originalPricePaise: r.originalPricePaise,
    stock: r.stock,
    weight: r.weightGrams,
    volumeMl: r.volumeMl,
    concentration: r.concentration,
    averageRating: r.averageRating,
    numReviews: r.numReviews,
    isActive: r.isActive && r.archivedAt == null,
  };
}
