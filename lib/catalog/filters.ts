import { z } from 'zod';
import type { Gender } from './dto';

export const CATEGORIES = ['Male', 'Female', 'Unisex', 'Others'] as const;
export type Category = (typeof CATEGORIES)[number];
export const GENDERS = ['men', 'women', 'unisex'] as const;

export const SORT_OPTIONS = [
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'name-desc', label: 'Name Z-A' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating-desc', label: 'Highest Rated' },
  { value: 'newest', label: 'Newest First' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortOption = 'newest';

export const PRICE_MIN = 100;
export const PRICE_MAX = 5000;
export const PRICE_STEP = 100;
export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

export interface CatalogFilters {
  categories: Category[];
  gender: Gender | null;
  /** Rupees; PRICE_MAX means no ceiling. */
  maxPrice: number;
  search: string;
  sort: SortOption;
  page: number;
  limit: number;
}

const firstOf = (v: unknown) => (Array.isArray(v) ? v[0] : v);
// An empty or blank value means "no filter". Mapping it to undefined (rather than a union with
// z.literal('')) keeps each field's own message: a failed union only says "Invalid input".
const blankAsMissing = (v: unknown) => {
  const first = firstOf(v);
  return typeof first === 'string' && first.trim() === '' ? undefined : first;
};
const listOf = (v: unknown): string[] =>
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
      gender: q.gender ? q.gender : null,
      maxPrice: typeof q.maxPrice === 'number' ? q.maxPrice : PRICE_MAX,
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

export function hasActiveFilters(f: CatalogFilters): boolean {
  return f.categories.length > 0 || f.gender != null || f.maxPrice < PRICE_MAX;
}

/** The canonical query string of a filter state (defaults left out, stable order). */
export function catalogQueryString(f: Partial<CatalogFilters>): string {
  const p = new URLSearchParams();
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

/** Escapes LIKE wildcards so a shopper's '%' or '_' is matched literally. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
