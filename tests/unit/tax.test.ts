import { describe, expect, it } from 'vitest';
import { formatInr } from '@/lib/money';
import { gstBreakup } from '@/lib/tax';

/** A small deterministic generator, so a failure can be reproduced. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('gstBreakup', () => {
  it('splits ₹1,180.00 at 18% into ₹1,000.00 taxable and ₹180.00 tax', () => {
    const b = gstBreakup(118_000, 18);
    expect(b).toEqual({ taxablePaise: 100_000, taxPaise: 18_000, ratePercent: 18 });
    expect(formatInr(b.taxablePaise)).toBe('₹1,000');
    expect(formatInr(b.taxPaise)).toBe('₹180');
  });

  it.each([
    // 3950 / 1.18 = 3347.457… → ₹3,347.46, tax ₹602.54
    [395_000, 18, 334_746, 60_254],
    // 1 paisa: 0.847 rounds to 1 taxable paisa, no tax
    [1, 18, 1, 0],
    [0, 18, 0, 0],
    [105_000, 5, 100_000, 5_000],
    [149_900, 0, 149_900, 0],
    [112_000, 12, 100_000, 12_000],
  ])('price %i at %d%%: taxable %i, tax %i', (price, rate, taxable, tax) => {
    expect(gstBreakup(price, rate)).toEqual({ taxablePaise: taxable, taxPaise: tax, ratePercent: rate });
  });

  it('always adds back to the price exactly, with taxable value the nearest paisa', () => {
    const rand = prng(20_250_101);
    for (let i = 0; i < 20_000; i++) {
      const price = Math.floor(rand() * 10_000_000); // up to ₹1,00,000
      const rate = [0, 3, 5, 12, 18, 28][Math.floor(rand() * 6)]!;
      const { taxablePaise, taxPaise } = gstBreakup(price, rate);
      expect(Number.isInteger(taxablePaise) && Number.isInteger(taxPaise)).toBe(true);
      expect(taxablePaise + taxPaise).toBe(price);
      expect(taxPaise).toBeGreaterThanOrEqual(0);
      expect(Math.abs(taxablePaise - (price * 100) / (100 + rate))).toBeLessThanOrEqual(0.5);
    }
  });

  it('agrees with the seeded catalogue prices at the store rate', () => {
    for (let rupees = 1200; rupees <= 4900; rupees += 50) {
      const price = rupees * 100;
      const { taxablePaise, taxPaise } = gstBreakup(price, 18);
      expect(taxablePaise + taxPaise).toBe(price);
      // The tax is about 15.25% of an inclusive price at 18%.
      expect(Math.abs(taxPaise / price - 18 / 118)).toBeLessThan(0.0001);
    }
  });

  it.each([-1, 1.5, NaN, Infinity])('refuses the price %d', (price) => {
    expect(() => gstBreakup(price, 18)).toThrow(RangeError);
    expect(() => gstBreakup(price, 18)).toThrow('Price must be whole paise');
  });

  it('refuses a negative rate', () => {
    expect(() => gstBreakup(100_000, -5)).toThrow(new RangeError('Rate cannot be negative'));
  });

  it.each([NaN, Infinity])('refuses the rate %d instead of answering NaN', (rate) => {
    expect(() => gstBreakup(100_000, rate)).toThrow(RangeError);
  });
});
