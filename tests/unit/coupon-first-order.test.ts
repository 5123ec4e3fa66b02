import { describe, expect, it, vi } from 'vitest';
import { countsAsEarlierOrder, firstOrderGuestNote, firstOrderOnlyMessage, firstOrderRefusal } from '@/lib/coupons/first-order';

describe('countsAsEarlierOrder', () => {
  it.each([
    ['pending', 'pending', true],
    ['pending', 'failed', true],
    ['confirmed', 'completed', true],
    ['delivered', 'completed', true],
    ['completed', 'refunded', true],
    ['cancelled', 'refunded', true],
    ['cancelled', 'completed', true],
    ['cancelled', 'pending', false],
    ['cancelled', 'failed', false],
  ] as const)('status %s, payment %s: %s', (status, paymentStatus, counts) => {
    expect(countsAsEarlierOrder({ status, paymentStatus })).toBe(counts);
  });
});

describe('firstOrderRefusal', () => {
  it('never looks up orders for an ordinary coupon', async () => {
    const lookup = vi.fn(async () => true);
    expect(await firstOrderRefusal({ code: 'LUXE20', firstOrderOnly: false }, lookup)).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses with the code when the customer has an earlier order, and allows a first one', async () => {
    expect(await firstOrderRefusal({ code: 'WELCOME10', firstOrderOnly: true }, async () => true)).toBe('WELCOME10 is for your first order only.');
    expect(await firstOrderRefusal({ code: 'WELCOME10', firstOrderOnly: true }, async () => false)).toBeNull();
  });

  it('words the refusal and the guest note with the code', () => {
    expect(firstOrderOnlyMessage('HELLO5')).toBe('HELLO5 is for your first order only.');
    expect(firstOrderGuestNote('HELLO5')).toMatch(/^HELLO5 is for your first order only: .*sign in/);
  });
});
