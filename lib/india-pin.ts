/*
 * What an Indian PIN code says about where it is: the state (or union territory) its first
 * digits belong to, and, for a few large sorting districts, the city their head office serves.
 *
 * India Post gives the first digit to a postal zone, the first two to a circle (roughly a state)
 * and the first three to a sorting district. Circles and states do not line up everywhere, so a
 * prefix may belong to more than one state (Chandigarh's 160 also serves Mohali in Punjab,
 * Kochi's 682 also Lakshadweep): such a prefix lists every state it serves, and a PIN is refused
 * only when its state is not among them. Prefixes starting with 9 are the Army Postal Service
 * (no state) and are never refused.
 *
 * No imports besides lib/india (itself import-free): checkout bundles this file and the server's
 * zod schema uses the same functions.
 */
import { canonicalStateName } from './india';

/** Why a typed PIN is not one; null when it is six digits starting 1–9 (spaces and dashes allowed). */
export type PinProblem = 'empty' | 'not-digits' | 'length' | 'leading-zero';

export function pinProblem(input: unknown): PinProblem | null {
  const digits = typeof input === 'string' ? input.replace(/[\s-]/g, '') : '';
  if (!digits) return 'empty';
  if (!/^\d+$/.test(digits)) return 'not-digits';
  if (digits.length !== 6) return 'length';
  if (digits.startsWith('0')) return 'leading-zero';
  return null;
}

const UP = 'Uttar Pradesh';
const UK = 'Uttarakhand';
const PB = 'Punjab';
const WB = 'West Bengal';
const BR = 'Bihar';
const JH = 'Jharkhand';
const TN = 'Tamil Nadu';
const PY = 'Puducherry';
const KL = 'Kerala';
const GJ = 'Gujarat';
const DD = 'Dadra and Nagar Haveli and Daman and Diu';
const AP = 'Andhra Pradesh';
const TG = 'Telangana';

/**
 * Two- and three-digit prefixes to the states they serve; the longest matching prefix wins.
 * Three-digit entries are the exceptions inside a two-digit circle.
 */
const PREFIX_STATES: Readonly<Record<string, readonly string[]>> = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana'],
  '14': [PB],
  '15': [PB],
  '16': [PB],
  '160': ['Chandigarh', PB],
  '17': ['Himachal Pradesh'],
  '18': ['Jammu and Kashmir'],
  '19': ['Jammu and Kashmir'],
  '194': ['Ladakh'],
  '20': [UP],
  '21': [UP],
  '22': [UP],
  '23': [UP],
  '24': [UP],
  '244': [UP, UK],
  '246': [UK],
  '247': [UP, UK],
  '248': [UK],
  '249': [UK],
  '25': [UP],
  '26': [UP],
  '262': [UP, UK],
  '263': [UK],
  '27': [UP],
  '28': [UP],
  '30': ['Rajasthan'],
  '31': ['Rajasthan'],
  '32': ['Rajasthan'],
  '33': ['Rajasthan'],
  '34': ['Rajasthan'],
  '36': [GJ],
  '362': [GJ, DD],
  '37': [GJ],
  '38': [GJ],
  '39': [GJ],
  '396': [GJ, DD],
  '40': ['Maharashtra'],
  '403': ['Goa'],
  '41': ['Maharashtra'],
  '42': ['Maharashtra'],
  '43': ['Maharashtra'],
  '44': ['Maharashtra'],
  '45': ['Madhya Pradesh'],
  '46': ['Madhya Pradesh'],
  '47': ['Madhya Pradesh'],
  '48': ['Madhya Pradesh'],
  '49': ['Chhattisgarh'],
  '50': [TG],
  '507': [TG, AP],
  '51': [AP],
  '52': [AP],
  '53': [AP],
  '533': [AP, PY],
  '56': ['Karnataka'],
  '57': ['Karnataka'],
  '58': ['Karnataka'],
  '59': ['Karnataka'],
  '60': [TN],
  '605': [TN, PY],
  '607': [TN, PY],
  '609': [TN, PY],
  '61': [TN],
  '62': [TN],
  '63': [TN],
  '64': [TN],
  '67': [KL],
  '673': [KL, PY],
  '68': [KL],
  '682': [KL, 'Lakshadweep'],
  '69': [KL],
  '70': [WB],
  '71': [WB],
  '72': [WB],
  '73': [WB],
  '737': ['Sikkim'],
  '74': [WB],
  '744': ['Andaman and Nicobar Islands'],
  '75': ['Odisha'],
  '76': ['Odisha'],
  '77': ['Odisha'],
  '78': ['Assam'],
  '790': ['Arunachal Pradesh'],
  '791': ['Arunachal Pradesh'],
  '792': ['Arunachal Pradesh'],
  '793': ['Meghalaya'],
  '794': ['Meghalaya'],
  '795': ['Manipur'],
  '796': ['Mizoram'],
  '797': ['Nagaland'],
  '798': ['Nagaland'],
  '799': ['Tripura'],
  '80': [BR],
  '81': [BR],
  '813': [BR, JH],
  '814': [JH],
  '815': [JH],
  '816': [JH],
  '82': [BR],
  '822': [JH],
  '825': [JH],
  '826': [JH],
  '827': [JH],
  '828': [JH],
  '829': [JH],
  '83': [JH],
  '84': [BR],
  '85': [BR],
};

