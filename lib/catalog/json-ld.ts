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
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: '0', currency: 'INR' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
      },
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

/** JSON for a <script type="application/ld+json">, with '<' escaped so content cannot close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
