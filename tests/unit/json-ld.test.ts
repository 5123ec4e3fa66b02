import { describe, expect, it } from 'vitest';
import { toProductDto, type SizeRow } from '@/lib/catalog/dto';
import { jsonLdScript, productJsonLd, type ProductGroupJsonLd, type ProductJsonLd } from '@/lib/catalog/json-ld';
import { DEFAULT_STORE_DETAILS } from '@/lib/store';
import { productRow, type ProductRow } from '../helpers/product-row';

const absolute = (path: string) => `https://maisonaurelle.in${path}`;

function sizeRow(overrides: Partial<SizeRow> = {}): SizeRow {
  return {
    id: '67748580aaaaaaaaaaaa0100',
    productId: '67748580abcdef0123456789',
    label: '100 ml',
    volumeMl: 100,
    pricePaise: 395_000,
    originalPricePaise: 450_000,
    mrpPaise: 450_000,
    stock: 72,
    sku: 'FIORITA-100ML',
    isActive: true,
    position: 0,
    createdAt: new Date('2025-01-02T03:04:05.678Z'),
    updatedAt: new Date('2025-01-02T03:04:05.678Z'),
    ...overrides,
  };
}

/** Fiorita in 50 ml (the default), 10 ml (sold out) and 100 ml. */
const threeSizes = [
  sizeRow({ id: '67748580aaaaaaaaaaaa0050', label: '50 ml', volumeMl: 50, pricePaise: 249_900, originalPricePaise: null, mrpPaise: 279_900, stock: 5, sku: 'FIORITA-50ML', position: 0 }),
  sizeRow({ id: '67748580aaaaaaaaaaaa0010', label: '10 ml travel spray', volumeMl: 10, pricePaise: 89_950, originalPricePaise: null, mrpPaise: 99_900, stock: 0, sku: null, position: 1 }),
  sizeRow({ position: 2 }),
];

function single(row: ProductRow, sizes: SizeRow[] | null = null): ProductJsonLd {
  const ld = productJsonLd(toProductDto(row, sizes), absolute, DEFAULT_STORE_DETAILS);
  if (ld['@type'] !== 'Product') throw new Error(`expected a Product, got ${ld['@type']}`);
  return ld;
}

function group(): ProductGroupJsonLd {
  const ld = productJsonLd(toProductDto(productRow({ sizeCount: 3, minPricePaise: 89_950, maxPricePaise: 395_000 }), threeSizes), absolute, DEFAULT_STORE_DETAILS);
  if (ld['@type'] !== 'ProductGroup') throw new Error(`expected a ProductGroup, got ${ld['@type']}`);
  return ld;
}

describe('productJsonLd', () => {
  it('describes the product with an INR offer and its rating', () => {
    const ld = single(productRow());
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
    expect(single(productRow({ pricePaise })).offers.price).toBe(price);
  });

  it.each([
    [1, 'https://schema.org/InStock'],
    [0, 'https://schema.org/OutOfStock'],
  ])('stock %i is %s', (stock, availability) => {
    expect(single(productRow({ stock })).offers.availability).toBe(availability);
  });

  it('promises free delivery in India with the shipping policy\'s handling and transit days', () => {
    const ld = single(productRow());
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
    const ld = single(productRow({ numReviews: 0, averageRating: 0 }));
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('gives a perfume of one size that size\'s SKU, label, price and stock', () => {
    const ld = single(productRow(), [sizeRow({ label: '100 ml', pricePaise: 410_000, stock: 0 })]);
    expect(ld).toMatchObject({
      sku: 'FIORITA-100ML',
      size: '100 ml',
      offers: { url: 'https://maisonaurelle.in/products/fiorita', price: '4100.00', availability: 'https://schema.org/OutOfStock' },
    });
  });
});

describe('productJsonLd of a perfume in several sizes', () => {
  it('is a ProductGroup varying by size, with the group\'s facts and rating', () => {
    expect(group()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      '@id': 'https://maisonaurelle.in/products/fiorita#product',
      name: 'Fiorita',
      url: 'https://maisonaurelle.in/products/fiorita',
      productGroupID: '67748580abcdef0123456789',
      brand: { '@type': 'Brand', name: 'Maison Aurelle' },
      category: 'Female',
      countryOfOrigin: 'India',
      variesBy: ['https://schema.org/size'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.6', reviewCount: 8 },
    });
    expect(group()).not.toHaveProperty('offers');
  });

  it('has one Product per size in the shop\'s order, each with its own SKU, address and Offer', () => {
    const variants = group().hasVariant;
    expect(variants.map((v) => [v.name, v.size, v.sku, v.offers.url, v.offers.price, v.offers.availability])).toEqual([
      ['Fiorita 50 ml', '50 ml', 'FIORITA-50ML', 'https://maisonaurelle.in/products/fiorita?size=50ml', '2499.00', 'https://schema.org/InStock'],
      // No SKU of its own: the size's id stands in, still one per size.
      ['Fiorita 10 ml travel spray', '10 ml travel spray', '67748580aaaaaaaaaaaa0010', 'https://maisonaurelle.in/products/fiorita?size=10ml', '899.50', 'https://schema.org/OutOfStock'],
      ['Fiorita 100 ml', '100 ml', 'FIORITA-100ML', 'https://maisonaurelle.in/products/fiorita?size=100ml', '3950.00', 'https://schema.org/InStock'],
    ]);
    for (const v of variants) {
      expect(v).toMatchObject({ '@type': 'Product', '@id': `${v.offers.url}#product`, image: ['https://maisonaurelle.in/products/fiorita-1.webp', 'https://maisonaurelle.in/products/fiorita-2.webp'] });
      expect(v.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR', itemCondition: 'https://schema.org/NewCondition' });
      // Each size keeps the free-delivery promise the single Offer had.
      expect(v.offers.shippingDetails).toEqual(single(productRow()).offers.shippingDetails);
    }
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
    const ld = group();
    expect(jsonLdScript(ld)).toBe(JSON.stringify(ld));
  });
});
