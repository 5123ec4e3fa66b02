import { describe, expect, it } from 'vitest';
import type { CouponDto } from '@/lib/coupons/dto';
import {
  categoryForIndex,
  countdownLabel,
  countdownParts,
  couponValidity,
  DEFAULT_OFFERS,
  offersFromCoupons,
  OFFER_TAB_LABELS,
  offerSubtitle,
  offerTitle,
  presentCategories,
  toOffer,
  type CouponValidityInput,
} from '@/lib/coupons/offers';
import { LUXE20_TERMS } from '../helpers/coupons';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

const base: CouponValidityInput = {
  isActive: true,
  startDate: at(-DAY),
  expiryDate: at(DAY),
  usageLimit: 10,
  usedCount: 3,
};

function coupon(over: Partial<CouponDto> = {}): CouponDto {
  return {
    _id: 'a'.repeat(24),
    id: 'a'.repeat(24),
    ...LUXE20_TERMS,
    description: '20% off orders above ₹2,999',
    startDate: at(-DAY).toISOString(),
    expiryDate: at(DAY).toISOString(),
    createdAt: at(-2 * DAY).toISOString(),
    updatedAt: at(-2 * DAY).toISOString(),
    ...over,
  };
}

describe('couponValidity', () => {
  it.each<[string, Partial<CouponValidityInput>, boolean, string, string | undefined]>([
    ['valid', {}, true, 'Coupon is valid', undefined],
    ['no start date, no usage limit', { startDate: null, usageLimit: null, usedCount: 99_999 }, true, 'Coupon is valid', undefined],
    ['starts exactly now', { startDate: NOW }, true, 'Coupon is valid', undefined],
    ['one use left', { usageLimit: 10, usedCount: 9 }, true, 'Coupon is valid', undefined],
    ['inactive', { isActive: false }, false, 'This coupon is no longer active', 'COUPON_INACTIVE'],
    ['not yet started', { startDate: at(1000) }, false, 'This coupon is not yet active', 'COUPON_NOT_STARTED'],
    ['expired yesterday', { expiryDate: at(-DAY) }, false, 'This coupon has expired', 'COUPON_EXPIRED'],
    ['expires exactly now', { expiryDate: NOW }, false, 'This coupon has expired', 'COUPON_EXPIRED'],
    ['used count equals limit', { usageLimit: 10, usedCount: 10 }, false, 'This coupon has reached its usage limit', 'COUPON_USED_UP'],
    ['used count above limit', { usageLimit: 10, usedCount: 11 }, false, 'This coupon has reached its usage limit', 'COUPON_USED_UP'],
    // Precedence: inactive beats everything, then not started, then expired, then usage.
    ['inactive and expired and used up', { isActive: false, expiryDate: at(-DAY), usedCount: 10 }, false, 'This coupon is no longer active', 'COUPON_INACTIVE'],
    ['not started and used up', { startDate: at(DAY), usedCount: 10 }, false, 'This coupon is not yet active', 'COUPON_NOT_STARTED'],
    ['expired and used up', { expiryDate: at(-1), usedCount: 10 }, false, 'This coupon has expired', 'COUPON_EXPIRED'],
  ])('%s', (_name, over, valid, message, code) => {
    // A refusal names its rule: the error code an order refused for it carries.
    expect(couponValidity({ ...base, ...over }, NOW)).toEqual(valid ? { valid, message } : { valid, code, message });
  });

  it('accepts ISO strings as the DTO carries them', () => {
    const c = coupon({ expiryDate: at(-1000).toISOString() });
    expect(couponValidity(c, NOW.toISOString()).message).toBe('This coupon has expired');
  });
});

describe('categories and tabs', () => {
  it.each([
    [0, 'new-launch'],
    [1, 'special-discount'],
    [2, 'festival-offer'],
    [3, 'new-launch'],
    [4, 'special-discount'],
    [5, 'festival-offer'],
    [30, 'new-launch'],
  ] as const)('offer %i is %s', (index, category) => {
    expect(categoryForIndex(index)).toBe(category);
  });

  it('labels the tabs New Launch, VIP Exclusive, Festive Special', () => {
    expect(OFFER_TAB_LABELS).toEqual({
      'new-launch': 'New Launch',
      'special-discount': 'VIP Exclusive',
      'festival-offer': 'Festive Special',
    });
  });

  it('lists only categories present, in tab order', () => {
    expect(presentCategories([{ category: 'festival-offer' }, { category: 'new-launch' }])).toEqual(['new-launch', 'festival-offer']);
    expect(presentCategories([])).toEqual([]);
  });
});

