import { authenticate } from '@/lib/auth/accounts';
import { cookieHeaders, issueSession } from '@/lib/auth/cookies';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { emptyMergeResult } from '@/lib/auth/responses';
import { loginSchema } from '@/lib/auth/schemas';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { userDto } from '@/lib/users/queries';

/** POST /api/v1/auth/login: sets the session cookie and answers a bearer token for API clients. */
export const POST = route({
  body: loginSchema,
  maxBodyBytes: 4 * 1024,
  handler: async ({ req, body, ip }) => {
    const db = await getDb();
    const user = await authenticate(db, body, { ip });
    const session = await issueSession(req, user, body.rememberMe);
    return ok(
      { user: await userDto(db, user), token: session.token, expiresAt: session.expiresAt.toISOString(), ...emptyMergeResult() },
      { message: AUTH_MESSAGES.loginSuccess, headers: cookieHeaders(session.setCookies) },
    );
  },
});
