import type { Gender } from './dto';

/*
 * The catalogue's filter vocabulary and URL helpers, free of zod so the browser's filter
 * controls can use them without shipping the validator (the schema, and the rules only the
 * query needs, are in filters.ts).
 */
export const CATEGORIES = ['Male', 'Female', 'Unisex', 'Others'] as const;
export type Category = (typeof CATEGORIES)[number];
export const GENDERS = ['men', 'women', 'unisex'] as const;

/**
 * Curated listings that cut across the categories (the footer's gifts, the header's families,
 * attars and discovery): their names, what the browser needs. What each lists (its tags) and its
 * line for the listing's title are in filters.ts, on the server only.
 */
export const COLLECTION_LABELS = {
  gifts: 'Gifts & Discovery Sets',
  floral: 'Florals',
  woody: 'Woods',
  'amber-oud': 'Ambers & Ouds',
  fresh: 'Fresh & Citrus',
  attars: 'Attars',
  discovery: 'Discovery Sets & Minis',
} as const;
export type Collection = keyof typeof COLLECTION_LABELS;
export const COLLECTION_SLUGS = Object.keys(COLLECTION_LABELS) as [Collection, ...Collection[]];

export const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured' },
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'name-desc', label: 'Name Z-A' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating-desc', label: 'Highest Rated' },
  { value: 'longevity-desc', label: 'Longest Lasting' },
  { value: 'newest', label: 'Newest First' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
/** The house's heroes first, in the order the back office sets (products.featured_rank). */
export const DEFAULT_SORT: SortOption = 'featured';

export const PRICE_MIN = 100;
export const PRICE_MAX = 5000;
export const PRICE_STEP = 100;
export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

export interface CatalogFilters {
  categories: Category[];
  gender: Gender | null;
  /** A curated listing (COLLECTIONS); absent for the whole catalogue. */
  collection?: Collection;
  /** Rupees; PRICE_MAX means no ceiling. */
  maxPrice: number;
  /**
   * Lasts this long or longer by its reviews (their longevity average, filters.ts
   * LONGEVITY_MINIMUMS); absent for no such filter. Reached by its URL only: no control sets it.
   */
  longevity?: 3 | 4;
  search: string;
  sort: SortOption;
  page: number;
  limit: number;
}

export function hasActiveFilters(f: CatalogFilters): boolean {
  return f.categories.length > 0 || f.gender != null || f.maxPrice < PRICE_MAX || f.collection != null;
}

/** The canonical query string of a filter state (defaults left out, stable order). */
export function catalogQueryString(f: Partial<CatalogFilters>): string {
  const p = new URLSearchParams();
  if (f.collection) p.set('collection', f.collection);
  if (f.categories?.length) p.set('category', f.categories.join(','));
  if (f.gender) p.set('gender', f.gender);
  if (f.maxPrice != null && f.maxPrice < PRICE_MAX) p.set('maxPrice', String(f.maxPrice));
  if (f.longevity) p.set('longevity', String(f.longevity));
  if (f.search) p.set('search', f.search);
  if (f.sort && f.sort !== DEFAULT_SORT) p.set('sort', f.sort);
  if (f.page && f.page > 1) p.set('page', String(f.page));
  if (f.limit && f.limit !== PAGE_SIZE) p.set('limit', String(f.limit));
  const s = p.toString();
  return s ? `?${s}` : '';
}
