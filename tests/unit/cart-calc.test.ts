import { describe, expect, it } from 'vitest';
import { bagChanges, lineDetails, mergedQuantity, statistics, summarize, validate, type LineInput } from '@/lib/cart/calc';
import type { ProductDto } from '@/lib/catalog/dto';
import { signGuestId, verifyGuestCookie } from '@/lib/auth/guest';

const product = (over: Partial<ProductDto> = {}): ProductDto =>
  ({ id: 'p1', name: 'Fiorita', category: 'Female', pricePaise: 149_900, stock: 10, weight: 250, isActive: true, ...over }) as ProductDto;
const line = (over: Partial<LineInput> = {}): LineInput => ({
  id: 'l1',
  quantity: 1,
  unitPriceAtAddPaise: 149_900,
  variantId: null,
  size: null,
  addedAt: new Date('2026-11-01T00:00:00Z'),
  product: product(),
  ...over,
});

describe('cart arithmetic', () => {
  it('adds lines in paise, so three lines of ₹0.10 make ₹0.30 exactly', () => {
    const lines = [1, 2, 3].map((i) => line({ id: `l${i}`, product: product({ id: `p${i}`, pricePaise: 10 }) }));
    expect(summarize(lines)).toMatchObject({ totalItems: 3, totalPrice: 0.3, total: 0.3, estimatedShipping: 0 });
  });

  it.each([
    // [stock, quantity, inStock]
    [10, 3, true],
    [3, 3, true],
    [2, 3, false],
    [0, 1, false],
  ])('stock %i for quantity %i is in stock: %s', (stock, quantity, inStock) => {
    const d = lineDetails(line({ quantity, product: product({ stock }) }));
    expect(d.inStock).toBe(inStock);
    expect(d.maxQuantity).toBe(stock);
    expect(d.itemTotal).toBe((149_900 * quantity) / 100);
  });

  it('leaves unavailable lines out of totals and counts them as out of stock', () => {
    const lines = [line(), line({ id: 'l2', product: null }), line({ id: 'l3', product: product({ id: 'p3', isActive: false }) })];
    expect(summarize(lines)).toMatchObject({ totalItems: 1, totalPrice: 1499, availableItems: 1, outOfStockItems: 2 });
    expect(lineDetails(lines[1]!)).toMatchObject({ productAvailable: false, itemTotal: 0, inStock: false, maxQuantity: 0 });
  });

  it('statistics count categories by quantity and average the unit price', () => {
    const s = statistics([
      line({ quantity: 2 }),
      line({ id: 'l2', product: product({ id: 'p2', category: 'Male', pricePaise: 100_000 }) }),
    ]);
    expect(s).toEqual({
      totalItems: 3,
      uniqueProducts: 2,
      uniqueSizes: 2,
      categoryCounts: { Female: 2, Male: 1 },
      sizeCounts: {},
      averageItemPrice: 1332.67,
      estimatedShipping: 0,
    });
  });

  it('statistics count two sizes of one product as one product and by size', () => {
    const s = statistics([
      line({ quantity: 2, variantId: 'v10', size: { _id: 'v10', label: '10 ml travel spray', volumeMl: 10 }, product: product({ pricePaise: 40_000 }) }),
      line({ id: 'l2', variantId: 'v100', size: { _id: 'v100', label: '100 ml', volumeMl: 100 } }),
    ]);
    expect(s).toMatchObject({ totalItems: 3, uniqueProducts: 1, uniqueSizes: 2, sizeCounts: { '10 ml travel spray': 2, '100 ml': 1 } });
  });

  it.each([
    [149_900, 164_890, []], // +10% exactly: no warning
    [149_900, 164_900, ['Price changed from ₹1,499 to ₹1,649']],
    [149_900, 134_900, ['Price changed from ₹1,499 to ₹1,349']],
  ])('price %i → %i warns %j', (was, now, issues) => {
    expect(validate([line({ unitPriceAtAddPaise: was, product: product({ pricePaise: now }) })]).invalidItems.flatMap((i) => i.issues)).toEqual(issues);
  });

  it('merged quantities add up but stop at the stock', () => {
    expect(mergedQuantity(2, 3, 10)).toBe(5);
    expect(mergedQuantity(8, 5, 10)).toBe(10);
    expect(mergedQuantity(0, 4, 0)).toBe(0);
  });
});

describe('guest cookie', () => {
  it('verifies only what this store signed', () => {
    const id = '0123456789abcdef01234567';
    const value = signGuestId(id);
    expect(verifyGuestCookie(value)).toBe(id);
    expect(verifyGuestCookie(value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toBeNull();
    expect(verifyGuestCookie(`ffffffffffffffffffffffff${value.slice(24)}`)).toBeNull();
    expect(verifyGuestCookie(id)).toBeNull();
    expect(verifyGuestCookie('')).toBeNull();
    expect(verifyGuestCookie(undefined)).toBeNull();
  });
});

describe('bagChanges (issue 30: the bag says what changed)', () => {
  it('tells a price moved either way, names the size, and a quantity lowered to what is left', () => {
    const changes = bagChanges([
      line({ id: 'up', unitPriceAtAddPaise: 450_000, product: product({ name: 'Oud Rasa', pricePaise: 495_000 }), size: { _id: 's1', label: '100 ml', volumeMl: 100 } }),
      line({ id: 'down', unitPriceAtAddPaise: 160_000, product: product({ name: 'Calyx', pricePaise: 149_900 }) }),
      line({ id: 'few', quantity: 5, product: product({ name: 'Neroli', stock: 3 }) }),
    ]);
    expect(changes.map((c) => c.message)).toEqual([
      'Oud Rasa 100 ml is now ₹4,950, was ₹4,500.',
      'Calyx is now ₹1,499, was ₹1,600.',
      'Neroli: only 3 left, so we changed your quantity to 3.',
    ]);
  });

  it('says nothing of an unchanged line, a sold-out one (the line says so itself) or a product gone', () => {
    expect(
      bagChanges([
        line(),
        line({ id: 'out', quantity: 2, product: product({ stock: 0 }) }),
        line({ id: 'gone', product: null }),
        line({ id: 'off', unitPriceAtAddPaise: 1, product: product({ isActive: false }) }),
      ]),
    ).toEqual([]);
  });
});
