import { describe, expect, it } from 'vitest';
import { STATE_NAMES } from '@/lib/india';
import { cityForPin, fillFromPin, NO_PIN_FILL, pinProblem, pinStateMismatch, stateForPin, statesForPin } from '@/lib/india-pin';

describe('pinProblem', () => {
  it.each([
    ['560001', null],
    [' 560 001 ', null],
    ['560-001', null],
    ['', 'empty'],
    ['   ', 'empty'],
    ['56000a', 'not-digits'],
    ['56OO01', 'not-digits'],
    ['56000', 'length'],
    ['5600011', 'length'],
    ['012345', 'leading-zero'],
    ['0123', 'length'],
  ] as const)('%j → %s', (pin, problem) => {
    expect(pinProblem(pin)).toBe(problem);
  });

  it('treats anything but a string as empty', () => {
    expect(pinProblem(undefined)).toBe('empty');
    expect(pinProblem(560001)).toBe('empty');
  });
});

describe('statesForPin', () => {
  // One well-known PIN per state and union territory.
  it.each([
    ['110001', 'Delhi'],
    ['122002', 'Haryana'],
    ['141001', 'Punjab'],
    ['171001', 'Himachal Pradesh'],
    ['180001', 'Jammu and Kashmir'],
    ['190001', 'Jammu and Kashmir'],
    ['194101', 'Ladakh'],
    ['226001', 'Uttar Pradesh'],
    ['201301', 'Uttar Pradesh'],
    ['248001', 'Uttarakhand'],
    ['263001', 'Uttarakhand'],
    ['302001', 'Rajasthan'],
    ['380001', 'Gujarat'],
    ['400001', 'Maharashtra'],
    ['411001', 'Maharashtra'],
    ['403001', 'Goa'],
    ['462001', 'Madhya Pradesh'],
    ['492001', 'Chhattisgarh'],
    ['500001', 'Telangana'],
    ['520001', 'Andhra Pradesh'],
    ['560001', 'Karnataka'],
    ['590001', 'Karnataka'],
    ['600001', 'Tamil Nadu'],
    ['641001', 'Tamil Nadu'],
    ['695001', 'Kerala'],
    ['700001', 'West Bengal'],
    ['734001', 'West Bengal'],
    ['737101', 'Sikkim'],
    ['744101', 'Andaman and Nicobar Islands'],
    ['751001', 'Odisha'],
    ['781001', 'Assam'],
    ['791111', 'Arunachal Pradesh'],
    ['793001', 'Meghalaya'],
    ['795001', 'Manipur'],
    ['796001', 'Mizoram'],
    ['797001', 'Nagaland'],
    ['799001', 'Tripura'],
    ['800001', 'Bihar'],
    ['834001', 'Jharkhand'],
    ['831001', 'Jharkhand'],
    ['826001', 'Jharkhand'],
  ])('%s is in %s', (pin, state) => {
    expect(stateForPin(pin)).toBe(state);
  });

  it('lists every territory a shared prefix serves, and names no single state for it', () => {
    expect(statesForPin('160017')).toEqual(['Chandigarh', 'Punjab']);
    expect(statesForPin('682001')).toEqual(['Kerala', 'Lakshadweep']);
    expect(statesForPin('605001')).toEqual(['Tamil Nadu', 'Puducherry']);
    expect(statesForPin('396230')).toEqual(['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']);
    expect(stateForPin('160017')).toBeNull();
  });

  it('knows nothing of Army Postal Service PINs, unused prefixes or invalid PINs', () => {
    expect(statesForPin('901234')).toEqual([]);
    expect(statesForPin('650001')).toEqual([]);
    expect(statesForPin('012345')).toEqual([]);
    expect(statesForPin('5600')).toEqual([]);
  });

  it('names only canonical states and union territories, and every one of them is reachable', () => {
    const reached = new Set<string>();
    for (let prefix = 100; prefix <= 899; prefix++) {
      for (const state of statesForPin(`${prefix}001`)) {
        expect(STATE_NAMES).toContain(state);
        reached.add(state);
      }
    }
    expect([...reached].sort()).toEqual([...STATE_NAMES].sort());
  });

  it('reads a PIN as it is typed', () => {
    expect(stateForPin(' 560 001 ')).toBe('Karnataka');
  });
});

describe('cityForPin', () => {
  it('suggests the head office city of a large sorting district', () => {
    expect(cityForPin('560038')).toBe('Bengaluru');
    expect(cityForPin('400001')).toBe('Mumbai');
    expect(cityForPin('110017')).toBe('New Delhi');
  });

  it('suggests nothing where the district is not one city or the state is uncertain', () => {
    expect(cityForPin('403001')).toBeNull();
    expect(cityForPin('160017')).toBeNull();
    expect(cityForPin('901234')).toBeNull();
    expect(cityForPin('0')).toBeNull();
  });
});

describe('pinStateMismatch', () => {
  it('says where the PIN is when the state is another', () => {
    expect(pinStateMismatch('560001', 'Kerala')).toBe('PIN code 560001 is in Karnataka, not Kerala');
    expect(pinStateMismatch('560 001', 'kerala')).toBe('PIN code 560001 is in Karnataka, not Kerala');
    expect(pinStateMismatch('682001', 'Goa')).toBe('PIN code 682001 is in Kerala or Lakshadweep, not Goa');
  });

  it('accepts a matching pair, in any spelling of the state', () => {
    expect(pinStateMismatch('560001', 'karnataka')).toBeNull();
    expect(pinStateMismatch('160055', 'Punjab')).toBeNull();
    expect(pinStateMismatch('180001', 'Jammu & Kashmir')).toBeNull();
  });

  it('leaves invalid PINs, unknown states and unknown prefixes to the other rules', () => {
    expect(pinStateMismatch('012345', 'Kerala')).toBeNull();
    expect(pinStateMismatch('560001', 'Atlantis')).toBeNull();
    expect(pinStateMismatch('901234', 'Kerala')).toBeNull();
  });
});

describe('fillFromPin', () => {
  const empty = { city: '', state: '', line: 'kept' };

  it('fills an empty city and state, and says so', () => {
    const r = fillFromPin(empty, '560038', NO_PIN_FILL);
    expect(r.values).toEqual({ city: 'Bengaluru', state: 'Karnataka', line: 'kept' });
    expect(r.filled).toEqual({ city: 'Bengaluru', state: 'Karnataka' });
    expect(r.note).toBe('Bengaluru, Karnataka filled in from the PIN; change if needed.');
  });

  it('never overwrites what the shopper typed or chose', () => {
    const r = fillFromPin({ city: 'Whitefield', state: 'Kerala' }, '560066', NO_PIN_FILL);
    expect(r.values).toEqual({ city: 'Whitefield', state: 'Kerala' });
    expect(r.note).toBeNull();
  });

  it('replaces what an earlier PIN filled in', () => {
    const first = fillFromPin({ city: '', state: '' }, '560038', NO_PIN_FILL);
    const second = fillFromPin(first.values, '400001', first.filled);
    expect(second.values).toEqual({ city: 'Mumbai', state: 'Maharashtra' });
  });

  it('fills only the state where the district is not one city, and nothing for a shared prefix', () => {
    expect(fillFromPin({ city: '', state: '' }, '403001', NO_PIN_FILL).values).toEqual({ city: '', state: 'Goa' });
    expect(fillFromPin({ city: '', state: '' }, '160017', NO_PIN_FILL).values).toEqual({ city: '', state: '' });
    expect(fillFromPin({ city: '', state: '' }, '5600', NO_PIN_FILL).note).toBeNull();
  });
});
