import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/v1/auth/register/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as logout } from '@/app/api/v1/auth/logout/route';
import { GET as verifyToken } from '@/app/api/v1/auth/verify-token/route';
import { GET as verifyEmail } from '@/app/api/v1/auth/verify-email/[token]/route';
import { POST as resend } from '@/app/api/v1/auth/resend-confirmation/route';
import { POST as forgot } from '@/app/api/v1/auth/forgot-password/route';
import { GET as checkReset, POST as doReset } from '@/app/api/v1/auth/reset-password/[token]/route';
import { POST as changePassword } from '@/app/api/v1/auth/change-password/route';
import { POST as changeEmail } from '@/app/api/v1/auth/change-email/route';
import { GET as providers } from '@/app/api/v1/auth/providers/route';
import { emailOutbox, emailVerificationTokens, passwordResetTokens, users } from '@/lib/db/schema';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { cookieHeaderFrom, freshIp, lastEmailTo, SEED_CUSTOMER, signIn, tokenFromEmail } from '../helpers/auth';

const db = useTestDatabase();

let n = 0;
const newEmail = () => `shopper${++n}.${Date.now()}@example.in`;
const strong = 'Sandalwood#2026';

function post(handler: any, path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(handler, { method: 'POST', path, body, headers: { 'x-forwarded-for': freshIp(), ...headers } });
}

