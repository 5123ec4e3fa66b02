import 'server-only';
import { createHmac, hkdfSync } from 'node:crypto';
import { isId } from '../ids';
import { safeEqual } from '../safe-equal';
import { secureCookies, serializeCookie } from './cookies';
import { VERIFICATION_TOKEN_HOURS } from './one-time-token';
import { authSecret } from './secret';

/*
 * Opening the verification link signs the new customer in, but only in the browser that
 * registered: registration sets this httpOnly cookie, signed and naming the new account, and the
 * verification signs in only when the cookie names the account the link belongs to. Whoever else
 * holds the link (a forwarded email, a mail scanner, another device) only verifies the address;
 * a cookie alone, without the link that went to the inbox, does nothing.
 */

export const SIGNUP_COOKIE = 'ma_signup';
/** As long as the first verification link lives; a resent link is honoured within the same day. */
export const SIGNUP_COOKIE_SECONDS = VERIFICATION_TOKEN_HOURS * 60 * 60;

let keyCache: { secret: string; key: Buffer } | undefined;

// Its own key (not the guest cookie's): a value signed for one purpose never passes for the other.
function signupKey(): Buffer {
  const secret = authSecret();
  if (keyCache?.secret !== secret) {
    keyCache = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'maison-aurelle', 'signup cookie v1', 32)) };
  }
  return keyCache.key;
}

function sign(payload: string): string {
  return createHmac('sha256', signupKey()).update(payload).digest('base64url');
}

/** `<userId>.<expiry in epoch seconds>.<signature>` */
export function signupCookieValue(userId: string, nowMs = Date.now()): string {
  const payload = `${userId}.${Math.floor(nowMs / 1000) + SIGNUP_COOKIE_SECONDS}`;
  return `${payload}.${sign(payload)}`;
}

/** The account a signup cookie names, or null when it is missing, expired, malformed or not ours. */
export function signupUserIdFrom(value: string | null | undefined, nowMs = Date.now()): string | null {
  if (!value) return null;
  const [userId, expires, signature, extra] = value.split('.');
  if (!userId || !expires || !signature || extra !== undefined || !isId(userId) || !/^\d{1,12}$/.test(expires)) return null;
  if (!safeEqual(signature, sign(`${userId}.${expires}`))) return null;
  return Number(expires) * 1000 > nowMs ? userId : null;
}

export function signupCookieHeader(userId: string): string {
  return serializeCookie(SIGNUP_COOKIE, signupCookieValue(userId), { httpOnly: true, secure: secureCookies(), maxAge: SIGNUP_COOKIE_SECONDS });
}

export function clearSignupCookieHeader(): string {
  return serializeCookie(SIGNUP_COOKIE, '', { httpOnly: true, secure: secureCookies(), maxAge: 0 });
}
