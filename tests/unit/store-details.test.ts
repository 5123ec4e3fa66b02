import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_DETAILS, type StoreDetails } from '@/lib/store';
import { checkGstin, gstinCheckCharacter } from '@/lib/store-details/gstin';
import { storeDetailsReadiness } from '@/lib/store-details/readiness';
import { storeDetailsSchema } from '@/lib/store-details/schema';
import { STORE_DETAILS_MESSAGES, STORE_DETAILS_GSTIN_MESSAGES } from '@/lib/store-details/messages';

/** The store's details as a real owner in Karnataka would save them (a GSTIN with a correct check character). */
const OWN: StoreDetails = {
  ...DEFAULT_STORE_DETAILS,
  name: 'Attar House',
  legalName: 'Attar House Perfumers LLP',
  cin: '',
  gstin: '29AAGCB7383J1Z4',
  grievanceOfficer: { name: 'Kavya Menon', email: 'grievance@attarhouse.in', phone: '+91 98450 12345' },
  email: 'care@attarhouse.in',
};

describe('GSTIN check', () => {
  it.each([
    ['27AAPFU0939F1ZV', 'Maharashtra'],
    ['29AAGCB7383J1Z4', 'Karnataka'],
    ['33AAACH7409R1Z8', 'Tamil Nadu'],
    ['07AAACR5055K1Z9', 'Delhi'],
  ])('accepts %s, whose check character is right, for an address in %s', (gstin, state) => {
    expect(checkGstin(gstin, state)).toEqual({ ok: true, gstin });
  });

  it('computes the check character with the mod-36 checksum', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    // The demo GSTIN the repository shipped was made up: its check character should be O, not 6.
    expect(gstinCheckCharacter('29AAKCM4821R1Z')).toBe('O');
  });

  it('forgives spaces and lower case', () => {
    expect(checkGstin(' 27aapfu0939f1zv ')).toEqual({ ok: true, gstin: '27AAPFU0939F1ZV' });
  });

  it.each([
    ['27AAPFU0939F1ZW', 'one character changed at the end'],
    ['27AAPFU0939F1ZV'.replace('U', 'V'), 'one letter of the PAN changed'],
    ['29AAKCM4821R1Z6', 'the demo GSTIN of earlier versions'],
  ])('refuses %s (%s): wrong check character', (gstin) => {
    expect(checkGstin(gstin)).toEqual({ ok: false, error: STORE_DETAILS_GSTIN_MESSAGES.checkCharacter });
  });

  it.each(['27AAPFU0939F1Z', '27AAPFU0939F1ZVX', ''])('refuses %j for its length', (gstin) => {
    expect(checkGstin(gstin).ok).toBe(false);
    expect(checkGstin(gstin)).toEqual({ ok: false, error: gstin === '' ? STORE_DETAILS_GSTIN_MESSAGES.required : STORE_DETAILS_GSTIN_MESSAGES.length });
  });

  it.each([
    ['2AAAPFU0939F1ZV', STORE_DETAILS_GSTIN_MESSAGES.shape],
    ['27AAPFU0939F1AV', STORE_DETAILS_GSTIN_MESSAGES.shape],
    ['99AAPFU0939F1ZV', STORE_DETAILS_GSTIN_MESSAGES.stateCode],
  ])('refuses %s for its form', (gstin, error) => {
    expect(checkGstin(gstin)).toEqual({ ok: false, error });
  });

  it('refuses a GSTIN of another state than the registered address, naming both', () => {
    const result = checkGstin('27AAPFU0939F1ZV', 'Karnataka');
    expect(result).toEqual({ ok: false, error: 'GSTIN starts with 27 (Maharashtra) but the registered address is in Karnataka (29)' });
  });
});

