import 'server-only';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { couponRedemptions, coupons } from '../db/schema';
import { paiseToRupees, rupeesToPaise } from '../money';
import type { CouponValidationResult } from '../orders/types';
import { checkCoupon, normalizeCouponCode } from './discount';
import { COUPON_CHECKOUT_MESSAGES as M } from './messages';
import { toCouponDto, type CouponRow } from './dto';
import { firstOrderGuestNote, firstOrderRefusal, hasEarlierOrder } from './first-order';

export const validateCouponSchema = z.object({
  code: z
    .string({ error: M.enterCode })
    .trim()
    .min(1, { error: M.enterCode, abort: true })
    .max(40, M.invalidCode)
    .transform(normalizeCouponCode),
  orderAmount: z.number({ error: 'Order amount must be a number' }).min(0, 'Order amount cannot be negative').max(10_000_000),
});

export async function findCouponByCode(db: DbOrTx, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${normalizeCouponCode(code)}`)
    .limit(1);
  return row ?? null;
}

/** How often this customer holds the coupon on orders that were not cancelled or expired. */
export async function customerUses(db: DbOrTx, couponId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId), isNull(couponRedemptions.releasedAt)));
  return row?.n ?? 0;
}

/**
 * The checkout's coupon check: the pure rules, plus (for a signed-in customer) one use per
 * customer and first-order-only codes. Order creation repeats all of it in its transaction.
 */
export async function validateCoupon(
  db: DbOrTx,
  input: { code: string; orderAmount: number },
  userId: string | null,
  now = new Date(),
): Promise<CouponValidationResult> {
  const orderPaise = rupeesToPaise(input.orderAmount);
  const coupon = await findCouponByCode(db, input.code);
  const result = (isValid: boolean, message: string, discountPaise = 0): CouponValidationResult => ({
    isValid,
    message,
    coupon: coupon ? toCouponDto(coupon) : null,
    discountAmount: paiseToRupees(discountPaise),
    finalAmount: paiseToRupees(Math.max(0, orderPaise - discountPaise)),
  });
  if (!coupon) return result(false, M.invalidCode);
  const check = checkCoupon(coupon, orderPaise, now);
  if (!check.valid) return result(false, check.message);
  if (!userId) return result(true, coupon.firstOrderOnly ? firstOrderGuestNote(coupon.code) : check.message, check.discountPaise);
  if ((await customerUses(db, coupon.id, userId)) >= coupon.perCustomerLimit) return result(false, M.alreadyUsed);
  const refusal = await firstOrderRefusal(coupon, () => hasEarlierOrder(db, userId));
  if (refusal) return result(false, refusal);
  return result(true, check.message, check.discountPaise);
}
