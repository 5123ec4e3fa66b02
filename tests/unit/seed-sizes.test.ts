import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/lib/db/seed/catalog-data';
import { seedSizesOf } from '@/lib/db/seed/sizes';

describe('seeded sizes', () => {
  const all = seedProducts.map((p) => ({ p, sizes: seedSizesOf(p) }));

  it('give most perfumes two or three sizes, the listed one first with its own price and stock', () => {
    expect(all.filter((x) => x.sizes.length >= 2).length).toBeGreaterThan(seedProducts.length / 2);
    for (const { p, sizes } of all) {
      expect(sizes[0]).toMatchObject({ volumeMl: p.volumeMl, price: p.price, mrp: p.mrp, stock: p.stock });
      expect(new Set(sizes.map((s) => s.volumeMl)).size).toBe(sizes.length);
      expect(new Set(sizes.map((s) => s.sku)).size).toBe(sizes.length);
    }
  });

  it('price the travel spray at about a quarter of the 100 ml and the 50 ml at about 60 %, MRP at least the price', () => {
    for (const { p, sizes } of all.filter((x) => x.p.volumeMl === 100 && x.sizes.length === 3)) {
      const [, fifty, ten] = sizes;
      expect(fifty!.price / p.price).toBeGreaterThan(0.55);
      expect(fifty!.price / p.price).toBeLessThan(0.7);
      expect(ten!.price / p.price).toBeGreaterThan(0.2);
      expect(ten!.price / p.price).toBeLessThan(0.35);
    }
    for (const { sizes } of all) for (const s of sizes) expect(s.mrp).toBeGreaterThanOrEqual(s.price);
  });

  it('keep a gift box or discovery set in its one size, and give a body mist no travel spray', () => {
    for (const { p, sizes } of all.filter((x) => x.p.tags.some((t) => t === 'gift-box' || t === 'discovery-set'))) {
      expect(sizes.map((s) => s.volumeMl)).toEqual([p.volumeMl]);
    }
    const mists = all.filter((x) => x.p.concentration === 'Body Mist');
    expect(mists.length).toBeGreaterThan(0);
    for (const { p, sizes } of mists) expect(sizes.map((s) => s.volumeMl)).toEqual([p.volumeMl, 50]);
  });
});
