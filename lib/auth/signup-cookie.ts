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

/** Marks a registration started from checkout: its verification returns there. */
const FROM_CHECKOUT = 'checkout';

/** `<userId>.<expiry in epoch seconds>[.checkout].<signature>` */
export function signupCookieValue(userId: string, nowMs = Date.now(), options: { fromCheckout?: boolean } = {}): string {
  const payload = `${userId}.${Math.floor(nowMs / 1000) + SIGNUP_COOKIE_SECONDS}${options.fromCheckout ? `.${FROM_CHECKOUT}` : ''}`;
  return `${payload}.${sign(payload)}`;
}

export interface Signup {
  userId: string;
  /** The registration started from checkout. */
  fromCheckout: boolean;
}

/** The registration a signup cookie records, or null when it is missing, expired, malformed or not ours. */
export function signupFrom(value: string | null | undefined, nowMs = Date.now()): Signup | null {
  if (!value) return null;
  const parts = value.split('.');
  const fromCheckout = parts.length === 4 && parts[2] === FROM_CHECKOUT;
  if (parts.length !== 3 && !fromCheckout) return null;
  const [userId, expires] = parts;
  const signature = parts.at(-1);
  if (!userId || !expires || !signature || !isId(userId) || !/^\d{1,12}$/.test(expires)) return null;
  if (!safeEqual(signature, sign(parts.slice(0, -1).join('.')))) return null;
  return Number(expires) * 1000 > nowMs ? { userId, fromCheckout } : null;
}

/** The account a signup cookie names, or null. */
export function signupUserIdFrom(value: string | null | undefined, nowMs = Date.now()): string | null {
  return signupFrom(value, nowMs)?.userId ?? null;
}

export function signupCookieHeader(userId: string, options: { fromCheckout?: boolean } = {}): string {
  return serializeCookie(SIGNUP_COOKIE, signupCookieValue(userId, Date.now(), options), { httpOnly: true, secure: secureCookies(), maxAge: SIGNUP_COOKIE_SECONDS });
}

export function clearSignupCookieHeader(): string {
  return serializeCookie(SIGNUP_COOKIE, '', { httpOnly: true, secure: secureCookies(), maxAge: 0 });
}
