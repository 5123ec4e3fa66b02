import type { products, productVariants } from '../db/schema';
import { paiseToRupees } from '../money';
import { scaleAverage, type ScaleAverage } from '../reviews/character';
import { familyLabel, type Family } from './character';

type ProductRow = typeof products.$inferSelect;
export type SizeRow = typeof productVariants.$inferSelect;

/** One size of a product (product_variants): its own SKU, volume, price, MRP and stock. */
export interface SizeDto {
  _id: string;
  label: string;
  volumeMl: number;
  sku: string | null;
  /** Rupees with two decimals. */
  price: number;
  /** The compare-at price, shown struck through when higher. */
  originalPrice: number | null;
  mrp: number;
  stock: number;
  pricePaise: number;
  originalPricePaise: number | null;
  mrpPaise: number;
}

function toSizeDto(v: SizeRow): SizeDto {
  return {
    _id: v.id,
    label: v.label,
    volumeMl: v.volumeMl,
    sku: v.sku,
    price: paiseToRupees(v.pricePaise),
    originalPrice: v.originalPricePaise == null ? null : paiseToRupees(v.originalPricePaise),
    mrp: paiseToRupees(v.mrpPaise),
    stock: v.stock,
    pricePaise: v.pricePaise,
    originalPricePaise: v.originalPricePaise,
    mrpPaise: v.mrpPaise,
  };
}

/** Active sizes in the order shoppers see them (the trigger's: position, then volume). */
function orderSizes(rows: readonly SizeRow[]): SizeRow[] {
  return rows.filter((v) => v.isActive).sort((a, b) => a.position - b.position || a.volumeMl - b.volumeMl);
}

export type Gender = 'men' | 'women' | 'unisex';

/** The derived gender (docs/requirements.md#entities): Male is men, Female is women, anything else unisex. */
export function genderOf(category: string): Gender {
  const c = category.toLowerCase();
  if (c === 'male') return 'men';
  if (c === 'female') return 'women';
  return 'unisex';
}

export interface ProductDto {
  _id: string;
  id: string;
  slug: string;
  name: string;
  brand: string;
  category: ProductRow['category'];
  gender: Gender;
  description: string[];
  tags: string[];
  images: string[];
  /**
   * Rupees with two decimals, as the original clients read them. Price, MRP, stock and volume are
   * the default size's (the first of `sizes`), so clients that know no sizes still work.
   */
  price: number;
  originalPrice: number | null;
  mrp: number;
  pricePaise: number;
  originalPricePaise: number | null;
  mrpPaise: number;
  stock: number;
  weight: number;
  concentration: string;
  volumeMl: number;
  notes: { top: string[]; heart: string[]; base: string[] };
  /** The olfactive family (lib/catalog/character.ts FAMILIES), null when the house has not said. */
  family: Family | null;
  /** The house's own scale, 1 to 5 (LONGEVITY_STEPS, SILLAGE_STEPS); null when not stated. */
  longevity: number | null;
  sillage: number | null;
  /** Active sizes in position order; the first is the default. */
  sizes: SizeDto[];
  /** Rupees: the cheapest active size ("from ₹…"). */
  fromPrice: number;
  /** Rupees: the dearest active size (what "Price: High to Low" sorts by). */
  toPrice: number;
  sizeCount: number;
  countryOfOrigin: string;
  manufacturer: string;
  averageRating: number;
  rating: number;
  numReviews: number;
  reviewCount: number;
  /**
   * What reviewers say of longevity and sillage: the mean of the visible reviews that rated it
   * and how many did; null while none did. Apart from `longevity` and `sillage`, the house's word.
   */
  reviewLongevity: ScaleAverage | null;
  reviewSillage: ScaleAverage | null;
  isFeatured: boolean;
  /** Its place among the featured (1 first, 0 after the numbered); the listing's default sort. */
  featuredRank: number;
  isNew: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * JSON-safe (dates as ISO strings), so it passes through the data cache unchanged. `sizes` are the
 * product's size rows (any order, inactive ones dropped); a listing that did not read them passes
 * none and gets `sizes: []` with `fromPrice` and `sizeCount` from the product's own aggregates.
 */
export function toProductDto(p: ProductRow, sizes: readonly SizeRow[] | null = null): ProductDto {
  return {
    _id: p.id,
    id: p.id,
    slug: p.slug,
    name: p.name,
    brand: p.brand,
    category: p.category,
    gender: genderOf(p.category),
    description: p.description,
    tags: p.tags,
    images: p.images,
    price: paiseToRupees(p.pricePaise),
    originalPrice: p.originalPricePaise == null ? null : paiseToRupees(p.originalPricePaise),
    mrp: paiseToRupees(p.mrpPaise),
    pricePaise: p.pricePaise,
    originalPricePaise: p.originalPricePaise,
    mrpPaise: p.mrpPaise,
    stock: p.stock,
    weight: p.weightGrams,
    concentration: p.concentration,
    volumeMl: p.volumeMl,
    notes: { top: p.notesTop, heart: p.notesHeart, base: p.notesBase },
    family: familyLabel(p.family) ? (p.family as Family) : null,
    longevity: p.longevity || null,
    sillage: p.sillage || null,
    sizes: sizes ? orderSizes(sizes).map(toSizeDto) : [],
    fromPrice: paiseToRupees(p.sizeCount > 0 ? p.minPricePaise : p.pricePaise),
    toPrice: paiseToRupees(p.sizeCount > 0 ? p.maxPricePaise : p.pricePaise),
    sizeCount: p.sizeCount,
    countryOfOrigin: p.countryOfOrigin,
    manufacturer: p.manufacturer,
    averageRating: p.averageRating,
    rating: p.averageRating,
    numReviews: p.numReviews,
    reviewCount: p.numReviews,
    reviewLongevity: scaleAverage(p.reviewLongevityAvg, p.reviewLongevityCount),
    reviewSillage: scaleAverage(p.reviewSillageAvg, p.reviewSillageCount),
    isFeatured: p.isFeatured,
    featuredRank: p.featuredRank,
    isNew: p.isNew,
    isActive: p.isActive && p.archivedAt == null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
