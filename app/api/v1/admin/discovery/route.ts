import { getDb } from '@/lib/db/client';
import { discoveryReport } from '@/lib/discovery/credits';
import { toReportDto } from '@/lib/discovery/dto';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/** GET /api/v1/admin/discovery (admin): discovery sets sold and the credits issued, redeemed and expired. */
export const GET = route({
  auth: 'admin',
  async handler() {
    return ok(toReportDto(await discoveryReport(await getDb())), { headers: { 'cache-control': 'private, no-store' } });
  },
});
