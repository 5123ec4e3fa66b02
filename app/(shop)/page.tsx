import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ExclusiveOffers } from '@/components/home/exclusive-offers';
import { Hero } from '@/components/home/hero';
import { HomeJsonLd } from '@/components/home/home-json-ld';
import { MostLoved } from '@/components/home/most-loved';
import { TaglineBanner, type Tagline } from '@/components/home/tagline-banner';
import { WhyChoose } from '@/components/home/why-choose';
import { cachedTopRated } from '@/lib/catalog/cached';
import type { ProductDto } from '@/lib/catalog/dto';
import type { CouponDto } from '@/lib/coupons/dto';
import { offersFromCoupons } from '@/lib/coupons/offers';
import { getPublicCoupons } from '@/lib/coupons/public';
import { store } from '@/lib/store';

const title = `${store.name} — Luxury Perfumes in India`;
const description =
  'Luxury perfumes crafted in India: Fiorita, Calyx, Old Money and Virenza, plus heritage attars. Free shipping across India, authentic fragrances and exclusive offers.';

export const metadata: Metadata = {
  title: { absolute: title },
  description,
  alternates: { canonical: '/' },
  openGraph: { title, description, url: '/' },
};

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

// Spec: a failed product or coupon list shows empty lists (sample cards, default offers).
async function orEmpty<T>(what: string, read: Promise<T[]>): Promise<T[]> {
  try {
    return await read;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', where: `home:${what}`, message: error instanceof Error ? error.message : String(error) }));
    return [];
  }
}

export default async function HomePage() {
  // Rendered per request (from cached reads): offers depend on the current time, and the build never opens the database.
  await connection();
  const now = new Date();
  const [topRated, coupons] = await Promise.all([
    orEmpty<ProductDto>('top-rated', cachedTopRated(3)),
    orEmpty<CouponDto>('coupons', getPublicCoupons({ now })),
  ]);

  return (
    <>
      <HomeJsonLd />
      <Hero />
      <MostLoved products={topRated} />
      <ExclusiveOffers initialOffers={offersFromCoupons(coupons, now)} />
      <WhyChoose />
      <TaglineBanner taglines={TAGLINES} />
    </>
  );
}
