import { describe, expect, it } from 'vitest';
import { genderOf, toProductDto } from '@/lib/catalog/dto';
import { stockLabel, stockLevel } from '@/lib/catalog/stock-level';
import { productRow } from '../helpers/product-row';


describe('genderOf', () => {
  it.each([
    ['Male', 'men'],
    ['male', 'men'],
    ['Female', 'women'],
    ['FEMALE', 'women'],
    ['Unisex', 'unisex'],
    ['Others', 'unisex'],
    ['anything else', 'unisex'],
  ] as const)('%s → %s', (category, gender) => {
    expect(genderOf(category)).toBe(gender);
  });
});

describe('stockLevel and stockLabel', () => {
  it.each([
    [1000, 'good', 'Available'],
    [11, 'good', 'Available'],
    [10, 'low', 'Only 10 left'],
    [5, 'low', 'Only 5 left'],
    [1, 'low', 'Only 1 left'],
    [0, 'out', 'Out of stock'],
    [-1, 'out', 'Out of stock'],
  ] as const)('stock %i is %s: %s', (stock, level, label) => {
    expect(stockLevel(stock)).toBe(level);
    expect(stockLabel(stock)).toBe(label);
  });
});

describe('toProductDto', () => {
  it('gives rupee fields beside the paise, and the aliases the original clients read', () => {
    const dto = toProductDto(productRow());
    expect(dto).toMatchObject({
      _id: '67748580abcdef0123456789',
      id: '67748580abcdef0123456789',
      slug: 'fiorita',
      name: 'Fiorita',
      brand: 'Maison Aurelle',
      category: 'Female',
      gender: 'women',
      price: 3950,
      originalPrice: 4500,
      mrp: 4500,
      pricePaise: 395_000,
      originalPricePaise: 450_000,
      mrpPaise: 450_000,
      stock: 72,
      weight: 520,
      concentration: 'Eau de Parfum',
      volumeMl: 100,
      notes: { top: ['Mandarin'], heart: ['Tuberose'], base: ['Sandalwood'] },
      averageRating: 4.63,
      rating: 4.63,
      numReviews: 8,
      reviewCount: 8,
      isFeatured: true,
      isNew: false,
      isActive: true,
      createdAt: '2025-01-02T03:04:05.678Z',
      updatedAt: '2025-02-03T04:05:06.789Z',
    });
  });

  it('answers reviewers’ longevity and sillage beside the house’s own, null while nobody rated one', () => {
    const dto = toProductDto(productRow());
    expect(dto).toMatchObject({ longevity: 4, sillage: 3, reviewLongevity: { average: 4.25, count: 4 }, reviewSillage: null });
    expect(toProductDto(productRow({ reviewSillageAvg: 2.5, reviewSillageCount: 2 })).reviewSillage).toEqual({ average: 2.5, count: 2 });
    expect(toProductDto(productRow({ longevity: 0, reviewLongevityAvg: 0, reviewLongevityCount: 0 }))).toMatchObject({ longevity: null, reviewLongevity: null });
  });

  it('keeps paise-exact rupees with two decimals', () => {
    const dto = toProductDto(productRow({ pricePaise: 149_999, originalPricePaise: null, mrpPaise: 150_050 }));
    expect(dto.price).toBe(1499.99);
    expect(dto.originalPrice).toBeNull();
    expect(dto.originalPricePaise).toBeNull();
    expect(dto.mrp).toBe(1500.5);
  });

  it('marks an inactive or archived product as not active', () => {
    expect(toProductDto(productRow({ isActive: false })).isActive).toBe(false);
    expect(toProductDto(productRow({ archivedAt: new Date('2025-03-01T00:00:00Z') })).isActive).toBe(false);
  });

  it('derives the gender from the category', () => {
    expect(toProductDto(productRow({ category: 'Male' })).gender).toBe('men');
    expect(toProductDto(productRow({ category: 'Others' })).gender).toBe('unisex');
  });

  it('is plain JSON that survives a round trip unchanged (the data cache serialises it)', () => {
    const dto = toProductDto(productRow());
    expect(JSON.parse(JSON.stringify(dto))).toEqual(dto);
  });

  it('does not expose internal columns', () => {
    const dto = toProductDto(productRow()) as unknown as Record<string, unknown>;
    expect(dto).not.toHaveProperty('searchText');
    expect(dto).not.toHaveProperty('archivedAt');
    expect(dto).not.toHaveProperty('reviewLongevityAvg');
    expect(dto).not.toHaveProperty('reviewSillageCount');
  });
});
