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
  /** The products whose lines the coupon applies to; null or absent: the whole bag. */
  productIds?: readonly string[] | null;
  /** With productIds: only lines of a size of at least this many ml count. */
  minVolumeMl?: number | null;
  /** The one account that may use it; null or absent: anyone. */
  ownerUserId?: string | null;
}

/** A bag line as the coupon rules see it. */
export interface CouponLine {
  productId: string | null;
  volumeMl: number | null;
  linePaise: Paise;
}

/** Whether a coupon limited to some products counts this line (always, for a coupon on the whole bag). */
export function couponCountsLine(coupon: Pick<DiscountCoupon, 'productIds' | 'minVolumeMl'>, line: Omit<CouponLine, 'linePaise'>): boolean {
  if (!coupon.productIds) return true;
  if (!line.productId || !coupon.productIds.includes(line.productId)) return false;
  return coupon.minVolumeMl == null || (line.volumeMl != null && line.volumeMl >= coupon.minVolumeMl);
}

/**
 * What of the bag the coupon may come off: the whole of `orderPaise` for an ordinary coupon, only
 * the lines it counts for one limited to some products (so a credit never discounts other goods).
 */
export function couponEligiblePaise(coupon: Pick<DiscountCoupon, 'productIds' | 'minVolumeMl'>, orderPaise: Paise, lines: readonly CouponLine[]): Paise {
  if (!coupon.productIds) return orderPaise;
  return Math.min(orderPaise, lines.reduce((sum, line) => sum + (couponCountsLine(coupon, line) ? line.linePaise : 0), 0));
}

/**
 * A private coupon belongs to one account: to anyone else (a guest too) it is answered exactly as
 * an unknown code, so a code seen over a shoulder tells nothing.
 */
export function couponHiddenFrom(coupon: Pick<DiscountCoupon, 'ownerUserId'>, userId: string | null): boolean {
  return coupon.ownerUserId != null && coupon.ownerUserId !== userId;
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
  | { valid: false; code: CouponRefusalCode | 'COUPON_MIN_ORDER' | 'COUPON_NOT_APPLICABLE'; message: string; discountPaise: 0; finalPaise: Paise };

/**
 * Whether the coupon can be used on an order of `orderPaise` now, and for how much. Order of
 * checks: not active, not started, expired, used up (as the offers show), then the minimum order,
 * then (a coupon limited to some products) whether the bag holds a line it counts. `eligiblePaise`
 * (couponEligiblePaise) caps the discount; without it the whole order counts.
 * `notApplicable` is the refusal a shopper reads when no line counts.
 */
export function checkCoupon(
  coupon: DiscountCoupon,
  orderPaise: Paise,
  now: Date | string | number,
  eligible: { paise: Paise; notApplicable: string } | null = null,
): CouponCheck {
  const validity = couponValidity(coupon, now);
  if (!validity.valid) return { valid: false, code: validity.code, message: validity.message, discountPaise: 0, finalPaise: orderPaise };
  if (orderPaise < coupon.minOrderPaise) {
    return { valid: false, code: 'COUPON_MIN_ORDER', message: minimumOrderMessage(coupon.minOrderPaise), discountPaise: 0, finalPaise: orderPaise };
  }
  if (coupon.productIds && (!eligible || eligible.paise <= 0)) {
    const message = eligible?.notApplicable ?? COUPON_MESSAGES.invalidCode;
    return { valid: false, code: 'COUPON_NOT_APPLICABLE', message, discountPaise: 0, finalPaise: orderPaise };
  }
  const base = coupon.productIds ? Math.min(orderPaise, eligible?.paise ?? 0) : orderPaise;
  const discountPaise = discountAmount(coupon, base);
  return { valid: true, message: COUPON_MESSAGES.valid, discountPaise, finalPaise: Math.max(0, orderPaise - discountPaise) };
}

/** Codes are stored and compared upper-cased; surrounding spaces are not part of a code. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
