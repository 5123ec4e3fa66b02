import { describe, expect, it } from 'vitest';
import { checkCoupon, discountAmount, minimumOrderMessage, normalizeCouponCode, type DiscountCoupon } from '@/lib/coupons/discount';

const NOW = new Date('2026-11-22T10:00:00Z');
const base: DiscountCoupon = {
  isActive: true,
  startDate: null,
  expiryDate: new Date('2026-12-31T00:00:00Z'),
  usageLimit: null,
  usedCount: 0,
  discountType: 'percentage',
  discountPercent: 10,
  discountAmountPaise: null,
  maxDiscountPaise: null,
  minOrderPaise: 0,
};
const pct = (percent: number, max: number | null = null): DiscountCoupon => ({ ...base, discountPercent: percent, maxDiscountPaise: max });
const fixed = (paise: number): DiscountCoupon => ({ ...base, discountType: 'fixed', discountPercent: null, discountAmountPaise: paise });

describe('discountAmount', () => {
  it.each([
    ['10% of ₹1,499.00', pct(10), 149_900, 14_990],
    ['15% of ₹999.99 rounds half up to the paisa', pct(15), 99_999, 15_000],
    ['12.5%-like odd result rounds: 33% of ₹0.10', pct(33), 10, 3],
    ['percentage capped by maxDiscountAmount', pct(20, 50_000), 400_000, 50_000],
    ['cap above the discount changes nothing', pct(20, 500_000), 400_000, 80_000],
    ['100% is the whole order', pct(100), 250_000, 250_000],
    ['fixed ₹300 off', fixed(30_000), 250_000, 30_000],
    ['fixed capped at the order amount', fixed(300_000), 120_000, 120_000],
    ['zero order gives zero', fixed(30_000), 0, 0],
    ['negative order gives zero', pct(10), -100, 0],
  ])('%s', (_label, coupon, order, expected) => {
    expect(discountAmount(coupon, order)).toBe(expected);
  });
});

describe('checkCoupon', () => {
  it.each([
    ['valid', base, 100_000, true, 'Coupon is valid', undefined, 10_000],
    ['inactive', { ...base, isActive: false }, 100_000, false, 'This coupon is no longer active', 'COUPON_INACTIVE', 0],
    ['not started', { ...base, startDate: new Date('2026-11-23T00:00:00Z') }, 100_000, false, 'This coupon is not yet active', 'COUPON_NOT_STARTED', 0],
    ['expired', { ...base, expiryDate: new Date('2026-11-01T00:00:00Z') }, 100_000, false, 'This coupon has expired', 'COUPON_EXPIRED', 0],
    ['expires at its instant', { ...base, expiryDate: NOW }, 100_000, false, 'This coupon has expired', 'COUPON_EXPIRED', 0],
    ['used up', { ...base, usageLimit: 5, usedCount: 5 }, 100_000, false, 'This coupon has reached its usage limit', 'COUPON_USED_UP', 0],
    ['one use left', { ...base, usageLimit: 5, usedCount: 4 }, 100_000, true, 'Coupon is valid', undefined, 10_000],
    ['below minimum', { ...base, minOrderPaise: 200_000 }, 199_999, false, 'Minimum order amount of ₹2,000 required for this coupon', 'COUPON_MIN_ORDER', 0],
    ['at minimum', { ...base, minOrderPaise: 200_000 }, 200_000, true, 'Coupon is valid', undefined, 20_000],
    ['inactive wins over expired', { ...base, isActive: false, expiryDate: new Date('2020-01-01') }, 100_000, false, 'This coupon is no longer active', 'COUPON_INACTIVE', 0],
  ])('%s', (_label, coupon, order, valid, message, code, discount) => {
    const result = checkCoupon(coupon, order, NOW);
    expect(result).toMatchObject({ valid, message, discountPaise: discount, finalPaise: order - discount });
    expect('code' in result ? result.code : undefined).toBe(code);
  });

  it('the final amount is never below zero', () => {
    expect(checkCoupon(fixed(500_000), 100_000, NOW)).toMatchObject({ valid: true, discountPaise: 100_000, finalPaise: 0 });
  });
});

describe('codes and messages', () => {
  it('upper-cases and trims codes', () => {
    expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
  });
  it('states the minimum in whole rupees with Indian grouping', () => {
    expect(minimumOrderMessage(1_50_000_00)).toBe('Minimum order amount of ₹1,50,000 required for this coupon');
  });
});
