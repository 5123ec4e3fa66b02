import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHero } from '@/components/layout/page-hero';
import { CatalogNavigationProvider, CatalogResults, CatalogToolbar, FilterFields } from '@/components/catalog/catalog-controls';
import { Pagination } from '@/components/catalog/pagination';
import { ProductCard } from '@/components/catalog/product-card';
import { ProductGridSkeleton } from '@/components/catalog/product-grid-skeleton';
import { Button } from '@/components/ui/button';
import { cachedListProducts } from '@/lib/catalog/cached';
import { withLiveStock } from '@/lib/catalog/live-stock';
import { getDb } from '@/lib/db/client';
import { pageMetadata } from '@/lib/seo';
import { catalogQueryString, COLLECTIONS, parseCatalogSearchParams, type CatalogFilters } from '@/lib/catalog/filters';
import type { ProductPage } from '@/lib/catalog/queries';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function describe(f: CatalogFilters): { title: string; description: string } {
  const who = f.gender === 'men' ? 'Men' : f.gender === 'women' ? 'Women' : f.gender === 'unisex' ? 'Everyone' : null;
  const cats = f.categories.length ? f.categories.join(', ') : null;
  let title = 'Luxury Perfumes — The Collection';
  if (f.search) title = `Perfumes matching “${f.search}”`;
  else if (f.collection) title = COLLECTIONS[f.collection].label;
  else if (who) title = `Luxury Perfumes for ${who}`;
  else if (cats) title = `${cats} Perfumes`;
  if (f.maxPrice < 5000) title += ` under ₹${f.maxPrice.toLocaleString('en-IN')}`;
  if (f.page > 1) title += ` — Page ${f.page}`;
  return {
    title,
    description:
      'Shop eau de parfum, extraits and attars crafted in India. Filter by category, gender and price; free shipping across India and secure prepaid checkout.',
  };
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const filters = parseCatalogSearchParams(await searchParams);
  const { title, description } = describe(filters);
  const canonical = `/products${catalogQueryString(filters)}`;
  return pageMetadata({ title, description, path: canonical });
}

export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const filters = parseCatalogSearchParams(await searchParams);
  // Read before rendering, not behind a Suspense boundary: the grid (and the first card's image,
  // the page's largest paint) is then in the first HTML chunk instead of a streamed one.
  const cached = await cachedListProducts(filters);
  const page = { ...cached, items: await withLiveStock(await getDb(), cached.items, { list: true }) };
  return (
    <>
      <PageHero
        eyebrow="Collections"
        title={filters.collection ? COLLECTIONS[filters.collection].label : 'Find your signature scent'}
        subtitle={filters.collection ? COLLECTIONS[filters.collection].intro : 'Florals, woods, ambers and ouds — composed in Bengaluru, worn across India.'}
        variant="compact"
      >
        <Button asChild variant="gold">
          <a href="#products">Shop Now</a>
        </Button>
      </PageHero>
      <section id="products" aria-labelledby="products-heading" className="container-page scroll-mt-24 py-10 sm:py-14">
        <h2 id="products-heading" className="sr-only">
          Products
        </h2>
        <CatalogNavigationProvider filters={filters}>
        <div className="grid gap-10 lg:grid-cols-[15rem_1fr]">
          <aside aria-label="Filters" className="hidden lg:block">
            <div className="sticky top-28">
              <FilterFields idPrefix="side" />
            </div>
          </aside>
          <div className="min-w-0">
            <ProductResults filters={filters} page={page} />
          </div>
        </div>
        </CatalogNavigationProvider>
      </section>
    </>
  );
}

function ProductResults({ filters, page }: { filters: CatalogFilters; page: ProductPage }) {
  return (
    <>
      <CatalogToolbar total={page.total} fuzzy={page.fuzzy} />
      <CatalogResults skeleton={<ProductGridSkeleton />}>
      {page.items.length === 0 ? (
        <div className="mt-10 rounded-lg border border-dashed border-border bg-card p-10 text-center">
          <p className="font-display text-2xl">No products found</p>
          <p className="mt-2 text-muted-foreground">Try adjusting your filters or search terms</p>
          <Button asChild variant="outline" className="mt-6">
            <Link href="/products">Clear all filters</Link>
          </Button>
        </div>
      ) : (
        // Two a row from the smallest phone up: one card a row made page 1 a 12,500 px scroll.
        <ul className="mt-8 grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-6 xl:grid-cols-3">
          {page.items.map((p, i) => (
            <li key={p.id} className="flex">
              <ProductCard product={p} priority={i < 2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page.page}
        totalPages={page.totalPages}
        hrefFor={(n) => `/products${catalogQueryString({ ...filters, page: n })}#products`}
      />
      </CatalogResults>
    </>
  );
}
