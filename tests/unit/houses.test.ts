import { describe, expect, it } from 'vitest';
import { houseHref, houseLine, houseSlug } from '@/lib/catalog/houses';
import { seedProducts } from '@/lib/db/seed/catalog-data';
import { storeDetailsSchema } from '@/lib/store-details/schema';
import { DEFAULT_STORE_DETAILS } from '@/lib/store';

describe('houses', () => {
  it('name a page by the Brand’s slug, accents and case aside', () => {
    expect(houseSlug('Maison Vérane')).toBe('maison-verane');
    expect(houseHref('Atelier Kesar')).toBe('/houses/atelier-kesar');
  });

  it('find the owner’s line for a Brand however it is spelt, and none for a Brand without one', () => {
    const houses = [{ name: 'Maison Vérane', line: 'Grasse.' }];
    expect(houseLine(houses, 'MAISON VERANE')).toBe('Grasse.');
    expect(houseLine(houses, 'Atelier Kesar')).toBeNull();
  });

  it('ship a line for every house of the demo catalogue, and the defaults pass the owner’s own rules', () => {
    for (const brand of new Set(seedProducts.map((p) => p.brand))) expect(houseLine(DEFAULT_STORE_DETAILS.houses, brand), brand).toBeTruthy();
    expect(storeDetailsSchema.safeParse(DEFAULT_STORE_DETAILS).success).toBe(true);
  });
});
