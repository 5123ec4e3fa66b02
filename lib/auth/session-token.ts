import 'server-only';
import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { decode, encode } from 'next-auth/jwt';
import { jwtVerify, SignJWT } from 'jose';
import type { UserRole } from './types';

/*
 * Two credentials, one user record:
 * - the session cookie is Auth.js's own encrypted JWT (same encoding, salt and cookie name), so a
 *   Google sign-in through Auth.js and an email-and-password login through /api/v1/auth/login
 *   produce interchangeable sessions;
 * - the bearer token for API clients is a signed (HS256) JWT, with a key derived from the same
 *   secret under a different label so neither can be replayed as the other.
 * Both carry the user's session version: bumping it in the database ends every session at once.
 * Both also carry a session id (sid), shared by the cookie and the bearer token of one sign-in,
 * so signing out can end that one sign-in (lib/auth/sessions.ts) and leave the others alone.
 */

export const SESSION_COOKIE = 'authjs.session-token';
export const SECURE_SESSION_COOKIE = '__Secure-authjs.session-token';
/** Readable by scripts: tells the browser a session may exist, so guests never wait on a session check. */
export const SESSION_HINT_COOKIE = 'ma_session';

export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
/** A browser-session cookie still needs an end: the token inside it expires after a day. */
export const BROWSER_SESSION_SECONDS = 24 * 60 * 60;
const BEARER_TOKEN_SECONDS = 7 * 24 * 60 * 60;

export interface SessionClaims {
  sub: string;
  sv: number;
  role: UserRole;
  /** Remember me: a persistent cookie rather than a browser-session one. */
  rem: boolean;
  /**
   * One sign-in's id, the same in its cookie and its bearer token. Absent from tokens issued
   * before session ids existed: those cannot be revoked one by one, only by "sign out
   * everywhere" (the session version), and they lapse on their own within 30 days.
   */
  sid?: string;
  exp?: number;
}

/** The longest any credential lives from the moment it is issued (a remembered cookie; bearer tokens are shorter). */
export const LONGEST_SESSION_SECONDS = Math.max(REMEMBER_ME_SECONDS, BROWSER_SESSION_SECONDS, BEARER_TOKEN_SECONDS);

const SID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** 128 random bits, base64url: unguessable, and short enough to ride in every token. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export async function encodeSessionToken(
  secret: string,
  claims: Omit<SessionClaims, 'exp'>,
  secure: boolean,
): Promise<{ token: string; maxAge: number }> {
  const maxAge = claims.rem ? REMEMBER_ME_SECONDS : BROWSER_SESSION_SECONDS;
  const token = await encode({ secret, salt: sessionCookieName(secure), maxAge, token: { ...claims } });
  return { token, maxAge };
}

export async function decodeSessionToken(secret: string, token: string, cookieName: string): Promise<SessionClaims | null> {
  try {
    const payload = await decode({ secret, salt: cookieName, token });
    return asClaims(payload);
  } catch {
    return null;
  }
}

function asClaims(payload: Record<string, unknown> | null): SessionClaims | null {
  if (!payload) return null;
  const { sub, sv, role, rem, exp, sid } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || typeof sv !== 'number') return null;
  if (typeof exp === 'number' && exp * 1000 < Date.now()) return null;
  // A sid we did not write (wrong shape) is refused rather than treated as "no sid", which would make the token unrevocable.
  if (sid !== undefined && (typeof sid !== 'string' || !SID_PATTERN.test(sid))) return null;
  return {
    sub,
    sv,
    role: role === 'admin' ? 'admin' : 'user',
    rem: rem !== false,
    sid: typeof sid === 'string' ? sid : undefined,
    exp: typeof exp === 'number' ? exp : undefined,
  };
}

const bearerKeys = new Map<string, Uint8Array>();

function bearerKey(secret: string): Uint8Array {
  const id = createHash('sha256').update(secret).digest('hex');
  let key = bearerKeys.get(id);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, 'maison-aurelle', 'api bearer token v1', 32));
    bearerKeys.set(id, key);
  }
  return key;
}

const BEARER_ISSUER = 'maison-aurelle';
const BEARER_AUDIENCE = 'maison-aurelle-api';

export async function signBearerToken(
  secret: string,
  /** Without a sid (scripts, tests) the token is a sign-in of its own. */
  claims: { sub: string; sv: number; role: UserRole; sid?: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + BEARER_TOKEN_SECONDS;
  const token = await new SignJWT({ sv: claims.sv, role: claims.role, sid: claims.sid ?? newSessionId() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(BEARER_ISSUER)
    .setAudience(BEARER_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(bearerKey(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

export async function verifyBearerToken(secret: string, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, bearerKey(secret), {
      issuer: BEARER_ISSUER,
      audience: BEARER_AUDIENCE,
      algorithms: ['HS256'],
    });
    return asClaims({ ...payload, rem: true });
  } catch {
    return null;
  }
}
