import { alias } from 'drizzle-orm/pg-core';
import { products, productVariants } from '../db/schema';
import { paiseToRupees } from '../money';
import type { CartProduct, LineSize } from './types';

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

/** The size row a line is joined to (lib/catalog/size-sql.ts resolvedSizeId picks which). */
export const lineSize = alias(productVariants, 'line_size');

export const lineSizeColumns = {
  id: lineSize.id,
  label: lineSize.label,
  volumeMl: lineSize.volumeMl,
  pricePaise: lineSize.pricePaise,
  originalPricePaise: lineSize.originalPricePaise,
  stock: lineSize.stock,
  isActive: lineSize.isActive,
};

export type LineSizeRow = Pick<typeof productVariants.$inferSelect, 'id' | 'label' | 'volumeMl' | 'pricePaise' | 'originalPricePaise' | 'stock' | 'isActive'>;

export function toLineSize(s: LineSizeRow | null): LineSize | null {
  return s ? { _id: s.id, label: s.label, volumeMl: s.volumeMl } : null;
}

/**
 * Null for a deleted product (the left join found none). Archived counts as inactive. With the
 * line's size, the price, stock and volume are the size's, and a size no longer sold (removed in
 * the back office) or none at all makes the line unavailable like an inactive product.
 */
export function toCartProduct(r: CartProductRow | null, size?: LineSizeRow | null): CartProduct | null {
  if (!r) return null;
  const s = size === undefined ? null : size;
  const pricePaise = s ? s.pricePaise : r.pricePaise;
  const originalPricePaise = s ? s.originalPricePaise : r.originalPricePaise;
  const sizeSold = size === undefined || (s != null && s.isActive);
  return {
    _id: r.id,
    id: r.id,
    slug: r.slug,
    name: r.name,
    brand: r.brand,
    category: r.category,
    description: r.description,
    images: r.images,
    price: paiseToRupees(pricePaise),
    originalPrice: originalPricePaise == null ? null : paiseToRupees(originalPricePaise),
    pricePaise,
    originalPricePaise,
    stock: s ? s.stock : size === undefined ? r.stock : 0,
    weight: r.weightGrams,
    volumeMl: s ? s.volumeMl : r.volumeMl,
    concentration: r.concentration,
    averageRating: r.averageRating,
    numReviews: r.numReviews,
    isActive: r.isActive && r.archivedAt == null && sizeSold,
  };
}
