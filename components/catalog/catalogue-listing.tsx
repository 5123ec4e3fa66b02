import { X } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/layout/page-hero';
import { CatalogNavigationProvider, CatalogResults, CatalogToolbar, FilterFields } from '@/components/catalog/catalog-controls';
import { Pagination } from '@/components/catalog/pagination';
import { ProductCard } from '@/components/catalog/product-card';
import { ProductGridSkeleton } from '@/components/catalog/product-grid-skeleton';
import { CollectionComingSoon } from '@/components/catalog/collection-coming-soon';
import { Button } from '@/components/ui/button';
import { catalogQueryString, COLLECTIONS, type CatalogFilters } from '@/lib/catalog/filters';
import type { ProductPage } from '@/lib/catalog/queries';

/**
 * The catalogue listing for one filter state and its page of results: the kept copy of the
 * unfiltered first page and every filtered URL (app/(catalogue)/products).
 */
export function CatalogueListing({ filters, page, now, catalogueEmpty = false }: { filters: CatalogFilters; page: ProductPage; now: Date; catalogueEmpty?: boolean }) {
  if (catalogueEmpty) {
    // No perfume is live at all (a fresh deployment): no filters, no "0 products found", and a
    // search says the same, since nothing it could find exists yet.
    return (
      <>
        <PageHero eyebrow="Collections" title="Find your signature scent" variant="compact" />
        <CollectionComingSoon id="products-coming-soon" />
      </>
    );
  }
  return (
    <>
      <PageHero
        eyebrow="Collections"
        title={filters.collection ? COLLECTIONS[filters.collection].label : 'Find your signature scent'}
        subtitle={filters.collection ? COLLECTIONS[filters.collection].intro : 'Florals, woods, ambers and ouds — composed in Bengaluru, worn across India.'}
        variant="compact"
      />
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
            <ProductResults filters={filters} page={page} now={now} />
          </div>
        </div>
        </CatalogNavigationProvider>
      </section>
    </>
  );
}

function ProductResults({ filters, page, now }: { filters: CatalogFilters; page: ProductPage; now: Date }) {
  return (
    <>
      <CatalogToolbar total={page.total} fuzzy={page.fuzzy} />
      <LongevityChip filters={filters} />
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
              <ProductCard product={p} now={now} priority={i < 2} />
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

/**
 * "Lasts 4+ / 5 by reviews", removable. Only a URL sets this filter, so its chip is a link drawn
 * here on the server rather than one of the toolbar's chips: those are client code, and the
 * listing's JavaScript is at its budget (docs/performance.md).
 */
function LongevityChip({ filters }: { filters: CatalogFilters }) {
  if (!filters.longevity) return null;
  const label = `Lasts ${filters.longevity}+ / 5 by reviews`;
  return (
    <p className="mt-2">
      <Link
        href={`/products${catalogQueryString({ ...filters, longevity: undefined, page: 1 })}#products`}
        aria-label={`Remove filter ${label}`}
        className="inline-flex min-h-8 items-center gap-1 rounded-full border border-border bg-card px-3 text-xs hover:border-ink"
      >
        {label}
        <X aria-hidden className="h-3 w-3" />
      </Link>
    </p>
  );
}
