import { authenticate } from '@/lib/auth/accounts';
import { cookieHeaders, issueSession } from '@/lib/auth/cookies';
import { clearGuestCookieHeader } from '@/lib/auth/guest';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { loginSchema } from '@/lib/auth/schema';
import { mergeGuestBags } from '@/lib/cart/merge';
import { getDb } from '@/lib/db/client';
import { guestIdFrom } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { userDto } from '@/lib/users/queries';

/**
 * POST /api/v1/auth/login: sets the session cookie, answers a bearer token for API clients, and
 * moves the guest's cart and wishlist into the account.
 */
export const POST = route({
  body: loginSchema,
  maxBodyBytes: 4 * 1024,
  handler: async ({ req, body, ip, cookies }) => {
    const db = await getDb();
    const user = await authenticate(db, body, { ip });
    const guestId = guestIdFrom(cookies);
    const [session, merge, dto] = await Promise.all([
      issueSession(user, body.rememberMe),
      mergeGuestBags(db, guestId, user.id),
      userDto(db, user),
    ]);
    const setCookies = guestId ? [...session.setCookies, clearGuestCookieHeader(req)] : session.setCookies;
    return ok(
      { user: dto, token: session.token, expiresAt: session.expiresAt.toISOString(), ...merge },
      { message: AUTH_MESSAGES.loginSuccess, headers: cookieHeaders(setCookies) },
    );
  },
});
