import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
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
  // The first slide is the page's largest paint: asked for from the document's head, one
  // preload per art direction, so each screen fetches only the picture its <picture> will pick.
  const first = slides[0]!;
  preload(first.src, { as: 'image', fetchPriority: 'high', imageSrcSet: first.mobileSrcSet, imageSizes: '100vw', media: '(max-width: 767px)' });
  preload(first.src, { as: 'image', fetchPriority: 'high', imageSrcSet: first.desktopSrcSet, imageSizes: '100vw', media: '(min-width: 768px)' });
  return <HeroCarousel slides={slides} heading={`${store.name} · Luxury perfumes crafted in India`} />;
}
