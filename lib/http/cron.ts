import 'server-only';
import { env } from '../env';
import { safeEqual } from '../safe-equal';
import { AppError } from '../errors';
import type { Session } from '../auth/types';

const CRON_SECRET_REQUIRED_MESSAGE = 'Cron secret required';

/** Vercel Cron sends `Authorization: Bearer $CRON_SECRET`; without a secret set, nothing matches. */
function cronSecretMatches(header: string | null): boolean {
  const secret = env().CRON_SECRET;
  return Boolean(secret) && safeEqual(header, `Bearer ${secret}`);
}

/**
 * Lets a scheduled job run: Vercel Cron (GET with the secret), or an admin by hand with POST.
 * An admin's cookie never opens the GET: a link or an image on another site can make the
 * browser send a GET with it, and a job must not run because an admin opened a page.
 */
export function requireCronOrAdmin(req: Request, session: Session | null): void {
  if (cronSecretMatches(req.headers.get('authorization'))) return;
  if (req.method === 'POST' && session?.user.role === 'admin') return;
  throw new AppError('UNAUTHORIZED', CRON_SECRET_REQUIRED_MESSAGE);
}
