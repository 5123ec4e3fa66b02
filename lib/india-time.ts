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

// As en-IN's ICU data writes them ("Sept", not "Sep").
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/*
 * Every date and time the store shows a person is written here, in India Standard Time, as
 * en-IN's ICU data writes it (tests/unit/india-time.test.ts holds them to Intl's output) but
 * without Intl: the server's and the browser's text are the same whatever their ICU version
 * (hydration), and a page never loads ICU's locale data on the main thread (~45 ms at phone
 * speed) to print a date.
 */

/** '6 Sept 2026' ('6 September 2026' with month 'long'). */
export function formatIstDate(at: Date, month: 'short' | 'long' = 'short'): string {
  const p = istParts(at);
  return `${p.day} ${(month === 'long' ? MONTHS_LONG : MONTHS_SHORT)[p.month]} ${p.year}`;
}

/** '3:05 pm'. */
export function formatIstTime(at: Date): string {
  const { hours, minutes } = istParts(at);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)} ${hours < 12 ? 'am' : 'pm'}`;
}

/** '6 Sept 2026, 3:05 pm' ('6 September 2026, 3:05 pm' with month 'long'; ICU would say 'at' there, a sentence's word). */
export function formatIstDateTime(at: Date, month: 'short' | 'long' = 'short'): string {
  return `${formatIstDate(at, month)}, ${formatIstTime(at)}`;
}

/** '6 Sept' or, with the weekday, 'Sun, 6 Sept' ('6 September' with month 'long'). */
export function formatIstDayMonth(at: Date, options: { weekday?: boolean; month?: 'short' | 'long' } = {}): string {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  const { day, month } = istParts(at);
  const text = `${day} ${(options.month === 'long' ? MONTHS_LONG : MONTHS_SHORT)[month]}`;
  return options.weekday ? `${WEEKDAYS_SHORT[shifted.getUTCDay()]}, ${text}` : text;
}

/** 'September 2026'; 'Sept' with month 'short' and no year. */
export function formatIstMonth(at: Date, options: { month?: 'short' | 'long'; year?: boolean } = {}): string {
  const { year, month } = istParts(at);
  const name = (options.month === 'short' ? MONTHS_SHORT : MONTHS_LONG)[month]!;
  return options.year === false ? name : `${name} ${year}`;
}

/** The instant an Indian calendar key ('YYYY-MM-DD' or 'YYYY-MM') begins, to format it with the above. */
export function istKeyStart(key: string): Date {
  const [y, m, d] = key.split('-').map(Number);
  return istMidnight(y!, (m ?? 1) - 1, d ?? 1);
}
