import 'server-only';
import { mergeGuestBags } from '../cart/merge';
import type { Db } from '../db/client';
import { guestIdFrom } from './bag-owner';
import { ok } from './respond';
import { userDto, type UserWithDetails } from '../users/queries';
import { cookieHeaders, issueSession } from '../auth/cookies';
import { clearGuestCookieHeader } from '../auth/guest';
import { AUTH_MESSAGES } from '../auth/messages';

/**
 * The login answer, for every way of signing in with the API (a password, an emailed code): the
 * session cookie, a bearer token for API clients, and the guest's bag and wishlist moved into the
 * account.
 */
export async function signInResponse(
  db: Db,
  user: UserWithDetails,
  request: { req: Request; cookies: Parameters<typeof guestIdFrom>[0]; rememberMe: boolean },
): Promise<Response> {
  const guestId = guestIdFrom(request.cookies);
  const [session, merge, dto] = await Promise.all([
    issueSession(user, request.rememberMe),
    mergeGuestBags(db, guestId, user.id),
    userDto(db, user),
  ]);
  const setCookies = guestId ? [...session.setCookies, clearGuestCookieHeader(request.req)] : session.setCookies;
  return ok(
    { user: dto, token: session.token, expiresAt: session.expiresAt.toISOString(), ...merge },
    { message: AUTH_MESSAGES.loginSuccess, headers: cookieHeaders(setCookies) },
  );
}
