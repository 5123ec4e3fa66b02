import { describe, expect, it } from 'vitest';
import { toProductDto } from '@/lib/catalog/dto';
import { jsonLdScript, productJsonLd } from '@/lib/catalog/json-ld';
import { productRow } from '../helpers/product-row';


const absolute = (path: string) => `https://maisonaurelle.in${path}`;

describe('productJsonLd', () => {
  it('describes the product with an INR offer and its rating', () => {
    const ld = productJsonLd(toProductDto(productRow()), absolute);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': 'https://maisonaurelle.in/products/fiorita#product',
      name: 'Fiorita',
      description: 'A white floral. Long lasting.',
      image: ['https://maisonaurelle.in/products/fiorita-1.webp', 'https://maisonaurelle.in/products/fiorita-2.webp'],
      sku: '67748580abcdef0123456789',
      category: 'Female',
      brand: { '@type': 'Brand', name: 'Maison Aurelle' },
      countryOfOrigin: 'India',
      size: '100 ml',
      offers: {
        '@type': 'Offer',
        url: 'https://maisonaurelle.in/products/fiorita',
        price: '3950.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.6', reviewCount: 8, bestRating: '5', worstRating: '1' },
    });
  });

  it.each([
    [149_999, '1499.99'],
    [149_950, '1499.50'],
    [120_000, '1200.00'],
    [5, '0.05'],
  ])('writes %i paise as the price string %s', (pricePaise, price) => {
    expect(productJsonLd(toProductDto(productRow({ pricePaise })), absolute).offers.price).toBe(price);
  });

  it.each([
    [1, 'https://schema.org/InStock'],
    [0, 'https://schema.org/OutOfStock'],
  ])('stock %i is %s', (stock, availability) => {
    expect(productJsonLd(toProductDto(productRow({ stock })), absolute).offers.availability).toBe(availability);
  });

  it('promises free delivery in India with the shipping policy\'s handling and transit days', () => {
    const ld = productJsonLd(toProductDto(productRow()), absolute);
    expect(ld.offers.shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: '0', currency: 'INR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        businessDays: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => `https://schema.org/${d}`),
        },
        handlingTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 3, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 3, maxValue: 7, unitCode: 'DAY' },
      },
    });
  });

  it('leaves the rating out for a product without reviews', () => {
    const ld = productJsonLd(toProductDto(productRow({ numReviews: 0, averageRating: 0 })), absolute);
    expect(ld).not.toHaveProperty('aggregateRating');
  });
});

describe('jsonLdScript', () => {
  it('escapes "<" so the content cannot close the script tag', () => {
    const data = { name: '</script><script>alert(1)</script>', note: 'a < b' };
    const out = jsonLdScript(data);
    expect(out).not.toContain('<');
    expect(out).toContain('\\u003c/script>');
    // Still JSON meaning the same thing.
    expect(JSON.parse(out)).toEqual(data);
  });

  it('is plain JSON when there is nothing to escape', () => {
    const ld = productJsonLd(toProductDto(productRow()), absolute);
    expect(jsonLdScript(ld)).toBe(JSON.stringify(ld));
  });
});
