import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { cachedQuery, cacheTags, remember } from '../cache';
import { getDb } from '../db/client';
import { products } from '../db/schema';
import type { ProductDto } from './dto';
import { canonicalCatalogFilters, catalogQueryString, isSharedCacheable, type CatalogFilters } from './filters';
import { countLiveProducts, getProduct, listProducts, listRecommendations, listSitemapEntries, listTopRated, type ProductPage } from './queries';

// Cached catalogue reads for pages and the public API; admin writes invalidate cacheTags.products.
const tags = [cacheTags.products];

const listFromDataCache = cachedQuery(async (f: CatalogFilters) => listProducts(await getDb(), f), ['catalog:list'], {
  tags,
  revalidate: 120,
});

/**
 * A listing page. Only canonical, bounded filter states (filters.ts: isSharedCacheable) are
 * stored in the shared data cache, which is never pruned; a search, a price ceiling or a deep
 * page is read from the database behind the bounded in-process memo, so no query string a
 * visitor invents adds to the disk.
 */
export async function cachedListProducts(filters: CatalogFilters): Promise<ProductPage> {
  const f = canonicalCatalogFilters(filters);
  if (isSharedCacheable(f)) return listFromDataCache(f);
  return remember(`catalog:list${catalogQueryString(f)}`, tags, async () => listProducts(await getDb(), f));
}

/** The ids and slugs of live products: the only product keys worth a data-cache entry. */
const productKeys = cachedQuery(
  async () => {
    const rows = await (await getDb())
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(and(eq(products.isActive, true), isNull(products.archivedAt)));
    return rows.flatMap((r) => [r.id, r.slug]);
  },
  ['catalog:product-keys'],
  { tags, revalidate: 300 },
);
const keySets = new WeakMap<string[], Set<string>>();

const productFromDataCache = cachedQuery(async (idOrSlug: string) => getProduct(await getDb(), idOrSlug), ['catalog:product'], {
  tags,
  revalidate: 300,
});

/**
 * A live product by id or slug. A key that names no live product (any made-up slug) is answered
 * by the database, never stored: the data cache would otherwise keep a "not found" per guess.
 * A product created a moment ago may be read fresh until its key list is reloaded.
 */
export async function cachedGetProduct(idOrSlug: string): Promise<ProductDto | null> {
  const list = await productKeys();
  let known = keySets.get(list);
  if (!known) keySets.set(list, (known = new Set(list)));
  if (known.has(idOrSlug)) return productFromDataCache(idOrSlug);
  return getProduct(await getDb(), idOrSlug);
}

export const cachedTopRated = cachedQuery(async (limit: number) => listTopRated(await getDb(), limit), ['catalog:top-rated'], {
  tags,
  revalidate: 300,
});

export const cachedLiveProductCount = cachedQuery(async () => countLiveProducts(await getDb()), ['catalog:live-count'], {
  tags,
  revalidate: 300,
});

export const cachedRecommendations = cachedQuery(
  async (id: string, category: string) =>
    listRecommendations(await getDb(), { id, category }),
  ['catalog:recommendations'],
  { tags, revalidate: 300 },
);

export const cachedSitemapEntries = cachedQuery(async () => listSitemapEntries(await getDb()), ['catalog:sitemap'], {
  tags,
  revalidate: 3600,
});