/**
 * The head office town of a three-digit sorting district, offered as the city. Only where the
 * district is one city most of its addresses would name; the shopper can change it.
 */
const PREFIX_CITY: Readonly<Record<string, string>> = {
  '110': 'New Delhi',
  '121': 'Faridabad',
  '122': 'Gurugram',
  '141': 'Ludhiana',
  '143': 'Amritsar',
  '144': 'Jalandhar',
  '171': 'Shimla',
  '180': 'Jammu',
  '190': 'Srinagar',
  '208': 'Kanpur',
  '211': 'Prayagraj',
  '221': 'Varanasi',
  '226': 'Lucknow',
  '248': 'Dehradun',
  '250': 'Meerut',
  '282': 'Agra',
  '302': 'Jaipur',
  '380': 'Ahmedabad',
  '390': 'Vadodara',
  '395': 'Surat',
  '400': 'Mumbai',
  '411': 'Pune',
  '440': 'Nagpur',
  '452': 'Indore',
  '462': 'Bhopal',
  '492': 'Raipur',
  '500': 'Hyderabad',
  '520': 'Vijayawada',
  '530': 'Visakhapatnam',
  '560': 'Bengaluru',
  '570': 'Mysuru',
  '575': 'Mangaluru',
  '600': 'Chennai',
  '625': 'Madurai',
  '641': 'Coimbatore',
  '695': 'Thiruvananthapuram',
  '700': 'Kolkata',
  '737': 'Gangtok',
  '744': 'Port Blair',
  '751': 'Bhubaneswar',
  '781': 'Guwahati',
  '793': 'Shillong',
  '795': 'Imphal',
  '796': 'Aizawl',
  '799': 'Agartala',
  '800': 'Patna',
  '831': 'Jamshedpur',
  '834': 'Ranchi',
};

/** The six digits of a PIN as typed, or null. */
function pinDigits(pin: unknown): string | null {
  if (typeof pin !== 'string') return null;
  const digits = pin.replace(/[\s-]/g, '');
  return /^[1-9]\d{5}$/.test(digits) ? digits : null;
}

/** The states a PIN's prefix serves (canonical names, in the table's order); empty when unknown. */
export function statesForPin(pin: unknown): readonly string[] {
  const digits = pinDigits(pin);
  if (!digits) return [];
  return PREFIX_STATES[digits.slice(0, 3)] ?? PREFIX_STATES[digits.slice(0, 2)] ?? [];
}

/** The one state a PIN belongs to, or null when its prefix serves several or none. */
export function stateForPin(pin: unknown): string | null {
  const states = statesForPin(pin);
  return states.length === 1 ? states[0]! : null;
}

/** A city to suggest for a PIN: only when its state is certain and its district is one city. */
export function cityForPin(pin: unknown): string | null {
  const digits = pinDigits(pin);
  if (!digits || !stateForPin(digits)) return null;
  return PREFIX_CITY[digits.slice(0, 3)] ?? null;
}

/**
 * The message when a PIN and a state cannot go together ('PIN code 560001 is in Karnataka, not
 * Kerala'); null when they can, or when either is not valid or the prefix is not known (other
 * rules speak about those).
 */
export function pinStateMismatch(pin: unknown, state: unknown): string | null {
  const digits = pinDigits(pin);
  const name = canonicalStateName(state);
  if (!digits || !name) return null;
  const states = statesForPin(digits);
  if (states.length === 0 || states.includes(name)) return null;
  return `PIN code ${digits} is in ${states.join(' or ')}, not ${name}`;
}

/** Which of city and state a PIN filled in, with the value it put there (null: the shopper's own). */
export interface PinFill {
  city: string | null;
  state: string | null;
}

export const NO_PIN_FILL: PinFill = Object.freeze({ city: null, state: null });

/**
 * City and state from a PIN, for an address form: only into a field that is empty or still holds
 * what an earlier PIN put there, so nothing the shopper typed or chose is ever overwritten.
 * `note` says what was filled in ('Bengaluru, Karnataka filled in from the PIN; change if
 * needed.'), or is null when nothing was.
 */
export function fillFromPin<V extends { city: string; state: string }>(
  values: V,
  pin: string,
  filled: PinFill,
): { values: V; filled: PinFill; note: string | null } {
  const state = stateForPin(pin);
  const city = cityForPin(pin);
  const next = { ...values };
  const nextFilled = { ...filled };
  const said: string[] = [];
  if (city && (!values.city.trim() || values.city === filled.city) && values.city !== city) {
    next.city = city;
    nextFilled.city = city;
    said.push(city);
  }
  if (state && (!values.state || values.state === filled.state) && values.state !== state) {
    next.state = state;
    nextFilled.state = state;
    said.push(state);
  }
  return { values: next, filled: nextFilled, note: said.length > 0 ? `${said.join(', ')} filled in from the PIN; change if needed.` : null };
}
