import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { launchReadiness } from '@/lib/readiness';

/**
 * GET /api/v1/admin/readiness (admin): the launch checklist, `{ checks: [{ id, status, message, href? }] }`
 * with status ok, warn or fail. Messages name settings, never their values.
 */
export const GET = route({
  auth: 'admin',
  handler: async () => ok({ checks: await launchReadiness(await getDb()) }, { headers: { 'cache-control': 'private, no-store' } }),
});
