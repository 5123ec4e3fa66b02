import 'server-only';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { couponRedemptions, coupons, products } from '../db/schema';
import type { LineInput } from '../cart/calc';
import { loadOwnerCart } from '../cart/service';
import { paiseToRupees, rupeesToPaise } from '../money';
import type { CouponValidationResult } from '../orders/types';
import { checkCoupon, couponEligiblePaise, couponHiddenFrom, normalizeCouponCode, type CouponLine } from './discount';
import { COUPON_CHECKOUT_MESSAGES as M } from './messages';
import { toCouponDto, type CouponRow } from './dto';
import { firstOrderGuestNote, firstOrderRefusal, hasEarlierOrder } from './first-order';
import { wordList } from '../text/list';

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

/** The bag's goods lines as the coupon rules see them (a discovery set is never a line a coupon counts). */
export function couponLinesOf(lines: readonly LineInput[]): CouponLine[] {
  return lines.flatMap((line) =>
    line.product && line.product.isActive ? [{ productId: line.product.id, volumeMl: line.size?.volumeMl ?? null, linePaise: line.product.pricePaise * line.quantity }] : [],
  );
}

/**
 * For a coupon limited to some products: what of the bag it may come off, and the refusal that
 * names those products when nothing counts. Null for an ordinary coupon (the whole bag counts).
 */
export async function couponEligibility(
  db: DbOrTx,
  coupon: CouponRow,
  orderPaise: number,
  lines: readonly CouponLine[],
): Promise<{ paise: number; notApplicable: string } | null> {
  if (!coupon.productIds) return null;
  const paise = couponEligiblePaise(coupon, orderPaise, lines);
  if (paise > 0) return { paise, notApplicable: '' };
  const ids = coupon.productIds;
  const rows = ids.length ? await db.select({ name: products.name }).from(products).where(inArray(products.id, ids)).orderBy(products.name) : [];
  const names = rows.map((r) => r.name);
  const list = names.length ? wordList(names, 'or') : 'the perfumes it names';
  return { paise, notApplicable: M.notApplicable(list, coupon.minVolumeMl) };
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
  // A private code is unknown to anyone but its owner: nothing about it is answered.
  if (!coupon || couponHiddenFrom(coupon, userId)) return { ...result(false, M.invalidCode), coupon: null };
  // A code for some products only is checked against the bag itself (only a signed-in owner gets here).
  const eligible = coupon.productIds && userId ? await couponEligibility(db, coupon, orderPaise, couponLinesOf((await loadOwnerCart(db, { userId })).lines)) : null;
  const check = checkCoupon(coupon, orderPaise, now, eligible);
  if (!check.valid) return result(false, check.message);
  if (!userId) return result(true, coupon.firstOrderOnly ? firstOrderGuestNote(coupon.code) : check.message, check.discountPaise);
  if ((await customerUses(db, coupon.id, userId)) >= coupon.perCustomerLimit) return result(false, M.alreadyUsed);
  const refusal = await firstOrderRefusal(coupon, () => hasEarlierOrder(db, userId));
  if (refusal) return result(false, refusal);
  return result(true, check.message, check.discountPaise);
}
