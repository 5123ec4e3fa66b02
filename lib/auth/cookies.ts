import { authSecret } from './secret';
import {
  encodeSessionToken,
  REMEMBER_ME_SECONDS,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  sessionCookieName,
  signBearerToken,
} from './session-token';
import type { UserRole } from './types';

/** https when the request (or the proxy in front of it) says so; Auth.js picks its cookie names the same way. */
export function isSecureRequest(req: Request): boolean {
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (proto) return proto === 'https';
  return new URL(req.url).protocol === 'https:';
}

/** Every cookie the store sets: whole site, SameSite=Lax; no Max-Age means a browser-session cookie. */
export function serializeCookie(name: string, value: string, opts: { httpOnly: boolean; secure: boolean; maxAge?: number }): string {
  const parts = [`${name}=${value}`, 'Path=/', 'SameSite=Lax'];
  if (opts.httpOnly) parts.push('HttpOnly');
  if (opts.secure) parts.push('Secure');
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${opts.maxAge}`);
  return parts.join('; ');
}

export interface IssuedSession {
  setCookies: string[];
  token: string;
  expiresAt: Date;
}

/**
 * The session cookie (Auth.js format), its script-readable hint, and a bearer token for API
 * clients. Without remember-me both cookies are browser-session cookies (no Max-Age).
 */
export async function issueSession(
  req: Request,
  user: { id: string; role: UserRole; sessionVersion: number },
  remember: boolean,
): Promise<IssuedSession> {
  const secure = isSecureRequest(req);
  const secret = authSecret();
  const claims = { sub: user.id, sv: user.sessionVersion, role: user.role, rem: remember };
  const [{ token: cookieToken, maxAge }, bearer] = await Promise.all([
    encodeSessionToken(secret, claims, secure),
    signBearerToken(secret, claims),
  ]);
  const age = remember ? maxAge : undefined;
  return {
    setCookies: [
      serializeCookie(sessionCookieName(secure), cookieToken, { httpOnly: true, secure, maxAge: age }),
      serializeCookie(SESSION_HINT_COOKIE, '1', { httpOnly: false, secure, maxAge: age }),
    ],
    token: bearer.token,
    expiresAt: bearer.expiresAt,
  };
}

/** Expires every cookie a session may have left, including Auth.js's chunks and its callback cookies. */
export function clearSessionCookies(req: Request, present: Iterable<string> = []): string[] {
  const secure = isSecureRequest(req);
  const names = new Set([SESSION_COOKIE, SECURE_SESSION_COOKIE, SESSION_HINT_COOKIE]);
  for (const name of present) if (name.startsWith(SESSION_COOKIE) || name.startsWith(SECURE_SESSION_COOKIE)) names.add(name);
  return [...names].map((name) =>
    serializeCookie(name, '', { httpOnly: name !== SESSION_HINT_COOKIE, secure: secure || name.startsWith('__Secure-'), maxAge: 0 }),
  );
}

export function cookieHeaders(setCookies: string[]): [string, string][] {
  return setCookies.map((c) => ['set-cookie', c]);
}

/** The script-readable hint that a session cookie exists, for a sign-in Auth.js completed (Google: 30 days). */
export function sessionHintCookie(req: Request): string {
  return serializeCookie(SESSION_HINT_COOKIE, '1', { httpOnly: false, secure: isSecureRequest(req), maxAge: REMEMBER_ME_SECONDS });
}
