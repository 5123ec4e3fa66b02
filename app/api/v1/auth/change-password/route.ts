import { changePassword } from '@/lib/auth/accounts';
import { cookieHeaders, issueSession } from '@/lib/auth/cookies';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { changePasswordSchema } from '@/lib/auth/schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { userDto } from '@/lib/users/queries';

/** POST /api/v1/auth/change-password: every other session ends; this one gets a fresh cookie. */
export const POST = route({
  auth: 'user',
  body: changePasswordSchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ body, user, session }) => {
    const db = await getDb();
    const result = await changePassword(db, user.id, body);
    // Same sign-in, new session version: keeping its sid lets a later logout still end it.
    const fresh = await issueSession(result, session?.remember ?? false, session?.sid ?? undefined);
    return ok(
      { user: await userDto(db, result), token: fresh.token, expiresAt: fresh.expiresAt.toISOString() },
      { message: AUTH_MESSAGES.passwordChanged, headers: session?.via === 'cookie' ? cookieHeaders(fresh.setCookies) : undefined },
    );
  },
});
