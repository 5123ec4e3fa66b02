import { cookieHeaders, sessionHintCookie } from '@/lib/auth/cookies';
import { parseCookies, resolveSession } from '@/lib/auth/resolve';
import { sanitizeRedirect } from '@/lib/auth/redirects';
import { getDb } from '@/lib/db/client';
import { clearGuestCookieHeader } from '@/lib/auth/guest';
import { mergeGuestBags } from '@/lib/cart/merge';
import { guestIdFrom } from '@/lib/http/bag-owner';
import { redirectTo } from '@/lib/http/redirect';

/**
 * Where Auth.js returns after a successful Google sign-in: its session cookie is set; this adds
 * the script-readable hint, moves the guest's bag into the account, and sends the browser to the
 * success landing. The original landing received a bearer token and the user in its query string;
 * a URL ends up in history, logs and Referer headers, so neither travels there: the httpOnly
 * cookie already signs the browser in, and the landing asks /api/v1/auth/verify-token who it is.
 */
export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const db = await getDb();
  const session = await resolveSession(db, req.headers);
  if (!session) return redirectTo('/auth/google/error', { error: 'server_error' });
  const back = sanitizeRedirect(url.searchParams.get('redirectTo'));
  const hint = sessionHintCookie();
  const guestId = guestIdFrom(parseCookies(req.headers.get('cookie')));
  const merge = await mergeGuestBags(db, guestId, session.user.id);
  const counts = (n: number) => (n > 0 ? String(n) : null);
  return redirectTo(
    '/auth/google/success',
    { redirectTo: back, wishlistMerged: counts(merge.mergedItems.wishlist), cartMerged: counts(merge.mergedItems.cart) },
    [['referrer-policy', 'no-referrer'], ...cookieHeaders(guestId ? [hint, clearGuestCookieHeader(req)] : [hint])],
  );
}
