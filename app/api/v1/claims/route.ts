import { listAdminClaims } from '@/lib/claims/queries';
import { adminClaimsQuerySchema } from '@/lib/claims/schema';
import { getDb } from '@/lib/db/client';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/** GET /api/v1/claims?status=open|replaced|refunded|rejected&page&limit: admins; open claims first, longest waiting first. */
export const GET = route({
  auth: 'admin',
  query: adminClaimsQuerySchema,
  handler: async ({ query }) => {
    const { items, total, openCount } = await listAdminClaims(await getDb(), query);
    return ok(items, {
      pagination: pagination(query.page, query.limit, total),
      extra: { openCount },
      headers: { 'cache-control': 'private, no-store' },
    });
  },
});
