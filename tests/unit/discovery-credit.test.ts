import { describe, expect, it } from 'vitest';
import { checkCoupon, couponCountsLine, couponEligiblePaise, couponHiddenFrom } from '@/lib/coupons/discount';
import { CREDIT_MIN_VOLUME_ML, creditCode, creditExpiry, creditState, creditTerms, withdrawnCreditsText } from '@/lib/discovery/credit';
import { setChoiceRefusal } from '@/lib/discovery/choice';

const deliveredAt = new Date('2026-03-01T10:00:00.000Z');
const items = [
  { productId: 'p1', variantId: 'v1', name: 'Amaira' },
  { productId: 'p2', variantId: 'v2', name: 'Calyx' },
  { productId: 'p3', variantId: 'v3', name: 'Fiorita' },
];
const terms = creditTerms({ userId: 'u1', linePaise: 149_900, setItems: items, deliveredAt })!;
const notApplicable = 'not for these';

describe('a discovery credit', () => {
  it("is worth the set's price, for its buyer only, once, on a full bottle of the set's perfumes", () => {
    expect(terms).toMatchObject({
      discountType: 'fixed',
      discountAmountPaise: 149_900,
      ownerUserId: 'u1',
      productIds: ['p1', 'p2', 'p3'],
      minVolumeMl: 50,
      usageLimit: 1,
      perCustomerLimit: 1,
      isPublic: false,
      firstOrderOnly: false,
      minOrderPaise: 0,
    });
    expect(CREDIT_MIN_VOLUME_ML).toBe(50);
  });

  it('is valid from delivery for 60 days, to the instant', () => {
    expect(terms.startDate).toEqual(deliveredAt);
    expect(terms.expiryDate).toEqual(new Date('2026-04-30T10:00:00.000Z'));
    expect(creditExpiry(deliveredAt)).toEqual(terms.expiryDate);
    const coupon = { ...terms, usedCount: 0 };
    const line = [{ productId: 'p1', volumeMl: 100, linePaise: 400_000 }];
    const eligible = { paise: couponEligiblePaise(coupon, 400_000, line), notApplicable };
    expect(checkCoupon(coupon, 400_000, new Date('2026-04-30T09:59:59.999Z'), eligible)).toMatchObject({ valid: true, discountPaise: 149_900 });
    expect(checkCoupon(coupon, 400_000, new Date('2026-04-30T10:00:00.000Z'), eligible)).toMatchObject({ valid: false, code: 'COUPON_EXPIRED' });
    expect(checkCoupon(coupon, 400_000, new Date('2026-03-01T09:59:59.000Z'), eligible)).toMatchObject({ valid: false, code: 'COUPON_NOT_STARTED' });
  });

  it('earns nothing for a set paid nothing or with no perfume named', () => {
    expect(creditTerms({ userId: 'u1', linePaise: 0, setItems: items, deliveredAt })).toBeNull();
    expect(creditTerms({ userId: 'u1', linePaise: 100, setItems: [], deliveredAt })).toBeNull();
  });

  it('names each perfume once, even if listed twice', () => {
    expect(creditTerms({ userId: 'u1', linePaise: 100, setItems: [...items, items[0]!], deliveredAt })!.productIds).toEqual(['p1', 'p2', 'p3']);
  });

  it('counts only lines of 50 ml or more of its perfumes', () => {
    expect(couponCountsLine(terms, { productId: 'p1', volumeMl: 50 })).toBe(true);
    expect(couponCountsLine(terms, { productId: 'p2', volumeMl: 100 })).toBe(true);
    expect(couponCountsLine(terms, { productId: 'p1', volumeMl: 10 })).toBe(false);
    expect(couponCountsLine(terms, { productId: 'p1', volumeMl: null })).toBe(false);
    expect(couponCountsLine(terms, { productId: 'other', volumeMl: 100 })).toBe(false);
    expect(couponCountsLine(terms, { productId: null, volumeMl: 100 })).toBe(false);
    // An ordinary coupon counts every line.
    expect(couponCountsLine({ productIds: null, minVolumeMl: null }, { productId: 'other', volumeMl: 10 })).toBe(true);
  });

  it('never comes off other goods: its discount is capped by the lines it counts', () => {
    const coupon = { ...terms, usedCount: 0 };
    const lines = [
      { productId: 'p1', volumeMl: 50, linePaise: 100_000 },
      { productId: 'p1', volumeMl: 10, linePaise: 45_000 },
      { productId: 'other', volumeMl: 100, linePaise: 900_000 },
    ];
    const paise = couponEligiblePaise(coupon, 1_045_000, lines);
    expect(paise).toBe(100_000);
    expect(checkCoupon(coupon, 1_045_000, deliveredAt, { paise, notApplicable })).toMatchObject({ valid: true, discountPaise: 100_000 });
  });

  it('is refused, with the words given, when no line counts', () => {
    const coupon = { ...terms, usedCount: 0 };
    const lines = [{ productId: 'other', volumeMl: 100, linePaise: 900_000 }];
    const paise = couponEligiblePaise(coupon, 900_000, lines);
    expect(checkCoupon(coupon, 900_000, deliveredAt, { paise, notApplicable })).toMatchObject({ valid: false, code: 'COUPON_NOT_APPLICABLE', message: notApplicable });
    // Without the bag's lines a limited coupon never applies.
    expect(checkCoupon(coupon, 900_000, deliveredAt)).toMatchObject({ valid: false, code: 'COUPON_NOT_APPLICABLE' });
  });

  it('works once: used up after its one use', () => {
    expect(checkCoupon({ ...terms, usedCount: 1 }, 400_000, deliveredAt, { paise: 400_000, notApplicable })).toMatchObject({ valid: false, code: 'COUPON_USED_UP' });
  });

  it('is hidden from everyone but its owner, guests included', () => {
    expect(couponHiddenFrom(terms, 'u1')).toBe(false);
    expect(couponHiddenFrom(terms, 'u2')).toBe(true);
    expect(couponHiddenFrom(terms, null)).toBe(true);
    expect(couponHiddenFrom({ ownerUserId: null }, null)).toBe(false);
  });

  it('has a code a person can read aloud', () => {
    const code = creditCode(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 255]));
    expect(code).toMatch(/^SET-[A-HJ-NP-Z2-9]{8}$/);
    expect(() => creditCode(new Uint8Array(4))).toThrow(RangeError);
  });

  it('stands available, redeemed, expired or withdrawn', () => {
    const expiresAt = terms.expiryDate;
    expect(creditState({ expiresAt, redeemed: false, active: true }, deliveredAt)).toBe('available');
    expect(creditState({ expiresAt, redeemed: true, active: true }, new Date('2027-01-01'))).toBe('redeemed');
    expect(creditState({ expiresAt, redeemed: false, active: true }, expiresAt)).toBe('expired');
    // Switched off before it was spent (its set refunded): withdrawn, expired or not.
    expect(creditState({ expiresAt, redeemed: false, active: false }, deliveredAt)).toBe('withdrawn');
    expect(creditState({ expiresAt, redeemed: false, active: false }, expiresAt)).toBe('withdrawn');
    // Spent stays spent, whatever became of its coupon afterwards.
    expect(creditState({ expiresAt, redeemed: true, active: false }, deliveredAt)).toBe('redeemed');
  });

  it('tells the shopper which credits a refund withdrew', () => {
    expect(withdrawnCreditsText(['SET-ABCDEFGH'])).toBe("As the discovery set's price comes back to you, its credit SET-ABCDEFGH no longer applies.");
    expect(withdrawnCreditsText(['SET-AAAAAAAA', 'SET-BBBBBBBB'])).toBe("As the discovery sets' price comes back to you, their credits SET-AAAAAAAA and SET-BBBBBBBB no longer apply.");
  });
});

describe('a set choice', () => {
  it('is 3 or 5 different sprays', () => {
    expect(setChoiceRefusal(3, ['a', 'b', 'c'])).toBeNull();
    expect(setChoiceRefusal(5, ['a', 'b', 'c', 'd', 'e'])).toBeNull();
    expect(setChoiceRefusal(4, ['a', 'b', 'c', 'd'])).toBe('A discovery set has 3 or 5 travel sprays');
    expect(setChoiceRefusal(3, ['a', 'b'])).toBe('Choose 3 travel sprays for this set: you have chosen 2.');
    expect(setChoiceRefusal(3, ['a', 'b', 'c', 'd'])).toBe('A set of 3 holds 3 travel sprays: you have chosen 4.');
    expect(setChoiceRefusal(3, ['a', 'a', 'b'])).toBe('Each spray in a set must be a different perfume');
  });
});
