import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { revokedSessions, users } from '../db/schema';
import { authSecret } from './secret';
import {
  decodeSessionToken,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  verifyBearerToken,
  type SessionClaims,
} from './session-token';
import type { AuthUser, Session } from './types';

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

/**
 * Loads the user a credential names, if it is still good: active, not deleted, same session
 * version, and its sign-in not ended by a logout. The revocation check rides in the same
 * statement as the user row: every authenticated request already pays for that one round trip.
 */
export async function loadSessionUser(db: DbOrTx, claims: SessionClaims): Promise<AuthUser | null> {
  const revoked = claims.sid
    ? sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sid} = ${claims.sid})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      sessionVersion: users.sessionVersion,
      status: users.status,
      revoked,
    })
    .from(users)
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (!row || row.status !== 'active' || row.sessionVersion !== claims.sv || row.revoked) return null;
  return toAuthUser(row);
}

/** The signed-in person as handlers see them, from a user row. */
export function toAuthUser(
  row: Pick<AuthUser, 'id' | 'role' | 'name' | 'email' | 'sessionVersion'> & { emailVerifiedAt: Date | null },
): AuthUser {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerifiedAt != null,
    sessionVersion: row.sessionVersion,
  };
}

/**
 * Who is asking. The credential only names the user; role, status and session version come from
 * the database on every request, so a role change or a password reset takes effect at once.
 */
export async function resolveSession(db: DbOrTx, headers: Headers): Promise<Session | null> {
  const found = await readClaims(headers);
  if (!found) return null;
  const user = await loadSessionUser(db, found.claims);
  if (!user) return null;
  return {
    user,
    via: found.via,
    claimedRole: found.claims.role,
    remember: found.claims.rem,
    sid: found.claims.sid ?? null,
    expiresAt: found.claims.exp !== undefined ? new Date(found.claims.exp * 1000) : null,
  };
}
