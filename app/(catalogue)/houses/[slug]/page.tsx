import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { PerfumeGrid } from '@/components/catalog/perfume-grid';
import { PageHero } from '@/components/layout/page-hero';
import { buildPlaceholderParams, pageClock } from '@/lib/cache';
import { cachedHouse } from '@/lib/catalog/cached';
import { houseLine } from '@/lib/catalog/houses';
import { perfumeCount } from '@/lib/catalog/listing-meta';
import { collectionJsonLd, jsonLdScript } from '@/lib/catalog/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import type { StoreDetails } from '@/lib/store';
import { getStoreDetails } from '@/lib/store-details/settings';

type Params = Promise<{ slug: string }>;

/*
 * A house's page: who it is (the owner's line, StoreDetails.houses) and its perfumes on sale, the
 * featured first. Kept like a perfume's page: rendered whole on its first visit, from tagged reads
 * that an admin's change to a product or to the store details revalidates. Like a note's or a
 * family's page, it carries CollectionPage and BreadcrumbList JSON-LD and the visible trail.
 */

export const generateStaticParams = buildPlaceholderParams;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const [found, store] = await Promise.all([cachedHouse(slug), getStoreDetails()]);
  if (!found) return { title: 'House Not Found', robots: { index: false } };
  const { house } = found;
  return pageMetadata({ title: `${house.name}: the house and its perfumes`, description: describe(found, store), path: `/houses/${house.slug}`, siteName: store.name });
}

type Found = NonNullable<Awaited<ReturnType<typeof cachedHouse>>>;

function describe({ house, products }: Found, store: Pick<StoreDetails, 'name' | 'houses'>): string {
  return (houseLine(store.houses, house.name) ?? `${perfumeCount(products.length)} by ${house.name} at ${store.name}.`).slice(0, 300);
}

const crumbs = ({ house }: Found) => [
  { name: 'Home', path: '/' },
  { name: house.name, path: `/houses/${house.slug}` },
];

export default async function HousePage({ params }: { params: Params }) {
  const { slug } = await params;
  const [found, store, now] = await Promise.all([cachedHouse(slug), getStoreDetails(), pageClock()]);
  if (!found) notFound();
  const { house, products } = found;
  const line = houseLine(store.houses, house.name);
  const jsonLd = collectionJsonLd({ name: house.name, description: describe(found, store), crumbs: crumbs(found), products }, absoluteUrl);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <PageHero variant="compact" eyebrow="The house" title={house.name} breadcrumb={<Breadcrumb crumbs={crumbs(found)} />} />
      <section className="container-page pb-16" aria-labelledby="house-perfumes">
        {/* Shown at every width (a compact title's subtitle is not, on a phone): who the house is is this page's point. */}
        {line ? <p className="mt-3 max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">{line}</p> : null}
        <h2 id="house-perfumes" className="mt-8 text-2xl">
          {perfumeCount(products.length)}
        </h2>
        <PerfumeGrid products={products} now={now} priorityCount={2} />
      </section>
    </>
  );
}
