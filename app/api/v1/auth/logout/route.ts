import { clearSessionCookies, cookieHeaders } from '@/lib/auth/cookies';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { readEveryClaim } from '@/lib/auth/resolve';
import { revokeSessions } from '@/lib/auth/sessions';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * POST /api/v1/auth/logout: ends this sign-in for good — its cookie and the bearer token issued
 * with it stop working on every instance — and removes the cookies. (The original client called
 * no endpoint, which left a copied cookie or token usable until it expired.) Answers 200 even
 * without a credential, so signing out twice is not an error.
 */
export const POST = route({
  handler: async ({ req, cookies }) => {
    const claims = await readEveryClaim(req.headers);
    if (claims.length) await revokeSessions(await getDb(), claims);
    return ok(null, { message: AUTH_MESSAGES.logoutSuccess, headers: cookieHeaders(clearSessionCookies(req, cookies.keys())) });
  },
});
