/*
 * The delivery address form's rules, apart from its markup (components/checkout/address-fields.tsx):
 * the values it edits, and what an edit or leaving a field does to them, a PIN filling in city and
 * state (lib/india-pin.ts) and being compared with the state.
 */
import type { PostalAddress } from '@/lib/db/schema';
import { canonicalStateName, normalizeIndianMobile, normalizePin } from '@/lib/india';
import { fillFromPin, NO_PIN_FILL, pinStateMismatch, type PinFill } from '@/lib/india-pin';

/** The fields in the order the form shows them: the PIN before the city and state it fills in. */
export const ADDRESS_VALUE_KEYS = ['fullName', 'phone', 'addressLine1', 'addressLine2', 'postalCode', 'city', 'state'] as const;
export type AddressValueKey = (typeof ADDRESS_VALUE_KEYS)[number];
export type AddressValues = Record<AddressValueKey, string>;

export const EMPTY_ADDRESS: AddressValues = {
  fullName: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  postalCode: '',
  city: '',
  state: '',
};

/** A stored address as the form edits it (a state stored under another spelling shows as the list's). */
export function addressValues(a: PostalAddress | null | undefined): AddressValues {
  if (!a) return EMPTY_ADDRESS;
  return {
    fullName: a.fullName,
    phone: a.phone,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? '',
    postalCode: a.postalCode,
    city: a.city,
    state: canonicalStateName(a.state) ?? a.state,
  };
}

/** One edit of the address, told to the form that holds it. */
export interface AddressEdit {
  /** The field the shopper edited (or left, when leaving it tidied the value). */
  key: AddressValueKey;
  /** The whole address after the edit, with what the PIN filled in. */
  values: AddressValues;
  /** City or state that this edit's PIN filled in. */
  filled: readonly AddressValueKey[];
  /**
   * Set when a state was chosen or the PIN was left, the moments the two are compared: the PIN's
   * message when they cannot go together ('PIN code 560066 is in Karnataka, not Kerala'), else null.
   */
  pinMismatch?: string | null;
}

/** What the form remembers besides the values: what a PIN filled in, and the note that says so. */
export interface PinState {
  filled: PinFill;
  note: string | null;
}

export const NO_PIN_STATE: PinState = Object.freeze({ filled: NO_PIN_FILL, note: null });

/** The shopper typed or chose `value` in field `key`. */
export function editAddress(
  values: AddressValues,
  key: AddressValueKey,
  value: string,
  pin: PinState,
): { edit: AddressEdit; pin: PinState } {
  const next: AddressValues = { ...values, [key]: value };
  if (key === 'postalCode') {
    const fill = fillFromPin(next, value, pin.filled);
    const filled = (['city', 'state'] as const).filter((k) => fill.values[k] !== next[k]);
    return {
      edit: { key, values: fill.values, filled },
      pin: { filled: fill.filled, note: fill.note ?? pin.note },
    };
  }
  if (key === 'city' || key === 'state') {
    // The shopper's own choice now: a later PIN leaves it alone.
    const cleared: PinState = { filled: { ...pin.filled, [key]: null }, note: null };
    // A state the PIN does not belong to is said at once, on the PIN.
    const pinMismatch = key === 'state' ? pinStateMismatch(next.postalCode, value) : undefined;
    return { edit: { key, values: next, filled: [], pinMismatch }, pin: cleared };
  }
  return { edit: { key, values: next, filled: [] }, pin };
}

/**
 * The shopper left the phone or PIN field: it shows what the store will keep (+91, 0 and spaces
 * go), and a PIN is compared with the state. Null when that changes nothing.
 */
export function leaveAddressField(values: AddressValues, key: 'phone' | 'postalCode'): AddressEdit | null {
  if (key === 'phone') {
    const phone = normalizeIndianMobile(values.phone);
    return phone && phone !== values.phone ? { key, values: { ...values, phone }, filled: [] } : null;
  }
  const postalCode = normalizePin(values.postalCode) ?? values.postalCode;
  const pinMismatch = pinStateMismatch(postalCode, values.state);
  if (postalCode === values.postalCode && !pinMismatch) return null;
  return { key, values: { ...values, postalCode }, filled: [], pinMismatch };
}

/**
 * A field's hint, and once the text nears the field's limit how much of it is used: the browser
 * stops typing (and cuts a paste) at maxLength, so the shopper is told rather than left to notice.
 */
export function hintWithLength(hint: string | undefined, value: string, max: number): string | undefined {
  const used = value.length;
  if (used < max * 0.8) return hint;
  const count = used >= max ? `${used}/${max} characters, the most this field takes` : `${used}/${max} characters`;
  return hint ? `${hint} · ${count}` : count;
}
