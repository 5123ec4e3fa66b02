import { cachedQuery, cacheTags } from '../cache';
import { getDb } from '../db/client';
import type { CatalogFilters } from './filters';
import { getProduct, listFeatured, listProducts, listRecommendations, listSitemapEntries, listTopRated } from './queries';

// Cached catalogue reads for pages and the public API; admin writes invalidate cacheTags.products.
const tags = [cacheTags.products];

export const cachedListProducts = cachedQuery(
  async (f: CatalogFilters) => listProducts(await getDb(), f),
  ['catalog:list'],
  { tags, revalidate: 120 },
);

export const cachedGetProduct = cachedQuery(async (idOrSlug: string) => getProduct(await getDb(), idOrSlug), ['catalog:product'], {
  tags,
  revalidate: 300,
});

export const cachedTopRated = cachedQuery(async (limit: number) => listTopRated(await getDb(), limit), ['catalog:top-rated'], {
  tags,
  revalidate: 300,
});

export const cachedFeatured = cachedQuery(async (limit: number) => listFeatured(await getDb(), limit), ['catalog:featured'], {
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
