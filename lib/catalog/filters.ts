import type { Family } from './character';
import { z } from 'zod';
import { containsPattern } from '../db/like';
import type { Gender } from './dto';
import {
  CATEGORIES,
  COLLECTION_LABELS,
  COLLECTION_SLUGS,
  DEFAULT_SORT,
  GENDERS,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  PAGE_SIZE,
  PRICE_MAX,
  PRICE_MIN,
  SORT_OPTIONS,
  type CatalogFilters,
  type Category,
  type Collection,
  type SortOption,
} from './filter-options';

export * from './filter-options';

/**
 * Curated listings that cut across the categories, each defined by the product tags that belong
 * to it (a product is in when it carries any of them); the browser gets only their names
 * (COLLECTION_LABELS). The footer's "Gifts & Discovery Sets"
 * lands on `?collection=gifts`; perfumes merely tagged "gift" stay out, only sets and boxes count.
 */
export const COLLECTIONS = {
  gifts: {
    label: COLLECTION_LABELS.gifts,
    intro: 'Discovery sets to find a signature, and gift boxes ready to give: wrapped in our Bengaluru studio.',
    tags: ['discovery-set', 'gift-box'],
  },
  // The olfactive families and the header's other ways in (issue 30): a perfume is in one by its
  // Family (lib/catalog/character.ts) or by a tag, so an admin files it with either.
  floral: {
    label: COLLECTION_LABELS.floral,
    intro: 'Rose from Kannauj, jasmine from Madurai, tuberose and iris: the flower at the heart of the scent.',
    families: ['floral'],
    tags: ['floral', 'rose', 'white-flowers', 'jasmine', 'iris'],
  },
  woody: {
    label: COLLECTION_LABELS.woody,
    intro: 'Mysore sandalwood, vetiver and cedar: dry, calm and long on the skin.',
    families: ['woody', 'chypre'],
    tags: ['woody', 'sandalwood', 'vetiver'],
  },
  'amber-oud': {
    label: COLLECTION_LABELS['amber-oud'],
    intro: 'Oud, amber, saffron, incense and leather: warm, deep scents for evenings and winters.',
    families: ['amber', 'leather', 'gourmand'],
    tags: ['oud', 'amber', 'saffron', 'incense', 'leather', 'tobacco'],
  },
  fresh: {
    label: COLLECTION_LABELS.fresh,
    intro: 'Citrus, green leaves, tea and sea air: bright scents for heat, offices and monsoon days.',
    families: ['fresh', 'fougere'],
    tags: ['fresh', 'citrus', 'green', 'aquatic', 'tea'],
  },
  attars: {
    label: COLLECTION_LABELS.attars,
    intro: 'Alcohol-free perfume oils, distilled the old way: a drop on the wrist lasts the day.',
    tags: ['attar'],
  },
  discovery: {
    label: COLLECTION_LABELS.discovery,
    intro: 'Try before the full bottle: samplers, minis and travel sprays of the house.',
    tags: ['discovery-set', 'sampler', 'mini'],
  },
} as const satisfies Record<Collection, { label: string; intro: string; families?: readonly Family[]; tags: readonly string[] }>;

/**
 * The longevity filter's steps: "lasts 3+" and "lasts 4+" by reviewers' average (issue 31.5).
 * Two only: each is a listing the cache may keep, and a 5 would list almost nothing.
 */
const LONGEVITY_MINIMUMS = ['3', '4'] as const;

/** Categories a gender choice lets through: the chosen gender plus unisex (Unisex and Others). */
export function categoriesForGender(gender: Gender): Category[] {
  if (gender === 'men') return ['Male', 'Unisex', 'Others'];
  if (gender === 'women') return ['Female', 'Unisex', 'Others'];
  return ['Unisex', 'Others'];
}

