import type { Metadata } from 'next';
import { CatalogueListing } from '@/components/catalog/catalogue-listing';
import { pageClock } from '@/lib/cache';
import { cachedListProducts, cachedLiveProductCount } from '@/lib/catalog/cached';
import { catalogQueryString, parseCatalogSearchParams } from '@/lib/catalog/filters';
import { describeListing } from '@/lib/catalog/listing-meta';
import { pageMetadata } from '@/lib/seo';
import { getStoreDetails } from '@/lib/store-details/settings';

/*
 * The listing, filtered or not, rendered whole per request (it reads the query) from cached reads:
 * bounded filter states from the shared cache, the rest from the bounded in-process memo
 * (lib/catalog/cached.ts). Whole, not a prerendered shell with the listing streamed into it: the
 * first card's picture, the largest paint, is then in the HTML in reading order with its preload in
 * the head, and its title and description in the head too (app/(catalogue)/layout.tsx has the
 * measurements). So it has no static shell, which Cache Components would otherwise insist on.
 */
export const instant = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const filters = parseCatalogSearchParams(await searchParams);
  const { title, description } = describeListing(filters);
  const canonical = `/products${catalogQueryString(filters)}`;
  return pageMetadata({ title, description, path: canonical, siteName: (await getStoreDetails()).name });
}

export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const filters = parseCatalogSearchParams(await searchParams);
  // Read before rendering, not behind a Suspense boundary: the grid (and the first card's image,
  // the page's largest paint) is then in the first HTML chunk instead of a streamed one.
  const page = await cachedListProducts(filters);
  // Only a page with no results asks whether the whole catalogue is empty (a cached count).
  const catalogueEmpty = page.total === 0 && (await cachedLiveProductCount()) === 0;
  return <CatalogueListing filters={filters} page={page} now={await pageClock()} catalogueEmpty={catalogueEmpty} />;
}
