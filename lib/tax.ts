import type { Paise } from './money';

export interface GstBreakup {
  taxablePaise: Paise;
  taxPaise: Paise;
  ratePercent: number;
}

/**
 * Retail prices include GST: taxable value = price × 100 / (100 + rate), rounded to the
 * paisa, and tax is the rest, so the two always add back to the price exactly.
 */
export function gstBreakup(pricePaise: Paise, ratePercent: number): GstBreakup {
  if (!Number.isInteger(pricePaise) || pricePaise < 0) throw new RangeError('Price must be whole paise');
  if (!Number.isFinite(ratePercent)) throw new RangeError('Rate must be a finite number');
  if (ratePercent < 0) throw new RangeError('Rate cannot be negative');
  const taxablePaise = Math.round((pricePaise * 100) / (100 + ratePercent));
  return { taxablePaise, taxPaise: pricePaise - taxablePaise, ratePercent };
}
