/*
 * The GSTIN check the store details form and PUT /settings/store share. A GSTIN is 15 characters
 * (CGST Rules, rule 10): the 2-digit state code, the holder's 10-character PAN, an entity number,
 * 'Z', and a check character computed from the first 14 with the mod-36 (Luhn-style) checksum
 * GSTN publishes. Pure and free of zod.
 */
import { findIndianState, INDIAN_STATES } from '../india';
import { GSTIN_LENGTH, STORE_DETAILS_GSTIN_MESSAGES } from './messages';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character. */
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** What people type: spaces and lower case are forgiven. */
function normalizeGstin(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The check character of a GSTIN's first 14 characters (all from 0-9A-Z). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i] ?? '');
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${JSON.stringify(first14[i])}`);
    // Factors alternate 1, 2 from the left; each product adds its base-36 digits.
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinCheck = { ok: true; gstin: string } | { ok: false; error: string };

/**
 * Checks a GSTIN and, given the registered address's state, that its first two digits are that
 * state's GST code. The first error found, in the order a person would fix them.
 */
export function checkGstin(raw: string, registeredState?: string): GstinCheck {
  const gstin = normalizeGstin(raw);
  const M = STORE_DETAILS_GSTIN_MESSAGES;
  if (gstin === '') return { ok: false, error: M.required };
  if (gstin.length !== GSTIN_LENGTH) return { ok: false, error: M.length };
  if (!SHAPE.test(gstin)) return { ok: false, error: M.shape };
  const code = gstin.slice(0, 2);
  const codeRegion = INDIAN_STATES.find((r) => r.code === code);
  if (!codeRegion) return { ok: false, error: M.stateCode };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return { ok: false, error: M.checkCharacter };
  if (registeredState !== undefined) {
    const region = findIndianState(registeredState);
    // An unknown state is the address field's error, not this one's.
    if (region && region.code !== code)
      return {
        ok: false,
        error: M.stateMismatch(code, codeRegion.name, region.name, region.code),
      };
  }
  return { ok: true, gstin };
}