describe('titles and subtitles', () => {
  it.each<[string, Partial<CouponDto>, string]>([
    ['percentage', { discountType: 'percentage', discountValue: 20 }, '20% OFF'],
    ['fixed', { discountType: 'fixed', discountValue: 300 }, '₹300 OFF'],
    ['fixed in thousands', { discountType: 'fixed', discountValue: 1500 }, '₹1,500 OFF'],
  ])('%s', (_name, over, title) => {
    expect(offerTitle(coupon(over))).toBe(title);
  });

  it.each<[string, Partial<CouponDto>, string]>([
    ['minimum and cap', { minOrderAmount: 2999, maxDiscountAmount: 1000 }, 'On orders above ₹2,999, save up to ₹1,000'],
    ['no minimum, no cap', { minOrderAmount: null, maxDiscountAmount: null }, 'On your entire order'],
    ['fixed ignores the cap', { discountType: 'fixed', discountValue: 300, minOrderAmount: 1999, maxDiscountAmount: 50 }, 'On orders above ₹1,999'],
  ])('subtitle: %s', (_name, over, subtitle) => {
    expect(offerSubtitle(coupon(over))).toBe(subtitle);
  });
});

describe('toOffer', () => {
  it('builds an active offer from a coupon', () => {
    const offer = toOffer(coupon(), 4, NOW);
    expect(offer).toMatchObject({
      id: 'a'.repeat(24),
      code: 'LUXE20',
      category: 'special-discount',
      title: '20% OFF',
      subtitle: 'On orders above ₹2,999, save up to ₹1,000',
      description: '20% off orders above ₹2,999',
      ctaText: 'Shop now',
      isExpired: false,
      remainingUsage: 363,
      expiryDate: at(DAY).toISOString(),
    });
    expect(offer.image).toMatch(/^\/hero\/[a-z-]+\.webp$/);
  });

  it.each<[string, Partial<CouponDto>]>([
    ['expired', { expiryDate: at(-1000).toISOString() }],
    ['used up', { usageLimit: 5, usedCount: 5, remainingUsage: 0 }],
    ['inactive', { isActive: false }],
  ])('marks a %s coupon as expired', (_name, over) => {
    expect(toOffer(coupon(over), 0, NOW).isExpired).toBe(true);
  });

  it('falls back to a category description when the coupon has none', () => {
    expect(toOffer(coupon({ description: '  ' }), 2, NOW).description).toBe('Festive gifting, made a little more generous.');
  });
});

describe('default offers', () => {
  it('are the static 20%, 25% and 30% offers, one per category, without codes', () => {
    expect(DEFAULT_OFFERS.map((o) => [o.title, o.category, o.code])).toEqual([
      ['20% OFF', 'new-launch', null],
      ['25% OFF', 'special-discount', null],
      ['30% OFF', 'festival-offer', null],
    ]);
  });

  it('appear only when there are no coupons', () => {
    expect(offersFromCoupons([], NOW).map((o) => o.title)).toEqual(['20% OFF', '25% OFF', '30% OFF']);
    const offers = offersFromCoupons([coupon(), coupon({ id: 'b'.repeat(24), code: 'FLAT300', discountType: 'fixed', discountValue: 300 })], NOW);
    expect(offers.map((o) => [o.code, o.title, o.category])).toEqual([
      ['LUXE20', '20% OFF', 'new-launch'],
      ['FLAT300', '₹300 OFF', 'special-discount'],
    ]);
  });
});

describe('countdownParts', () => {
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  it.each<[string, Date | string | null, { days: number; hours: number; minutes: number; seconds: number }]>([
    ['no expiry gives the default', null, { days: 3, hours: 12, minutes: 45, seconds: 30 }],
    ['exactly one day', at(DAY), { days: 1, hours: 0, minutes: 0, seconds: 0 }],
    ['mixed', at(2 * DAY + 5 * H + 6 * M + 7 * S), { days: 2, hours: 5, minutes: 6, seconds: 7 }],
    ['ISO string', at(59 * S).toISOString(), { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    ['partial second rounds down', at(1999), { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ['under a second', at(999), { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['exactly now', NOW, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['past', at(-DAY), { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['invalid date', 'not a date', { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('%s', (_name, expiry, parts) => {
    expect(countdownParts(expiry, NOW)).toEqual(parts);
  });

  it.each([
    [{ days: 3, hours: 12, minutes: 45, seconds: 30 }, 'Ends in 3 days'],
    [{ days: 1, hours: 2, minutes: 0, seconds: 0 }, 'Ends in 1 day'],
    [{ days: 0, hours: 1, minutes: 59, seconds: 0 }, 'Ends in 1 hour'],
    [{ days: 0, hours: 0, minutes: 5, seconds: 1 }, 'Ends in 5 minutes'],
    [{ days: 0, hours: 0, minutes: 0, seconds: 9 }, 'Ends in less than a minute'],
    [{ days: 0, hours: 0, minutes: 0, seconds: 0 }, 'Offer has ended'],
  ])('label for %o is %s', (parts, label) => {
    expect(countdownLabel(parts)).toBe(label);
  });
});
