import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { PerfumeGrid } from '@/components/catalog/perfume-grid';
import { PageHero } from '@/components/layout/page-hero';
import { Link } from '@/components/ui/link';
import { buildPlaceholderParams, pageClock } from '@/lib/cache';
import { cachedFamilyProducts, cachedNotes } from '@/lib/catalog/cached';
import { FAMILIES } from '@/lib/catalog/character';
import { collectionJsonLd, jsonLdScript } from '@/lib/catalog/json-ld';
import { perfumeCount } from '@/lib/catalog/listing-meta';
import { FAMILY_STORIES } from '@/lib/catalog/note-stories';
import { familyBySlug, familyHref, noteHref, notesAmong } from '@/lib/catalog/notes';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { getStoreDetails } from '@/lib/store-details/settings';

type Params = Promise<{ slug: string }>;

/*
 * A fragrance family's page (/families/woody): what the family smells like, its perfumes on sale
 * (a product's Family, set in the back office), and the notes met most often among them. Kept like
 * a house's page, rendered whole on its first visit; a family with no perfume on sale is a 404, as
 * an unknown one is.
 */

export const generateStaticParams = buildPlaceholderParams;

const NOTES_SHOWN = 12;

async function load(slug: string) {
  const family = familyBySlug(slug);
  if (!family) return null;
  const products = await cachedFamilyProducts(family.value);
  return products.length ? { family, products } : null;
}

function crumbs(family: { value: (typeof FAMILIES)[number]['value']; label: string }) {
  return [
    { name: 'Home', path: '/' },
    { name: 'Families', path: '/families' },
    { name: family.label, path: familyHref(family.value) },
  ];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const [found, store] = await Promise.all([load(slug), getStoreDetails()]);
  if (!found) return { title: 'Family Not Found', robots: { index: false } };
  return pageMetadata({
    title: `${found.family.label} perfumes`,
    description: FAMILY_STORIES[found.family.value].slice(0, 300),
    path: familyHref(found.family.value),
    siteName: store.name,
  });
}

export default async function FamilyPage({ params }: { params: Params }) {
  const { slug } = await params;
  const [found, now] = await Promise.all([load(slug), pageClock()]);
  if (!found) notFound();
  const notes = await cachedNotes();
  const { family, products } = found;
  // Notes at least two of the family's perfumes carry: one perfume's notes say little of a family.
  const common = notesAmong(notes, new Set(products.map((p) => p.id)), { limit: NOTES_SHOWN, atLeast: 2 });
  const jsonLd = collectionJsonLd(
    { name: `${family.label} perfumes`, description: FAMILY_STORIES[family.value], crumbs: crumbs(family), products },
    absoluteUrl,
  );
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <PageHero variant="compact" eyebrow="The family" title={family.label} breadcrumb={<Breadcrumb crumbs={crumbs(family)} />} />
      <div className="container-page pb-16">
        <p className="mt-3 max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">{FAMILY_STORIES[family.value]}</p>
        <section aria-labelledby="family-perfumes" className="mt-8">
          <h2 id="family-perfumes" className="text-2xl">
            {perfumeCount(products.length)}
          </h2>
          <PerfumeGrid products={products} now={now} priorityCount={2} />
        </section>
        {common.length ? (
          <section aria-labelledby="family-notes" className="mt-12">
            <h2 id="family-notes" className="text-2xl">
              Notes you will meet
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {common.map((note) => (
                <li key={note.slug}>
                  <Link href={noteHref(note.name)} className="inline-flex min-h-11 items-center rounded-full border border-border bg-card px-4 text-sm hover:border-ink">
                    {note.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="mt-10 text-sm">
          <Link href="/families" className="underline underline-offset-4">
            Every family
          </Link>
        </p>
      </div>
    </>
  );
}
