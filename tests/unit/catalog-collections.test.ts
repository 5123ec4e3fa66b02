import { describe, expect, it } from 'vitest';
import {
  canonicalCatalogFilters,
  catalogQuerySchema,
  catalogQueryString,
  COLLECTIONS,
  hasActiveFilters,
  isSharedCacheable,
  parseCatalogSearchParams,
} from '@/lib/catalog/filters';
import { seedProducts } from '@/lib/db/seed/catalog-data';

const SEED_TAGS = seedProducts.flatMap((p) => p.tags);

describe('the collection URL parameter', () => {
  it('reads ?collection=gifts, in any case, and writes it back', () => {
    const f = catalogQuerySchema.parse({ collection: 'Gifts' });
    expect(f.collection).toBe('gifts');
    expect(catalogQueryString(f)).toBe('?collection=gifts');
    expect(catalogQueryString({ ...f, sort: 'price-asc' })).toBe('?collection=gifts&sort=price-asc');
  });

  it('leaves the field out when absent or blank, so the whole catalogue is listed', () => {
    expect('collection' in catalogQuerySchema.parse({})).toBe(false);
    expect('collection' in catalogQuerySchema.parse({ collection: ' ' })).toBe(false);
    expect(catalogQueryString(catalogQuerySchema.parse({}))).toBe('');
  });

  it('refuses an unknown collection on the API, and a page falls back to the whole catalogue', () => {
    const result = catalogQuerySchema.safeParse({ collection: 'sale' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Collection must be one of: gifts, floral, woody, amber-oud, fresh, attars, discovery');
    const lenient = parseCatalogSearchParams({ collection: 'sale', gender: 'men' });
    expect(lenient.collection).toBeUndefined();
    expect(lenient.gender).toBe('men');
  });

  it('counts as an active filter, is kept by the canonical form and may use the shared cache', () => {
    const f = catalogQuerySchema.parse({ collection: 'gifts' });
    expect(hasActiveFilters(f)).toBe(true);
    const canon = canonicalCatalogFilters(f);
    expect(canon.collection).toBe('gifts');
    expect(isSharedCacheable(canon)).toBe(true);
    // A different listing from the plain catalogue, so a different cache key.
    expect(catalogQueryString(canon)).not.toBe(catalogQueryString(canonicalCatalogFilters(catalogQuerySchema.parse({}))));
  });

  it('gifts are sets and boxes, not every perfume someone might give', () => {
    expect(COLLECTIONS.gifts.label).toBe('Gifts & Discovery Sets');
    expect(COLLECTIONS.gifts.tags).toEqual(['discovery-set', 'gift-box']);
    expect(COLLECTIONS.gifts.tags).not.toContain('gift');
  });
});

describe('the header’s collections', () => {
  it('each has a label, a line to open its page and tags the seed uses', () => {
    const seedTags = new Set(SEED_TAGS);
    for (const [slug, c] of Object.entries(COLLECTIONS)) {
      expect(c.label, slug).not.toBe('');
      expect(c.intro.length, slug).toBeGreaterThan(20);
      expect(c.tags.some((t) => seedTags.has(t)), `${slug} lists something in the demo catalogue`).toBe(true);
    }
  });
});
