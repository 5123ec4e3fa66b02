import { getDb } from '@/lib/db/client';
import { requireCronOrAdmin } from '@/lib/http/cron';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { expirePendingOrders } from '@/lib/orders/expire';

/**
 * GET /api/v1/cron/expire-orders: Vercel Cron, with `Authorization: Bearer $CRON_SECRET`.
 * POST: the same with the secret, or an admin running it by hand. Anyone else gets 401.
 */
const handler = route({
  auth: 'optional',
  handler: async ({ req, session }) => {
    requireCronOrAdmin(req, session);
    const result = await expirePendingOrders(await getDb());
    return ok(result, { message: `${result.expired} expired, ${result.paid} paid late`, headers: { 'cache-control': 'no-store' } });
  },
});

export const GET = handler;
export const POST = handler;
