import { describe, expect, it } from 'vitest';
import {
  INDIAN_STATES,
  STATE_NAMES,
  canonicalStateName,
  formatIndianMobile,
  gstStateCode,
  isIndianState,
  isValidIndianMobile,
  isValidPin,
  normalizeIndianMobile,
  normalizePin,
} from '@/lib/india';

describe('INDIAN_STATES', () => {
  it('holds 28 states and 8 union territories', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(INDIAN_STATES.filter((r) => r.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((r) => r.kind === 'ut')).toHaveLength(8);
  });

  it('is sorted by name', () => {
    const names = INDIAN_STATES.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Andaman and Nicobar Islands');
    expect(names.at(-1)).toBe('West Bengal');
  });

  it('has unique names and unique two-digit codes', () => {
    expect(new Set(INDIAN_STATES.map((r) => r.name)).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((r) => r.code)).size).toBe(36);
    for (const r of INDIAN_STATES) expect(r.code).toMatch(/^\d{2}$/);
  });

  it('does not list retired or non-territory codes', () => {
    const codes = INDIAN_STATES.map((r) => r.code);
    // 25 (old Daman and Diu), 28 (undivided Andhra Pradesh), 97 (other territory), 99 (centre).
    for (const code of ['25', '28', '97', '99']) expect(codes).not.toContain(code);
  });

  it('STATE_NAMES follows the same order', () => {
    expect(STATE_NAMES).toEqual(INDIAN_STATES.map((r) => r.name));
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(INDIAN_STATES)).toBe(true);
    expect(Object.isFrozen(INDIAN_STATES[0])).toBe(true);
  });
});

describe('gstStateCode', () => {
  it.each([
    ['Jammu and Kashmir', '01'],
    ['Himachal Pradesh', '02'],
    ['Punjab', '03'],
    ['Chandigarh', '04'],
    ['Uttarakhand', '05'],
    ['Haryana', '06'],
    ['Delhi', '07'],
    ['Rajasthan', '08'],
    ['Uttar Pradesh', '09'],
    ['Bihar', '10'],
    ['Sikkim', '11'],
    ['Arunachal Pradesh', '12'],
    ['Nagaland', '13'],
    ['Manipur', '14'],
    ['Mizoram', '15'],
    ['Tripura', '16'],
    ['Meghalaya', '17'],
    ['Assam', '18'],
    ['West Bengal', '19'],
    ['Jharkhand', '20'],
    ['Odisha', '21'],
    ['Chhattisgarh', '22'],
    ['Madhya Pradesh', '23'],
    ['Gujarat', '24'],
    ['Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['Maharashtra', '27'],
    ['Karnataka', '29'],
    ['Goa', '30'],
    ['Lakshadweep', '31'],
    ['Kerala', '32'],
    ['Tamil Nadu', '33'],
    ['Puducherry', '34'],
    ['Andaman and Nicobar Islands', '35'],
    ['Telangana', '36'],
    ['Andhra Pradesh', '37'],
    ['Ladakh', '38'],
  ])('%s is %s', (name, code) => {
    expect(gstStateCode(name)).toBe(code);
  });

  it.each([
    ['  karnataka ', '29'],
    ['TAMIL NADU', '33'],
    ['Jammu & Kashmir', '01'],
    ['Andaman   and Nicobar Islands', '35'],
  ])('tolerates case, spacing and & in %j', (name, code) => {
    expect(gstStateCode(name)).toBe(code);
  });

  it.each([['Bangalore'], [''], ['   '], ['Daman and Diu'], ['Orissa'], ['Pondicherry'], ['India'], [null], [undefined], [29]])(
    'is null for %j',
    (name) => {
      expect(gstStateCode(name)).toBeNull();
    },
  );
});

describe('isIndianState and canonicalStateName', () => {
  it.each([
    ['Karnataka', true, 'Karnataka'],
    ['delhi', true, 'Delhi'],
    [' Puducherry ', true, 'Puducherry'],
    ['jammu & kashmir', true, 'Jammu and Kashmir'],
    ['Ladakh', true, 'Ladakh'],
    ['California', false, null],
    ['Karnataka, India', false, null],
    ['', false, null],
    [null, false, null],
    [{ name: 'Goa' }, false, null],
  ])('%j → %s (%j)', (name, ok, canonical) => {
    expect(isIndianState(name)).toBe(ok);
    expect(canonicalStateName(name)).toBe(canonical);
  });
});

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['6000000000', '6000000000'],
    ['7012345678', '7012345678'],
    ['8123456789', '8123456789'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['  98765 43210  ', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['0 98765 43210', '9876543210'],
    ['(+91) 98765.43210', '9876543210'],
    // A 10-digit number that happens to start with 91 is a number, not a prefix.
    ['9198765432', '9198765432'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
    expect(isValidIndianMobile(input)).toBe(true);
  });

  it.each([
    [''],
    ['   '],
    ['5876543210'], // starts with 5
    ['0123456789'], // landline-style start
    ['987654321'], // 9 digits
    ['98765432101'], // 11 digits without a leading 0
    ['+1 9876543210'], // another country
    ['+9198765432'], // +91 and only 8 digits
    ['+91 09876543210'], // +91 then a trunk 0
    ['0091 98765 43210'], // international prefix is not taken
    ['919876543'], // 91 prefix on too few digits
    ['91 5876543210'], // 91 prefix on a non-mobile
    ['00987654321'], // two leading zeros
    ['98765O4321'], // letter O
    ['+91+9876543210'],
    ['9876543210ext'],
    ['٩٨٧٦٥٤٣٢١٠'], // Arabic-Indic digits are not accepted
    [null],
    [undefined],
    [9876543210],
  ])('%j is not a mobile number', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
    expect(isValidIndianMobile(input)).toBe(false);
  });
});

describe('isValidPin and normalizePin', () => {
  it.each([
    ['560001', true, '560001'],
    ['110001', true, '110001'],
    ['999999', true, '999999'],
    ['100000', true, '100000'],
    ['560 001', false, '560001'],
    [' 560001 ', false, '560001'],
    ['560-001', false, '560001'],
    ['060001', false, null],
    ['56001', false, null],
    ['5600011', false, null],
    ['56000a', false, null],
    ['', false, null],
    ['      ', false, null],
    [null, false, null],
    [560001, false, null],
  ])('%j: valid %s, normalised %j', (input, valid, normalised) => {
    expect(isValidPin(input)).toBe(valid);
    expect(normalizePin(input)).toBe(normalised);
  });
});

describe('formatIndianMobile', () => {
  it.each([
    ['9876543210', '98765 43210'],
    ['12345', '12345'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatIndianMobile(input)).toBe(expected);
  });
});
