import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { analyticsQuerySchema } from '@/lib/orders/admin-schema';
import { getOrderAnalytics } from '@/lib/orders/analytics';

/** GET /api/v1/orders/analytics?timeframe=7d|30d|90d|12m (admin; default 30d): live figures, not cached. */
export const GET = route({
  auth: 'admin',
  query: analyticsQuerySchema,
  handler: async ({ query }) => {
    const analytics = await getOrderAnalytics(await getDb(), query.timeframe);
    return ok(analytics, { headers: { 'cache-control': 'private, no-store' } });
  },
});
