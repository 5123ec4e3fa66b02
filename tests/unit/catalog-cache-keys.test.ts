import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What the shared cache is asked to store, and what reaches the database, observed from outside.
// A shared read is a 'use cache' function that calls cacheLife first (lib/cache.ts cacheFor), and
// its arguments are its key: the listing read that follows a cacheLife call is one it keeps.
const dataCacheKeys = vi.hoisted(() => new Set<string>());
const loads = vi.hoisted(() => ({ n: 0, shared: false }));
vi.mock('next/cache', () => ({
  cacheTag: () => {},
  cacheLife: () => {
    loads.shared = true;
  },
  revalidateTag: () => {},
}));
vi.mock('@/lib/db/client', () => ({ getDb: async () => ({}) }));
vi.mock('@/lib/catalog/queries', () => ({
  listProducts: async (_db: unknown, f: { page: number; limit: number }) => {
    loads.n += 1;
    if (loads.shared) dataCacheKeys.add(`catalog:list:${JSON.stringify([f])}`);
    loads.shared = false;
    return { items: [], total: 0, page: f.page, limit: f.limit, totalPages: 1, fuzzy: false };
  },
  getProduct: async () => null,
  listRecommendations: async () => [],
  listSitemapEntries: async () => [],
  listTopRated: async () => [],
}));

import { __crossInstance, __memo, MEMO_MAX_ENTRIES, remember } from '@/lib/cache';
import { cachedListProducts } from '@/lib/catalog/cached';
import {
  canonicalCatalogFilters,
  catalogQuerySchema,
  CATEGORIES,
  GENDERS,
  isSharedCacheable,
  PAGE_SIZE,
  PRICE_MAX,
  SHARED_CACHE_MAX_PAGE,
  SORT_OPTIONS,
  type CatalogFilters,
} from '@/lib/catalog/filters';

const parse = (q: Record<string, string>) => catalogQuerySchema.parse(q);
const canon = (q: Record<string, string>) => canonicalCatalogFilters(parse(q));

describe('canonical catalogue filters', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['category order and case', { category: 'unisex,Male' }, { category: 'male,UNISEX' }],
    ['a repeated category', { category: 'Male,Male' }, { category: 'Male' }],
    ['category and categories', { category: 'Female', categories: 'Male' }, { category: 'Male,Female' }],
    ['all four categories are no filter', { category: 'Male,Female,Unisex,Others' }, {}],
    ['a gender is the categories it allows', { gender: 'men' }, { category: 'Male,Unisex,Others' }],
    ['a gender within chosen categories', { gender: 'women', category: 'Female,Male,Unisex' }, { category: 'Female,Unisex' }],
    ['the default sort, page and size spelt out', { sort: 'featured', page: '1', limit: String(PAGE_SIZE) }, {}],
    ['blank parameters', { sort: '', page: '', gender: '', maxPrice: '' }, {}],
    ['no ceiling spelt out', { maxPrice: String(PRICE_MAX) }, {}],
    ['search case and spacing', { search: '  Rose   OUD ' }, { q: 'rose oud' }],
    ['longevity spacing and a blank longevity', { longevity: ' 4 ', sort: 'longevity-desc' }, { longevity: '4', sort: 'longevity-desc', maxPrice: '' }],
    ['a blank longevity is no filter', { longevity: '' }, {}],
  ])('%s: one form', (_label, a, b) => {
    expect(canon(a)).toEqual(canon(b));
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['different sorts', { sort: 'price-asc' }, { sort: 'price-desc' }],
    ['different pages', { page: '2' }, { page: '3' }],
    ['different categories', { category: 'Male' }, { category: 'Female' }],
    ['different searches', { search: 'rose' }, { search: 'oud' }],
    ['different ceilings', { maxPrice: '1000' }, { maxPrice: '1100' }],
    ['different longevity minimums', { longevity: '3' }, { longevity: '4' }],
    ['a longevity filter and none', { longevity: '4' }, {}],
  ])('%s stay apart', (_label, a, b) => {
    expect(canon(a)).not.toEqual(canon(b));
  });
});

