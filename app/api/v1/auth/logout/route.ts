import { clearSessionCookies, cookieHeaders } from '@/lib/auth/cookies';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * POST /api/v1/auth/logout. The spec's client called no endpoint, but an httpOnly cookie can only
 * be removed by the server. Bearer tokens are stateless and simply lapse.
 */
export const POST = route({
  handler: async ({ req, cookies }) =>
    ok(null, { message: AUTH_MESSAGES.logoutSuccess, headers: cookieHeaders(clearSessionCookies(req, cookies.keys())) }),
});
