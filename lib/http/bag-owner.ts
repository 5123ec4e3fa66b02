import type { BagOwner } from '../cart/owner';
import { GUEST_COOKIE, guestCookieHeader, newGuestId, verifyGuestCookie } from '../auth/guest';
import type { RequestContext } from './route';

/**
 * Whose cart or wishlist a request touches: the signed-in user's, else the guest cookie's. A
 * write by a guest without a cookie starts one (`setCookie`); a read never does.
 */
export function bagOwner(
  ctx: Pick<RequestContext<unknown, unknown, unknown>, 'session' | 'cookies' | 'req'>,
  options: { create: boolean },
): { owner: BagOwner | null; setCookie: string | null } {
  if (ctx.session) return { owner: { userId: ctx.session.user.id }, setCookie: null };
  const guestId = verifyGuestCookie(ctx.cookies.get(GUEST_COOKIE));
  if (guestId) return { owner: { guestId }, setCookie: options.create ? guestCookieHeader(ctx.req, guestId) : null };
  if (!options.create) return { owner: null, setCookie: null };
  const fresh = newGuestId();
  return { owner: { guestId: fresh }, setCookie: guestCookieHeader(ctx.req, fresh) };
}

/** The guest id a sign-in should merge from, if the request carries a valid guest cookie. */
export function guestIdFrom(cookies: Map<string, string>): string | null {
  return verifyGuestCookie(cookies.get(GUEST_COOKIE));
}

/** Per-person answers are never cached; a fresh guest cookie rides along when one was started. */
export const NO_STORE: [string, string][] = [['cache-control', 'private, no-store']];

export function bagHeaders(setCookie: string | null): [string, string][] {
  return setCookie ? [...NO_STORE, ['set-cookie', setCookie]] : NO_STORE;
}
