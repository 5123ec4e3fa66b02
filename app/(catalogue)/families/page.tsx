import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { PageHero } from '@/components/layout/page-hero';
import { Link } from '@/components/ui/link';
import { building } from '@/lib/cache';
import { cachedFamilies } from '@/lib/catalog/cached';
import { perfumeCount } from '@/lib/catalog/listing-meta';
import { FAMILY_STORIES } from '@/lib/catalog/note-stories';
import { familyHref } from '@/lib/catalog/notes';
import { pageMetadata } from '@/lib/seo';
import { getStoreDetails } from '@/lib/store-details/settings';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Families', path: '/families' },
];

export async function generateMetadata(): Promise<Metadata> {
  const store = await getStoreDetails();
  return pageMetadata({
    title: 'Fragrance families',
    description: `Floral, woody, amber, fresh, fougère, gourmand, leather and chypre: what each family smells like, and ${store.name}’s perfumes in it.`,
    path: '/families',
    siteName: store.name,
  });
}

/* The fragrance families with perfumes on sale, in the wheel's order; rendered whole on the first visit, as /notes is. */
export default async function FamiliesIndexPage() {
  const [, families] = await Promise.all([getStoreDetails(), building() ? Promise.resolve([]) : cachedFamilies()]);
  return (
    <>
      <PageHero variant="compact" eyebrow="The families" title="Fragrance families" breadcrumb={<Breadcrumb crumbs={crumbs} />} />
      <div className="container-page pb-16">
        {families.length ? (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {families.map((f) => (
              <li key={f.value} className="flex">
                <Link href={familyHref(f.value)} className="flex w-full flex-col rounded-lg border border-border bg-card p-5 hover:border-ink">
                  <span className="font-display text-2xl">{f.label}</span>
                  <span className="mt-1 text-sm text-muted-foreground">{perfumeCount(f.count)}</span>
                  <span className="mt-3 text-sm leading-6">{FAMILY_STORIES[f.value]}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6">No families to show yet.</p>
        )}
      </div>
    </>
  );
}
