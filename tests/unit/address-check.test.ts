import { describe, expect, it } from 'vitest';
import {
  addressKey,
  checkAddress,
  normalizeAddress,
  type AddressErrors,
  type AddressInput,
} from '@/lib/addresses/check';
import { ADDRESS_MESSAGES } from '@/lib/addresses/messages';
import { postalAddressSchema } from '@/lib/addresses/schema';

const M = ADDRESS_MESSAGES;

const valid = {
  fullName: 'Priya Sharma',
  addressLine1: '14, 12th Main Road',
  addressLine2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
  country: 'India',
  phone: '9876543210',
} satisfies AddressInput;

const cases: { name: string; input: AddressInput; errors: AddressErrors }[] = [
  { name: 'a complete address', input: valid, errors: {} },
  { name: 'no country (defaults to India)', input: { ...valid, country: undefined }, errors: {} },
  { name: 'no address line 2', input: { ...valid, addressLine2: undefined }, errors: {} },
  { name: 'a blank address line 2', input: { ...valid, addressLine2: '   ' }, errors: {} },
  {
    name: 'everything empty',
    input: {},
    errors: {
      fullName: M.fullName,
      addressLine1: M.addressLine1,
      city: M.city,
      state: M.state,
      postalCode: M.postalCode,
      phone: M.phone,
    },
  },
  {
    name: 'only spaces',
    input: { fullName: ' ', addressLine1: '  ', city: '\t', state: ' ', postalCode: ' ', phone: ' ' },
    errors: {
      fullName: M.fullName,
      addressLine1: M.addressLine1,
      city: M.city,
      state: M.state,
      postalCode: M.postalCode,
      phone: M.phone,
    },
  },
  { name: 'a full name of 81 characters', input: { ...valid, fullName: 'a'.repeat(81) }, errors: { fullName: 'Must be at most 80 characters' } },
  { name: 'a full name of 80 characters', input: { ...valid, fullName: 'a'.repeat(80) }, errors: {} },
  { name: 'spaces do not count towards the length', input: { ...valid, fullName: ` ${'a'.repeat(80)} ` }, errors: {} },
  { name: 'address line 1 too long', input: { ...valid, addressLine1: 'x'.repeat(121) }, errors: { addressLine1: 'Must be at most 120 characters' } },
  { name: 'address line 2 too long', input: { ...valid, addressLine2: 'x'.repeat(121) }, errors: { addressLine2: 'Must be at most 120 characters' } },
  { name: 'city too long', input: { ...valid, city: 'x'.repeat(61) }, errors: { city: 'Must be at most 60 characters' } },
  { name: 'a state in another case', input: { ...valid, state: 'karnataka' }, errors: {} },
  { name: "a union territory written with '&'", input: { ...valid, state: 'Jammu & Kashmir', city: 'Srinagar', postalCode: '190001' }, errors: {} },
  { name: 'Delhi', input: { ...valid, state: 'Delhi', city: 'New Delhi', postalCode: '110001' }, errors: {} },
  { name: 'a state that is not Indian', input: { ...valid, state: 'California' }, errors: { state: M.stateUnknown } },
  { name: 'a PIN with a space', input: { ...valid, postalCode: '560 038' }, errors: {} },
  { name: 'a PIN starting with 0', input: { ...valid, postalCode: '060038' }, errors: { postalCode: M.postalCodeLeadingZero } },
  { name: 'a 5-digit PIN', input: { ...valid, postalCode: '56003' }, errors: { postalCode: M.postalCodeInvalid } },
  { name: 'a 7-digit PIN', input: { ...valid, postalCode: '5600381' }, errors: { postalCode: M.postalCodeInvalid } },
  { name: 'a PIN with letters', input: { ...valid, postalCode: '56OO38' }, errors: { postalCode: M.postalCodeDigits } },
  { name: 'a PIN with a dash', input: { ...valid, postalCode: '560-038' }, errors: {} },
  {
    name: "a PIN from another state's circle",
    input: { ...valid, state: 'Kerala' },
    errors: { postalCode: 'PIN code 560038 is in Karnataka, not Kerala' },
  },
  { name: 'a PIN whose prefix serves two territories', input: { ...valid, city: 'Mohali', state: 'Punjab', postalCode: '160055' }, errors: {} },
  {
    name: 'a PIN whose prefix serves two territories, with a third state',
    input: { ...valid, city: 'Kochi', state: 'Goa', postalCode: '682001' },
    errors: { postalCode: 'PIN code 682001 is in Kerala or Lakshadweep, not Goa' },
  },
  { name: 'an Army Postal Service PIN', input: { ...valid, postalCode: '901234' }, errors: {} },
  { name: 'a phone with +91 and spaces', input: { ...valid, phone: '+91 98765 43210' }, errors: {} },
  { name: 'a phone with a leading 0', input: { ...valid, phone: '09876543210' }, errors: {} },
  { name: 'a phone with 91 and 10 digits', input: { ...valid, phone: '919876543210' }, errors: {} },
  { name: 'a phone starting with 5', input: { ...valid, phone: '5876543210' }, errors: { phone: M.phoneInvalid } },
  { name: 'a 9-digit phone', input: { ...valid, phone: '987654321' }, errors: { phone: M.phoneInvalid } },
  { name: 'a foreign phone', input: { ...valid, phone: '+44 7911 123456' }, errors: { phone: M.phoneInvalid } },
  { name: 'another country', input: { ...valid, country: 'Nepal' }, errors: { country: M.countryIndia } },
  { name: 'country in lower case', input: { ...valid, country: 'india' }, errors: { country: M.countryIndia } },
  { name: 'non-string values', input: { ...valid, fullName: 42, city: null }, errors: { fullName: M.fullName, city: M.city } },
];

