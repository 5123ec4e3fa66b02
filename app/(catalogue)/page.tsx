import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { CollectionComingSoon } from '@/components/catalog/collection-coming-soon';
import { PageHero } from '@/components/layout/page-hero';
import { Deferred } from '@/components/ui/deferred';
import { Hero } from '@/components/home/hero';
import { HomeJsonLd } from '@/components/home/home-json-ld';
import { MostLoved } from '@/components/home/most-loved';
import { OffersStrip } from '@/components/home/offers-strip';
import { TaglineBanner, type Tagline } from '@/components/home/tagline-banner';
import { WhyChoose } from '@/components/home/why-choose';
import { brandFacts } from '@/lib/brand-facts';
import { building, pageClock } from '@/lib/cache';
import { cachedLiveProductCount, cachedTopRated } from '@/lib/catalog/cached';
import type { ProductDto } from '@/lib/catalog/dto';
import type { CouponDto } from '@/lib/coupons/dto';
import { offersFromCoupons } from '@/lib/coupons/offers';
import { getPublicCoupons } from '@/lib/coupons/public';
import { getStoreDetails } from '@/lib/store-details/settings';
import { log } from '@/lib/log';

const description =
  'Luxury perfumes crafted in India: Fiorita, Calyx, Old Money and Virenza, plus heritage attars. Free shipping across India, authentic fragrances and exclusive offers.';

export async function generateMetadata(): Promise<Metadata> {
  const store = await getStoreDetails();
  const title = `${store.name} — Luxury Perfumes in India`;
  return { ...pageMetadata({ title, description, path: '/', siteName: store.name }), title: { absolute: title } };
}

const TAGLINES: Tagline[] = [
  {
    headline: 'Crafted in India, Worn Everywhere',
    subheadline: 'Jasmine from Madurai, rose from Kannauj, sandalwood from Mysore, blended in Bengaluru.',
  },
  { headline: 'Scent Is the Strongest Memory', subheadline: 'Find the fragrance people will remember you by.' },
  {
    headline: 'Luxury, Honestly Priced',
    subheadline: 'Authentic perfumes with free shipping across India and secure prepaid checkout.',
  },
  { headline: 'One Spritz, All Day', subheadline: 'Concentrated blends that last from the first meeting to the last dance.' },
];

// A failed product or coupon list shows empty lists (sample cards, default offers).
async function orEmpty<T>(what: string, read: Promise<T[]>): Promise<T[]> {
  try {
    return await read;
  } catch (error) {
    log.error(`home:${what}`, error);
    return [];
  }
}

export default async function HomePage() {
  // Rendered whole and kept (the page cache): the cards' stock and prices and the offers come from
  // tagged reads that admin writes, orders and coupon changes revalidate.
  const now = await pageClock();
  // `next build` has no database: it keeps the page without the catalogue's parts (no cards, the
  // default offers, no count), under the store details' one-second life (lib/store-details/settings.ts),
  // so the first visit after a deployment has it rendered again, whole, from the database.
  const atBuild = building();
  const [store, topRated, coupons, [fragranceCount]] = await Promise.all([
    getStoreDetails(),
    atBuild ? [] : orEmpty<ProductDto>('top-rated', cachedTopRated(3)),
    atBuild ? [] : orEmpty<CouponDto>('coupons', getPublicCoupons({ now })),
    atBuild ? [] : orEmpty<number>('product-count', cachedLiveProductCount().then((n) => [n])),
  ]);
  // Without the catalogue's size the figure is left out rather than guessed.
  const facts = brandFacts({ fragranceCount: fragranceCount ?? 0, now, foundedYear: store.foundedYear }).filter((f) => f.id !== 'fragrances' || !!fragranceCount);

  // No perfume live yet (a fresh deployment): a deliberate note instead of a hero of scents that
  // do not exist, sample cards and offers for nothing. A failed count (undefined) keeps the usual page.
  if (fragranceCount === 0) {
    return (
      <>
        <HomeJsonLd />
        <PageHero eyebrow="Opening soon" title="Luxury perfumes, crafted in India" />
        <CollectionComingSoon id="home-coming-soon" />
        <WhyChoose facts={facts} />
      </>
    );
  }

  return (
    <>
      <HomeJsonLd />
      <Hero />
      {/* Below the fold: layout, paint and lazy image fetches wait until a section nears the viewport.
          The estimates are the sections' measured heights, on a phone, then from 1024 px. */}
      <Deferred className="[contain-intrinsic-block-size:auto_2300px] lg:[contain-intrinsic-block-size:auto_950px]">
        <MostLoved products={topRated} now={now} />
      </Deferred>
      <OffersStrip count={offersFromCoupons(coupons, now).filter((o) => !o.isExpired).length} />
      <Deferred className="[contain-intrinsic-block-size:auto_1870px] lg:[contain-intrinsic-block-size:auto_920px]">
        <WhyChoose facts={facts} />
      </Deferred>
      <Deferred className="[contain-intrinsic-block-size:auto_360px]">
        <TaglineBanner taglines={TAGLINES} />
      </Deferred>
    </>
  );
}
