import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { GET as authGet, POST as authPost } from '@/app/api/auth/[...nextauth]/route';
import { POST as register } from '@/app/api/v1/auth/register/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as logout } from '@/app/api/v1/auth/logout/route';
import { POST as logoutAll } from '@/app/api/v1/auth/logout-all/route';
import { GET as verifyToken } from '@/app/api/v1/auth/verify-token/route';
import { POST as changePassword } from '@/app/api/v1/auth/change-password/route';
import { GET as googleComplete } from '@/app/api/v1/auth/google/complete/route';
import { GET as userGet } from '@/app/api/v1/users/[id]/route';
import { secureCookies } from '@/lib/auth/cookies';
import { sweepRevokedSessions } from '@/lib/auth/sessions';
import { decodeSessionToken, encodeSessionToken, SECURE_SESSION_COOKIE, SESSION_COOKIE, verifyBearerToken } from '@/lib/auth/session-token';
import { runFollowUps } from '@/lib/jobs/run';
import { revokedSessions, users } from '@/lib/db/schema';
import { useTestDatabase } from '../helpers/db';
import { envSwitcher } from '../helpers/env';
import { call, cookieHeaderFrom } from '../helpers/http';
import { freshIp, signIn } from '../helpers/auth';

/*
 * Signing out ends the sign-in on the server, not only in this browser: a copied cookie or
 * bearer token of that sign-in stops working, other sign-ins of the account do not.
 */
const db = useTestDatabase();
const SECRET = process.env.AUTH_SECRET!;
const ORIGIN = { origin: 'http://localhost:3000' };
const setEnv = envSwitcher(['SITE_URL'] as const);
afterEach(() => setEnv({}));

let n = 0;
const password = 'Sandalwood#2026';

