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
 * Curated listings that cut across the categories, each defined by the product tags that belong
 * to it (a product is in when it carries any of them). The footer's "Gifts & Discovery Sets"
 * lands on `?collection=gifts`; perfumes merely tagged "gift" stay out, only sets and boxes count.
 */
export const COLLECTIONS = {
  gifts: {
    label: 'Gifts & Discovery Sets',
    intro: 'Discovery sets to find a signature, and gift boxes ready to give: wrapped in our Bengaluru studio.',
    tags: ['discovery-set', 'gift-box'],
  },
  // The olfactive families and the header's other ways in (issue 30), by the tags the catalogue
  // already carries: an admin puts a perfume in one by tagging it.
  floral: {
    label: 'Florals',
    intro: 'Rose from Kannauj, jasmine from Madurai, tuberose and iris: the flower at the heart of the scent.',
    tags: ['floral', 'rose', 'white-flowers', 'jasmine', 'iris'],
  },
  woody: {
    label: 'Woods',
    intro: 'Mysore sandalwood, vetiver and cedar: dry, calm and long on the skin.',
    tags: ['woody', 'sandalwood', 'vetiver'],
  },
  'amber-oud': {
    label: 'Ambers & Ouds',
    intro: 'Oud, amber, saffron, incense and leather: warm, deep scents for evenings and winters.',
    tags: ['oud', 'amber', 'saffron', 'incense', 'leather', 'tobacco'],
  },
  fresh: {
    label: 'Fresh & Citrus',
    intro: 'Citrus, green leaves, tea and sea air: bright scents for heat, offices and monsoon days.',
    tags: ['fresh', 'citrus', 'green', 'aquatic', 'tea'],
  },
  attars: {
    label: 'Attars',
    intro: 'Alcohol-free perfume oils, distilled the old way: a drop on the wrist lasts the day.',
    tags: ['attar'],
  },
  discovery: {
    label: 'Discovery Sets & Minis',
    intro: 'Try before the full bottle: samplers, minis and travel sprays of the house.',
    tags: ['discovery-set', 'sampler', 'mini'],
  },
} as const satisfies Record<string, { label: string; intro: string; tags: readonly string[] }>;
export type Collection = keyof typeof COLLECTIONS;
export const COLLECTION_SLUGS = Object.keys(COLLECTIONS) as [Collection, ...Collection[]];

export const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured' },
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'name-desc', label: 'Name Z-A' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating-desc', label: 'Highest Rated' },
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
  if (f.search) p.set('search', f.search);
  if (f.sort && f.sort !== DEFAULT_SORT) p.set('sort', f.sort);
  if (f.page && f.page > 1) p.set('page', String(f.page));
  if (f.limit && f.limit !== PAGE_SIZE) p.set('limit', String(f.limit));
  const s = p.toString();
  return s ? `?${s}` : '';
}
