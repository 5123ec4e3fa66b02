import { getDb } from '@/lib/db/client';
import { runAfterResponse } from '@/lib/runtime/after-response';
import { ok, pagination } from '@/lib/http/respond';
import { route, z } from '@/lib/http/route';
import { isId } from '@/lib/ids';
import { ORDER_MESSAGES } from '@/lib/orders/messages';
import { maybeRunFollowUps } from '@/lib/jobs/run';
import { maybeExpireOrders } from '@/lib/orders/expire';
import { listOrdersForUser } from '@/lib/orders/queries';

const params = z.object({ userId: z.string().refine(isId, ORDER_MESSAGES.ownOrdersOnly) });
const query = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** GET /api/v1/orders/{userId}: one's own orders (an admin may read anyone's), newest first. */
export const GET = route({
  auth: 'user',
  params,
  query,
  handler: async ({ params, query, user }) => {
    const db = await getDb();
    const { orders, total } = await listOrdersForUser(db, { userId: user.id, role: user.role }, params.userId, query);
    await runAfterResponse(async () => {
      await maybeExpireOrders(db);
      await maybeRunFollowUps(db);
    });
    return ok(orders, {
      pagination: pagination(query.page, query.limit, total),
      extra: { totalCount: total },
      headers: { 'cache-control': 'private, no-store' },
    });
  },
});
