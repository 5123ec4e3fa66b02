/**
 * Money is integer paise everywhere inside the store. Rupees (a number with at most two
 * decimals) exist only at the edges: API fields and what a person reads.
 */
export type Paise = number;

/**
 * The most one order (and so one bag) may come to: ₹25,00,000. Room for a full line of 999
 * bottles at the usual ₹1,499 (a corporate gifting order), yet far below 2^31 − 1 paise (about
 * ₹2.1 crore), the most an integer money column holds, so every order total, line total and
 * payment amount stays representable.
 */
export const MAX_ORDER_TOTAL_PAISE: Paise = 25_00_000 * 100;

export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError('Amount must be a finite number');
  // Round through a string-free path that survives binary floats like 19.99 * 100 = 1998.9999…
  return Math.round(rupees * 100 + (rupees >= 0 ? 1e-7 : -1e-7));
}

export function paiseToRupees(paise: Paise): number {
  if (!Number.isInteger(paise)) throw new RangeError('Paise must be an integer');
  return paise / 100;
}

/*
 * Built on first use, not when the module loads: the first Intl formatter a page makes costs a
 * phone tens of milliseconds of main thread (ICU's locale data), and most pages that load this
 * module in the browser (through the catalogue's DTO helpers) never format an amount there.
 */
let inrPaiseFormat: Intl.NumberFormat | undefined;
let inrWholeFormat: Intl.NumberFormat | undefined;
const inrPaise = () =>
  (inrPaiseFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const inrWhole = () =>
  (inrWholeFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 }));

/**
 * The store's one rule for a price a person reads: `₹4,200` when the amount is whole rupees (as
 * Indian luxury houses print prices; `.00` on every figure reads like a ledger), `₹1,649.70` when
 * it has paise, so no amount is ever rounded away (a 10% coupon, a refund, a tax share).
 */
export function formatInr(paise: Paise): string {
  const whole = Math.round(paise);
  return whole % 100 === 0 ? inrWhole().format(whole / 100) : inrPaise().format(whole / 100);
}

/**
 * `₹4,200.00`: always two decimals. For the GST tax invoice only, where every amount is stated
 * to the paisa (taxable value, CGST, SGST and total are a paisa-exact split, and the columns line
 * up on the decimal point as an accountant reads them).
 */
export function formatInrExact(paise: Paise): string {
  return inrPaise().format(Math.round(paise) / 100);
}

/**
 * `₹1,499`: rounded to the nearest rupee. For aggregates where paise are noise (revenue,
 * inventory value) and compact labels (the price slider, offer minimums); a single price uses
 * formatInr.
 */
export function formatInrWhole(paise: Paise): string {
  return inrWhole().format(Math.round(paise / 100));
}

/** Percentage of `paise`, rounded half up to the nearest paisa. */
export function percentOf(paise: Paise, percent: number): Paise {
  return Math.round((paise * percent) / 100);
}

export function savingsPaise(pricePaise: Paise, originalPricePaise: Paise | null | undefined): Paise {
  if (originalPricePaise == null || originalPricePaise <= pricePaise) return 0;
  return originalPricePaise - pricePaise;
}
