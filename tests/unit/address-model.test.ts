import { describe, expect, it } from 'vitest';
import {
  EMPTY_ADDRESS,
  NO_PIN_STATE,
  addressValues,
  editAddress,
  hintWithLength,
  leaveAddressField,
  type AddressValues,
} from '@/components/checkout/address-model';

const typed = (over: Partial<AddressValues>): AddressValues => ({ ...EMPTY_ADDRESS, ...over });

describe('editAddress', () => {
  it('a PIN fills an empty city and state, and says so', () => {
    const { edit, pin } = editAddress(EMPTY_ADDRESS, 'postalCode', '560038', NO_PIN_STATE);
    expect(edit.values).toMatchObject({ postalCode: '560038', city: 'Bengaluru', state: 'Karnataka' });
    expect(edit.filled).toEqual(['city', 'state']);
    expect(pin.note).toBe('Bengaluru, Karnataka filled in from the PIN; change if needed.');
  });

  it('a later PIN replaces only what a PIN filled in, never what the shopper typed', () => {
    const first = editAddress(EMPTY_ADDRESS, 'postalCode', '560038', NO_PIN_STATE);
    const typedCity = editAddress(first.edit.values, 'city', 'Whitefield', first.pin);
    expect(typedCity.pin.note).toBeNull();
    const second = editAddress(typedCity.edit.values, 'postalCode', '400001', typedCity.pin);
    expect(second.edit.values).toMatchObject({ city: 'Whitefield', state: 'Maharashtra' });
    expect(second.edit.filled).toEqual(['state']);
  });

  it('choosing a state the PIN is not in is said at once, on the PIN; a right one clears it', () => {
    const values = typed({ postalCode: '560066', state: 'Karnataka' });
    expect(editAddress(values, 'state', 'Kerala', NO_PIN_STATE).edit.pinMismatch).toBe('PIN code 560066 is in Karnataka, not Kerala');
    expect(editAddress(values, 'state', 'Karnataka', NO_PIN_STATE).edit.pinMismatch).toBeNull();
    expect(editAddress(values, 'fullName', 'Meera', NO_PIN_STATE).edit.pinMismatch).toBeUndefined();
  });
});

describe('leaveAddressField', () => {
  it('tidies the phone and the PIN to what the store keeps', () => {
    expect(leaveAddressField(typed({ phone: '+91 98450 12345' }), 'phone')?.values.phone).toBe('9845012345');
    expect(leaveAddressField(typed({ postalCode: '560 001' }), 'postalCode')?.values.postalCode).toBe('560001');
  });

  it('compares the PIN with the state, and changes nothing when both are fine', () => {
    expect(leaveAddressField(typed({ postalCode: '400001', state: 'Kerala' }), 'postalCode')?.pinMismatch).toBe(
      'PIN code 400001 is in Maharashtra, not Kerala',
    );
    expect(leaveAddressField(typed({ postalCode: '400001', state: 'Maharashtra' }), 'postalCode')).toBeNull();
    expect(leaveAddressField(typed({ phone: '9845012345' }), 'phone')).toBeNull();
  });
});

describe('addressValues', () => {
  it("shows a stored state under the list's spelling, and no address as an empty form", () => {
    expect(addressValues(null)).toEqual(EMPTY_ADDRESS);
    const stored = { fullName: 'Meera', addressLine1: '7 Palace Road', city: 'Mumbai', state: 'maharashtra', postalCode: '400001', country: 'India' as const, phone: '9845012345' };
    expect(addressValues(stored)).toMatchObject({ state: 'Maharashtra', addressLine2: '' });
  });
});

describe('hintWithLength', () => {
  it('keeps the hint alone while the text is well within the limit', () => {
    expect(hintWithLength('Area, locality or landmark', 'x'.repeat(95), 120)).toBe('Area, locality or landmark');
    expect(hintWithLength(undefined, 'Meera Iyer', 80)).toBeUndefined();
  });

  it('counts from four fifths of the limit, and says when the field is full', () => {
    expect(hintWithLength(undefined, 'x'.repeat(64), 80)).toBe('64/80 characters');
    expect(hintWithLength('House or flat number, building, street', 'x'.repeat(120), 120)).toBe(
      'House or flat number, building, street · 120/120 characters, the most this field takes',
    );
  });
});
