import { getImageProps } from 'next/image';
import type { Offer } from '@/lib/coupons/offers';
import { OffersPanel, type OfferImage } from './offers-panel';

/**
 * The home page's offers. The pictures' srcset and sizes are worked out here on the server, so
 * the tabs' client code ships as plain <img> attributes instead of next/image's client component
 * (about 6 kB compressed that the home page loaded for one picture below the fold).
 */
export function ExclusiveOffers({ initialOffers }: { initialOffers: Offer[] }) {
  const images: Record<string, OfferImage> = {};
  for (const { image } of initialOffers) {
    images[image] ??= getImageProps({ src: image, alt: '', fill: true, sizes: '(min-width: 1024px) 40vw, 100vw' }).props;
  }
  return <OffersPanel offers={initialOffers} images={images} />;
}
