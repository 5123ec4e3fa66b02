import type { SeedProduct } from './catalog-data';

/*
 * The seeded sizes of a perfume, derived from the size the catalogue lists (which stays its
 * default, first, so its listed price and stock are the product's): a 100 ml or larger bottle
 * also comes in 50 ml and a 10 ml travel spray, a 50 to 99 ml one in the travel spray; smaller
 * bottles (attars, minis) in their one size. A gift box or discovery set is one boxed thing, so one
 * size; a body mist is sprayed by the bottle, so no travel spray (its 50 ml only). Prices follow the house's ladder against the
 * 100 ml price: 50 ml at 62 %, 10 ml at 28 %, rounded to ₹50; MRP and compare-at prices scale
 * alike and never fall under the price.
 */

export interface SeedSize {
  label: string;
  volumeMl: number;
  /** Rupees. */
  price: number;
  originalPrice: number | null;
  mrp: number;
  stock: number;
  sku: string;
}

/** Price of a bottle of this volume against the 100 ml price. */
const LADDER: Record<number, number> = { 10: 0.28, 50: 0.62, 75: 0.85, 100: 1, 120: 1.15, 150: 1.35, 200: 1.7 };

/** Sold as one boxed thing: the gift collection's tags. */
const BOXED_TAGS = ['discovery-set', 'gift-box'];

const roundTo50 = (rupees: number) => Math.max(50, Math.round(rupees / 50) * 50);

const seedSku = (slug: string, volumeMl: number) => `${slug.toUpperCase()}-${volumeMl}ML`;

export function seedSizesOf(p: SeedProduct): SeedSize[] {
  const main: SeedSize = {
    label: `${p.volumeMl} ml`,
    volumeMl: p.volumeMl,
    price: p.price,
    originalPrice: p.originalPrice ?? null,
    mrp: p.mrp,
    stock: p.stock,
    sku: seedSku(p.slug, p.volumeMl),
  };
  const factor = LADDER[p.volumeMl];
  if (!factor || p.volumeMl < 50 || p.tags.some((t) => BOXED_TAGS.includes(t))) return [main];
  const bodyMist = p.concentration === 'Body Mist';
  const extra = p.volumeMl >= 100 ? (bodyMist ? [50] : [50, 10]) : bodyMist ? [] : [10];
  const scaled = (rupees: number, volume: number) => roundTo50((rupees / factor) * LADDER[volume]!);
  return [
    main,
    ...extra.map((volumeMl, i): SeedSize => {
      const price = scaled(p.price, volumeMl);
      const originalPrice = p.originalPrice != null ? Math.max(price + 50, scaled(p.originalPrice, volumeMl)) : null;
      return {
        label: volumeMl === 10 ? '10 ml travel spray' : `${volumeMl} ml`,
        volumeMl,
        price,
        originalPrice,
        mrp: Math.max(price, originalPrice ?? 0, scaled(p.mrp, volumeMl)),
        // Smaller bottles are stocked deeper; a sold-out bottle's smaller sizes may still be in,
        // and every third product's 50 ml is out, so the shop shows a size out of stock beside others.
        stock: volumeMl === 50 && p.slug.length % 3 === 0 ? 0 : Math.round(p.stock * (i === 0 ? 0.8 : 1.2)) + (p.stock === 0 ? 6 : 0),
        sku: seedSku(p.slug, volumeMl),
      };
    }),
  ];
}
