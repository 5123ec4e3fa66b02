import { cookieHeaders, issueSession } from '@/lib/auth/cookies';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { findUserById, userDto } from '@/lib/users/queries';

/**
 * GET /api/v1/auth/verify-token: who the credential belongs to. When the role changed since the
 * cookie was issued, a fresh cookie carries the new role, so the page guards follow at once.
 */
export const GET = route({
  auth: 'user',
  handler: async ({ session, user }) => {
    const db = await getDb();
    const row = await findUserById(db, user.id);
    if (!row) throw new Error('session user vanished');
    const headers: [string, string][] = [['cache-control', 'private, no-store']];
    if (session?.via === 'cookie' && session.claimedRole !== user.role) {
      headers.push(...cookieHeaders((await issueSession(user, session.remember, session.sid ?? undefined)).setCookies));
    }
    return ok({ user: await userDto(db, row) }, { headers });
  },
});
