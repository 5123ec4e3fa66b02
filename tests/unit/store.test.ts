import { describe, expect, it } from 'vitest';
import { deliveryPromise, store, studioAddressLines } from '@/lib/store';

describe('deliveryPromise', () => {
  it('states dispatch in 1–3, delivery in 3–7 and remote areas up to 10 business days', () => {
    const text = deliveryPromise();
    expect(text).toContain('1–3 business days');
    expect(text).toContain('3–7 business days');
    expect(text).toMatch(/remote areas up to 10\b/);
    expect(text).toBe(
      'Dispatched in 1–3 business days; delivered in 3–7 business days (remote areas up to 10).',
    );
  });

  it('follows the policy figures', () => {
    const p = store.policy;
    expect(deliveryPromise()).toContain(`${p.deliveryBusinessDays.min}–${p.deliveryBusinessDays.max}`);
    expect(p.remoteDeliveryBusinessDaysMax).toBeGreaterThanOrEqual(p.deliveryBusinessDays.max);
  });
});

describe('studioAddressLines', () => {
  it('gives the studio address as printable lines ending in the country', () => {
    expect(studioAddressLines()).toEqual([
      '14, 12th Main Road, HAL 2nd Stage',
      'Indiranagar',
      'Bengaluru, Karnataka 560038',
      'India',
    ]);
  });

  it('uses a six-digit Indian PIN code and the Karnataka GST state code', () => {
    expect(store.studio.postalCode).toMatch(/^[1-9]\d{5}$/);
    expect(store.gstin.slice(0, 2)).toBe(store.studio.stateCode);
    expect(store.policy.gstRatePercent).toBe(18);
  });
});
