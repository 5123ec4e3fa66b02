import { describe, expect, it } from 'vitest';
import { unsubscribeToken } from '@/lib/newsletter/unsubscribe-token';
import { dueAlertOutcome, productSizePath, stockAlertsUnsubscribePath } from '@/lib/stock-alerts/due';
import { notifySchema } from '@/lib/stock-alerts/schema';
import { unsubscribeAlertsToken, verifyUnsubscribeAlertsToken } from '@/lib/stock-alerts/token';

const alertId = '6747a1b2c3d4e5f601234567';

describe('the unsubscribe token', () => {
  it('names the alert it was made for and nothing else', () => {
    const token = unsubscribeAlertsToken(alertId);
    expect(token.startsWith(`${alertId}.`)).toBe(true);
    expect(verifyUnsubscribeAlertsToken(token)).toBe(alertId);
    // Same secret, same id, another purpose: a newsletter link never passes for an alert's.
    expect(verifyUnsubscribeAlertsToken(unsubscribeToken(alertId))).toBeNull();
  });

  it('refuses an altered signature, another id under the same signature, and malformed input', () => {
    const token = unsubscribeAlertsToken(alertId);
    const signature = token.slice(token.indexOf('.') + 1);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${alertId}.${flipped}`,
      `6747a1b2c3d4e5f601234568.${signature}`,
      `${alertId}.${signature}x`,
      `${alertId}.`,
      `.${signature}`,
      `not-an-id.${signature}`,
      '',
      alertId,
    ]) {
      expect(verifyUnsubscribeAlertsToken(bad)).toBeNull();
    }
  });
});

describe('a due alert', () => {
  it('is mailed only while its product is live and its size active and in stock', () => {
    expect(dueAlertOutcome({ productLive: true, sizeActive: true, stock: 1 })).toBe('send');
    expect(dueAlertOutcome({ productLive: true, sizeActive: true, stock: 0 })).toBe('wait');
    expect(dueAlertOutcome({ productLive: true, sizeActive: false, stock: 5 })).toBe('wait');
    expect(dueAlertOutcome({ productLive: false, sizeActive: true, stock: 5 })).toBe('wait');
  });

  it('links to the product with its size chosen, and to the unsubscribe page with the token escaped', () => {
    expect(productSizePath('oud-royale', 50)).toBe('/products/oud-royale?size=50ml');
    expect(stockAlertsUnsubscribePath('abc.d+e/f')).toBe('/stock-alerts/unsubscribe?token=abc.d%2Be%2Ff');
  });
});

describe('the Notify me request', () => {
  it('trims and lower-cases the address; the email and the size may be left out', () => {
    expect(notifySchema.parse({ email: '  Ananya@Example.IN ' })).toEqual({ email: 'ananya@example.in' });
    expect(notifySchema.parse({})).toEqual({});
    expect(notifySchema.parse({ variantId: alertId })).toEqual({ variantId: alertId });
  });

  it('refuses a bad address and a size id of the wrong shape, each on its field', () => {
    const bad = notifySchema.safeParse({ email: 'ananya@', variantId: 'XYZ' });
    expect(bad.success).toBe(false);
    const fields = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({ email: 'Please enter a valid email address', variantId: 'Please choose a size of this perfume' });
  });
});
