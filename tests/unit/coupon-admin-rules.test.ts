import { describe, expect, it } from 'vitest';
import {
  checkCouponForm,
  couponAdminStatus,
  formatIstDay,
  instantToIstDay,
  istDayToInstant,
  type CouponFormValues,
} from '@/lib/coupons/admin-rules';
import { truncateText } from '@/lib/contact/admin-rules';

const NOW = new Date('2026-06-15T06:00:00Z');

const form = (overrides: Partial<CouponFormValues> = {}): CouponFormValues => ({
  code: 'monsoon10',
  discountType: 'percentage',
  discountValue: '10',
  minOrderAmount: '1,499',
  maxDiscountAmount: '',
  startDate: '',
  expiryDate: '2026-07-31',
  usageLimit: '100',
  description: '  Rainy-day treat  ',
  isActive: true,
  isPublic: true,
  firstOrderOnly: false,
  ...overrides,
});

const create = { isNew: true, allowUnlimited: false, now: NOW, expiryChanged: true };

describe('India-time days', () => {
  it('starts a day at 00:00 IST and ends it at 23:59:59.999 IST', () => {
    expect(istDayToInstant('2026-07-31', 'start')!.toISOString()).toBe('2026-07-30T18:30:00.000Z');
    expect(istDayToInstant('2026-07-31', 'end')!.toISOString()).toBe('2026-07-31T18:29:59.999Z');
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(istDayToInstant('2026-02-29', 'end')).toBeNull();
    expect(istDayToInstant('2028-02-29', 'end')).not.toBeNull();
    expect(istDayToInstant('31/07/2026', 'end')).toBeNull();
    expect(istDayToInstant('2026-13-01', 'end')).toBeNull();
  });

  it('reads an instant back as its India day', () => {
    // 20:00 UTC on the 31st is already 1 August in India.
    expect(instantToIstDay('2026-07-31T20:00:00Z')).toBe('2026-08-01');
    expect(instantToIstDay(istDayToInstant('2026-07-31', 'end')!)).toBe('2026-07-31');
    expect(formatIstDay('2026-07-31T20:00:00Z')).toBe('1 Aug 2026');
  });
});

describe('couponAdminStatus', () => {
  const base = { isActive: true, startDate: null, expiryDate: '2026-07-01T00:00:00Z' };
  it('puts expired first, then inactive, then scheduled', () => {
    expect(couponAdminStatus(base, NOW)).toBe('active');
    expect(couponAdminStatus({ ...base, isActive: false }, NOW)).toBe('inactive');
    expect(couponAdminStatus({ ...base, startDate: '2026-06-20T00:00:00Z' }, NOW)).toBe('scheduled');
    expect(couponAdminStatus({ ...base, isActive: false, expiryDate: '2026-06-01T00:00:00Z' }, NOW)).toBe('expired');
    // At the expiry instant itself a coupon is expired.
    expect(couponAdminStatus({ ...base, expiryDate: NOW }, NOW)).toBe('expired');
  });
});

describe('checkCouponForm', () => {
  it('builds the payload: code in capitals, numbers parsed, blanks as none', () => {
    const { errors, payload } = checkCouponForm(form(), create);
    expect(errors).toEqual({});
    expect(payload).toEqual({
      code: 'MONSOON10',
      discountType: 'percentage',
      discountValue: 10,
      minOrderAmount: 1499,
      maxDiscountAmount: null,
      startDate: null,
      expiryDate: '2026-07-31',
      usageLimit: 100,
      description: 'Rainy-day treat',
      isActive: true,
      isPublic: true,
      firstOrderOnly: false,
    });
  });

  it('carries the two audience ticks into the payload as they are', () => {
    const { payload } = checkCouponForm(form({ isPublic: false, firstOrderOnly: true }), create);
    expect(payload).toMatchObject({ isPublic: false, firstOrderOnly: true });
  });

  it('drops the cap on a fixed coupon', () => {
    const { payload } = checkCouponForm(form({ discountType: 'fixed', discountValue: '249.50', maxDiscountAmount: '500' }), create);
    expect(payload).toMatchObject({ discountType: 'fixed', discountValue: 249.5, maxDiscountAmount: null });
  });

  it.each<[Partial<CouponFormValues>, string, string]>([
    [{ code: '' }, 'code', 'Coupon code is required'],
    [{ code: 'ab' }, 'code', 'Coupon code must be 3 to 20 characters'],
    [{ code: 'SAVE 10' }, 'code', 'Coupon code may use only letters, numbers, hyphens and underscores'],
    [{ discountValue: '' }, 'discountValue', 'Discount is required'],
    [{ discountValue: 'abc' }, 'discountValue', 'Discount must be a number'],
    [{ discountValue: '0' }, 'discountValue', 'Discount must be a whole number between 1 and 100'],
    [{ discountValue: '100.5' }, 'discountValue', 'Discount must be a whole number between 1 and 100'],
    [{ discountType: 'fixed', discountValue: '0' }, 'discountValue', 'Discount amount must be more than ₹0'],
    [{ discountType: 'fixed', discountValue: '9.999' }, 'discountValue', 'Amounts can have at most 2 decimal places'],
    [{ minOrderAmount: '-5' }, 'minOrderAmount', 'Minimum order must be ₹0 or more'],
    [{ minOrderAmount: 'lots' }, 'minOrderAmount', 'Must be a number'],
    [{ maxDiscountAmount: '0' }, 'maxDiscountAmount', 'Maximum discount must be more than ₹0'],
    [{ expiryDate: '' }, 'expiryDate', 'Expiry date is required'],
    [{ expiryDate: '2026-06-14' }, 'expiryDate', 'Expiry date must be in the future'],
    [{ startDate: '2026-08-01' }, 'expiryDate', 'Expiry date must be after the start date'],
    [{ usageLimit: '' }, 'usageLimit', 'Usage limit is required'],
    [{ usageLimit: '0' }, 'usageLimit', 'Usage limit must be a whole number, at least 1'],
    [{ usageLimit: '1.5' }, 'usageLimit', 'Usage limit must be a whole number, at least 1'],
    [{ description: 'x'.repeat(501) }, 'description', 'Description must be at most 500 characters'],
  ])('%o gives %s: %s', (overrides, field, message) => {
    const { errors, payload } = checkCouponForm(form(overrides), create);
    expect(payload).toBeNull();
    expect(errors[field as keyof typeof errors]).toBe(message);
  });

  it('on an edit, keeps an unchanged past expiry and an unlimited coupon as they are', () => {
    const { errors, payload } = checkCouponForm(form({ expiryDate: '2026-06-01', usageLimit: '' }), {
      isNew: false,
      allowUnlimited: true,
      now: NOW,
      expiryChanged: false,
    });
    expect(errors).toEqual({});
    expect(payload?.usageLimit).toBeNull();
  });
});

describe('truncateText', () => {
  it('cuts at the limit and adds an ellipsis, leaving short text alone', () => {
    expect(truncateText('Ananya Krishnamurthy', 15)).toBe('Ananya Krishnam...');
    expect(truncateText('Short', 15)).toBe('Short');
    expect(truncateText('x'.repeat(15), 15)).toBe('x'.repeat(15));
  });
  it('never splits an emoji', () => {
    expect(truncateText('🌸🌸🌸', 2)).toBe('🌸🌸...');
  });
});
