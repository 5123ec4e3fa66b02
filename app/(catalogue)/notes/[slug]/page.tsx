import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { PerfumeGrid } from '@/components/catalog/perfume-grid';
import { PageHero } from '@/components/layout/page-hero';
import { Link } from '@/components/ui/link';
import { buildPlaceholderParams, pageClock } from '@/lib/cache';
import { cachedNote, type NotePage } from '@/lib/catalog/cached';
import { collectionJsonLd, jsonLdScript, type Crumb } from '@/lib/catalog/json-ld';
import { perfumeCount } from '@/lib/catalog/listing-meta';
import { NOTE_STORIES } from '@/lib/catalog/note-stories';
import { NOTE_TIERS, TIER_PLACES, noteHref } from '@/lib/catalog/notes';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { getStoreDetails } from '@/lib/store-details/settings';

type Params = Promise<{ slug: string }>;

/*
 * A note's page (/notes/oud): what it smells like (lib/catalog/note-stories.ts; a note without a
 * line still has its page), the perfumes on sale that carry it grouped by where it sits, and the
 * notes most often worn with it. Kept like a house's page: rendered whole on its first visit, from
 * tagged reads an admin's change to a product revalidates; a note no perfume on sale carries is a 404.
 */

export const generateStaticParams = buildPlaceholderParams;

function describe({ note, products }: NotePage, storeName: string): string {
  return (NOTE_STORIES[note.slug] ?? `${perfumeCount(products.length)} with ${note.name} at ${storeName}.`).slice(0, 300);
}

function crumbs({ note }: NotePage): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Notes', path: '/notes' },
    { name: note.name, path: noteHref(note.name) },
  ];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const [found, store] = await Promise.all([cachedNote(slug), getStoreDetails()]);
  if (!found) return { title: 'Note Not Found', robots: { index: false } };
  return pageMetadata({ title: `${found.note.name} perfumes`, description: describe(found, store.name), path: noteHref(found.note.name), siteName: store.name });
}

export default async function NotePage({ params }: { params: Params }) {
  const { slug } = await params;
  const [found, store, now] = await Promise.all([cachedNote(slug), getStoreDetails(), pageClock()]);
  if (!found) notFound();
  const { note, products, related } = found;
  const story = NOTE_STORIES[note.slug];
  // Each perfume under the first tier it names the note in; the carriers are in the listing's order.
  const tierOf = new Map(note.carriers.map((c) => [c.productId, c.tiers[0]!]));
  const sections = NOTE_TIERS.map((tier) => ({ tier, here: products.filter((p) => tierOf.get(p.id) === tier) })).filter((s) => s.here.length);
  const jsonLd = collectionJsonLd({ name: `${note.name} perfumes`, description: describe(found, store.name), crumbs: crumbs(found), products }, absoluteUrl);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <PageHero variant="compact" eyebrow="The note" title={note.name} breadcrumb={<Breadcrumb crumbs={crumbs(found)} />} />
      <div className="container-page pb-16">
        {story ? <p className="mt-3 max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">{story}</p> : null}
        <p className="mt-3 text-sm text-muted-foreground">
          {perfumeCount(products.length)} on sale {products.length === 1 ? 'carries' : 'carry'} {note.name}.
        </p>
        {sections.map(({ tier, here }, i) => (
          <section key={tier} aria-labelledby={`note-${tier}`} className="mt-10">
            <h2 id={`note-${tier}`} className="text-2xl">
              {TIER_PLACES[tier]} <span className="text-base text-muted-foreground">· {perfumeCount(here.length)}</span>
            </h2>
            {/* The first pictures on the page are its largest paint. */}
            <PerfumeGrid products={here} now={now} priorityCount={i === 0 ? 2 : 0} />
          </section>
        ))}
        {related.length ? (
          <section aria-labelledby="note-related" className="mt-12">
            <h2 id="note-related" className="text-2xl">
              Worn with {note.name}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {related.map((r) => (
                <li key={r.slug}>
                  <Link href={noteHref(r.name)} className="inline-flex min-h-11 items-center rounded-full border border-border bg-card px-4 text-sm hover:border-ink">
                    {r.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="mt-10 text-sm">
          <Link href="/notes" className="underline underline-offset-4">
            Every note, A to Z
          </Link>
        </p>
      </div>
    </>
  );
}
