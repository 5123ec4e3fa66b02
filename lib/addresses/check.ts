/*
 * The shipping address as the checkout and profile forms check it: postalAddressSchema's own
 * rules and words (./schema.ts), one message per field, before anything is sent.
 */
import { canonicalStateName, normalizeIndianMobile, normalizePin } from '../india';
import { pinStateMismatch } from '../india-pin';
import { firstFieldErrors } from '../validation';
import { postalAddressSchema, type CheckedAddress } from './schema';

export const ADDRESS_FIELDS = ['fullName', 'addressLine1', 'addressLine2', 'city', 'state', 'postalCode', 'country', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What a form or a stored JSON value may hold: anything, checked field by field. */
export type AddressInput = Partial<Record<AddressField, unknown>>;
export type AddressErrors = Partial<Record<AddressField, string>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** One message per invalid field (the first rule it breaks); an empty object when the address is fine. */
export function checkAddress(input: AddressInput): AddressErrors {
  const result = postalAddressSchema.safeParse(input);
  const errors: AddressErrors = firstFieldErrors<AddressField>(result.error);
  // The schema asks whether the PIN and the state go together only once every field parsed; the
  // form says so at once, beside the other fields' messages.
  if (!errors.state && !errors.postalCode) {
    const mismatch = pinStateMismatch(input.postalCode, text(input.state));
    if (mismatch) errors.postalCode = mismatch;
  }
  return errors;
}

/** The address in the form the server stores, or null when checkAddress finds anything wrong. */
export function normalizeAddress(input: AddressInput): CheckedAddress | null {
  const result = postalAddressSchema.safeParse(input);
  return result.success ? (result.data as CheckedAddress) : null;
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
