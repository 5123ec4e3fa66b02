/*
 * The shipping address rules of lib/addresses/schema.ts without zod, for the browser: the
 * checkout form checks as it submits and shows the server's exact words. The server's schema
 * stays authoritative; tests/unit/address-check.test.ts keeps the two in step.
 * Imports only lib/india and lib/india-pin, which import nothing else.
 */
import { canonicalStateName, normalizeIndianMobile, normalizePin } from '../india';
import { pinProblem, pinStateMismatch, type PinProblem } from '../india-pin';
import { ADDRESS_MESSAGES } from './messages';

export const ADDRESS_MAX_LENGTH = {
  fullName: 80,
  addressLine1: 120,
  addressLine2: 120,
  city: 60,
} as const;

export const ADDRESS_FIELDS = ['fullName', 'addressLine1', 'addressLine2', 'city', 'state', 'postalCode', 'country', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What a form or a stored JSON value may hold: anything, checked field by field. */
export type AddressInput = Partial<Record<AddressField, unknown>>;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** The address as the server stores it: trimmed, canonical state name, bare PIN and mobile digits. */
export interface CheckedAddress {
  fullName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'India';
  phone: string;
}

/** What the PIN field says for each way a typed PIN can be wrong (the server's schema uses it too). */
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

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function requiredText(value: unknown, message: string, max: number): string | undefined {
  const v = text(value);
  if (!v) return message;
  if (v.length > max) return tooLong(max);
  return undefined;
}

/** One message per invalid field (the first rule it breaks); an empty object when the address is fine. */
export function checkAddress(input: AddressInput): AddressErrors {
  const m = ADDRESS_MESSAGES;
  const errors: AddressErrors = {};
  const set = (field: AddressField, message: string | undefined) => {
    if (message) errors[field] = message;
  };

  set('fullName', requiredText(input.fullName, m.fullName, ADDRESS_MAX_LENGTH.fullName));
  set('addressLine1', requiredText(input.addressLine1, m.addressLine1, ADDRESS_MAX_LENGTH.addressLine1));
  if (text(input.addressLine2).length > ADDRESS_MAX_LENGTH.addressLine2) set('addressLine2', tooLong(ADDRESS_MAX_LENGTH.addressLine2));
  set('city', requiredText(input.city, m.city, ADDRESS_MAX_LENGTH.city));

  const state = text(input.state);
  if (!state) set('state', m.state);
  else if (!canonicalStateName(state)) set('state', m.stateUnknown);

  const problem = pinProblem(text(input.postalCode));
  if (problem) set('postalCode', pinProblemMessage(problem));
  // A PIN and a state that cannot go together: said on the PIN, which is the likelier slip.
  else if (!errors.state) set('postalCode', pinStateMismatch(input.postalCode, state) ?? undefined);

  // The schema's literal: absent means India, anything else (even 'india') is refused.
  if (input.country !== undefined && input.country !== 'India') set('country', m.countryIndia);

  const phone = text(input.phone);
  if (!phone) set('phone', m.phone);
  else if (!normalizeIndianMobile(phone)) set('phone', m.phoneInvalid);

  return errors;
}

/** The address in the form the server stores, or null when checkAddress finds anything wrong. */
export function normalizeAddress(input: AddressInput): CheckedAddress | null {
  if (Object.keys(checkAddress(input)).length > 0) return null;
  const line2 = text(input.addressLine2);
  return {
    fullName: text(input.fullName),
    addressLine1: text(input.addressLine1),
    ...(line2 ? { addressLine2: line2 } : {}),
    city: text(input.city),
    state: canonicalStateName(text(input.state)) ?? text(input.state),
    postalCode: normalizePin(text(input.postalCode)) ?? text(input.postalCode),
    country: 'India',
    phone: normalizeIndianMobile(text(input.phone)) ?? text(input.phone),
  };
}

/**
 * A key equal for two addresses a person would call the same: case, repeated spaces and the
 * way the PIN and phone were typed do not count.
 */
export function addressKey(input: AddressInput): string {
  const fold = (v: unknown) => text(v).replace(/\s+/g, ' ').toLowerCase();
  const state = canonicalStateName(text(input.state)) ?? text(input.state);
  return [
    fold(input.fullName),
    fold(input.addressLine1),
    fold(input.addressLine2),
    fold(input.city),
    fold(state),
    normalizePin(text(input.postalCode)) ?? fold(input.postalCode),
    normalizeIndianMobile(text(input.phone)) ?? fold(input.phone),
  ].join('|');
}
