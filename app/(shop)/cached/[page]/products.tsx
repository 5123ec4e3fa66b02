import type { Metadata } from 'next';
import { CatalogueListing } from '@/components/catalog/catalogue-listing';
import { cachedListProducts } from '@/lib/catalog/cached';
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
  return <CatalogueListing filters={filters} page={await cachedListProducts(filters)} />;
}