async function registerNew(email = newEmail(), password = strong) {
  const res = await post(register, '/api/v1/auth/register', {
    name: 'Meera Nair',
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  expect(res.status).toBe(201);
  return { email, password, res };
}

const whoAmI = (headers: Record<string, string>) => call(verifyToken, { path: '/api/v1/auth/verify-token', headers });

describe('POST /api/v1/auth/register', () => {
  it('creates an unverified account, not signed in, and queues a verification email', async () => {
    const email = newEmail();
    const { res } = await registerNew(email.toUpperCase());
    expect(res.body.message).toBe('Account created successfully! Please check your email to verify your account.');
    expect(res.body.data).toMatchObject({
      email,
      redirectTo: '/email-verification',
      wishlistMerged: false,
      cartMerged: false,
      wishlistCount: 0,
      cartCount: 0,
      user: { email, name: 'Meera Nair', role: 'user', isEmailVerified: false, hasPassword: true },
    });
    expect(res.body.data.user).not.toHaveProperty('passwordHash');
    // No session: only the signup cookie that lets this browser's verification sign in.
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^ma_signup=[0-9a-f]{24}\.\d+\.[\w-]+; Path=\/; SameSite=Lax; HttpOnly; Max-Age=86400$/);
    const mail = await lastEmailTo(db(), email, 'verify-email');
    expect(mail?.subject).toMatch(/confirm/i);
    expect(mail?.status).toBe('logged');
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    // Only the hash of the token is stored.
    const token = tokenFromEmail(mail!.text, '/verify-email/');
    const stored = await db().select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
  });

  it.each([
    [{ name: ' ', email: 'a@b.in', password: strong, confirmPassword: strong, acceptTerms: true }, 'name', 'Name is required'],
    [{ name: 'A', email: 'not-an-email', password: strong, confirmPassword: strong, acceptTerms: true }, 'email', 'Invalid email address'],
    [{ name: 'A', email: 'a@b.in', password: 'short', confirmPassword: 'short', acceptTerms: true }, 'password', 'Password must be at least 8 characters'],
    [{ name: 'A', email: 'a@b.in', password: strong, confirmPassword: 'different1', acceptTerms: true }, 'confirmPassword', 'Passwords do not match'],
    [{ name: 'A', email: 'a@b.in', password: strong, confirmPassword: strong, acceptTerms: false }, 'acceptTerms', 'Please accept the Terms and Privacy Policy'],
  ])('refuses %j with the field message', async (body, field, message) => {
    const res = await post(register, '/api/v1/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toContain(message);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const { email } = await registerNew();
    const res = await post(register, '/api/v1/auth/register', { name: 'X', email: email.toUpperCase(), password: strong, confirmPassword: strong, acceptTerms: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });

  it('refuses bad JSON with 400, not 500', async () => {
    const res = await call(register, { method: 'POST', path: '/api/v1/auth/register', rawBody: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/v1/auth/login', () => {
  it('signs in with a browser-session cookie, a hint cookie and a 7-day bearer token', async () => {
    const res = await post(login, '/api/v1/auth/login', { ...SEED_CUSTOMER });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Login successful');
    expect(res.body.data).toMatchObject({
      user: { email: SEED_CUSTOMER.email, role: 'user', isEmailVerified: true },
      wishlistMerged: false,
      cartMerged: false,
      mergedItems: { wishlist: 0, cart: 0 },
      wishlistCount: 0,
      cartCount: 0,
    });
    const days = (new Date(res.body.data.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('authjs.session-token='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Max-Age/);
    expect(cookies.find((c) => c.startsWith('ma_session=1'))).not.toMatch(/HttpOnly/);
  });

  it('remember me makes the cookie last 30 days', async () => {
    const res = await post(login, '/api/v1/auth/login', { ...SEED_CUSTOMER, rememberMe: true });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('authjs.session-token='))).toMatch(/Max-Age=2592000/);
  });

  it('sets Secure cookies with the __Secure- name when the store is served over https', async () => {
    // From SITE_URL, not from X-Forwarded-Proto (a header any client can send).
    const before = process.env.SITE_URL;
    process.env.SITE_URL = 'https://shop.example.in';
    try {
      const res = await post(login, '/api/v1/auth/login', { ...SEED_CUSTOMER });
      const session = res.headers.getSetCookie().find((c) => c.startsWith('__Secure-authjs.session-token='));
      expect(session).toMatch(/; Secure/);
      const me = await whoAmI({ cookie: cookieHeaderFrom(res.headers) });
      expect(me.status).toBe(200);
    } finally {
      if (before === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = before;
    }
  });

  it('answers the same for a wrong password and an unknown email', async () => {
    const wrong = await post(login, '/api/v1/auth/login', { email: SEED_CUSTOMER.email, password: 'nope-nope-nope' });
    const unknown = await post(login, '/api/v1/auth/login', { email: newEmail(), password: 'nope-nope-nope' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid email or password');
    }
  });

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: 'a@b.in' }, 'Password is required'],
    [{ email: 'a@b.in', password: '' }, 'Password is required'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await post(login, '/api/v1/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('lets an unverified customer sign in', async () => {
    const { email, password } = await registerNew();
    const res = await post(login, '/api/v1/auth/login', { email, password });
    expect(res.status).toBe(200);
    expect(res.body.data.user.isEmailVerified).toBe(false);
  });

  it('refuses a deactivated account with 403', async () => {
    const { email, password } = await registerNew();
    await db().update(users).set({ status: 'inactive' }).where(eq(users.email, email));
    const res = await post(login, '/api/v1/auth/login', { email, password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account has been deactivated. Please contact support.');
  });

  it('limits failed attempts per email to 5 in 15 minutes, then 429 with Retry-After', async () => {
    const { email, password } = await registerNew();
    for (let i = 0; i < 5; i++) {
      const res = await post(login, '/api/v1/auth/login', { email, password: 'wrong-password' });
      expect(res.status).toBe(401);
    }
    // Even the right password waits now: that is what stops guessing.
    const blocked = await post(login, '/api/v1/auth/login', { email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not count successful logins against the limit', async () => {
    const { email, password } = await registerNew();
    for (let i = 0; i < 8; i++) {
      expect((await post(login, '/api/v1/auth/login', { email, password })).status).toBe(200);
    }
  });

  it('limits one IP spraying many accounts', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await post(login, '/api/v1/auth/login', { email: newEmail(), password: 'wrong-password' }, { 'x-forwarded-for': ip })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('does not let an address over its own limit use up a customer’s: their login still works', async () => {
    const { email, password } = await registerNew();
    const stranger = '192.0.2.78';
    for (let i = 0; i < 20; i++) {
      await post(login, '/api/v1/auth/login', { email: newEmail(), password: 'wrong-password' }, { 'x-forwarded-for': stranger });
    }
    // The stranger is now refused by their address limit; those refusals cost the customer nothing.
    for (let i = 0; i < 6; i++) {
      expect((await post(login, '/api/v1/auth/login', { email, password: 'wrong-password' }, { 'x-forwarded-for': stranger })).status).toBe(429);
    }
    expect((await post(login, '/api/v1/auth/login', { email, password }, { 'x-forwarded-for': '192.0.2.79' })).status).toBe(200);
  });
});

describe('the session on later requests', () => {
  it('accepts the cookie or the bearer token, and neither after logout clears the cookie', async () => {
    const { cookie, token } = await signIn(SEED_CUSTOMER);
    expect((await whoAmI({ cookie })).body.data.user.email).toBe(SEED_CUSTOMER.email);
    expect((await whoAmI({ authorization: `Bearer ${token}` })).body.data.user.email).toBe(SEED_CUSTOMER.email);
    const out = await call(logout, { method: 'POST', path: '/api/v1/auth/logout', headers: { cookie, origin: 'http://localhost:3000' } });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logged out successfully');
    const cleared = out.headers.getSetCookie();
    expect(cleared.some((c) => c.startsWith('authjs.session-token=;') && /Max-Age=0/.test(c))).toBe(true);
    expect(cleared.some((c) => c.startsWith('ma_session=;') && /Max-Age=0/.test(c))).toBe(true);
  });

  it('answers 401 without a credential, with a forged one, or a bearer token passed as a cookie', async () => {
    expect((await whoAmI({})).status).toBe(401);
    expect((await whoAmI({ authorization: 'Bearer not.a.jwt' })).status).toBe(401);
    const { token } = await signIn(SEED_CUSTOMER);
    expect((await whoAmI({ cookie: `authjs.session-token=${token}` })).status).toBe(401);
    const res = await whoAmI({ cookie: 'authjs.session-token=garbage; ma_session=1' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Authentication required - please log in again');
    // The dead cookie and its hint are removed, so the page stops expecting a session.
    expect(res.headers.getSetCookie().some((c) => c.startsWith('authjs.session-token=;') && c.includes('Max-Age=0'))).toBe(true);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('ma_session=;') && c.includes('Max-Age=0'))).toBe(true);
  });

  it('refuses a cookie-authenticated change from another origin with 403', async () => {
    const { cookie, token } = await signIn(SEED_CUSTOMER);
    const body = { currentPassword: 'x', newPassword: strong, confirmPassword: strong };
    const foreign = await call(changePassword, { method: 'POST', path: '/api/v1/auth/change-password', body, headers: { cookie, origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const fetchMeta = await call(changePassword, { method: 'POST', path: '/api/v1/auth/change-password', body, headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(fetchMeta.status).toBe(403);
    // A bearer token is not sent by browsers on their own, so the origin does not matter for it.
    const bearer = await call(changePassword, { method: 'POST', path: '/api/v1/auth/change-password', body, headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example' } });
    expect(bearer.status).toBe(400);
    expect(bearer.body.errors.currentPassword).toEqual(['Current password is incorrect']);
  });

  it('follows a role change at the next request', async () => {
    const { email, password } = await registerNew();
    const { cookie } = await signIn({ email, password });
    await db().update(users).set({ role: 'admin' }).where(eq(users.email, email));
    const me = await whoAmI({ cookie });
    expect(me.body.data.user.role).toBe('admin');
    // The cookie is re-issued with the new role, so the page guards follow too.
    expect(me.headers.getSetCookie().some((c) => c.startsWith('authjs.session-token='))).toBe(true);
    await db().update(users).set({ role: 'user' }).where(eq(users.email, email));
    expect((await whoAmI({ cookie })).body.data.user.role).toBe('user');
  });

  it('ends the sessions of a deactivated account', async () => {
    const { email, password } = await registerNew();
    const { cookie } = await signIn({ email, password });
    await db().update(users).set({ status: 'inactive' }).where(eq(users.email, email));
    expect((await whoAmI({ cookie })).status).toBe(401);
  });
});

describe('email verification', () => {
  it('verifies with the emailed link once, then says it is already verified', async () => {
    const { email } = await registerNew();
    const token = tokenFromEmail((await lastEmailTo(db(), email, 'verify-email'))!.text, '/verify-email/');
    const first = await call(verifyEmail, { path: `/api/v1/auth/verify-email/${token}`, params: { token } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Email verified successfully', data: { redirectTo: '/login', email } });
    expect((await lastEmailTo(db(), email, 'welcome'))?.subject).toBeTruthy();
    const again = await call(verifyEmail, { path: `/api/v1/auth/verify-email/${token}`, params: { token } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Email already verified');
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('signs in only the browser that registered: the link alone, or another account\'s signup cookie, only verifies', async () => {
    const { email, res } = await registerNew();
    const signup = cookieHeaderFrom(res.headers);
    const other = cookieHeaderFrom((await registerNew()).res.headers);
    const linkFor = async () => tokenFromEmail((await lastEmailTo(db(), email, 'verify-email'))!.text, '/verify-email/');
    const verifyIn = (token: string, cookie?: string) =>
      call(verifyEmail, { path: `/api/v1/auth/verify-email/${token}`, params: { token }, headers: cookie ? { cookie } : {} });

    // Another account's browser opens this link: verified, nobody signed in.
    const elsewhere = await verifyIn(await linkFor(), other);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data).toMatchObject({ signedIn: false, redirectTo: '/login' });
    expect(elsewhere.headers.getSetCookie()).toEqual([]);
    // Already used: the registering browser cannot sign in with it either.
    const reused = await verifyIn(await linkFor(), signup);
    expect(reused.body).toMatchObject({ message: 'Email already verified', data: { signedIn: false } });
    expect(reused.headers.getSetCookie()).toEqual([]);

    // A second account, verified in the browser that registered it: signed in there.
    const second = await registerNew();
    const token = tokenFromEmail((await lastEmailTo(db(), second.email, 'verify-email'))!.text, '/verify-email/');
    const here = await verifyIn(token, cookieHeaderFrom(second.res.headers));
    expect(here.status).toBe(200);
    expect(here.body.data).toMatchObject({ signedIn: true, redirectTo: '/', cartCount: 0, user: { email: second.email, isEmailVerified: true } });
    const set = here.headers.getSetCookie();
    expect(set.some((c) => c.startsWith('ma_signup=;') && c.includes('Max-Age=0'))).toBe(true);
    // A browser-session sign-in (no remember-me), like the login form's default.
    expect(set.find((c) => c.startsWith('authjs.session-token='))).not.toMatch(/Max-Age/);
    const me = await whoAmI({ cookie: cookieHeaderFrom(here.headers) });
    expect(me.status).toBe(200);
    expect(me.body.data.user.email).toBe(second.email);
  });

  it.each(['x'.repeat(43), 'short', 'has spaces in it and more'])('refuses the token %j with 400', async (token) => {
    const res = await call(verifyEmail, { path: `/api/v1/auth/verify-email/x`, params: { token } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid or expired verification link');
  });

  it('refuses an expired link', async () => {
    const { email } = await registerNew();
    const token = tokenFromEmail((await lastEmailTo(db(), email, 'verify-email'))!.text, '/verify-email/');
    await db().update(emailVerificationTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerificationTokens.email, email));
    const res = await call(verifyEmail, { path: '/x', params: { token } });
    expect(res.status).toBe(400);
  });

  it('resend answers the same for unknown, verified and unverified emails; only the newest link works', async () => {
    const { email } = await registerNew();
    const oldToken = tokenFromEmail((await lastEmailTo(db(), email, 'verify-email'))!.text, '/verify-email/');
    const before = await db().select({ c: sql<number>`count(*)::int` }).from(emailOutbox);
    const unknown = await post(resend, '/api/v1/auth/resend-confirmation', { email: newEmail() });
    const verified = await post(resend, '/api/v1/auth/resend-confirmation', { email: SEED_CUSTOMER.email });
    const after = await db().select({ c: sql<number>`count(*)::int` }).from(emailOutbox);
    expect(after[0]!.c).toBe(before[0]!.c);
    const real = await post(resend, '/api/v1/auth/resend-confirmation', { email });
    for (const res of [unknown, verified, real]) {
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('If an account with this email is waiting for verification, a new link is on its way.');
    }
    const newToken = tokenFromEmail((await lastEmailTo(db(), email, 'verify-email'))!.text, '/verify-email/');
    expect(newToken).not.toBe(oldToken);
    expect((await call(verifyEmail, { path: '/x', params: { token: oldToken } })).status).toBe(400);
    expect((await call(verifyEmail, { path: '/x', params: { token: newToken } })).status).toBe(200);
  });

  it('resend refuses a malformed email and limits one address to 5 in 15 minutes', async () => {
    expect((await post(resend, '/api/v1/auth/resend-confirmation', { email: 'nope' })).status).toBe(400);
    const email = newEmail();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(resend, '/api/v1/auth/resend-confirmation', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('password reset', () => {
  it('forgot-password answers the same whether or not the account exists', async () => {
    const a = await post(forgot, '/api/v1/auth/forgot-password', { email: newEmail() });
    const b = await post(forgot, '/api/v1/auth/forgot-password', { email: SEED_CUSTOMER.email });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body.message).toBe('If an account exists for this email, a password reset link is on its way.');
  });

  it('resets with the latest link only, once, and ends every session', async () => {
    const { email, password } = await registerNew();
    const { cookie, token: bearer } = await signIn({ email, password });
    await post(forgot, '/api/v1/auth/forgot-password', { email });
    const first = tokenFromEmail((await lastEmailTo(db(), email, 'password-reset'))!.text, '/reset-password/');
    await post(forgot, '/api/v1/auth/forgot-password', { email });
    const latest = tokenFromEmail((await lastEmailTo(db(), email, 'password-reset'))!.text, '/reset-password/');
    expect(latest).not.toBe(first);

    const stale = await call(checkReset, { path: '/x', params: { token: first } });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe('Invalid or expired reset token');
    const live = await call(checkReset, { path: '/x', params: { token: latest } });
    expect(live.body.data).toEqual({ email });

    const mismatch = await call(doReset, { method: 'POST', path: '/x', params: { token: latest }, body: { newPassword: 'Vetiver#2026', confirmPassword: 'Vetiver#2027' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.confirmPassword).toEqual(['Passwords do not match']);
    const short = await call(doReset, { method: 'POST', path: '/x', params: { token: latest }, body: { newPassword: 'short', confirmPassword: 'short' } });
    expect(short.body.errors.newPassword).toEqual(['Password must be at least 8 characters']);
    const empty = await call(doReset, { method: 'POST', path: '/x', params: { token: latest }, body: { newPassword: '', confirmPassword: '' } });
    expect(empty.body.errors).toMatchObject({ newPassword: ['Password is required'], confirmPassword: ['Please confirm your password'] });

    const done = await call(doReset, { method: 'POST', path: '/x', params: { token: latest }, body: { newPassword: 'Vetiver#2026', confirmPassword: 'Vetiver#2026' } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: 'Password reset successful', data: { email } });
    expect((await lastEmailTo(db(), email, 'password-changed'))).toBeTruthy();

    // Used up, and every earlier session is over.
    expect((await call(checkReset, { path: '/x', params: { token: latest } })).status).toBe(400);
    expect((await whoAmI({ cookie })).status).toBe(401);
    expect((await whoAmI({ authorization: `Bearer ${bearer}` })).status).toBe(401);
    expect((await post(login, '/api/v1/auth/login', { email, password })).status).toBe(401);
    expect((await post(login, '/api/v1/auth/login', { email, password: 'Vetiver#2026' })).status).toBe(200);
    expect(await db().select().from(passwordResetTokens).where(and(eq(passwordResetTokens.tokenHash, latest)))).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const { email } = await registerNew();
    await post(forgot, '/api/v1/auth/forgot-password', { email });
    const token = tokenFromEmail((await lastEmailTo(db(), email, 'password-reset'))!.text, '/reset-password/');
    await db().update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1) });
    expect((await call(checkReset, { path: '/x', params: { token } })).status).toBe(400);
  });

  it('limits forgot-password per email', async () => {
    const email = newEmail();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(forgot, '/api/v1/auth/forgot-password', { email })).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('signed-in changes', () => {
  it('change-password needs a session, the current password, and keeps only this session', async () => {
    const { email, password } = await registerNew();
    const other = await signIn({ email, password });
    const mine = await signIn({ email, password });
    const body = { currentPassword: password, newPassword: 'Oud&Rose2026', confirmPassword: 'Oud&Rose2026' };
    expect((await call(changePassword, { method: 'POST', path: '/x', body })).status).toBe(401);
    const wrong = await call(changePassword, { method: 'POST', path: '/x', body: { ...body, currentPassword: 'nope' }, headers: { cookie: mine.cookie } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const res = await call(changePassword, { method: 'POST', path: '/x', body, headers: { cookie: mine.cookie } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password changed successfully');
    expect((await whoAmI({ cookie: other.cookie })).status).toBe(401);
    expect((await whoAmI({ cookie: cookieHeaderFrom(res.headers) })).status).toBe(200);
  });

  it('change-email waits for the new address to confirm, then tells the old one', async () => {
    const { email, password } = await registerNew();
    const { cookie } = await signIn({ email, password });
    const taken = await call(changeEmail, { method: 'POST', path: '/x', body: { newEmail: SEED_CUSTOMER.email, currentPassword: password }, headers: { cookie } });
    expect(taken.status).toBe(409);
    const wrongPw = await call(changeEmail, { method: 'POST', path: '/x', body: { newEmail: newEmail(), currentPassword: 'nope' }, headers: { cookie } });
    expect(wrongPw.status).toBe(400);
    const target = newEmail();
    const res = await call(changeEmail, { method: 'POST', path: '/x', body: { newEmail: target, currentPassword: password }, headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`We sent a confirmation link to ${target}. Your email changes once you confirm it.`);
    expect(res.body.data.user).toMatchObject({ email, pendingEmail: target });
    const token = tokenFromEmail((await lastEmailTo(db(), target, 'email-change-confirm'))!.text, '/verify-email/');
    const confirmed = await call(verifyEmail, { path: '/x', params: { token } });
    expect(confirmed.body.data).toMatchObject({ email: target, redirectTo: '/account', emailChanged: true });
    expect(await lastEmailTo(db(), email, 'email-changed')).toBeTruthy();
    expect((await whoAmI({ cookie })).body.data.user).toMatchObject({ email: target, pendingEmail: null });
  });
});

describe('GET /api/v1/auth/providers', () => {
  it('says whether Google sign-in is configured', async () => {
    const res = await call(providers, { path: '/api/v1/auth/providers' });
    expect(res.body.data).toEqual({ google: false });
  });
});
