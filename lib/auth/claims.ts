import 'server-only';
import { authSecret } from './secret';
import {
  decodeSessionToken,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  verifyBearerToken,
  type SessionClaims,
} from './session-token';

/*
 * The credential a request carries, decoded without the database: what proxy.ts reads for its
 * early redirects. Nothing here may import lib/db (the schema, the client, a driver): the proxy
 * runs in front of routes on its own, and a pool or the embedded database must never come with
 * it (tests/unit/proxy-imports.test.ts follows its imports). lib/auth/resolve.ts adds the user
 * row on top.
 */

/** Parses a Cookie header into a map (first value wins, as browsers send the most specific first). */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (out.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      /* keep the raw value */
    }
    out.set(name, value);
  }
  return out;
}

/** Auth.js splits a cookie over 4 kB into name.0, name.1, …; read either shape. */
function readChunked(cookies: Map<string, string>, name: string): string | undefined {
  const whole = cookies.get(name);
  if (whole) return whole;
  const parts: string[] = [];
  for (let i = 0; cookies.has(`${name}.${i}`); i++) parts.push(cookies.get(`${name}.${i}`)!);
  return parts.length ? parts.join('') : undefined;
}

export function hasSessionCookie(cookies: Map<string, string>): boolean {
  return [...cookies.keys()].some((k) => k.startsWith(SESSION_COOKIE) || k.startsWith(SECURE_SESSION_COOKIE));
}

export function bearerTokenFrom(headers: Headers): string | null {
  const value = headers.get('authorization');
  const m = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return m?.[1] ?? null;
}

/** Decodes whichever credential the request carries, without touching the database. */
export async function readClaims(
  headers: Headers,
): Promise<{ claims: SessionClaims; via: 'cookie' | 'bearer' } | null> {
  const bearer = bearerTokenFrom(headers);
  if (bearer) {
    const claims = await verifyBearerToken(authSecret(), bearer);
    return claims ? { claims, via: 'bearer' } : null;
  }
  const cookies = parseCookies(headers.get('cookie'));
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const token = readChunked(cookies, name);
    if (!token) continue;
    const claims = await decodeSessionToken(authSecret(), token, name);
    if (claims) return { claims, via: 'cookie' };
  }
  return null;
}

/** Every valid credential the request carries (bearer token and cookie), so signing out ends all of them. */
export async function readEveryClaim(headers: Headers): Promise<SessionClaims[]> {
  const out: SessionClaims[] = [];
  const bearer = bearerTokenFrom(headers);
  if (bearer) {
    const claims = await verifyBearerToken(authSecret(), bearer);
    if (claims) out.push(claims);
  }
  const cookies = parseCookies(headers.get('cookie'));
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const token = readChunked(cookies, name);
    const claims = token ? await decodeSessionToken(authSecret(), token, name) : null;
    if (claims) out.push(claims);
  }
  return out;
}