describe('storeDetailsSchema', () => {
  it('accepts an owner’s details and tidies what people type', () => {
    const parsed = storeDetailsSchema.parse({
      ...OWN,
      gstin: '29aagcb7383j1z4',
      studio: { ...OWN.studio, state: ' karnataka ', postalCode: '560 038' },
      name: '  Attar House ',
    });
    expect(parsed).toEqual({ ...OWN, studio: { ...OWN.studio, state: 'Karnataka', postalCode: '560038' } });
  });

  it('accepts the defaults as they are, so the demo shop’s admin can save any other field', () => {
    expect(storeDetailsSchema.safeParse(DEFAULT_STORE_DETAILS).success).toBe(true);
    expect(fieldErrors({ ...DEFAULT_STORE_DETAILS, gstin: '29AAKCM4821R1Z6' })).toEqual({ gstin: STORE_DETAILS_GSTIN_MESSAGES.checkCharacter });
  });

  function fieldErrors(input: unknown): Record<string, string> {
    const result = storeDetailsSchema.safeParse(input);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  }

  it('names the GSTIN when its state is not the address’s', () => {
    expect(fieldErrors({ ...OWN, gstin: '27AAPFU0939F1ZV' })).toEqual({
      gstin: 'GSTIN starts with 27 (Maharashtra) but the registered address is in Karnataka (29)',
    });
  });

  it('reports a bad GSTIN beside other bad fields, each under its own name', () => {
    expect(
      fieldErrors({ ...OWN, gstin: '29AAGCB7383J1Z5', email: 'not-an-email', studio: { ...OWN.studio, postalCode: '060038' } }),
    ).toEqual({
      gstin: STORE_DETAILS_GSTIN_MESSAGES.checkCharacter,
      email: STORE_DETAILS_MESSAGES.email,
      'studio.postalCode': STORE_DETAILS_MESSAGES.postalCode,
    });
  });

  it.each([
    [{ name: '' }, 'name', STORE_DETAILS_MESSAGES.name],
    [{ legalName: ' ' }, 'legalName', STORE_DETAILS_MESSAGES.legalName],
    [{ cin: 'U24240KA2019PTC12345' }, 'cin', STORE_DETAILS_MESSAGES.cin],
    [{ foundedYear: 3000 }, 'foundedYear', STORE_DETAILS_MESSAGES.foundedYear],
    [{ foundedYear: 2008.5 }, 'foundedYear', STORE_DETAILS_MESSAGES.foundedYear],
    [{ studio: { ...OWN.studio, state: 'Atlantis' } }, 'studio.state', STORE_DETAILS_MESSAGES.state],
    [{ phone: '12345' }, 'phone', STORE_DETAILS_MESSAGES.phone],
    [{ phone: '+91 80 4718 2290 ext' }, 'phone', STORE_DETAILS_MESSAGES.phone],
    [{ hours: [] }, 'hours', STORE_DETAILS_MESSAGES.hours],
    [{ hours: [{ days: 'Monday', time: '' }] }, 'hours.0.time', STORE_DETAILS_MESSAGES.hoursTime],
    [{ replyWithinHours: 0 }, 'replyWithinHours', STORE_DETAILS_MESSAGES.replyWithinHours],
    [{ grievanceOfficer: { ...OWN.grievanceOfficer, email: 'x' } }, 'grievanceOfficer.email', STORE_DETAILS_MESSAGES.email],
    [{ social: [{ name: 'Instagram', href: 'http://instagram.com/x' }] }, 'social.0.href', STORE_DETAILS_MESSAGES.socialHref],
    [{ social: [{ name: 'X', href: 'javascript:alert(1)' }] }, 'social.0.href', STORE_DETAILS_MESSAGES.socialHref],
    [{ claimWindowHours: 1000 }, 'claimWindowHours', STORE_DETAILS_MESSAGES.claimWindowHours],
    [{ dispatchBusinessDays: { min: 3, max: 1 } }, 'dispatchBusinessDays.max', STORE_DETAILS_MESSAGES.daysOrder],
    [{ deliveryBusinessDays: { min: -1, max: 7 } }, 'deliveryBusinessDays.min', STORE_DETAILS_MESSAGES.days],
    [{ deliveryBusinessDays: '3-7' }, 'deliveryBusinessDays', STORE_DETAILS_MESSAGES.days],
  ])('refuses %j under %s', (change, field, message) => {
    expect(fieldErrors({ ...OWN, ...change })).toEqual({ [field]: message });
  });

  it('allows a blank CIN (a seller that is not a company), a blank tagline and no social links', () => {
    expect(storeDetailsSchema.safeParse({ ...OWN, cin: '', tagline: '', social: [] }).success).toBe(true);
  });

  it('names a missing field and refuses a body that is not an object', () => {
    const withoutGstin: Partial<StoreDetails> = { ...OWN };
    delete withoutGstin.gstin;
    expect(Object.keys(fieldErrors(withoutGstin))).toEqual(['gstin']);
    expect(fieldErrors('Maison')).toEqual({ '': STORE_DETAILS_MESSAGES.object });
  });
});

describe('storeDetailsReadiness', () => {
  it('fails on the demo defaults, naming the GSTIN and legal name and warning about the rest', () => {
    const result = storeDetailsReadiness(DEFAULT_STORE_DETAILS);
    expect(result.status).toBe('fail');
    expect(result.message).toContain('GSTIN and legal name');
    expect(result.message).toContain('grievance officer, CIN and customer-care email');
  });

  it('fails while only the GSTIN is the demo’s', () => {
    const result = storeDetailsReadiness({ ...OWN, gstin: DEFAULT_STORE_DETAILS.gstin });
    expect(result).toEqual({ status: 'fail', message: expect.stringContaining("demo shop's GSTIN:") });
  });

  it('warns while the grievance officer is the demo’s, naming it', () => {
    const result = storeDetailsReadiness({ ...OWN, grievanceOfficer: DEFAULT_STORE_DETAILS.grievanceOfficer });
    expect(result.status).toBe('warn');
    expect(result.message).toContain("demo shop's grievance officer");
    expect(result.message).not.toContain('GSTIN');
  });

  it('is ok once the details are the owner’s own', () => {
    expect(storeDetailsReadiness(OWN)).toEqual({ status: 'ok', message: 'The store details are your own.' });
  });
});
