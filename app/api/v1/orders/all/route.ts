import { getDb } from '@/lib/db/client';
import { runAfterResponse } from '@/lib/runtime/after-response';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { listAdminOrders } from '@/lib/orders/admin-queries';
import { adminOrdersQuerySchema } from '@/lib/orders/admin-schema';
import { maybeRunFollowUps } from '@/lib/jobs/run';
import { maybeExpireOrders } from '@/lib/orders/expire';

/**
 * GET /api/v1/orders/all?page&limit&search&status&paymentStatus&period&sort (admin): a page of
 * orders, newest first by default, with the figures for the same filters in `stats`.
 */
export const GET = route({
  auth: 'admin',
  query: adminOrdersQuerySchema,
  handler: async ({ query }) => {
    const db = await getDb();
    const { orders, stats } = await listAdminOrders(db, query);
    // Unpaid orders past their window are released soon after someone looks, not only by the cron.
    await runAfterResponse(async () => {
      await maybeExpireOrders(db);
      await maybeRunFollowUps(db);
    });
    return ok(orders, {
      pagination: pagination(query.page, query.limit, stats.total),
      extra: { stats, totalCount: stats.total },
      headers: { 'cache-control': 'private, no-store' },
    });
  },
});
