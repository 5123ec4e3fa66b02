import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as authGet, POST as authPost } from '@/app/api/auth/[...nextauth]/route';
import { GET as verifyToken } from '@/app/api/v1/auth/verify-token/route';
import { decodeSessionToken, SESSION_COOKIE } from '@/lib/auth/session-token';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { SEED_CUSTOMER, signIn } from '../helpers/auth';

/*
 * A session keeps the kind it was signed in as, whatever Auth.js route the browser calls
 * afterwards: Auth.js re-issues its cookie with its own 30-day max age unless told otherwise.
 */
useTestDatabase();

const DAY = 86_400;

async function authCall(method: 'GET' | 'POST', path: string, cookie: string, body?: URLSearchParams) {
  const headers: Record<string, string> = { cookie, host: 'localhost:3000' };
  if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
  const req = new NextRequest(new URL(path, 'http://localhost:3000'), { method, headers, body: body?.toString() });
  return method === 'GET' ? authGet(req) : authPost(req);
}

function sessionSetCookie(res: { headers: Headers }): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

const valueOf = (setCookie: string) => setCookie.split(';', 1)[0]!.slice(SESSION_COOKIE.length + 1);

/** The cookie header a browser sends after merging a response's Set-Cookie into what it had. */
function nextCookieHeader(before: string, res: Response): string {
  const jar = new Map(before.split('; ').map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
  for (const c of res.headers.getSetCookie()) {
    const pair = c.split(';', 1)[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

describe('Auth.js routes keep the kind of session', () => {
  it('without remember me, GET /api/auth/session re-issues a browser-session cookie whose token keeps its end', async () => {
    const { cookie, res: login } = await signIn(SEED_CUSTOMER, false);
    const issued = await decodeSessionToken(process.env.AUTH_SECRET!, valueOf(sessionSetCookie(login)!), SESSION_COOKIE);
    expect(issued).toMatchObject({ rem: false });

    let jar = cookie;
    for (let i = 0; i < 2; i++) {
      const res = await authCall('GET', '/api/auth/session', jar);
      expect(res.status).toBe(200);
      const set = sessionSetCookie(res);
      expect(set, 'Auth.js re-issues the cookie').toBeDefined();
      expect(set).not.toMatch(/expires=/i);
      expect(set).not.toMatch(/max-age=/i);
      expect(set).toMatch(/HttpOnly/);
      const claims = await decodeSessionToken(process.env.AUTH_SECRET!, valueOf(set!), SESSION_COOKIE);
      expect(claims).toMatchObject({ rem: false });
      // Never extended past the day the sign-in gave it.
      expect(claims!.exp).toBeLessThanOrEqual(issued!.exp!);
      jar = nextCookieHeader(jar, res);
    }
    // The re-issued cookie still signs the customer in.
    const me = await call(verifyToken, { path: '/api/v1/auth/verify-token', headers: { cookie: jar } });
    expect(me.status).toBe(200);
    expect(me.body.data.user.email).toBe(SEED_CUSTOMER.email);
  });

  it('without remember me, an update through POST /api/auth/session stays a browser-session cookie', async () => {
    const { cookie } = await signIn(SEED_CUSTOMER, false);
    const csrf = await authCall('GET', '/api/auth/csrf', cookie);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const jar = nextCookieHeader(cookie, csrf);
    const res = await authCall('POST', '/api/auth/session', jar, new URLSearchParams({ csrfToken }));
    expect(res.status).toBe(200);
    const set = sessionSetCookie(res);
    expect(set).toBeDefined();
    expect(set).not.toMatch(/expires=|max-age=/i);
  });

  it('with remember me, the re-issued cookie keeps its 30 days', async () => {
    const { cookie } = await signIn(SEED_CUSTOMER, true);
    const res = await authCall('GET', '/api/auth/session', cookie);
    const set = sessionSetCookie(res)!;
    const expires = /expires=([^;]+)/i.exec(set)?.[1];
    expect(expires, set).toBeDefined();
    const days = (new Date(expires!).getTime() / 1000 - Date.now() / 1000) / DAY;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const claims = await decodeSessionToken(process.env.AUTH_SECRET!, valueOf(set), SESSION_COOKIE);
    expect(claims).toMatchObject({ rem: true });
  });

  it('signing out through Auth.js still clears the cookie', async () => {
    const { cookie } = await signIn(SEED_CUSTOMER, false);
    const csrf = await authCall('GET', '/api/auth/csrf', cookie);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await authCall('POST', '/api/auth/signout', nextCookieHeader(cookie, csrf), new URLSearchParams({ csrfToken }));
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/^authjs\.session-token=;/);
  });
});
