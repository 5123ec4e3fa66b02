import type { Metadata } from 'next';
import { CatalogueListing } from '@/components/catalog/catalogue-listing';
import { cachedListProducts, cachedLiveProductCount } from '@/lib/catalog/cached';
import { parseCatalogSearchParams } from '@/lib/catalog/filters';
import { describeListing } from '@/lib/catalog/listing-meta';
import { pageMetadata } from '@/lib/seo';
import { getStoreDetails } from '@/lib/store-details/settings';

/** /products with no filter: the same listing as the filtered URLs, for the default filter state. */
const filters = parseCatalogSearchParams({});
const { title, description } = describeListing(filters);

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title, description, path: '/products', siteName: (await getStoreDetails()).name });
}

export default async function CatalogueFirstPage() {
  const page = await cachedListProducts(filters);
  // Only a page with no results asks whether the whole catalogue is empty (a cached count).
  const catalogueEmpty = page.total === 0 && (await cachedLiveProductCount()) === 0;
  return <CatalogueListing filters={filters} page={page} catalogueEmpty={catalogueEmpty} />;
}
