import { validateCoupon, validateCouponSchema } from '@/lib/coupons/validate';
import { getDb } from '@/lib/db/client';
import { enforceRateLimit, rateLimitKey } from '@/lib/rate-limit';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * POST /api/v1/coupons/validate {code, orderAmount}: the checkout's coupon check (a path we chose:
 * docs/api.md#every-path). Unusable codes answer 200 with isValid false and the reason; guessing
 * codes is limited to 30 tries per 10 minutes per address.
 */
export const POST = route({
  auth: 'optional',
  body: validateCouponSchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ body, session, ip }) => {
    const db = await getDb();
    await enforceRateLimit(
      db,
      { key: rateLimitKey('coupon-validate', session?.user.id ?? ip), limit: 30, windowSeconds: 600 },
      'Too many coupon attempts. Please try again in a few minutes.',
    );
    const result = await validateCoupon(db, body, session?.user.id ?? null);
    return ok(result, { message: result.message, headers: { 'cache-control': 'private, no-store' } });
  },
});
