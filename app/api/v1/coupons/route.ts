import { createCoupon, listAdminCoupons } from '@/lib/coupons/admin';
import { COUPON_ADMIN_MESSAGES } from '@/lib/coupons/messages';
import { adminCouponListQuery, createCouponSchema } from '@/lib/coupons/admin-schema';
import { getPublicCoupons, MAX_PUBLIC_COUPONS } from '@/lib/coupons/public';
import { getDb } from '@/lib/db/client';
import { ok, pagination } from '@/lib/http/respond';
import { route, z } from '@/lib/http/route';

const LIMIT_MESSAGE = `limit must be a whole number between 1 and ${MAX_PUBLIC_COUPONS}`;
// A missing or empty value means "no limit".
const blankToUndefined = (v: unknown) => {
  const first = Array.isArray(v) ? v[0] : v;
  return first === '' ? undefined : first;
};

const querySchema = z.object({
  // The checkout asks for its three suggestions with ?limit=3.
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(MAX_PUBLIC_COUPONS, LIMIT_MESSAGE)
      .optional(),
  ),
});

/** Public: the offers a shopper can redeem now, soonest-ending first. */
const publicList = route({
  query: querySchema,
  async handler({ query }) {
    const data = await getPublicCoupons({ limit: query.limit });
    return ok(data, {
      headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=240' },
    });
  },
});

/**
 * Admin: every coupon, whatever its state, with ?search= (code or description), ?status=
 * (all, active, inactive, expired, scheduled), ?page=, ?limit= (1–100, default 10), ?sort=
 * (code, discount, expiryDate, usage, createdAt) and ?order= (asc, desc). The figures for the
 * stats strip come beside data as `stats`, over all coupons.
 */
const adminList = route({
  auth: 'admin',
  query: adminCouponListQuery,
  async handler({ query }) {
    const list = await listAdminCoupons(await getDb(), query);
    return ok(list.items, {
      pagination: pagination(list.page, list.limit, list.total),
      extra: { stats: list.stats },
      headers: { 'cache-control': 'private, no-store' },
    });
  },
});

/**
 * GET /api/v1/coupons: the public list, unchanged for guests and customers. With ?scope=all
 * it is the admin list instead (401 for a guest, 403 for a customer). The public path never
 * resolves a session, so it stays as cheap as it was.
 */
export function GET(req: Request, context?: { params: Promise<Record<string, string | string[]>> }): Promise<Response> {
  const scope = new URL(req.url).searchParams.get('scope');
  return scope === 'all' ? adminList(req, context) : publicList(req, context);
}

/** POST /api/v1/coupons (admin): creates a coupon; money in rupees, dates as 'YYYY-MM-DD' (India) or ISO instants. */
export const POST = route({
  auth: 'admin',
  body: createCouponSchema,
  maxBodyBytes: 8 * 1024,
  async handler({ body, actor }) {
    const coupon = await createCoupon(await getDb(), actor, body);
    return ok(coupon, { status: 201, message: COUPON_ADMIN_MESSAGES.created });
  },
});
