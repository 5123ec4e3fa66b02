import 'server-only';
import { and, asc, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import { cacheFor, cacheTags, readAtRequestTime } from '../cache';
import { getDb, type Db } from '../db/client';
import { coupons } from '../db/schema';
import { toCouponDto, type CouponDto } from './dto';
import { couponValidity } from './offers';

/** The largest `limit` GET /coupons accepts. */
export const MAX_PUBLIC_COUPONS = 50;

/**
 * Coupons a shopper may redeem right now and the shop advertises: public, active, started, not
 * expired, not used up; the soonest to end first (the most urgent offer leads). A private code
 * still redeems when typed (validate and order creation never look at isPublic).
 */
export async function listPublicCoupons(db: Db, now: Date = new Date()): Promise<CouponDto[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.isPublic, true),
        eq(coupons.isActive, true),
        or(isNull(coupons.startDate), lte(coupons.startDate, now)),
        gt(coupons.expiryDate, now),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .orderBy(asc(coupons.expiryDate), asc(coupons.code));
  return rows.map(toCouponDto);
}

// Coupon lists are cached 5 minutes; every coupon write invalidates cacheTags.coupons.
async function cachedPublicCoupons(): Promise<CouponDto[]> {
  'use cache';
  cacheFor([cacheTags.coupons], 300);
  return listPublicCoupons(await getDb());
}

/**
 * The cached list, re-checked against `now`: a coupon that expired (or started to be
 * refused) while the list sat in the cache must not be offered for the rest of the window.
 */
export async function getPublicCoupons(options: { now?: Date; limit?: number } = {}): Promise<CouponDto[]> {
  await readAtRequestTime();
  const list = await cachedPublicCoupons();
  const now = options.now ?? new Date();
  return pick(list, now, options.limit);
}

function pick(all: CouponDto[], now: Date, limit: number | undefined): CouponDto[] {
  const list = all.filter((c) => couponValidity(c, now).valid);
  return limit != null ? list.slice(0, limit) : list;
}
