import { bulkCoupons } from '@/lib/coupons/admin';
import { bulkCouponSchema } from '@/lib/coupons/admin-schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * POST /api/v1/coupons/bulk (admin) {ids, action: 'activate' | 'deactivate' | 'delete'}:
 * answers 200 with {successful, failed, total, results[]} even when some ids failed (each
 * result says why), as bulk calls report counts rather than fail as a whole (docs/decisions.md#bulk-calls-report-each-item).
 */
export const POST = route({
  auth: 'admin',
  body: bulkCouponSchema,
  maxBodyBytes: 8 * 1024,
  async handler({ body, actor }) {
    const result = await bulkCoupons(await getDb(), actor, body);
    const verb = body.action === 'delete' ? 'Deleted' : 'Updated';
    const noun = result.successful === 1 ? 'coupon' : 'coupons';
    return ok(result, { message: `${verb} ${result.successful} ${noun}${result.failed ? `, ${result.failed} failed` : ''}` });
  },
});
