import { env } from '../env';
import { safeEqual } from '../safe-equal';
import { AppError } from './errors';
import type { Session } from '../auth/types';

/** Vercel Cron sends `Authorization: Bearer $CRON_SECRET`; without a secret set, only admins get in. */
export function cronSecretMatches(header: string | null): boolean {
  const secret = env().CRON_SECRET;
  return Boolean(secret) && safeEqual(header, `Bearer ${secret}`);
}

/** Lets the cron (by its secret) or a signed-in admin (by hand) run a scheduled job; 401 otherwise. */
export function requireCronOrAdmin(req: Request, session: Session | null): void {
  if (!cronSecretMatches(req.headers.get('authorization')) && session?.user.role !== 'admin') {
    throw new AppError('UNAUTHORIZED', 'Cron secret required');
  }
}