async function newAccount() {
  const email = `sessions${++n}.${Date.now()}@example.in`;
  const res = await call(register, {
    method: 'POST',
    path: '/api/v1/auth/register',
    body: { name: 'Kavya Rao', email, password, confirmPassword: password, acceptTerms: true },
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(res.status).toBe(201);
  return { email, password, id: res.body.data.user.id as string };
}

const whoAmI = (headers: Record<string, string>) => call(verifyToken, { path: '/api/v1/auth/verify-token', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sessionCookieValue = (headers: Headers, name = SESSION_COOKIE) =>
  headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';', 1)[0]!.slice(name.length + 1);

function postLogout(headers: Record<string, string>) {
  return call(logout, { method: 'POST', path: '/api/v1/auth/logout', headers: { ...ORIGIN, ...headers } });
}

describe('session ids', () => {
  it('one login gives its cookie and its bearer token the same random sid; another login another one', async () => {
    const account = await newAccount();
    const a = await signIn(account);
    const b = await signIn(account);
    const cookieClaims = await decodeSessionToken(SECRET, sessionCookieValue(a.res.headers)!, SESSION_COOKIE);
    const bearerClaims = await verifyBearerToken(SECRET, a.token);
    expect(cookieClaims?.sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(bearerClaims?.sid).toBe(cookieClaims?.sid);
    expect((await verifyBearerToken(SECRET, b.token))?.sid).not.toBe(cookieClaims?.sid);
  });

  it('a re-issued cookie keeps its sid (role change, password change)', async () => {
    const account = await newAccount();
    const s = await signIn(account);
    const sid = (await verifyBearerToken(SECRET, s.token))!.sid;
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, account.id));
    const me = await whoAmI({ cookie: s.cookie });
    expect((await decodeSessionToken(SECRET, sessionCookieValue(me.headers)!, SESSION_COOKIE))?.sid).toBe(sid);
    await db().update(users).set({ role: 'user' }).where(eq(users.id, account.id));

    const body = { currentPassword: password, newPassword: 'Oud&Rose2026', confirmPassword: 'Oud&Rose2026' };
    const changed = await call(changePassword, { method: 'POST', path: '/x', body, headers: { cookie: s.cookie, ...ORIGIN } });
    expect(changed.status).toBe(200);
    expect((await verifyBearerToken(SECRET, changed.body.data.token))?.sid).toBe(sid);
    expect((await decodeSessionToken(SECRET, sessionCookieValue(changed.headers)!, SESSION_COOKIE))?.sid).toBe(sid);
    // So signing out after the change still ends the re-issued credentials.
    await postLogout({ cookie: cookieHeaderFrom(changed.headers) });
    expect((await whoAmI(bearer(changed.body.data.token))).status).toBe(401);
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('ends the cookie and the bearer token of that sign-in, and leaves the other sign-ins alone', async () => {
    const account = await newAccount();
    const here = await signIn(account);
    const elsewhere = await signIn(account, true);
    const profile = (headers: Record<string, string>) => call(userGet, { path: `/api/v1/users/${account.id}`, params: { id: account.id }, headers });
    expect((await profile({ cookie: here.cookie })).status).toBe(200);

    const out = await postLogout({ cookie: here.cookie });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logged out successfully');
    expect(out.headers.getSetCookie().some((c) => c.startsWith('authjs.session-token=;') && /Max-Age=0/.test(c))).toBe(true);

    // The old cookie and the bearer token issued with it, replayed after logout.
    expect((await whoAmI({ cookie: here.cookie })).status).toBe(401);
    expect((await whoAmI(bearer(here.token))).status).toBe(401);
    expect((await profile({ cookie: here.cookie })).status).toBe(401);
    expect((await profile(bearer(here.token))).status).toBe(401);
    // The same account signed in elsewhere is untouched.
    expect((await whoAmI({ cookie: elsewhere.cookie })).status).toBe(200);
    expect((await profile(bearer(elsewhere.token))).status).toBe(200);

    const [row] = await db().select().from(revokedSessions).where(eq(revokedSessions.userId, account.id));
    expect(row?.sid).toBe((await verifyBearerToken(SECRET, here.token))!.sid);
    // Kept until every credential of that sign-in has lapsed: the 30-day cookie outlives the 7-day token.
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
  });

  it('with only the bearer token, ends the cookie of the same sign-in too', async () => {
    const account = await newAccount();
    const s = await signIn(account, true);
    expect((await call(logout, { method: 'POST', path: '/api/v1/auth/logout', headers: bearer(s.token) })).status).toBe(200);
    expect((await whoAmI({ cookie: s.cookie })).status).toBe(401);
    expect((await whoAmI(bearer(s.token))).status).toBe(401);
  });

  it('answers 200 without a credential or twice, and refuses a cross-site logout of a cookie', async () => {
    expect((await call(logout, { method: 'POST', path: '/api/v1/auth/logout' })).status).toBe(200);
    const account = await newAccount();
    const s = await signIn(account);
    const forged = await call(logout, { method: 'POST', path: '/api/v1/auth/logout', headers: { cookie: s.cookie, origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect((await whoAmI({ cookie: s.cookie })).status).toBe(200);
    expect((await postLogout({ cookie: s.cookie })).status).toBe(200);
    expect((await postLogout({ cookie: s.cookie })).status).toBe(200);
  });

  it('a cookie from before session ids stays good until it lapses or the account signs out everywhere', async () => {
    const account = await newAccount();
    const [row] = await db().select({ sv: users.sessionVersion }).from(users).where(eq(users.id, account.id));
    const { token } = await encodeSessionToken(SECRET, { sub: account.id, sv: row!.sv, role: 'user', rem: true }, false);
    const legacy = `${SESSION_COOKIE}=${token}`;
    expect((await postLogout({ cookie: legacy })).status).toBe(200);
    // It names no sign-in, so logout can only remove it from this browser.
    expect((await whoAmI({ cookie: legacy })).status).toBe(200);
    const all = await call(logoutAll, { method: 'POST', path: '/api/v1/auth/logout-all', headers: { cookie: legacy, ...ORIGIN } });
    expect(all.status).toBe(200);
    expect((await whoAmI({ cookie: legacy })).status).toBe(401);
  });
});

describe('POST /api/v1/auth/logout-all', () => {
  it('ends every cookie and bearer token of the account and clears this browser', async () => {
    const account = await newAccount();
    const here = await signIn(account);
    const elsewhere = await signIn(account, true);
    const res = await call(logoutAll, { method: 'POST', path: '/api/v1/auth/logout-all', headers: { cookie: here.cookie, ...ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Signed out on every device');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('authjs.session-token=;') && /Max-Age=0/.test(c))).toBe(true);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('ma_session=;') && /Max-Age=0/.test(c))).toBe(true);
    for (const headers of [{ cookie: here.cookie }, bearer(here.token), { cookie: elsewhere.cookie }, bearer(elsewhere.token)]) {
      expect((await whoAmI(headers)).status).toBe(401);
    }
    // A new sign-in works as usual.
    expect((await whoAmI({ cookie: (await signIn(account)).cookie })).status).toBe(200);
  });

  it('needs a live session, and the same origin for a cookie', async () => {
    expect((await call(logoutAll, { method: 'POST', path: '/api/v1/auth/logout-all' })).status).toBe(401);
    const account = await newAccount();
    const s = await signIn(account);
    const forged = await call(logoutAll, { method: 'POST', path: '/api/v1/auth/logout-all', headers: { cookie: s.cookie, origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect((await whoAmI({ cookie: s.cookie })).status).toBe(200);
  });
});

describe('Auth.js routes respect a logout', () => {
  async function authCall(method: 'GET' | 'POST', path: string, cookie: string, body?: URLSearchParams) {
    const headers: Record<string, string> = { cookie, host: 'localhost:3000' };
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const req = new NextRequest(new URL(path, 'http://localhost:3000'), { method, headers, body: body?.toString() });
    return method === 'GET' ? authGet(req) : authPost(req);
  }

  it('GET /api/auth/session does not give a signed-out cookie a new lease', async () => {
    const account = await newAccount();
    const s = await signIn(account, true);
    await postLogout({ cookie: s.cookie });
    const res = await authCall('GET', '/api/auth/session', s.cookie);
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    // Cleared, not re-issued.
    expect(set).toMatch(/^authjs\.session-token=;/);
  });

  it('signing out through Auth.js ends the sign-in too', async () => {
    const account = await newAccount();
    const s = await signIn(account);
    const csrf = await authCall('GET', '/api/auth/csrf', s.cookie);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; ');
    await authCall('POST', '/api/auth/signout', `${s.cookie}; ${csrfCookie}`, new URLSearchParams({ csrfToken }));
    expect((await whoAmI(bearer(s.token))).status).toBe(401);
  });
});

describe('expired revocations', () => {
  it('are swept by the follow-up worker; live ones stay', async () => {
    const account = await newAccount();
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 86_400_000);
    await db().insert(revokedSessions).values([
      { sid: `expired-sid-${n}-aaaaaaaa`, userId: account.id, expiresAt: past },
      { sid: `live-sid-${n}-bbbbbbbbbb`, userId: account.id, expiresAt: future },
    ]);
    const report = await runFollowUps(db(), { budgetMs: 5_000 });
    expect(report.revokedSessions).toMatchObject({ deleted: expect.any(Number) });
    const left = await db().select({ sid: revokedSessions.sid }).from(revokedSessions).where(eq(revokedSessions.userId, account.id));
    expect(left.map((r) => r.sid)).toEqual([`live-sid-${n}-bbbbbbbbbb`]);
    expect(await sweepRevokedSessions(db())).toEqual({ deleted: 0 });
  });
});

describe('the Secure flag follows SITE_URL, not X-Forwarded-Proto', () => {
  const loginWith = (headers: Record<string, string>) =>
    call(login, { method: 'POST', path: '/api/v1/auth/login', body: { email: 'customer@maisonaurelle.test', password: 'Customer@12345' }, headers: { 'x-forwarded-for': freshIp(), ...headers } });

  it('an http store ignores a spoofed x-forwarded-proto: https', async () => {
    setEnv({ SITE_URL: 'http://localhost:3000' });
    expect(secureCookies()).toBe(false);
    const res = await loginWith({ 'x-forwarded-proto': 'https' });
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toBeDefined();
    expect(session).not.toMatch(/; Secure/);
    expect(cookies.some((c) => c.startsWith(SECURE_SESSION_COOKIE))).toBe(false);
    // Auth.js picks the same cookie names.
    const csrf = await authGet(new NextRequest('http://localhost:3000/api/auth/csrf', { headers: { 'x-forwarded-proto': 'https', host: 'localhost:3000' } }));
    expect(csrf.headers.getSetCookie().some((c) => c.startsWith('authjs.csrf-token='))).toBe(true);
  });

  it('an https store sets Secure __Secure- cookies even when the hop says http', async () => {
    setEnv({ SITE_URL: 'https://shop.example.in' });
    expect(secureCookies()).toBe(true);
    const res = await loginWith({ 'x-forwarded-proto': 'http' });
    const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`));
    expect(session).toMatch(/; Secure/);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('ma_session=1'))).toMatch(/; Secure/);
    expect((await whoAmI({ cookie: cookieHeaderFrom(res.headers) })).status).toBe(200);
    const csrf = await authGet(new NextRequest('http://localhost:3000/api/auth/csrf', { headers: { 'x-forwarded-proto': 'http', host: 'localhost:3000' } }));
    expect(csrf.headers.getSetCookie().some((c) => c.startsWith('__Host-authjs.csrf-token=') && /; Secure/i.test(c))).toBe(true);
  });
});

describe('GET /api/v1/auth/google/complete', () => {
  it('sends the browser on without a bearer token or the user in the address', async () => {
    const account = await newAccount();
    const s = await signIn(account, true);
    const res = await call(googleComplete, { path: '/api/v1/auth/google/complete?redirectTo=%2Forders', headers: { cookie: s.cookie } });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith('/auth/google/success')).toBe(true);
    const params = new URL(location, 'http://x').searchParams;
    expect(params.has('token')).toBe(false);
    expect(params.has('user')).toBe(false);
    expect(location).not.toContain(account.email.split('@')[0]!);
    expect(params.get('redirectTo')).toBe('/orders');
  });
});
