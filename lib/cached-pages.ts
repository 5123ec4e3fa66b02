/*
 * The pages shoppers land on from search engines, rendered once and kept (Next's page cache,
 * Vercel's CDN) instead of once per visit. Each is served from app/(shop)/cached/[page]: a
 * dynamic segment whose generateStaticParams returns nothing, so `next build` renders none of
 * them (the build needs no database) and the first visit after a deploy renders and stores each.
 * Their reads are tagged (lib/cache.ts), so an admin write, an order that changes the stock shown
 * or a review revalidates them at once; `revalidate` bounds the rest (offers ending, the clock).
 *
 * next.config.ts rewrites the public addresses to them; the internal addresses redirect back to
 * the public ones (proxy.ts), so each page has one address.
 */

export const CACHED_PAGES = {
  home: '/',
  about: '/about',
  /** The unfiltered first page only: filtered listings are rendered per request (app/(shop)/products). */
  products: '/products',
} as const;

export type CachedPageName = keyof typeof CACHED_PAGES;

export const CACHED_PAGES_BASE = '/cached';

export function isCachedPageName(name: string): name is CachedPageName {
  return Object.hasOwn(CACHED_PAGES, name);
}

/**
 * Every query parameter the listing reads (lib/catalog/filters.ts, kept equal by a unit test):
 * with none of them present /products is the unfiltered first page. Others (utm_source, a
 * click id) change nothing on it, so they are served the kept page too.
 */
export const CATALOG_QUERY_KEYS = ['category', 'categories', 'collection', 'gender', 'maxPrice', 'search', 'q', 'sort', 'page', 'limit'] as const;

/** next.config.ts rewrites (beforeFiles): public address → kept page. */
export function cachedPageRewrites() {
  return (Object.entries(CACHED_PAGES) as [CachedPageName, string][]).map(([name, path]) => ({
    source: path,
    destination: `${CACHED_PAGES_BASE}/${name}`,
    ...(name === 'products' ? { missing: CATALOG_QUERY_KEYS.map((key) => ({ type: 'query' as const, key })) } : {}),
  }));
}
