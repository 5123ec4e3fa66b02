import type { Metadata } from 'next';
import { ExclusiveOffers } from '@/components/home/exclusive-offers';
import { PageHero } from '@/components/layout/page-hero';
import { staticPageMetadata } from '@/components/static/policy-page';
import { building, pageClock } from '@/lib/cache';
import { offersFromCoupons } from '@/lib/coupons/offers';
import { getPublicCoupons } from '@/lib/coupons/public';
import { log } from '@/lib/log';

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata({
    title: 'Offers',
    description: (store) => `This season's offer codes at ${store.name}: what each takes off, on which orders, and until when.`,
    path: '/offers',
  });
}

/**
 * The offers, on a page of their own: the home page leads with the perfumes and points here in
 * one quiet line (as the houses do: a code is something a shopper looks for, not the brand's face).
 */
export default async function OffersPage() {
  const now = await pageClock();
  // `next build` has no database: the page is kept without offers and rendered again on the first visit.
  const coupons = building()
    ? []
    : await getPublicCoupons({ now }).catch((error: unknown) => {
        log.error('offers:coupons', error);
        return [];
      });
  return (
    <>
      <PageHero variant="compact" eyebrow="Limited time" title="Offers" subtitle="Codes to use at checkout; each says what it takes off and until when." />
      <ExclusiveOffers initialOffers={offersFromCoupons(coupons, now)} />
    </>
  );
}
