import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { safeEqual } from '@/lib/safe-equal';
import { AppError } from '@/lib/http/errors';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { expirePendingOrders } from '@/lib/orders/expire';

function cronSecretMatches(header: string | null): boolean {
  const secret = env().CRON_SECRET;
  return Boolean(secret) && safeEqual(header, `Bearer ${secret}`);
}

/**
 * GET /api/v1/cron/expire-orders: Vercel Cron calls it with `Authorization: Bearer $CRON_SECRET`;
 * an admin may run it by hand. Anyone else gets 401.
 */
const handler = route({
  auth: 'optional',
  handler: async ({ req, session }) => {
    if (!cronSecretMatches(req.headers.get('authorization')) && session?.user.role !== 'admin') {
      throw new AppError('UNAUTHORIZED', 'Cron secret required');
    }
    const result = await expirePendingOrders(await getDb());
    return ok(result, { message: `${result.expired} expired, ${result.paid} paid late`, headers: { 'cache-control': 'no-store' } });
  },
});

export const GET = handler;
export const POST = handler;
