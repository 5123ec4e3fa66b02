import { getImageProps } from 'next/image';
import { getStoreDetails } from '@/lib/store-details/settings';
import { HeroCarousel, type HeroSlide } from './hero-carousel';

/** The four featured scents, in rotation order. */
const HERO_SCENTS = [
  { slug: 'fiorita', name: 'Fiorita', tagline: 'The Fearless Flower' },
  { slug: 'calyx', name: 'Calyx', tagline: 'Keeps Secret' },
  { slug: 'old-money', name: 'Old Money', tagline: 'For the Elites' },
  { slug: 'virenza', name: 'Virenza', tagline: 'Win The Breeze' },
] as const;

/**
 * Server part of the hero: the responsive sources are worked out here (art direction:
 * landscape from 768 px, portrait below), so the browser bundle carries only strings.
 */
export async function Hero() {
  const store = await getStoreDetails();
  const slides: HeroSlide[] = HERO_SCENTS.map((scent) => {
    const common = { alt: '', sizes: '100vw' };
    const desktop = getImageProps({ ...common, src: `/hero/${scent.slug}.webp`, width: 1600, height: 1000 }).props;
    const mobile = getImageProps({ ...common, src: `/hero/${scent.slug}-portrait.webp`, width: 800, height: 1000 }).props;
    return {
      ...scent,
      desktopSrcSet: desktop.srcSet ?? desktop.src,
      mobileSrcSet: mobile.srcSet ?? mobile.src,
      src: mobile.src,
    };
  });
  return <HeroCarousel slides={slides} heading={`${store.name} · Luxury perfumes crafted in India`} />;
}
