/*
 * Indian states, union territories, mobile numbers and PIN codes.
 * No imports: client forms bundle this file and the server's zod schemas build on it.
 */

type IndianRegionKind = 'state' | 'ut';

export interface IndianRegion {
  name: string;
  /** GST state code: the first two digits of a GSTIN and the place-of-supply code on an invoice. */
  code: string;
  kind: IndianRegionKind;
}

// Codes from the GST state code list; Dadra and Nagar Haveli and Daman and Diu is one
// territory since 26 January 2020 and kept code 26 (Daman and Diu's old 25 is retired).
const REGIONS: readonly IndianRegion[] = [
  { name: 'Andhra Pradesh', code: '37', kind: 'state' },
  { name: 'Arunachal Pradesh', code: '12', kind: 'state' },
  { name: 'Assam', code: '18', kind: 'state' },
  { name: 'Bihar', code: '10', kind: 'state' },
  { name: 'Chhattisgarh', code: '22', kind: 'state' },
  { name: 'Goa', code: '30', kind: 'state' },
  { name: 'Gujarat', code: '24', kind: 'state' },
  { name: 'Haryana', code: '06', kind: 'state' },
  { name: 'Himachal Pradesh', code: '02', kind: 'state' },
  { name: 'Jharkhand', code: '20', kind: 'state' },
  { name: 'Karnataka', code: '29', kind: 'state' },
  { name: 'Kerala', code: '32', kind: 'state' },
  { name: 'Madhya Pradesh', code: '23', kind: 'state' },
  { name: 'Maharashtra', code: '27', kind: 'state' },
  { name: 'Manipur', code: '14', kind: 'state' },
  { name: 'Meghalaya', code: '17', kind: 'state' },
  { name: 'Mizoram', code: '15', kind: 'state' },
  { name: 'Nagaland', code: '13', kind: 'state' },
  { name: 'Odisha', code: '21', kind: 'state' },
  { name: 'Punjab', code: '03', kind: 'state' },
  { name: 'Rajasthan', code: '08', kind: 'state' },
  { name: 'Sikkim', code: '11', kind: 'state' },
  { name: 'Tamil Nadu', code: '33', kind: 'state' },
  { name: 'Telangana', code: '36', kind: 'state' },
  { name: 'Tripura', code: '16', kind: 'state' },
  { name: 'Uttar Pradesh', code: '09', kind: 'state' },
  { name: 'Uttarakhand', code: '05', kind: 'state' },
  { name: 'West Bengal', code: '19', kind: 'state' },
  { name: 'Andaman and Nicobar Islands', code: '35', kind: 'ut' },
  { name: 'Chandigarh', code: '04', kind: 'ut' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: '26', kind: 'ut' },
  { name: 'Delhi', code: '07', kind: 'ut' },
  { name: 'Jammu and Kashmir', code: '01', kind: 'ut' },
  { name: 'Ladakh', code: '38', kind: 'ut' },
  { name: 'Lakshadweep', code: '31', kind: 'ut' },
  { name: 'Puducherry', code: '34', kind: 'ut' },
];

/** The 28 states and 8 union territories, sorted by name (the order of an address form's select). */
export const INDIAN_STATES: readonly IndianRegion[] = Object.freeze(
  [...REGIONS].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((r) => Object.freeze({ ...r })),
);

export const STATE_NAMES: readonly string[] = Object.freeze(INDIAN_STATES.map((r) => r.name));

function stateKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').replace(/\s*&\s*/g, ' and ').toLowerCase();
}

const BY_KEY = new Map(INDIAN_STATES.map((r) => [stateKey(r.name), r]));

/**
 * The region whose name matches, ignoring case, surrounding and repeated spaces, and '&' for
 * 'and' (so 'jammu & kashmir' finds Jammu and Kashmir). Null for anything else.
 */
export function findIndianState(name: unknown): IndianRegion | null {
  if (typeof name !== 'string') return null;
  return BY_KEY.get(stateKey(name)) ?? null;
}

/** The canonical spelling to store, or null when the name is not a state or union territory. */
export function canonicalStateName(name: unknown): string | null {
  return findIndianState(name)?.name ?? null;
}

export function isIndianState(name: unknown): boolean {
  return findIndianState(name) !== null;
}

/** Two-digit GST state code ('29' for Karnataka), or null for an unknown name. */
export function gstStateCode(name: unknown): string | null {
  return findIndianState(name)?.code ?? null;
}

/** Separators people type inside a phone number. */
const PHONE_SEPARATORS = /[\s\-().]/g;

/**
 * The 10-digit Indian mobile number in what a shopper typed, or null. Spaces, dashes, dots and
 * brackets are ignored; a leading +91, a leading 91 on a 12-digit number or a leading 0 on an
 * 11-digit number is dropped. The number must then start with 6, 7, 8 or 9.
 */
export function normalizeIndianMobile(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  let digits = input.replace(PHONE_SEPARATORS, '');
  if (digits.startsWith('+')) {
    if (!digits.startsWith('+91')) return null;
    digits = digits.slice(3);
  } else if (digits.length === 12 && digits.startsWith('91')) {
    digits = digits.slice(2);
  } else if (digits.length === 11 && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

export function isValidIndianMobile(input: unknown): boolean {
  return normalizeIndianMobile(input) !== null;
}

/** Six digits; the first (the postal region) is 1–9. */
export function isValidPin(pin: unknown): boolean {
  return typeof pin === 'string' && /^[1-9]\d{5}$/.test(pin);
}

/** A PIN code as typed ('560 001', ' 560001 ') reduced to its 6 digits, or null when it is not one. */
export function normalizePin(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const digits = input.replace(/[\s-]/g, '');
  return isValidPin(digits) ? digits : null;
}

/** '98765 43210': how the store prints a normalised mobile number. */
export function formatIndianMobile(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}
