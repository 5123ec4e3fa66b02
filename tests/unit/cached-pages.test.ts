import { describe, expect, it } from 'vitest';
import { CACHED_PAGES, CACHED_PAGES_BASE, CATALOG_QUERY_KEYS, cachedPageRewrites, isCachedPageName } from '@/lib/cached-pages';
import { catalogQuerySchema } from '@/lib/catalog/filters';

describe('the kept landing pages', () => {
  it('leave /products to the per-request listing whenever any parameter the listing reads is present', () => {
    // zod 4 keeps the object's shape under the pipe's input.
    const schema = catalogQuerySchema as unknown as { in?: { shape: Record<string, unknown> }; _zod: { def: { in?: { shape: Record<string, unknown> } } } };
    const shape = (schema.in ?? schema._zod.def.in)!.shape;
    expect([...CATALOG_QUERY_KEYS].sort()).toEqual(Object.keys(shape).sort());
  });

  it('rewrite each public address to its kept page, the listing only without filters', () => {
    const rewrites = cachedPageRewrites();
    expect(rewrites.map((r) => [r.source, r.destination])).toEqual([
      ['/', `${CACHED_PAGES_BASE}/home`],
      ['/about', `${CACHED_PAGES_BASE}/about`],
      ['/products', `${CACHED_PAGES_BASE}/products`],
    ]);
    const listing = rewrites.find((r) => r.source === '/products')!;
    expect(listing.missing?.map((m) => m.key)).toEqual([...CATALOG_QUERY_KEYS]);
    expect(rewrites.filter((r) => 'missing' in r)).toHaveLength(1);
  });

  it('know their own names and nothing inherited', () => {
    expect(Object.keys(CACHED_PAGES).every(isCachedPageName)).toBe(true);
    expect(isCachedPageName('constructor')).toBe(false);
    expect(isCachedPageName('toString')).toBe(false);
    expect(isCachedPageName('admin')).toBe(false);
  });
});
