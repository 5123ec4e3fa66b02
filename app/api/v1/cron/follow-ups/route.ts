import { getDb } from '@/lib/db/client';
import { requireCronOrAdmin } from '@/lib/http/cron';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { runFollowUps } from '@/lib/jobs/run';

// The sweep paces its sends (Resend allows 2 a second), so a backlog takes a while to drain.
export const maxDuration = 60;

/**
 * GET /api/v1/cron/follow-ups: delivers every email that is due (first tries whose after() never
 * ran, retries whose back-off has passed). Vercel Cron, with `Authorization: Bearer $CRON_SECRET`;
 * POST: the secret, or an admin by hand. Anyone else gets 401. Ordinary traffic runs the same sweep too.
 */
const handler = route({
  auth: 'optional',
  handler: async ({ req, session }) => {
    requireCronOrAdmin(req, session);
    const report = await runFollowUps(await getDb());
    return ok(report, { headers: { 'cache-control': 'no-store' } });
  },
});

export const GET = handler;
export const POST = handler;
