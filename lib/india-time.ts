/*
 * Calendar arithmetic in India Standard Time, the store's one clock for days and months (the
 * dashboard, the order and user counts, coupon dates, exports). IST is UTC+5:30 all year (no
 * daylight saving), so a fixed offset is exact and needs no time-zone data. Import-free: admin
 * pages bundle it for their labels.
 */

/** UTC+5:30; SQL that buckets by Indian day adds `interval '330 minutes'` to a UTC time. */
export const IST_OFFSET_MINUTES = 330;
export const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/** The Kolkata wall-clock reading of an instant (month 0–11). */
export function istParts(at: Date): { year: number; month: number; day: number; hours: number; minutes: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

/** The instant an IST calendar date begins (month and day may over- or underflow; Date.UTC normalises them). */
export function istMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - IST_OFFSET_MS);
}

/** Midnight in Kolkata at the start of `at`'s Indian day. */
export function startOfIstDay(at: Date): Date {
  const { year, month, day } = istParts(at);
  return istMidnight(year, month, day);
}

/** Midnight in Kolkata on the 1st of the month `at` falls in there. */
export function startOfIstMonth(at: Date): Date {
  const { year, month } = istParts(at);
  return istMidnight(year, month, 1);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the Indian calendar day. */
export function istDateKey(at: Date): string {
  const { year, month, day } = istParts(at);
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** 'YYYY-MM' of the Indian calendar month. */
export function istMonthKey(at: Date): string {
  const { year, month } = istParts(at);
  return `${year}-${pad(month + 1)}`;
}

/** 'YYYY-MM-DD HH:MM' in Kolkata. */
export function istDateTimeKey(at: Date): string {
  const { hours, minutes } = istParts(at);
  return `${istDateKey(at)} ${pad(hours)}:${pad(minutes)}`;
}

// As en-IN's ICU data abbreviates them ("Sept", not "Sep").
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * '6 Sept 2026': the Indian calendar date as en-IN's medium date style writes it, without Intl.
 * For dates the browser renders while a page starts (the home page's offers), where the first
 * Intl formatter would load ICU's locale data on the main thread (~45 ms at phone speed).
 */
export function formatIstDate(at: Date): string {
  const { year, month, day } = istParts(at);
  return `${day} ${MONTHS_SHORT[month]} ${year}`;
}
