import { describe, expect, it } from 'vitest';
import { paymentStatusLook } from '@/components/orders/format';

describe('the payment status a shopper reads', () => {
  it.each([
    ['completed', 'confirmed', 'Paid'],
    ['completed', 'cancelled', 'Paid'],
    ['refunded', 'cancelled', 'Refunded'],
    ['pending', 'cancelled', 'No payment taken'],
    ['failed', 'cancelled', 'No payment taken'],
    ['pending', 'pending', 'Pending'],
    ['failed', 'pending', 'Failed'],
    ['pending', undefined, 'Pending'],
  ])('%s payment on a %s order reads "%s"', (payment, order, label) => {
    expect(paymentStatusLook(payment, order).label).toBe(label);
  });
});
