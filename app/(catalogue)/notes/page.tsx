import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { PageHero } from '@/components/layout/page-hero';
import { Link } from '@/components/ui/link';
import { building } from '@/lib/cache';
import { cachedNotes } from '@/lib/catalog/cached';
import { perfumeCount } from '@/lib/catalog/listing-meta';
import { notesByLetter, noteHref } from '@/lib/catalog/notes';
import { pageMetadata } from '@/lib/seo';
import { getStoreDetails } from '@/lib/store-details/settings';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Notes', path: '/notes' },
];

export async function generateMetadata(): Promise<Metadata> {
  const store = await getStoreDetails();
  return pageMetadata({
    title: 'Perfume notes, A to Z',
    description: `Every note in ${store.name}’s perfumes, from agarwood to ylang-ylang: what each smells like and the perfumes that carry it.`,
    path: '/notes',
    siteName: store.name,
  });
}

/*
 * Every note the perfumes on sale carry, A to Z, each a link to its page. `next build` has no
 * database: the page is kept empty under the store details' one-second life and rendered whole on
 * the first visit (as the home page is).
 */
export default async function NotesIndexPage() {
  const [store, notes] = await Promise.all([getStoreDetails(), building() ? Promise.resolve([]) : cachedNotes()]);
  const groups = notesByLetter(new Map(notes.map((n) => [n.slug, n])));
  return (
    <>
      <PageHero variant="compact" eyebrow="The notes" title="Perfume notes, A to Z" breadcrumb={<Breadcrumb crumbs={crumbs} />} />
      <div className="container-page pb-16">
        <p className="mt-3 max-w-2xl text-base leading-relaxed text-muted-foreground">
          The materials {store.name}’s perfumes are built from, each with what it smells like and where it sits in them: at the top,
          in the heart or in the base.
        </p>
        {groups.length ? (
          <nav aria-label="Notes by letter" className="mt-6 flex flex-wrap gap-1">
            {groups.map((g) => (
              <a key={g.letter} href={`#notes-${g.letter}`} className="inline-flex size-11 items-center justify-center rounded-md border border-border bg-card text-sm hover:border-ink">
                {g.letter}
              </a>
            ))}
          </nav>
        ) : (
          <p className="mt-6">No notes to show yet.</p>
        )}
        <div className="mt-8 columns-1 gap-8 sm:columns-2 lg:columns-3">
          {groups.map((g) => (
            <section key={g.letter} aria-labelledby={`notes-${g.letter}`} className="mb-8 break-inside-avoid">
              <h2 id={`notes-${g.letter}`} className="scroll-mt-28 text-2xl">
                {g.letter}
              </h2>
              <ul className="mt-2 space-y-1">
                {g.notes.map((n) => (
                  <li key={n.slug}>
                    <Link href={noteHref(n.name)} className="inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:underline">
                      {n.name}
                      <span className="text-sm text-muted-foreground">
                        <span aria-hidden>({n.carriers.length})</span>
                        <span className="sr-only">, {perfumeCount(n.carriers.length)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
