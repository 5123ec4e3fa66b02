import { describe, expect, it } from 'vitest';
import { familyLabel, FAMILIES, LONGEVITY_STEPS, scaleStep } from '@/lib/catalog/character';
import { toProductDto } from '@/lib/catalog/dto';
import { productUpdateSchema } from '@/lib/catalog/admin-schema';
import { seedCharacter, seedProducts } from '@/lib/db/seed/catalog-data';
import { productRow } from '../helpers/product-row';

describe('a perfume’s character', () => {
  it('reads a family by its value or its shop name in any case, and a blank as not stated', () => {
    expect(productUpdateSchema.parse({ family: 'FRESH & CITRUS' })).toEqual({ family: 'fresh' });
    expect(productUpdateSchema.parse({ family: ' woody ' })).toEqual({ family: 'woody' });
    expect(productUpdateSchema.parse({ family: '' })).toEqual({ family: '' });
    expect(productUpdateSchema.safeParse({ family: 'aquatic' }).success).toBe(false);
    expect(productUpdateSchema.safeParse({ family: 3 }).success).toBe(false);
  });

  it('takes scales from 1 to 5, 0 or blank for not stated, nothing else', () => {
    expect(productUpdateSchema.parse({ longevity: '5', sillage: '' })).toEqual({ longevity: 5, sillage: 0 });
    for (const bad of [6, -1, 2.5, 'lots', true]) expect(productUpdateSchema.safeParse({ longevity: bad }).success, String(bad)).toBe(false);
  });

  it('tells the shop nothing for what is not stated, and never a family it does not know', () => {
    expect(toProductDto(productRow({ family: '', longevity: 0, sillage: 0 }))).toMatchObject({ family: null, longevity: null, sillage: null });
    expect(toProductDto(productRow({ family: 'retired-family', longevity: 5, sillage: 1 }))).toMatchObject({ family: null, longevity: 5, sillage: 1 });
    expect(familyLabel('amber')).toBe('Amber (oriental)');
    expect(scaleStep(LONGEVITY_STEPS, 4)).toEqual({ name: 'Long-lasting', detail: '6 to 8 hours on skin' });
    expect(scaleStep(LONGEVITY_STEPS, 0)).toBeNull();
    expect(scaleStep(LONGEVITY_STEPS, 6)).toBeNull();
  });

  it('is stated in the seed for every perfume, sets and boxes excepted, in the store’s words', () => {
    const families = new Set<string>(FAMILIES.map((f) => f.value));
    for (const p of seedProducts) {
      const c = seedCharacter[p.slug];
      expect(c, p.slug).toBeDefined();
      const statesNone = c!.family === '' && c!.longevity === 0 && c!.sillage === 0;
      expect(statesNone, p.slug).toBe(p.tags.includes('discovery-set') || p.tags.includes('gift-box'));
      if (!statesNone) {
        expect(families.has(c!.family), p.slug).toBe(true);
        expect(productUpdateSchema.safeParse(c).success, p.slug).toBe(true);
      }
    }
    expect(Object.keys(seedCharacter).sort()).toEqual(seedProducts.map((p) => p.slug).sort());
  });
});
