import { store } from '../store';
import type { ProductDto } from './dto';

/** schema.org Product for rich results: price in INR, availability, rating. */
export function productJsonLd(p: ProductDto, absolute: (path: string) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': absolute(`/products/${p.slug}#product`),
    name: p.name,
    description: p.description.join(' '),
    image: p.images.map(absolute),
    sku: p.id,
    category: p.category,
    brand: { '@type': 'Brand', name: p.brand },
    countryOfOrigin: p.countryOfOrigin,
    size: `${p.volumeMl} ml`,
    offers: {
      '@type': 'Offer',
      url: absolute(`/products/${p.slug}`),
      price: p.price.toFixed(2),
      priceCurrency: 'INR',
      availability: p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      shippingDetails: shippingDetailsJsonLd(),
    },
    ...(p.numReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.averageRating.toFixed(1),
            reviewCount: p.numReviews,
            bestRating: '5',
            worstRating: '1',
          },
        }
      : {}),
  };
}

const BUSINESS_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => `https://schema.org/${d}`);

/**
 * Free shipping inside India with the shipping policy's own promise (lib/store.ts): handled
 * (checked, packed, handed to the courier) in dispatchBusinessDays, then in transit for
 * deliveryBusinessDays, business days being Monday to Saturday. Google's merchant listings read
 * `deliveryTime` for the delivery estimate they show.
 */
export function shippingDetailsJsonLd() {
  const p = store.policy;
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: '0', currency: 'INR' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      businessDays: { '@type': 'OpeningHoursSpecification', dayOfWeek: BUSINESS_DAYS },
      handlingTime: { '@type': 'QuantitativeValue', minValue: p.dispatchBusinessDays.min, maxValue: p.dispatchBusinessDays.max, unitCode: 'DAY' },
      transitTime: { '@type': 'QuantitativeValue', minValue: p.deliveryBusinessDays.min, maxValue: p.deliveryBusinessDays.max, unitCode: 'DAY' },
    },
  };
}

/** JSON for a <script type="application/ld+json">, with '<' escaped so content cannot close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
