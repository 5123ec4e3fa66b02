/*
 * The checkout's coupon rules (docs/requirements.md#coupons), as
 * pure functions on paise. The server decides every discount with these; the checkout page
 * shows what the server answered. No imports beyond constants: safe in any bundle.
 */
import { formatInr, type Paise } from '../money';
import { couponValidity, type CouponRefusalCode, type CouponValidityInput } from './offers';
import { COUPON_MESSAGES } from './messages';

/** 'Minimum order amount of ₹{n} required for this coupon' (formatInr, as offers show it). */
export function minimumOrderMessage(minOrderPaise: Paise): string {
  return `Minimum order amount of ${formatInr(minOrderPaise)} required for this coupon`;
}

/** The coupon fields the arithmetic needs; a database row fits. */
export interface DiscountCoupon extends CouponValidityInput {
  discountType: 'percentage' | 'fixed';
  discountPercent: number | null;
  discountAmountPaise: number | null;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
}

/**
 * The discount on `orderPaise` if the coupon applies, ignoring validity: a percentage of the
 * amount capped at maxDiscount; a fixed amount capped at the order amount. Whole paise
 * (rupees rounded to 2 decimals), never negative, never above the order.
 */
export function discountAmount(coupon: DiscountCoupon, orderPaise: Paise): Paise {
  if (!Number.isInteger(orderPaise) || orderPaise <= 0) return 0;
  let discount: number;
  if (coupon.discountType === 'percentage') {
    const percent = Math.min(100, Math.max(0, coupon.discountPercent ?? 0));
    discount = Math.round((orderPaise * percent) / 100);
    if (coupon.maxDiscountPaise != null && coupon.maxDiscountPaise >= 0) discount = Math.min(discount, coupon.maxDiscountPaise);
  } else {
    discount = Math.max(0, coupon.discountAmountPaise ?? 0);
  }
  return Math.min(Math.max(0, discount), orderPaise);
}

export type CouponCheck =
  | { valid: true; message: string; discountPaise: Paise; finalPaise: Paise }
  | { valid: false; code: CouponRefusalCode | 'COUPON_MIN_ORDER'; message: string; discountPaise: 0; finalPaise: Paise };

/**
 * Whether the coupon can be used on an order of `orderPaise` now, and for how much. Order of
 * checks: not active, not started, expired, used up (as the offers show), then the minimum order.
 */
export function checkCoupon(coupon: DiscountCoupon, orderPaise: Paise, now: Date | string | number): CouponCheck {
  const validity = couponValidity(coupon, now);
  if (!validity.valid) return { valid: false, code: validity.code, message: validity.message, discountPaise: 0, finalPaise: orderPaise };
  if (orderPaise < coupon.minOrderPaise) {
    return { valid: false, code: 'COUPON_MIN_ORDER', message: minimumOrderMessage(coupon.minOrderPaise), discountPaise: 0, finalPaise: orderPaise };
  }
  const discountPaise = discountAmount(coupon, orderPaise);
  return { valid: true, message: COUPON_MESSAGES.valid, discountPaise, finalPaise: Math.max(0, orderPaise - discountPaise) };
}

/** Codes are stored and compared upper-cased; surrounding spaces are not part of a code. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
