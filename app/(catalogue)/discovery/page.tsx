import type { Metadata } from 'next';
import { DiscoverySetForm } from '@/components/discovery/set-form';
import { PageHero } from '@/components/layout/page-hero';
import { Link } from '@/components/ui/link';
import { getSprayOptions } from '@/lib/discovery/bag';
import { CREDIT_MIN_VOLUME_ML, CREDIT_VALID_DAYS } from '@/lib/discovery/credit';
import { getDiscoveryPrices, priceOfSet } from '@/lib/discovery/settings';
import { DISCOVERY_SET_SIZES, type DiscoverySetSize } from '@/lib/discovery/types';
import { formatInr } from '@/lib/money';
import { pageMetadata } from '@/lib/seo';
import { getStoreDetails } from '@/lib/store-details/settings';
import { cn } from '@/lib/utils/cn';

/*
 * Build a discovery set: the set's size is a plain link (?size=3 or 5), the sprays a server-rendered
 * list of checkboxes; the one client island (components/discovery/set-form.tsx) counts the choices
 * and puts the set in the bag. Rendered per request from the cached spray list and prices.
 */
export const instant = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const [store, query] = await Promise.all([getStoreDetails(), searchParams]);
  const meta = pageMetadata({
    title: 'Build a discovery set',
    description: `Choose 3 or 5 of ${store.name}’s perfumes as 10 ml travel sprays. Once your set is delivered, its price comes back as a credit towards a full bottle of any of them.`,
    path: '/discovery',
    siteName: store.name,
  });
  return Object.keys(query).length ? { ...meta, robots: { index: false, follow: true } } : meta;
}

function sizeFrom(query: Record<string, string | string[] | undefined>): DiscoverySetSize {
  const raw = Array.isArray(query.size) ? query.size[0] : query.size;
  return raw === '5' ? 5 : 3;
}

export default async function DiscoveryPage({ searchParams }: { searchParams: SearchParams }) {
  const [query, prices, sprays] = await Promise.all([searchParams, getDiscoveryPrices(), getSprayOptions()]);
  const setSize = sizeFrom(query);
  const pricePaise = priceOfSet(prices, setSize);
  return (
    <>
      <PageHero
        variant="compact"
        eyebrow="Discovery sets"
        title="Build a discovery set"
        subtitle={`Choose ${DISCOVERY_SET_SIZES.join(' or ')} perfumes as 10 ml travel sprays and wear each for a few days. When your set is delivered you receive its price back as a credit, for a full bottle (${CREDIT_MIN_VOLUME_ML} ml or more) of any of them within ${CREDIT_VALID_DAYS} days.`}
      />
      <div className="container-page pb-16">
        <nav aria-label="Set size" className="mt-6">
          <ul className="flex flex-wrap gap-3">
            {DISCOVERY_SET_SIZES.map((n) => (
              <li key={n}>
                <Link
                  href={`/discovery?size=${n}`}
                  aria-current={n === setSize ? 'page' : undefined}
                  className={cn(
                    'flex min-h-12 flex-col justify-center rounded-md border px-4 py-2 text-sm',
                    n === setSize ? 'border-ink bg-cream font-medium' : 'border-border bg-card hover:border-ink',
                  )}
                >
                  <span>Set of {n}</span>
                  <span className="text-muted-foreground">{formatInr(priceOfSet(prices, n))}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* A phone does not show the hero's line: the credit is why a set is worth buying, so it is said here. */}
        <p className="mt-4 text-sm text-muted-foreground sm:hidden">
          Once delivered, its price comes back as a credit on a full bottle of any of them, within {CREDIT_VALID_DAYS} days.
        </p>
        {sprays.length < setSize ? (
          <p className="mt-8 max-w-xl">
            Not enough travel sprays are on sale for a set of {setSize} at the moment.{' '}
            <Link href="/products" className="underline underline-offset-4">
              Browse every perfume
            </Link>
            .
          </p>
        ) : (
          <DiscoverySetForm key={setSize} setSize={setSize} priceText={formatInr(pricePaise)}>
            {sprays.map((s) => (
              <label
                key={s.variantId}
                className={cn(
                  'flex min-h-14 items-center gap-3 rounded-md border border-border bg-card px-4 py-2 text-sm has-[:checked]:border-ink has-[:checked]:bg-cream has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  s.inStock ? 'cursor-pointer' : 'cursor-not-allowed opacity-70',
                )}
              >
                <input type="checkbox" name="variantId" value={s.variantId} disabled={!s.inStock} className="size-4 accent-[var(--color-ink)]" />
                <span className="flex flex-col">
                  <span className="font-medium">{s.name}</span>
                  <span className="text-muted-foreground">
                    {s.brand} · {s.concentration}
                    {s.inStock ? '' : ' · Sold out'}
                  </span>
                  {s.notes.length ? (
                    <span className="text-xs text-muted-foreground">{[s.family, s.notes.join(', ')].filter(Boolean).join(' · ')}</span>
                  ) : null}
                </span>
              </label>
            ))}
          </DiscoverySetForm>
        )}
      </div>
    </>
  );
}
