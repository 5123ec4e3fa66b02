import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

// As in production: work handed to after() runs once the response has gone, not before it.
const deferred: (() => Promise<unknown>)[] = [];
vi.mock('@/lib/runtime/after-response', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/runtime/after-response')>()),
  runAfterResponse: async (work: () => Promise<unknown>) => {
    deferred.push(work);
  },
}));

// What the recipient reads: each code is recorded as it is queued (the outbox keeps the body only
// until delivery, and the admin's copy hides it).
const codesSent: { to: string; code: string }[] = [];
vi.mock('@/lib/email/outbox', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/email/outbox')>();
  return {
    ...original,
    enqueueEmail: async (...args: Parameters<typeof original.enqueueEmail>) => {
      const [, message] = args;
      if (message.template === 'sign-in-code') codesSent.push({ to: message.to, code: message.code });
      return original.enqueueEmail(...args);
    },
  };
});

import { POST as requestCode } from '@/app/api/v1/auth/email-code/route';
import { POST as verifyCode } from '@/app/api/v1/auth/email-code/verify/route';
import { GET as me } from '@/app/api/v1/auth/verify-token/route';
import { POST as addToCart } from '@/app/api/v1/cart/add/route';
import { GET as getCart } from '@/app/api/v1/cart/route';
import { signGuestId } from '@/lib/auth/guest';
import { emailOutbox, emailSignInCodes, products, users } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { useTestDatabase } from '../helpers/db';
import { call, cookieHeaderFrom } from '../helpers/http';
import { freshIp, SEED_CUSTOMER } from '../helpers/auth';
import { createShopper } from '../helpers/shoppers';

const db = useTestDatabase();
const ORIGIN = 'http://localhost:3000';

async function runDeferred() {
  while (deferred.length) await deferred.shift()!();
}

let addressCounter = 0;
const newAddress = () => `first.buyer${++addressCounter}.${Date.now()}@example.in`;

const ask = (email: unknown, ip = freshIp()) =>
  call(requestCode, { method: 'POST', path: '/api/v1/auth/email-code', body: { email }, headers: { 'x-forwarded-for': ip, origin: ORIGIN } });

