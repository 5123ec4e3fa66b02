import { describe, expect, it } from 'vitest';
import { clientStoreInfo, DEFAULT_STORE_DETAILS, defaultStore, deliveryPromise, phoneHref, storeInfo, studioAddressLines } from '@/lib/store';

describe('deliveryPromise', () => {
  it('states dispatch in 1–3, delivery in 3–7 and remote areas up to 10 business days by default', () => {
    expect(deliveryPromise(defaultStore)).toBe('Dispatched in 1–3 business days; delivered in 3–7 business days (remote areas up to 10).');
  });

  it('follows the days the owner saved, never promising remote areas sooner than the rest', () => {
    const details = { ...DEFAULT_STORE_DETAILS, dispatchBusinessDays: { min: 2, max: 4 }, deliveryBusinessDays: { min: 5, max: 12 } };
    expect(deliveryPromise(details)).toBe('Dispatched in 2–4 business days; delivered in 5–12 business days (remote areas up to 12).');
    expect(deliveryPromise(storeInfo(details))).toBe(deliveryPromise(details));
    expect(storeInfo(details).policy.remoteDeliveryBusinessDaysMax).toBe(12);
  });

  it('reads the same from the few details the client islands are given', () => {
    const details = { ...DEFAULT_STORE_DETAILS, dispatchBusinessDays: { min: 2, max: 4 }, deliveryBusinessDays: { min: 5, max: 12 } };
    expect(deliveryPromise(clientStoreInfo(storeInfo(details)))).toBe(deliveryPromise(details));
  });
});

describe('clientStoreInfo', () => {
  it('hands the client islands the contacts they quote and none of the legal or postal details', () => {
    const client = clientStoreInfo(defaultStore);
    expect(client).toMatchObject({ name: defaultStore.name, email: defaultStore.email, phone: defaultStore.phone, phoneHref: defaultStore.phoneHref });
    const serialised = JSON.stringify(client);
    for (const kept of [defaultStore.gstin, defaultStore.studio.line1, defaultStore.grievanceOfficer.name]) expect(serialised).not.toContain(kept);
  });
});

describe('studioAddressLines', () => {
  it('gives the studio address as printable lines ending in the country', () => {
    expect(studioAddressLines(defaultStore)).toEqual([
      '14, 12th Main Road, HAL 2nd Stage',
      'Indiranagar',
      'Bengaluru, Karnataka 560038',
      'India',
    ]);
  });

  it('leaves out a blank second line', () => {
    const studio = { ...DEFAULT_STORE_DETAILS.studio, line2: '' };
    expect(studioAddressLines({ studio })).toEqual(['14, 12th Main Road, HAL 2nd Stage', 'Bengaluru, Karnataka 560038', 'India']);
  });
});

describe('storeInfo', () => {
  it('shows exactly today’s store for the defaults', () => {
    expect(defaultStore).toMatchObject({
      name: 'Maison Aurelle',
      legalName: 'Maison Aurelle Fragrances Private Limited',
      gstin: '29AAKCM4821R1ZO',
      phoneHref: 'tel:+918047182290',
      studio: {
        stateCode: '29',
        country: 'India',
        directionsUrl: 'https://www.openstreetmap.org/search?query=Indiranagar%2C%20Bengaluru%20560038',
      },
      grievanceOfficer: { name: 'Ananya Rao', designation: 'Grievance Officer', acknowledgeWithinHours: 48, resolveWithinDays: 30 },
      policy: { claimWindowHours: 48, gstRatePercent: 18, hsnCode: '3303', minimumAge: 18, prepaidOnly: true },
    });
    expect(defaultStore.gstin.slice(0, 2)).toBe(defaultStore.studio.stateCode);
  });

  it('takes the state code from the address', () => {
    const mumbai = storeInfo({
      ...DEFAULT_STORE_DETAILS,
      studio: { ...DEFAULT_STORE_DETAILS.studio, city: 'Mumbai', state: 'Maharashtra' },
    });
    expect(mumbai.studio.stateCode).toBe('27');
  });

  it('dials a number as written', () => {
    expect(phoneHref('+91 (80) 4718-2290')).toBe('tel:+918047182290');
  });
});
