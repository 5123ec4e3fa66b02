/*
 * When a parcel to a PIN code should arrive: the store's delivery rules (zones by PIN prefix with
 * their transit days, the dispatch cut-off, the holidays it does not dispatch on) applied to a PIN
 * and an instant. Pure and import-light (lib/india-pin only): the API and the tests call it with
 * any clock. Dates are Indian calendar days (lib/india-time.ts), as 'YYYY-MM-DD'.
 */
import { istParts } from '../india-time';
import { pinProblem, statesForPin, type PinProblem } from '../india-pin';

export const DELIVERY_ZONES = ['metro', 'rest', 'north-east-jk', 'remote'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const DELIVERY_ZONE_LABELS: Readonly<Record<DeliveryZone, string>> = {
  metro: 'Metro cities',
  rest: 'Rest of India',
  'north-east-jk': 'North-East, Jammu & Kashmir and Ladakh',
  remote: 'Remote (Andaman & Nicobar, Lakshadweep)',
};

interface ZoneDays {
  minDays: number;
  maxDays: number;
}

export interface DeliveryRules {
  zones: Record<DeliveryZone, ZoneDays>;
  /** 'HH:MM' India time: an order placed at or after it is dispatched on the next working day. */
  cutoff: string;
  /** 'YYYY-MM-DD' days the store does not dispatch on (besides Sundays), sorted. */
  holidays: string[];
}

/** What the migration seeds (db/migrations) and tests start from. */
export const DEFAULT_DELIVERY_RULES: DeliveryRules = {
  zones: {
    metro: { minDays: 1, maxDays: 3 },
    rest: { minDays: 3, maxDays: 6 },
    'north-east-jk': { minDays: 5, maxDays: 9 },
    remote: { minDays: 7, maxDays: 12 },
  },
  cutoff: '14:00',
  holidays: ['2026-01-26', '2026-08-15', '2026-10-02', '2026-11-08', '2027-01-26'],
};

/** The three-digit sorting districts of the six metro cities: Delhi, Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad. */
const METRO_PREFIXES = new Set(['110', '400', '560', '600', '700', '500']);

const NORTH_EAST_AND_JK = new Set([
  'Assam',
  'Arunachal Pradesh',
  'Meghalaya',
  'Manipur',
  'Mizoram',
  'Nagaland',
  'Tripura',
  'Sikkim',
  'Jammu and Kashmir',
  'Ladakh',
]);

/** Why a PIN gets no estimate: one of the checkout field's problems, or a prefix India Post does not use for a state. */
export type EstimatePinProblem = PinProblem | 'unknown';

/**
 * The zone a PIN is delivered in, or the problem with it. The state comes from lib/india-pin
 * (the same table the checkout fills the state from); Lakshadweep shares Kochi's 682 and is only
 * its 682 55x offices.
 */
export function deliveryZone(input: unknown): { zone: DeliveryZone; pin: string } | { problem: EstimatePinProblem } {
  const problem = pinProblem(input);
  if (problem) return { problem };
  const pin = (input as string).replace(/[\s-]/g, '');
  const states = statesForPin(pin);
  if (states.length === 0) return { problem: 'unknown' };
  if (states.includes('Andaman and Nicobar Islands') || pin.startsWith('68255')) return { zone: 'remote', pin };
  if (states.every((s) => NORTH_EAST_AND_JK.has(s))) return { zone: 'north-east-jk', pin };
  if (METRO_PREFIXES.has(pin.slice(0, 3))) return { zone: 'metro', pin };
  return { zone: 'rest', pin };
}

export interface DeliveryEstimate {
  pin: string;
  zone: DeliveryZone;
  /** The first and last day the parcel may arrive, 'YYYY-MM-DD' India time. */
  from: string;
  to: string;
}

/** A calendar day as a UTC-midnight Date, so adding days and reading the weekday ignore time zones. */
const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month, date));
const addDays = (d: Date, n: number) => day(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n);
const key = (d: Date) => d.toISOString().slice(0, 10);
const isSunday = (d: Date) => d.getUTCDay() === 0;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The day the parcel leaves: today before the cut-off when today is a working day, else the next working day. */
export function dispatchDay(rules: Pick<DeliveryRules, 'cutoff' | 'holidays'>, now: Date): string {
  const holidays = new Set(rules.holidays);
  const t = istParts(now);
  let d = day(t.year, t.month, t.day);
  if (t.hours * 60 + t.minutes >= minutesOf(rules.cutoff)) d = addDays(d, 1);
  // A year of holidays back to back would be a mistake in the rules; stop rather than loop.
  for (let i = 0; i < 366 && (isSunday(d) || holidays.has(key(d))); i++) d = addDays(d, 1);
  return key(d);
}

/**
 * Transit days are courier working days: Sundays are skipped, the store's holidays are not
 * (they stop the store's dispatch, not the couriers).
 */
function afterTransitDays(from: Date, days: number): Date {
  let d = from;
  for (let left = days; left > 0; ) {
    d = addDays(d, 1);
    if (!isSunday(d)) left--;
  }
  return d;
}

export function estimateDelivery(rules: DeliveryRules, zone: DeliveryZone, pin: string, now: Date): DeliveryEstimate {
  const [y, m, dd] = dispatchDay(rules, now).split('-').map(Number) as [number, number, number];
  const dispatched = day(y, m - 1, dd);
  const { minDays, maxDays } = rules.zones[zone];
  return { pin, zone, from: key(afterTransitDays(dispatched, minDays)), to: key(afterTransitDays(dispatched, maxDays)) };
}
