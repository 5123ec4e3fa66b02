import { describe, expect, it } from 'vitest';
import { hashOneTimeToken, newOneTimeToken } from '@/lib/auth/one-time-token';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '@/lib/auth/password';
import { bearerTokenFrom, parseCookies } from '@/lib/auth/resolve';
import {
  decodeSessionToken,
  encodeSessionToken,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  signBearerToken,
  verifyBearerToken,
} from '@/lib/auth/session-token';
import { isCrossOriginRequest } from '@/lib/http/origin';
import { tooManyAttemptsMessage } from '@/lib/auth/limits';
import { googleErrorCode } from '@/lib/auth/google-flow';

const SECRET = 'unit-test-secret-unit-test-secret-0001';
const claims = { sub: '0123456789abcdef01234567', sv: 3, role: 'user' as const, rem: false };

describe('one-time tokens', () => {
  it('are 256-bit URL-safe strings stored only as their SHA-256', () => {
    const a = newOneTimeToken();
    const b = newOneTimeToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.tokenHash).toBe(hashOneTimeToken(a.token));
    expect(a.tokenHash).not.toContain(a.token);
  });
});

describe('passwords', () => {
  it('hash with argon2id at OWASP parameters and verify only the right password', async () => {
    const hash = await hashPassword('Mogra&Musk2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(await verifyPassword(hash, 'Mogra&Musk2026')).toBe(true);
    expect(await verifyPassword(hash, 'mogra&musk2026')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('ask for a re-hash when the stored parameters are older', () => {
    expect(needsRehash('$argon2id$v=19$m=7168,t=5,p=1$c2FsdA$aGFzaA')).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')).toBe(true);
    expect(needsRehash('$2b$10$bcrypt')).toBe(true);
  });

  it('spend time on unknown accounts too', async () => {
    const started = performance.now();
    await burnPasswordCheck('whatever');
    expect(performance.now() - started).toBeGreaterThan(5);
  });
});

describe('session cookie tokens', () => {
  it('round-trip under the cookie name they were made for, and only that one', async () => {
    const { token, maxAge } = await encodeSessionToken(SECRET, claims, false);
    expect(maxAge).toBe(24 * 60 * 60);
    expect(await decodeSessionToken(SECRET, token, SESSION_COOKIE)).toMatchObject(claims);
    expect(await decodeSessionToken(SECRET, token, SECURE_SESSION_COOKIE)).toBeNull();
    expect(await decodeSessionToken('another-secret-another-secret-0001', token, SESSION_COOKIE)).toBeNull();
    expect(await decodeSessionToken(SECRET, `${token}x`, SESSION_COOKIE)).toBeNull();
  });

  it('last 30 days with remember me', async () => {
    const { maxAge } = await encodeSessionToken(SECRET, { ...claims, rem: true }, true);
    expect(maxAge).toBe(30 * 24 * 60 * 60);
  });
});

describe('bearer tokens', () => {
  it('expire after 7 days and carry the session version', async () => {
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const { token, expiresAt } = await signBearerToken(SECRET, claims, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect(await verifyBearerToken(SECRET, token)).toMatchObject({ sub: claims.sub, sv: 3, role: 'user' });
  });

  it('are refused when expired, tampered with, or signed with another secret', async () => {
    const old = await signBearerToken(SECRET, claims, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    expect(await verifyBearerToken(SECRET, old.token)).toBeNull();
    const { token } = await signBearerToken(SECRET, claims);
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), role: 'admin' })).toString('base64url');
    expect(await verifyBearerToken(SECRET, `${h}.${forged}.${s}`)).toBeNull();
    expect(await verifyBearerToken('another-secret-another-secret-0001', token)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect(await verifyBearerToken(SECRET, none)).toBeNull();
  });

  it('cannot be used as a session cookie, nor a cookie as a bearer token', async () => {
    const { token: bearer } = await signBearerToken(SECRET, claims);
    const { token: cookie } = await encodeSessionToken(SECRET, claims, false);
    expect(await decodeSessionToken(SECRET, bearer, SESSION_COOKIE)).toBeNull();
    expect(await verifyBearerToken(SECRET, cookie)).toBeNull();
  });
});

describe('request parsing', () => {
  it('reads cookies and bearer tokens', () => {
    const jar = parseCookies('a=1; authjs.session-token=abc%3D; a=2; broken');
    expect(jar.get('a')).toBe('1');
    expect(jar.get('authjs.session-token')).toBe('abc=');
    expect(bearerTokenFrom(new Headers({ authorization: 'Bearer x.y.z' }))).toBe('x.y.z');
    expect(bearerTokenFrom(new Headers({ authorization: 'Basic abc' }))).toBeNull();
  });

  it.each([
    [{ origin: 'http://shop.test' }, false],
    [{ origin: 'https://evil.test' }, true],
    [{ origin: 'null' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{}, false],
  ])('treats %j as cross-origin: %s', (headers, expected) => {
    expect(isCrossOriginRequest(new Headers({ host: 'shop.test', ...headers }), 'http://shop.test/api/v1/x')).toBe(expected);
  });

  it('compares the origin with the forwarded host behind a proxy', () => {
    const headers = new Headers({ host: 'internal:3000', 'x-forwarded-host': 'maisonaurelle.in', origin: 'https://maisonaurelle.in' });
    expect(isCrossOriginRequest(headers, 'http://internal:3000/x')).toBe(false);
  });
});

describe('messages', () => {
  it('say how long to wait', () => {
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(601)).toBe('Too many attempts. Please try again in 11 minutes.');
  });

  it('map Auth.js errors to the Google landing codes', () => {
    expect(googleErrorCode('AccessDenied')).toBe('access_denied');
    expect(googleErrorCode('OAuthCallbackError')).toBe('missing_code');
    expect(googleErrorCode('Configuration')).toBe('server_error');
    expect(googleErrorCode(null)).toBe('server_error');
  });
});
