import { cookieHeaders, sessionHintCookie } from '@/lib/auth/cookies';
import { parseCookies, resolveSession } from '@/lib/auth/resolve';
import { authSecret } from '@/lib/auth/secret';
import { signBearerToken } from '@/lib/auth/session-token';
import { sanitizeRedirect } from '@/lib/auth/redirects';
import { getDb } from '@/lib/db/client';
import { clearGuestCookieHeader } from '@/lib/auth/guest';
import { mergeGuestBags } from '@/lib/cart/merge';
import { guestIdFrom } from '@/lib/http/bag-owner';
import { redirectTo } from '@/lib/http/redirect';
import { findUserById, userDto } from '@/lib/users/queries';

/**
 * Where Auth.js returns after a successful Google sign-in: its session cookie is set; this adds
 * the script-readable hint, moves the guest's bag into the account, and sends the browser to the
 * spec's success landing with a bearer token and the user (the landing page removes both from the address bar at once).
 */
export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const db = await getDb();
  const session = await resolveSession(db, req.headers);
  const row = session ? await findUserById(db, session.user.id) : null;
  if (!session || !row) return redirectTo('/auth/google/error', { error: 'server_error' });
  const { token } = await signBearerToken(authSecret(), { sub: row.id, sv: row.sessionVersion, role: row.role });
  const user = JSON.stringify(await userDto(db, row));
  const back = sanitizeRedirect(url.searchParams.get('redirectTo'));
  const hint = sessionHintCookie(req);
  const guestId = guestIdFrom(parseCookies(req.headers.get('cookie')));
  const merge = await mergeGuestBags(db, guestId, row.id);
  const counts = (n: number) => (n > 0 ? String(n) : null);
  return redirectTo(
    '/auth/google/success',
    { token, user, redirectTo: back, wishlistMerged: counts(merge.mergedItems.wishlist), cartMerged: counts(merge.mergedItems.cart) },
    [['referrer-policy', 'no-referrer'], ...cookieHeaders(guestId ? [hint, clearGuestCookieHeader(req)] : [hint])],
  );
}
