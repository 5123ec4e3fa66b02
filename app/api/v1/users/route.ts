import { getDb } from '@/lib/db/client';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { listUsers, listUsersQuerySchema, userStats } from '@/lib/users/admin';

const noStore = { 'cache-control': 'private, no-store' };

/**
 * GET /api/v1/users (admins): search by name or email, role and status filters, pages and
 * sorting; the stats strip rides along as `stats` (every account that is not deleted).
 */
export const GET = route({
  auth: 'admin',
  query: listUsersQuerySchema,
  handler: async ({ query }) => {
    const db = await getDb();
    const [page, stats] = await Promise.all([listUsers(db, query), userStats(db)]);
    return ok(page.items, {
      pagination: pagination(page.page, page.limit, page.total),
      extra: { stats },
      headers: noStore,
    });
  },
});
