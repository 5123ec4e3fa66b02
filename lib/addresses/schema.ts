import * as z from 'zod/mini';
// Sets what these schemas need in the browser.
import '../validation';
import { canonicalStateName, normalizeIndianMobile, normalizePin } from '../india';
import { pinProblem, pinStateMismatch, type PinProblem } from '../india-pin';
import { personNameField } from '../text/person-name';
import type { ErrorCode } from '../errors';
import { ADDRESS_MESSAGES } from './messages';
import type { PostalAddress } from '../db/schema';

/*
 * The shipping address's rules, once: the API parses with postalAddressSchema, and the checkout
 * and profile forms check as they submit with the same schema (./check.ts), so both say the same
 * words. zod/mini, so the forms' chunks stay small.
 */


export const ADDRESS_MAX_LENGTH = {
  fullName: 80,
  addressLine1: 120,
  addressLine2: 120,
  city: 60,
} as const;

/** What the PIN field says for each way a typed PIN can be wrong (the delivery estimate's too). */
export function pinProblemMessage(problem: PinProblem): string {
  const m = ADDRESS_MESSAGES;
  switch (problem) {
    case 'empty':
      return m.postalCode;
    case 'not-digits':
      return m.postalCodeDigits;
    case 'leading-zero':
      return m.postalCodeLeadingZero;
    case 'length':
      return m.postalCodeInvalid;
  }
}

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** A trimmed string: required when `message` is given, then capped. */
const required = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));

/** A required string, then turned into its canonical form, or refused with `invalid` (a string or one chosen from the value). */
const normalized = (message: string, normalize: (v: string) => string | null, invalid: (v: string) => string) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.minLength(1, message)),
    z.transform((v: string, ctx) => {
      const out = normalize(v);
      if (out === null) {
        ctx.issues.push({ code: 'custom', message: invalid(v), input: v });
        return z.NEVER;
      }
      return out;
    }),
  );

export const postalAddressSchema = z
  .object({
    fullName: personNameField({ required: ADDRESS_MESSAGES.fullName, max: ADDRESS_MAX_LENGTH.fullName }),
    addressLine1: required(ADDRESS_MESSAGES.addressLine1, ADDRESS_MAX_LENGTH.addressLine1),
    addressLine2: z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(ADDRESS_MAX_LENGTH.addressLine2, tooLong(ADDRESS_MAX_LENGTH.addressLine2)))),
      z.transform((v: string | undefined) => (v ? v : undefined)),
    ),
    city: required(ADDRESS_MESSAGES.city, ADDRESS_MAX_LENGTH.city),
    state: normalized(ADDRESS_MESSAGES.state, canonicalStateName, () => ADDRESS_MESSAGES.stateUnknown),
    postalCode: normalized(ADDRESS_MESSAGES.postalCode, normalizePin, (v) => {
      const problem = pinProblem(v);
      return problem ? pinProblemMessage(problem) : ADDRESS_MESSAGES.postalCodeInvalid;
    }),
    country: z._default(z.optional(z.literal('India', { error: ADDRESS_MESSAGES.countryIndia })), 'India'),
    /** A mobile number as typed (+91, spaces, a leading 0), normalised to its 10 digits. */
    phone: normalized(ADDRESS_MESSAGES.phone, normalizeIndianMobile, () => ADDRESS_MESSAGES.phoneInvalid),
  })
  .check((ctx) => {
    // Runs once every field parsed: a PIN from one state with another state's name is refused, on
    // the PIN, with its own code.
    const message = pinStateMismatch(ctx.value.postalCode, ctx.value.state);
    if (message) {
      const params = { code: 'PIN_STATE_MISMATCH' satisfies ErrorCode };
      ctx.issues.push({ code: 'custom', message, params, path: ['postalCode'], input: ctx.value.postalCode });
    }
  });

/** The address as the server stores it: trimmed, canonical state name, bare PIN and mobile digits. */
export type CheckedAddress = PostalAddress;