const verify = (body: unknown, options: { ip?: string; cookie?: string } = {}) =>
  call(verifyCode, {
    method: 'POST',
    path: '/api/v1/auth/email-code/verify',
    body,
    headers: { 'x-forwarded-for': options.ip ?? freshIp(), origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });

/** Asks for a code and returns the one the address received. */
async function codeFor(email: string): Promise<string> {
  expect((await ask(email)).status).toBe(202);
  await runDeferred();
  const sent = codesSent.filter((c) => c.to === email).at(-1);
  if (!sent) throw new Error(`no code was sent to ${email}`);
  return sent.code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const headerList = (h: Headers) => [...h.entries()].sort();

describe('POST /api/v1/auth/email-code', () => {
  it('answers 202 the same for a customer and a new address, and sends the code only after the answer', async () => {
    const stranger = newAddress();
    const outboxBefore = (await db().select({ id: emailOutbox.id }).from(emailOutbox)).length;
    const known = await ask(SEED_CUSTOMER.email);
    expect(await db().select().from(emailSignInCodes).where(eq(emailSignInCodes.email, SEED_CUSTOMER.email))).toEqual([]);
    expect((await db().select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(outboxBefore);
    const unknown = await ask(stranger);

    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body.message).toBe(`We sent a 6-digit code to ${SEED_CUSTOMER.email}. It expires in 10 minutes.`);
    expect({ ...unknown.body, message: '' }).toEqual({ ...known.body, message: '' });
    expect(headerList(unknown.headers)).toEqual(headerList(known.headers));

    await runDeferred();
    const mails = await db().select().from(emailOutbox).where(and(eq(emailOutbox.template, 'sign-in-code'), gt(emailOutbox.createdAt, new Date(Date.now() - 60_000))));
    expect(mails.map((m) => m.to).sort()).toEqual([SEED_CUSTOMER.email, stranger].sort());
    // The subject never carries the code; the stored code is an HMAC, not the digits.
    const [row] = await db().select().from(emailSignInCodes).where(eq(emailSignInCodes.email, stranger));
    const sent = codesSent.filter((c) => c.to === stranger).at(-1)!;
    expect(sent.code).toMatch(/^\d{6}$/);
    expect(mails.every((m) => !m.subject.includes(sent.code))).toBe(true);
    expect(row!.codeHash).not.toContain(sent.code);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('refuses a missing or malformed address with the form’s words, and a sixth request in 15 minutes with a 429', async () => {
    const missing = await ask('');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ email: ['Email is required'] });
    const bad = await ask('not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: ['Invalid email address'] });

    const email = newAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(email)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    await runDeferred();
  });

  it('sends nothing to a deactivated account, and answers it the same', async () => {
    const shopper = await createShopper(db());
    await db().update(users).set({ status: 'inactive' }).where(eq(users.id, shopper.id));
    const res = await ask(shopper.email);
    expect(res.status).toBe(202);
    await runDeferred();
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, shopper.email))).toEqual([]);
  });
});

describe('POST /api/v1/auth/email-code/verify', () => {
  it('a new address: signs in with a verified passwordless account, and the guest bag comes along', async () => {
    const email = newAddress();
    const [product] = await db().select().from(products).where(gt(products.stock, 5)).limit(1);
    const guestCookie = `ma_guest=${signGuestId(newId())}`;
    const added = await call(addToCart, {
      method: 'POST',
      path: '/api/v1/cart/add',
      body: { productId: product!.id, quantity: 2 },
      headers: { cookie: guestCookie, origin: ORIGIN },
    });
    expect(added.status).toBe(200);

    const code = await codeFor(email);
    // Spaces a phone keyboard or a copy puts in are fine.
    const res = await verify({ email: email.toUpperCase(), code: `${code.slice(0, 3)} ${code.slice(3)}` }, { cookie: guestCookie });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Login successful');
    expect(res.body.data.user).toMatchObject({ email, isEmailVerified: true });
    expect(res.body.data.token).toEqual(expect.any(String));
    expect(res.body.data.mergedItems).toEqual({ wishlist: 0, cart: 1 });

    const [account] = await db().select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ passwordHash: null, status: 'active' });
    expect(account!.emailVerifiedAt).not.toBeNull();
    expect(account!.name).toMatch(/^First Buyer/);

    // The session works, and the bag is the account's now.
    const cookie = cookieHeaderFrom(res.headers);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('ma_guest=;'))).toBe(true);
    const profile = await call(me, { path: '/api/v1/auth/verify-token', headers: { cookie } });
    expect(profile.body.data.user ?? profile.body.data).toMatchObject({ email });
    const bag = await call(getCart, { path: '/api/v1/cart', headers: { cookie } });
    expect(bag.body.data.count).toBe(2);

    // The code worked once, and a welcome went out.
    expect((await verify({ email, code })).status).toBe(400);
    await runDeferred();
    const welcome = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'welcome')));
    expect(welcome).toHaveLength(1);
  });

  it('an unverified account: the code signs it in and verifies it', async () => {
    const shopper = await createShopper(db(), { verified: false });
    const res = await verify({ email: shopper.email, code: await codeFor(shopper.email) });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: shopper.id, isEmailVerified: true });
    const [row] = await db().select().from(users).where(eq(users.id, shopper.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });

  it('a wrong code says so under the field; the fifth wrong try spends the code, and the right one no longer works', async () => {
    const email = newAddress();
    const code = await codeFor(email);
    const first = await verify({ email, code: wrong(code) });
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({
      success: false,
      code: 'INVALID_EMAIL_CODE',
      message: 'That code is not right, or it has expired. Check the latest email, or send a new code.',
      errors: { code: ['That code is not right, or it has expired. Check the latest email, or send a new code.'] },
    });
    for (let i = 0; i < 3; i++) expect((await verify({ email, code: wrong(code) })).status).toBe(400);
    const fifth = await verify({ email, code: wrong(code) });
    expect(fifth.body.message).toBe('Too many wrong tries for this code. Send a new code.');
    const right = await verify({ email, code });
    expect(right.status).toBe(400);
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('only the latest code works, and an expired one does not', async () => {
    const email = newAddress();
    const older = await codeFor(email);
    const latest = await codeFor(email);
    if (older !== latest) expect((await verify({ email, code: older })).status).toBe(400);
    await db().update(emailSignInCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailSignInCodes.email, email));
    expect((await verify({ email, code: latest })).status).toBe(400);
    const fresh = await codeFor(email);
    expect((await verify({ email, code: fresh })).status).toBe(200);
  });

  it('a code for one address does not open another', async () => {
    const a = newAddress();
    const b = newAddress();
    const codeA = await codeFor(a);
    await codeFor(b);
    const res = await verify({ email: b, code: codeA });
    // One in a million that b's own code is the same digits.
    if (codesSent.filter((c) => c.to === b).at(-1)!.code !== codeA) expect(res.status).toBe(400);
  });

  it('refuses malformed input with the field’s words', async () => {
    const short = await verify({ email: newAddress(), code: '123' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ code: ['The code is 6 digits'] });
    const letters = await verify({ email: newAddress(), code: 'abcdef' });
    expect(letters.body.errors).toEqual({ code: ['The code is 6 digits'] });
    const none = await verify({ email: 'nope' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ email: ['Invalid email address'], code: ['Enter the 6-digit code from the email'] });
  });

  it('a deactivated account is refused even with a code issued before it was deactivated', async () => {
    const shopper = await createShopper(db());
    const code = await codeFor(shopper.email);
    await db().update(users).set({ status: 'inactive' }).where(eq(users.id, shopper.id));
    const res = await verify({ email: shopper.email, code });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_DEACTIVATED');
  });

  it('stops one client trying codes for many addresses', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await verify({ email: newAddress(), code: '000000' }, { ip })).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