/** The categories a listing may show, or null for all. */
export function effectiveCategories(f: Pick<CatalogFilters, 'categories' | 'gender'>): Category[] | null {
  let allowed: Category[] | null = f.categories.length ? [...f.categories] : null;
  if (f.gender) {
    const g = categoriesForGender(f.gender);
    allowed = allowed ? allowed.filter((c) => g.includes(c)) : g;
  }
  return allowed;
}

/** Escapes LIKE wildcards so a shopper's '%' or '_' is matched literally. */
export function likePattern(term: string): string {
  return containsPattern(term.toLowerCase());
}

const firstOf = (v: unknown) => (Array.isArray(v) ? v[0] : v);
// An empty or blank value means "no filter". Mapping it to undefined (rather than a union with
// z.literal('')) keeps each field's own message: a failed union only says "Invalid input".
const blankAsMissing = (v: unknown) => {
  const first = firstOf(v);
  return typeof first === 'string' && first.trim() === '' ? undefined : first;
};
/** A query parameter's values, given as `a,b` or repeated, trimmed, blanks dropped (the listing's categories, the finder's notes). */
export const listOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v : typeof v === 'string' ? [v] : [])
    .flatMap((s) => String(s).split(','))
    .map((s) => s.trim())
    .filter(Boolean);

const categoryByLower = new Map(CATEGORIES.map((c) => [c.toLowerCase(), c]));

/**
 * Reads the catalogue's URL parameters. Shared by the /products page and GET /api/v1/products,
 * so a filtered page and the API agree. Unknown values are refused with a clear message
 * rather than silently ignored, except that a missing or empty value means "no filter".
 */
