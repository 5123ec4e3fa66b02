import { describe, expect, it } from 'vitest';
import { toCouponDto, type CouponRow } from '@/lib/coupons/dto';
import { LUXE20_TERMS } from '../helpers/coupons';

const created = new Date('2026-01-01T00:00:00.000Z');

function row(over: Partial<CouponRow> = {}): CouponRow {
  return {
    id: '65a1b2c3d4e5f60718293a4b',
    code: 'LUXE20',
    description: '20% off orders above ₹2,999, up to ₹1,000',
    discountType: 'percentage',
    discountPercent: 20,
    discountAmountPaise: null,
    maxDiscountPaise: 100_000,
    minOrderPaise: 299_900,
    isActive: true,
    startDate: new Date('2026-02-01T00:00:00.000Z'),
    expiryDate: new Date('2026-05-01T18:30:00.000Z'),
    usageLimit: 500,
    usedCount: 137,
    perCustomerLimit: 1,
    isPublic: true,
    firstOrderOnly: false,
    ownerUserId: null,
    productIds: null,
    minVolumeMl: null,
    createdAt: created,
    updatedAt: new Date('2026-01-02T00:00:00.000Z'),
    ...over,
  };
}

describe('toCouponDto', () => {
  it('maps a percentage coupon, money in rupees and dates as ISO strings', () => {
    expect(toCouponDto(row())).toEqual({
      _id: '65a1b2c3d4e5f60718293a4b',
      id: '65a1b2c3d4e5f60718293a4b',
      ...LUXE20_TERMS,
      description: '20% off orders above ₹2,999, up to ₹1,000',
      startDate: '2026-02-01T00:00:00.000Z',
      expiryDate: '2026-05-01T18:30:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
  });

  it('maps a fixed coupon: discountValue and discountAmount in rupees, no percent', () => {
    const dto = toCouponDto(row({ discountType: 'fixed', discountPercent: null, discountAmountPaise: 30_050, maxDiscountPaise: null }));
    expect(dto).toMatchObject({ discountType: 'fixed', discountValue: 300.5, discount: null, discountAmount: 300.5, maxDiscountAmount: null });
  });

  it.each<[string, Partial<CouponRow>, Partial<ReturnType<typeof toCouponDto>>]>([
    ['unlimited usage has no remaining count', { usageLimit: null, usedCount: 42 }, { usageLimit: null, remainingUsage: null }],
    ['used up leaves zero', { usageLimit: 100, usedCount: 100 }, { remainingUsage: 0 }],
    ['over-used never goes negative', { usageLimit: 100, usedCount: 103 }, { remainingUsage: 0 }],
    ['no minimum order reads as null', { minOrderPaise: 0 }, { minOrderAmount: null }],
    ['no start date stays null', { startDate: null }, { startDate: null }],
    ['inactive stays inactive', { isActive: false }, { isActive: false }],
  ])('%s', (_name, over, expected) => {
    expect(toCouponDto(row(over))).toMatchObject(expected);
  });

  it('is JSON-safe (survives the data cache unchanged)', () => {
    const dto = toCouponDto(row());
    expect(JSON.parse(JSON.stringify(dto))).toEqual(dto);
  });
});
