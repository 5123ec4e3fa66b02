import type { StoreDetails } from '../store';
import type { ProductDto, SizeDto } from './dto';
import { sizeLabel, sizeToken } from './sizes';

type Absolute = (path: string) => string;

/** The days the store promises (its details, lib/store-details/settings.ts). */
export type ShippingDays = Pick<StoreDetails, 'dispatchBusinessDays' | 'deliveryBusinessDays'>;

/** What a size's Offer needs: a product's own fields, or one of its sizes. */
type Priced = Pick<SizeDto, 'price' | 'stock'>;

function offerJsonLd(priced: Priced, url: string, days: ShippingDays) {
  return {
    '@type': 'Offer' as const,
    url,
    price: priced.price.toFixed(2),
    priceCurrency: 'INR' as const,
    availability: priced.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition' as const,
    shippingDetails: shippingDetailsJsonLd(days),
  };
}

function ratingJsonLd(p: ProductDto) {
  return p.numReviews > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating' as const,
          ratingValue: p.averageRating.toFixed(1),
          reviewCount: p.numReviews,
          bestRating: '5' as const,
          worstRating: '1' as const,
        },
      }
    : {};
}

/**
 * schema.org for rich results: price in INR, availability, rating. A perfume sold in one size is
 * a Product with its Offer; one sold in several is a ProductGroup varying by size, each size a
 * Product with its own SKU and Offer at its own address (`?size=50ml`, which the page opens on),
 * as Google's product-variant markup reads them.
 */
export function productJsonLd(p: ProductDto, absolute: Absolute, days: ShippingDays): ProductJsonLd | ProductGroupJsonLd {
  return p.sizes.length > 1 ? productGroupJsonLd(p, p.sizes, absolute, days) : singleProductJsonLd(p, absolute, days);
}

export type ProductJsonLd = ReturnType<typeof singleProductJsonLd>;
export type ProductGroupJsonLd = ReturnType<typeof productGroupJsonLd>;

function singleProductJsonLd(p: ProductDto, absolute: Absolute, days: ShippingDays) {
  const size = p.sizes[0];
  const url = absolute(`/products/${p.slug}`);
  return {
    '@context': 'https://schema.org' as const,
    '@type': 'Product' as const,
    '@id': `${url}#product`,
    name: p.name,
    description: p.description.join(' '),
    image: p.images.map(absolute),
    sku: size?.sku ?? p.id,
    category: p.category,
    brand: { '@type': 'Brand' as const, name: p.brand },
    countryOfOrigin: p.countryOfOrigin,
    size: size ? sizeLabel(size) : `${p.volumeMl} ml`,
    offers: offerJsonLd(size ?? p, url, days),
    ...ratingJsonLd(p),
  };
}

function productGroupJsonLd(p: ProductDto, sizes: readonly SizeDto[], absolute: Absolute, days: ShippingDays) {
  const url = absolute(`/products/${p.slug}`);
  const image = p.images.map(absolute);
  const brand = { '@type': 'Brand' as const, name: p.brand };
  return {
    '@context': 'https://schema.org' as const,
    '@type': 'ProductGroup' as const,
    '@id': `${url}#product`,
    name: p.name,
    description: p.description.join(' '),
    url,
    image,
    productGroupID: p.id,
    category: p.category,
    brand,
    countryOfOrigin: p.countryOfOrigin,
    variesBy: ['https://schema.org/size'],
    hasVariant: sizes.map((s) => {
      const label = sizeLabel(s);
      const sizeUrl = `${url}?size=${sizeToken(s.volumeMl)}`;
      return {
        '@type': 'Product' as const,
        '@id': `${sizeUrl}#product`,
        name: `${p.name} ${label}`,
        sku: s.sku ?? s._id,
        image,
        brand,
        size: label,
        offers: offerJsonLd(s, sizeUrl, days),
      };
    }),
    ...ratingJsonLd(p),
  };
}

const BUSINESS_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => `https://schema.org/${d}`);

/**
 * Free shipping inside India with the shipping policy's own promise (the store's details): handled
 * (checked, packed, handed to the courier) in dispatchBusinessDays, then in transit for
 * deliveryBusinessDays, business days being Monday to Saturday. Google's merchant listings read
 * `deliveryTime` for the delivery estimate they show.
 */
function shippingDetailsJsonLd(p: ShippingDays) {
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

export interface Crumb {
  name: string;
  /** A path ('/notes'); made absolute here. */
  path: string;
}

/**
 * A collection of perfumes (a note's or a family's page) for search engines: a CollectionPage whose
 * main entity is the ItemList of its perfumes in the page's order, and the BreadcrumbList that leads
 * to it (its last crumb is the page itself).
 */
export function collectionJsonLd(
  page: { name: string; description: string; crumbs: readonly Crumb[]; products: readonly Pick<ProductDto, 'slug' | 'name'>[] },
  absolute: Absolute,
) {
  const url = absolute(page.crumbs.at(-1)?.path ?? '/');
  return [
    {
      '@context': 'https://schema.org' as const,
      '@type': 'CollectionPage' as const,
      '@id': url,
      url,
      name: page.name,
      description: page.description,
      mainEntity: {
        '@type': 'ItemList' as const,
        numberOfItems: page.products.length,
        itemListElement: page.products.map((p, i) => ({ '@type': 'ListItem' as const, position: i + 1, url: absolute(`/products/${p.slug}`), name: p.name })),
      },
    },
    {
      '@context': 'https://schema.org' as const,
      '@type': 'BreadcrumbList' as const,
      itemListElement: page.crumbs.map((c, i) => ({ '@type': 'ListItem' as const, position: i + 1, name: c.name, item: absolute(c.path) })),
    },
  ];
}

/** JSON for a <script type="application/ld+json">, with '<' escaped so content cannot close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
