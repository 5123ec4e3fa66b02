import 'server-only';
import { siteUrl } from '../seo';
import { authSecret } from './secret';
import {
  encodeSessionToken,
  newSessionId,
  REMEMBER_ME_SECONDS,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  sessionCookieName,
  signBearerToken,
} from './session-token';
import type { UserRole } from './types';

/**
 * Secure cookies (and the __Secure- session cookie name) when the store's public origin
 * (SITE_URL, on Vercel its deployment URL) is https. Never from the request: X-Forwarded-Proto
 * is whatever the client or a misconfigured proxy says, and an http:// SITE_URL behind a
 * spoofed "https" would get cookies its own browser then refuses, or the reverse would send
 * the session in clear text. auth.ts hands Auth.js the same answer (useSecureCookies).
 */
export function secureCookies(): boolean {
  return new URL(siteUrl()).protocol === 'https:';
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
  user: { id: string; role: UserRole; sessionVersion: number },
  remember: boolean,
  /** A re-issue (new role, new password) passes the session's own id, so signing out still ends it. */
  sid: string = newSessionId(),
): Promise<IssuedSession> {
  const secure = secureCookies();
  const secret = authSecret();
  // One sid for the cookie and the bearer token: signing out with either ends both.
  const claims = { sub: user.id, sv: user.sessionVersion, role: user.role, rem: remember, sid };
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
export function clearSessionCookies(_req: Request, present: Iterable<string> = []): string[] {
  const secure = secureCookies();
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
export function sessionHintCookie(): string {
  return serializeCookie(SESSION_HINT_COOKIE, '1', { httpOnly: false, secure: secureCookies(), maxAge: REMEMBER_ME_SECONDS });
}