export const catalogQuerySchema = z
  .object({
    category: z.unknown().optional(),
    categories: z.unknown().optional(),
    collection: z.preprocess(
      (v) => {
        const first = blankAsMissing(v);
        return typeof first === 'string' ? first.trim().toLowerCase() : first;
      },
      z.enum(COLLECTION_SLUGS, { message: `Collection must be one of: ${COLLECTION_SLUGS.join(', ')}` }).optional(),
    ),
    gender: z.preprocess(blankAsMissing, z.enum(GENDERS, { message: 'Gender must be men, women or unisex' }).optional()),
    maxPrice: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ message: 'maxPrice must be a number' })
        .int('maxPrice must be a whole number of rupees')
        .min(PRICE_MIN, `maxPrice must be at least ${PRICE_MIN}`)
        .max(PRICE_MAX, `maxPrice must be at most ${PRICE_MAX}`)
        .optional(),
    ),
    longevity: z.preprocess(
      (v) => {
        const first = blankAsMissing(v);
        return typeof first === 'string' ? first.trim() : first;
      },
      z.enum(LONGEVITY_MINIMUMS, { message: 'Longevity must be 3 or 4' }).optional(),
    ),
    search: z.preprocess(firstOf, z.string().max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`).optional()),
    q: z.preprocess(firstOf, z.string().max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`).optional()),
    sort: z.preprocess(
      blankAsMissing,
      z.enum(SORT_OPTIONS.map((o) => o.value) as [SortOption, ...SortOption[]], { message: 'Unknown sort option' }).optional(),
    ),
    page: z.preprocess(blankAsMissing, z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page is too large').optional()),
    limit: z.preprocess(blankAsMissing, z.coerce.number({ message: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be between 1 and 100').max(MAX_PAGE_SIZE, 'limit must be between 1 and 100').optional()),
  })
  .transform((q, ctx): CatalogFilters => {
    const categories: Category[] = [];
    for (const raw of [...listOf(q.category), ...listOf(q.categories)]) {
      const c = categoryByLower.get(raw.toLowerCase());
      if (!c) {
        ctx.addIssue({ code: 'custom', path: ['category'], message: `Unknown category: ${raw}` });
        return z.NEVER;
      }
      if (!categories.includes(c)) categories.push(c);
    }
    return {
      categories,
      // Left out rather than null when absent, so a plain listing's filters keep their old shape.
      ...(q.collection ? { collection: q.collection } : {}),
      gender: q.gender ? q.gender : null,
      maxPrice: typeof q.maxPrice === 'number' ? q.maxPrice : PRICE_MAX,
      // Left out when absent, as the collection is.
      ...(q.longevity ? { longevity: Number(q.longevity) as 3 | 4 } : {}),
      // Control characters become spaces: PostgreSQL text cannot hold NUL, so '%00' was a 500.
      search: (q.search ?? q.q ?? '').replace(/\p{Cc}/gu, ' ').trim().replace(/\s+/g, ' '),
      sort: q.sort ? q.sort : DEFAULT_SORT,
      page: typeof q.page === 'number' ? q.page : 1,
      limit: typeof q.limit === 'number' ? q.limit : PAGE_SIZE,
    };
  });

/** Lenient reading for pages: a hand-edited URL falls back to defaults instead of an error page. */
export function parseCatalogSearchParams(params: Record<string, string | string[] | undefined>): CatalogFilters {
  const strict = catalogQuerySchema.safeParse(params);
  if (strict.success) return strict.data;
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    const attempt = catalogQuerySchema.safeParse({ [key]: value });
    if (attempt.success) cleaned[key] = value;
  }
  return catalogQuerySchema.parse(cleaned);
}


/*
 * The shared data cache (Next's, on disk and never pruned) keeps one entry per distinct key for
 * as long as the deployment lives, so only a small, fixed set of listings may go there: anything
 * a visitor can vary without end (a search, a deep page, an odd page size, any price ceiling)
 * is read through the bounded in-process memo instead (lib/cache.ts).
 */

/** Listing pages past this one are read fresh: few shoppers page that far. */
export const SHARED_CACHE_MAX_PAGE = 3;

/**
 * One form for every filter state that lists the same products: categories in catalogue order
 * and folded together with the gender (the listing only depends on the categories both allow),
 * the search lower-cased (matching ignores case). Page, page size and sort are kept as they are.
 */
export function canonicalCatalogFilters(f: CatalogFilters): CatalogFilters {
  const categories = CATEGORIES.filter((c) => f.categories.includes(c));
  const allowed = effectiveCategories({ categories, gender: f.gender });
  const folded =
    allowed && allowed.length > 0
      ? // All four is the same as no category filter at all.
        { categories: allowed.length === CATEGORIES.length ? [] : CATEGORIES.filter((c) => allowed.includes(c)), gender: null }
      : { categories, gender: f.gender };
  return {
    ...folded,
    ...(f.collection ? { collection: f.collection } : {}),
    maxPrice: Math.min(f.maxPrice, PRICE_MAX),
    ...(f.longevity ? { longevity: f.longevity } : {}),
    search: f.search.toLowerCase(),
    sort: f.sort,
    page: f.page,
    limit: f.limit,
  };
}

/**
 * Whether a canonical filter state may be stored in the shared data cache: no search, the
 * default page size, no price ceiling, no longevity filter, one of the first pages, and a category
 * choice that lists something. At most 16 category sets × (1 + collections) × SORT_OPTIONS.length
 * sorts × SHARED_CACHE_MAX_PAGE pages. The longevity filter, which only a typed or shared URL
 * reaches, goes to the memo like a price ceiling: kept here, it would triple that bound.
 */
export function isSharedCacheable(f: CatalogFilters): boolean {
  if (f.search !== '' || f.limit !== PAGE_SIZE || f.maxPrice !== PRICE_MAX || f.longevity != null) return false;
  if (!Number.isInteger(f.page) || f.page < 1 || f.page > SHARED_CACHE_MAX_PAGE) return false;
  if (!SORT_OPTIONS.some((o) => o.value === f.sort)) return false;
  if (f.gender != null) return false; // folded into the categories whenever they allow something
  if (f.collection != null && !COLLECTION_SLUGS.includes(f.collection)) return false;
  return f.categories.every((c) => (CATEGORIES as readonly string[]).includes(c));
}