describe('what may be stored in the shared data cache', () => {
  it.each<[Record<string, string>, boolean]>([
    [{}, true],
    [{ category: 'Male' }, true],
    [{ gender: 'women', sort: 'price-asc' }, true],
    [{ category: 'Female,Unisex', page: String(SHARED_CACHE_MAX_PAGE) }, true],
    [{ sort: 'rating-desc', page: '2' }, true],
    [{ sort: 'longevity-desc' }, true],
    // Only a URL sets it: through the memo, so it does not multiply the shared cache's bound.
    [{ longevity: '4' }, false],
    [{ longevity: '3', sort: 'longevity-desc' }, false],
    [{ page: String(SHARED_CACHE_MAX_PAGE + 1) }, false],
    [{ page: '9999' }, false],
    [{ search: 'rose' }, false],
    [{ q: 'x' }, false],
    [{ maxPrice: '2500' }, false],
    [{ maxPrice: '1000' }, false],
    [{ limit: '25' }, false],
    [{ limit: '100' }, false],
    // Male only, for women: lists nothing, so there is nothing worth keeping.
    [{ category: 'Male', gender: 'women' }, false],
  ])('%j → %s', (query, expected) => {
    expect(isSharedCacheable(canon(query))).toBe(expected);
  });

  it('every parameter combination a visitor can send makes at most 16 × sorts × max-page entries', () => {
    const keys = new Set<string>();
    const subsets = 1 << CATEGORIES.length;
    for (let mask = 0; mask < subsets; mask++) {
      const category = CATEGORIES.filter((_, i) => mask & (1 << i)).join(',');
      for (const gender of ['', ...GENDERS]) {
        for (const { value: sort } of SORT_OPTIONS) {
          for (const page of ['1', '3', '4', '10000']) {
            for (const limit of ['', '24', '100']) {
              for (const maxPrice of ['', '2500', '5000']) {
                for (const search of ['', 'ROSE']) {
                  for (const longevity of ['', '3', '4']) {
                    const f = canon({ category, gender, sort, page, limit, maxPrice, search, longevity });
                    if (isSharedCacheable(f)) keys.add(JSON.stringify(f));
                  }
                }
              }
            }
          }
        }
      }
    }
    expect(keys.size).toBeLessThanOrEqual(16 * SORT_OPTIONS.length * SHARED_CACHE_MAX_PAGE);
    expect(keys.size).toBeGreaterThan(0);
  });
});

describe('the listing inside the server', () => {
  beforeEach(() => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    __crossInstance.set({ maybeSync: () => undefined, noteLocal: () => {} });
    dataCacheKeys.clear();
    __memo.clear();
    loads.n = 0;
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    __crossInstance.set(undefined);
    __memo.clear();
  });

  const filters = (over: Partial<CatalogFilters>): CatalogFilters => ({
    categories: [],
    gender: null,
    maxPrice: PRICE_MAX,
    search: '',
    sort: 'featured',
    page: 1,
    limit: PAGE_SIZE,
    ...over,
  });

  it('1,000 distinct searches add nothing to the shared data cache, and the memo stays within its bound', async () => {
    for (let i = 0; i < 1_000; i++) await cachedListProducts(filters({ search: `attack ${i}` }));
    for (let i = 0; i < 200; i++) await cachedListProducts(filters({ page: 10 + i }));
    expect(dataCacheKeys.size).toBe(0);
    expect(__memo.size()).toBeLessThanOrEqual(MEMO_MAX_ENTRIES);
  });

  it('spellings of one listing share one data-cache entry', async () => {
    await cachedListProducts(filters({ categories: ['Unisex', 'Male'] }));
    await cachedListProducts(filters({ categories: ['Male', 'Unisex'] }));
    await cachedListProducts(filters({ gender: 'men', categories: ['Male', 'Unisex', 'Others'] }));
    await cachedListProducts(filters({ gender: 'men' }));
    expect(dataCacheKeys.size).toBe(2);
  });

  it('a search is still answered (from the database, memoised briefly)', async () => {
    const page = await cachedListProducts(filters({ search: 'Rose', page: 2 }));
    expect(page).toMatchObject({ page: 2, limit: PAGE_SIZE, items: [] });
    await cachedListProducts(filters({ search: 'rose', page: 2 }));
    expect(loads.n).toBe(1);
  });

  it('a longevity filter is its own listing, memoised, never the unfiltered one’s entry', async () => {
    await cachedListProducts(filters({ longevity: 4 }));
    await cachedListProducts(filters({ longevity: 4 }));
    expect(loads.n).toBe(1);
    expect(dataCacheKeys.size).toBe(0);
    await cachedListProducts(filters({ longevity: 3 }));
    await cachedListProducts(filters({}));
    expect(loads.n).toBe(3);
    expect(dataCacheKeys.size).toBe(1);
  });
});

describe('the in-process memo is bounded (least recently used first)', () => {
  beforeEach(() => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    __crossInstance.set({ maybeSync: () => undefined, noteLocal: () => {} });
    __memo.clear();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    __crossInstance.set(undefined);
    __memo.clear();
  });

  it('holds at most MEMO_MAX_ENTRIES after 10,000 distinct keys', async () => {
    for (let i = 0; i < 10_000; i++) {
      await remember(`k${i}`, ['products'], async () => i, 1_000);
      expect(__memo.size()).toBeLessThanOrEqual(MEMO_MAX_ENTRIES);
    }
    expect(__memo.size()).toBe(MEMO_MAX_ENTRIES);
  });

  it('keeps a key in use while a flood of new keys passes through', async () => {
    let hot = 0;
    const loadHot = async () => ++hot;
    await remember('hot', ['products'], loadHot, 1_000);
    for (let i = 0; i < 10_000; i++) {
      await remember(`flood${i}`, ['products'], async () => i, 1_000);
      if (i % 100 === 0) await remember('hot', ['products'], loadHot, 1_000);
    }
    expect(await remember('hot', ['products'], loadHot, 1_000)).toBe(1);
    expect(hot).toBe(1);
  });
});
