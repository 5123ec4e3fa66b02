import { describe, expect, it } from 'vitest';
import { indianDigits } from '@/lib/indian-digits';
import { formatInr, formatInrExact, formatInrWhole, paiseToRupees, percentOf, rupeesToPaise, savingsPaise } from '@/lib/money';

describe('rupeesToPaise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1499, 149_900],
    [19.99, 1999],
    [0.29, 29],
    [4.35, 435],
    [1.15, 115],
    [1.1, 110],
    [0.1 + 0.2, 30],
    [99_999.99, 9_999_999],
    [10_000_000, 1_000_000_000],
  ])('%d rupees is %d paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it('does not trip on binary floats that land just below the paisa', () => {
    // 19.99 * 100 is 1998.9999999999998 in binary floating point.
    expect(19.99 * 100).not.toBe(1999);
    expect(rupeesToPaise(19.99)).toBe(1999);
    for (let paise = 0; paise <= 500_000; paise += 7) {
      expect(rupeesToPaise(paise / 100)).toBe(paise);
    }
  });

  it('mirrors negatives (refunds, adjustments)', () => {
    expect(rupeesToPaise(-19.99)).toBe(-1999);
    expect(rupeesToPaise(-0.1 - 0.2)).toBe(-30);
    expect(rupeesToPaise(-1499)).toBe(-149_900);
  });

  it('gives a plain zero for -0', () => {
    expect(Object.is(rupeesToPaise(-0), 0)).toBe(true);
  });

  it('always returns an integer', () => {
    for (const r of [0.005, 12.345, 3.14159, 2999.999]) expect(Number.isInteger(rupeesToPaise(r))).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('refuses %d with a RangeError', (bad) => {
    expect(() => rupeesToPaise(bad)).toThrow(RangeError);
    expect(() => rupeesToPaise(bad)).toThrow('Amount must be a finite number');
  });
});

describe('paiseToRupees', () => {
  it.each([
    [0, 0],
    [149_900, 1499],
    [1999, 19.99],
    [5, 0.05],
    [-50, -0.5],
  ])('%d paise is %d rupees', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });

  it('round-trips with rupeesToPaise', () => {
    for (const paise of [1, 99, 1999, 123_456, 490_000]) expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
  });

  it.each([1.5, NaN, Infinity])('refuses non-integer paise %d', (bad) => {
    expect(() => paiseToRupees(bad)).toThrow(RangeError);
  });
});

describe('formatInr', () => {
  it.each([
    [149_900, '₹1,499'],
    [420_000, '₹4,200'],
    [0, '₹0'],
    [5, '₹0.05'],
    [1999, '₹19.99'],
    [164_970, '₹1,649.70'],
    [99_900, '₹999'],
    [10_000_000, '₹1,00,000'],
    [123_456_789, '₹12,34,567.89'],
    [1_000_000_000, '₹1,00,00,000'],
  ])('%d paise reads %s: whole rupees without paise, two decimals with them', (paise, text) => {
    expect(formatInr(paise)).toBe(text);
  });

  it('never rounds paise away: 1 paisa off a whole rupee shows both decimals', () => {
    expect(formatInr(149_901)).toBe('₹1,499.01');
    expect(formatInr(149_899)).toBe('₹1,498.99');
  });

  it('marks negative amounts', () => {
    expect(formatInr(-149_900)).toBe('-₹1,499');
    expect(formatInr(-149_950)).toBe('-₹1,499.50');
  });
});

describe('formatInrExact (the GST invoice)', () => {
  it.each([
    [149_900, '₹1,499.00'],
    [0, '₹0.00'],
    [5, '₹0.05'],
    [123_456_789, '₹12,34,567.89'],
  ])('%d paise reads %s', (paise, text) => {
    expect(formatInrExact(paise)).toBe(text);
  });
});

describe('formatInrWhole', () => {
  it.each([
    [149_900, '₹1,499'],
    [10_000_000, '₹1,00,000'],
    [0, '₹0'],
    [149_949, '₹1,499'],
    [149_950, '₹1,500'],
  ])('%d paise reads %s', (paise, text) => {
    expect(formatInrWhole(paise)).toBe(text);
  });
});

describe('percentOf', () => {
  it.each([
    [100_000, 18, 18_000],
    [100_000, 0, 0],
    [100_000, 100, 100_000],
    [999, 10, 100], // 99.9 rounds up
    [1005, 10, 101], // 100.5: half rounds up
    [1004, 10, 100], // 100.4 rounds down
    [299_900, 20, 59_980],
    [333, 33, 110], // 109.89
  ])('%d paise at %d%% is %d', (paise, percent, expected) => {
    expect(percentOf(paise, percent)).toBe(expected);
  });

  it('always returns whole paise', () => {
    for (let p = 1; p < 2000; p += 37) expect(Number.isInteger(percentOf(p, 12.5))).toBe(true);
  });
});

describe('savingsPaise', () => {
  it('is the difference when the original price is higher', () => {
    expect(savingsPaise(395_000, 450_000)).toBe(55_000);
  });

  it.each([
    [395_000, null],
    [395_000, undefined],
    [395_000, 395_000],
    [395_000, 300_000],
  ])('is 0 for price %d and original %s', (price, original) => {
    expect(savingsPaise(price, original)).toBe(0);
  });
});

describe('indianDigits', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [500, '500'],
    [1_000, '1,000'],
    [5_000, '5,000'],
    [99_999, '99,999'],
    [1_25_000, '1,25,000'],
    [25_00_000, '25,00,000'],
    [1_23_45_67_890, '1,23,45,67,890'],
    [-4_200, '-4,200'],
  ])('writes %d as %s', (value, written) => {
    expect(indianDigits(value)).toBe(written);
  });

  it("agrees with toLocaleString('en-IN') for whole numbers", () => {
    for (let n = 0; n < 2_000_000; n += 997) expect(indianDigits(n)).toBe(n.toLocaleString('en-IN'));
  });
});
