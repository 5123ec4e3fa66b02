import { deleteCoupon, getAdminCoupon, updateCoupon } from '@/lib/coupons/admin';
import { COUPON_ADMIN_MESSAGES } from '@/lib/coupons/messages';
import { couponIdParams, updateCouponSchema } from '@/lib/coupons/admin-schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/** GET /api/v1/coupons/{id} (admin): one coupon in any state. */
export const GET = route({
  auth: 'admin',
  params: couponIdParams,
  async handler({ params }) {
    const coupon = await getAdminCoupon(await getDb(), params.id);
    return ok(coupon, { headers: { 'cache-control': 'private, no-store' } });
  },
});

/** PUT /api/v1/coupons/{id} (admin): the fields sent change, the rest stay (isActive alone is the status toggle). */
export const PUT = route({
  auth: 'admin',
  params: couponIdParams,
  body: updateCouponSchema,
  maxBodyBytes: 8 * 1024,
  async handler({ params, body, actor }) {
    const { coupon } = await updateCoupon(await getDb(), actor, params.id, body);
    return ok(coupon, { message: COUPON_ADMIN_MESSAGES.updated });
  },
});

/** DELETE /api/v1/coupons/{id} (admin): refused with 409 once an order has used the code (deactivate it instead). */
export const DELETE = route({
  auth: 'admin',
  params: couponIdParams,
  async handler({ params, actor }) {
    await deleteCoupon(await getDb(), actor, params.id);
    return ok({ id: params.id, _id: params.id }, { message: COUPON_ADMIN_MESSAGES.deleted });
  },
});