/** The first message zod gives for each top-level field. */
function schemaErrors(input: AddressInput): AddressErrors {
  const result = postalAddressSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

describe('checkAddress', () => {
  // One table (lib/addresses/messages.ts) for both sides, so they cannot drift; the country's words were the check's alone before.
  it('uses the server schema texts', () => {
    expect(checkAddress({ ...valid, country: 'Nepal' }).country).toBe(ADDRESS_MESSAGES.countryIndia);
    expect(postalAddressSchema.safeParse({ ...valid, country: 'Nepal' }).error?.issues[0]?.message).toBe(ADDRESS_MESSAGES.countryIndia);
    const texts: string[] = Object.values(ADDRESS_MESSAGES);
    for (const message of Object.values(checkAddress({ country: 'Nepal', state: 'California', postalCode: '0', phone: '1' }))) {
      expect(texts).toContain(message);
    }
  });

  it('says a PIN does not fit the state beside the other fields’ messages', () => {
    expect(checkAddress({ ...valid, fullName: '', state: 'Kerala' })).toEqual({
      fullName: M.fullName,
      postalCode: 'PIN code 560038 is in Karnataka, not Kerala',
    });
  });

  it.each(cases)('$name', ({ input, errors }) => {
    expect(checkAddress(input)).toEqual(errors);
  });

  it.each(cases)('agrees with postalAddressSchema: $name', ({ input }) => {
    expect(checkAddress(input)).toEqual(schemaErrors(input));
  });
});

describe('normalizeAddress', () => {
  it('returns what the server schema stores', () => {
    const input = {
      ...valid,
      fullName: '  Priya Sharma ',
      state: 'tamil nadu',
      postalCode: '600 001',
      phone: '+91 98765-43210',
      addressLine2: ' ',
    };
    const parsed = postalAddressSchema.parse(input);
    expect(normalizeAddress(input)).toEqual(parsed);
    expect(parsed).toEqual({
      fullName: 'Priya Sharma',
      addressLine1: '14, 12th Main Road',
      city: 'Bengaluru',
      state: 'Tamil Nadu',
      postalCode: '600001',
      country: 'India',
      phone: '9876543210',
    });
  });

  it('is null for an invalid address', () => {
    expect(normalizeAddress({ ...valid, postalCode: '12' })).toBeNull();
  });
});

describe('addressKey', () => {
  it('ignores case, spacing and how the PIN and phone were typed', () => {
    const a = addressKey(valid);
    const b = addressKey({
      ...valid,
      fullName: 'priya  SHARMA',
      state: 'karnataka',
      postalCode: '560 038',
      phone: '+91 98765 43210',
    });
    expect(b).toBe(a);
  });

  it('tells different addresses apart', () => {
    expect(addressKey({ ...valid, addressLine1: '15, 12th Main Road' })).not.toBe(addressKey(valid));
    expect(addressKey({ ...valid, addressLine2: undefined })).not.toBe(addressKey(valid));
  });
});
