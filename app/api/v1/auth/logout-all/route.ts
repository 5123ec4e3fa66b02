import { clearSessionCookies, cookieHeaders } from '@/lib/auth/cookies';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { signOutEverywhere } from '@/lib/auth/sessions';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * POST /api/v1/auth/logout-all: "Sign out everywhere". Moves the account's session version on,
 * so every cookie and bearer token it ever received stops working — including ones issued before
 * session ids existed, which a plain logout cannot name — and removes this browser's cookies.
 */
export const POST = route({
  auth: 'user',
  handler: async ({ req, user, cookies }) => {
    await signOutEverywhere(await getDb(), user.id);
    return ok(null, {
      message: AUTH_MESSAGES.loggedOutEverywhere,
      headers: cookieHeaders(clearSessionCookies(req, cookies.keys())),
    });
  },
});
