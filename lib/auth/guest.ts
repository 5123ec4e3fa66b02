import 'server-only';
import { createHmac, hkdfSync } from 'node:crypto';
import { safeEqual } from '../safe-equal';
import { newId, isId } from '../ids';
import { secureCookies, serializeCookie } from './cookies';
import { authSecret } from './secret';

/*
 * A guest's cart and wishlist live in the database under a random id carried by an httpOnly
 * cookie. The cookie is signed, so nobody can reach another guest's cart by guessing or
 * editing an id.
 */

export const GUEST_COOKIE = 'ma_guest';
/** A guest bag outlives a browser session: 90 days, renewed on every write. */
const GUEST_COOKIE_SECONDS = 90 * 24 * 60 * 60;

let keyCache: { secret: string; key: Buffer } | undefined;

function guestKey(): Buffer {
  const secret = authSecret();
  if (keyCache?.secret !== secret) {
    keyCache = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'maison-aurelle', 'guest cookie v1', 32)) };
  }
  return keyCache.key;
}

function sign(guestId: string): string {
  return createHmac('sha256', guestKey()).update(guestId).digest('base64url');
}

export function signGuestId(guestId: string): string {
  return `${guestId}.${sign(guestId)}`;
}

/** The guest id in a cookie value, or null when it is missing, malformed or not ours. */
export function verifyGuestCookie(value: string | undefined | null): string | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot < 0) return null;
  const guestId = value.slice(0, dot);
  if (!isId(guestId)) return null;
  return safeEqual(value.slice(dot + 1), sign(guestId)) ? guestId : null;
}

export function newGuestId(): string {
  return newId();
}

// The request arguments predate the Secure flag following SITE_URL; kept so callers need not change.
export function guestCookieHeader(_req: Request, guestId: string): string {
  return serializeCookie(GUEST_COOKIE, signGuestId(guestId), { httpOnly: true, secure: secureCookies(), maxAge: GUEST_COOKIE_SECONDS });
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function clearGuestCookieHeader(_req?: Request): string {
  return serializeCookie(GUEST_COOKIE, '', { httpOnly: true, secure: secureCookies(), maxAge: 0 });
}
