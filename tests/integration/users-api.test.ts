import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE, GET, PUT } from '@/app/api/v1/users/[id]/route';
import { POST as upload } from '@/app/api/v1/users/[id]/profile-image/route';
import { GET as serveUpload } from '@/app/uploads/[...key]/route';
import { POST as register } from '@/app/api/v1/auth/register/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { oauthAccounts, reviews, users } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { freshIp, SEED_ADMIN, SEED_CUSTOMER, signIn } from '../helpers/auth';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const db = useTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), 'users-api-'));
const previousDataDir = process.env.DATA_DIR;
beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
});
afterAll(() => {
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  resetEnvCache();
  rmSync(dataDir, { recursive: true, force: true });
});

let n = 0;
async function newCustomer() {
  const email = `profile${++n}.${Date.now()}@example.in`;
  const password = 'Jasmine#2026';
  const res = await call(register, {
    method: 'POST',
    path: '/api/v1/auth/register',
    body: { name: 'Kavya Reddy', email, password, confirmPassword: password, acceptTerms: true },
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(res.status).toBe(201);
  const session = await signIn({ email, password });
  return { ...session, email, password, id: session.user.id as string };
}

const ORIGIN = { origin: 'http://localhost:3000' };
const get = (id: string, headers: Record<string, string> = {}) => call(GET, { path: `/api/v1/users/${id}`, params: { id }, headers });
const put = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  call(PUT, { method: 'PUT', path: `/api/v1/users/${id}`, params: { id }, body, headers: { ...ORIGIN, ...headers } });

const address = {
  fullName: 'Kavya Reddy',
  addressLine1: '12, 4th Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'karnataka',
  postalCode: '560 038',
  phone: '+91 98450 12345',
};

describe('GET /api/v1/users/{id}', () => {
  it('answers 401 without a session', async () => {
    const me = await newCustomer();
    expect((await get(me.id)).status).toBe(401);
  });

  it('shows one’s own profile, never another customer’s', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    const mine = await get(me.id, { cookie: me.cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ id: me.id, _id: me.id, email: me.email, isEmailVerified: false, hasPassword: true, authProviders: [] });
    const theirs = await get(other.id, { cookie: me.cookie });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe('You can only access your own profile');
  });

  it('lets an admin read anyone, and answers 404 for an unknown or malformed id', async () => {
    const admin = await signIn(SEED_ADMIN);
    const customer = await signIn(SEED_CUSTOMER);
    expect((await get(customer.user.id, { cookie: admin.cookie })).body.data.email).toBe(SEED_CUSTOMER.email);
    expect((await get('0123456789abcdef01234567', { cookie: admin.cookie })).status).toBe(404);
    const malformed = await get('not-an-id', { cookie: admin.cookie });
    expect(malformed.status).toBe(400);
  });
});

describe('PUT /api/v1/users/{id}', () => {
  it('updates name, phone and address, normalising what a shopper types', async () => {
    const me = await newCustomer();
    const res = await put(me.id, { name: '  Kavya R. ', phone: '098450 12345', address }, { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.data).toMatchObject({
      name: 'Kavya R.',
      phone: '9845012345',
      address: { ...address, state: 'Karnataka', postalCode: '560038', phone: '9845012345', country: 'India' },
    });
    const cleared = await put(me.id, { phone: '', address: null }, { cookie: me.cookie });
    expect(cleared.body.data).toMatchObject({ phone: null, address: null, name: 'Kavya R.' });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid 10-digit phone number'],
    [{ phone: '5123456789' }, 'phone', 'Please enter a valid 10-digit phone number'],
    [{ address: { ...address, postalCode: '012345' } }, 'address.postalCode', 'A PIN code cannot start with 0'],
    [{ address: { ...address, postalCode: '682001' } }, 'address.postalCode', 'PIN code 682001 is in Kerala or Lakshadweep, not Karnataka'],
    [{ address: { ...address, state: 'Atlantis' } }, 'address.state', 'Please choose an Indian state or union territory'],
    [{ address: { ...address, city: ' ' } }, 'address.city', 'City is required'],
    [{ address: { ...address, country: 'Nepal' } }, 'address.country', 'We deliver within India only'],
  ])('refuses %j', async (body, field, message) => {
    const me = await newCustomer();
    const res = await put(me.id, body, { cookie: me.cookie });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toContain(message);
  });

  it('refuses fields a customer may not set (role, email) and an empty update', async () => {
    const me = await newCustomer();
    expect((await put(me.id, { role: 'admin' }, { cookie: me.cookie })).status).toBe(400);
    expect((await put(me.id, { email: 'x@y.in' }, { cookie: me.cookie })).status).toBe(400);
    expect((await put(me.id, {}, { cookie: me.cookie })).status).toBe(400);
    const [row] = await db().select().from(users).where(eq(users.id, me.id));
    expect(row?.role).toBe('user');
  });

  it('refuses another customer’s profile with 403 and leaves it unchanged', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    expect((await put(other.id, { name: 'Hacked' }, { cookie: me.cookie })).status).toBe(403);
    const [row] = await db().select().from(users).where(eq(users.id, other.id));
    expect(row?.name).toBe('Kavya Reddy');
  });
});

async function multipart(id: string, cookie: string, file: Blob | null, field = 'image') {
  const form = new FormData();
  if (file) form.set(field, file, 'photo.bin');
  const req = new Request(`http://localhost:3000/api/v1/users/${id}/profile-image`, { method: 'POST', body: form, headers: { cookie, ...ORIGIN } });
  const res = await upload(req, { params: Promise.resolve({ id }) });
  return { status: res.status, body: await res.json() };
}

describe('POST /api/v1/users/{id}/profile-image', () => {
  it('stores a photo as a 512 px WebP without its metadata, serves it, and replaces it', async () => {
    const me = await newCustomer();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c8a35a' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS secret' } } })
      .toBuffer();
    const first = await multipart(me.id, me.cookie, new Blob([new Uint8Array(png)], { type: 'image/png' }));
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Profile photo updated');
    const url: string = first.body.data.profileImage;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.webp$/);
    expect(first.body.data.profilePic).toBe(url);
    const served = await serveUpload(new Request(`http://localhost:3000${url}`), { params: Promise.resolve({ key: url.slice('/uploads/'.length).split('/') }) });
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 512, undefined]);

    const jpeg = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const second = await multipart(me.id, me.cookie, new Blob([new Uint8Array(jpeg)]));
    expect(second.status).toBe(200);
    expect(existsSync(path.join(dataDir, url))).toBe(false);

    const removed = await put(me.id, { profileImage: null }, { cookie: me.cookie });
    expect(removed.body.data.profileImage).toBeNull();
    expect(existsSync(path.join(dataDir, second.body.data.profileImage))).toBe(false);
  });

  it('refuses a file that is not an image whatever it is called, an empty form, and more than 5 MB', async () => {
    const me = await newCustomer();
    const fake = await multipart(me.id, me.cookie, new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Please upload a JPEG, PNG or WebP image');
    const none = await multipart(me.id, me.cookie, null);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please choose an image to upload');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const tooBig = await multipart(me.id, me.cookie, new Blob([big]));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Image must be 5 MB or smaller');
  });

  it('refuses someone else’s profile and guests', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
    expect((await multipart(other.id, me.cookie, new Blob([new Uint8Array(png)]))).status).toBe(403);
    expect((await multipart(me.id, '', new Blob([new Uint8Array(png)]))).status).toBe(401);
  });
});

describe('DELETE /api/v1/users/{id}', () => {
  it('needs the typed confirmation and the password', async () => {
    const me = await newCustomer();
    const del = (body: unknown) => call(DELETE, { method: 'DELETE', path: `/api/v1/users/${me.id}`, params: { id: me.id }, body, headers: { cookie: me.cookie, ...ORIGIN } });
    expect((await del({ confirmation: 'delete', password: me.password })).body.errors.confirmation).toEqual(['Type DELETE to confirm']);
    const wrong = await del({ confirmation: 'DELETE', password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toEqual(['Current password is incorrect']);
  });

  it('removes personal data, anonymises reviews, ends the session and frees the email', async () => {
    const me = await newCustomer();
    await put(me.id, { phone: '9845012345', address }, { cookie: me.cookie });
    const [product] = await db().select({ id: reviews.productId }).from(reviews).limit(1);
    await db().insert(oauthAccounts).values({ userId: me.id, provider: 'google', providerAccountId: `g-${me.id}` });
    expect((await get(me.id, { cookie: me.cookie })).body.data.authProviders).toEqual(['google']);
    const [other] = await db().select({ productId: reviews.productId }).from(reviews).where(eq(reviews.productId, product!.id)).limit(1);
    await db().insert(reviews).values({ productId: other!.productId, userId: me.id, displayName: 'Kavya Reddy', rating: 5, comment: 'Lovely' }).onConflictDoNothing();

    const res = await call(DELETE, {
      method: 'DELETE',
      path: `/api/v1/users/${me.id}`,
      params: { id: me.id },
      body: { confirmation: 'DELETE', password: me.password },
      headers: { cookie: me.cookie, ...ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your account has been deleted');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('authjs.session-token=;'))).toBe(true);

    const [row] = await db().select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ name: 'Deleted customer', email: null, phone: null, address: null, passwordHash: null, status: 'deleted' });
    expect(await db().select().from(oauthAccounts).where(eq(oauthAccounts.userId, me.id))).toEqual([]);
    const mine = await db().select().from(reviews).where(eq(reviews.userId, me.id));
    expect(mine.every((r) => r.displayName === 'Former customer')).toBe(true);
    expect((await get(me.id, { cookie: me.cookie })).status).toBe(401);
    const again = await call(login, { method: 'POST', path: '/x', body: { email: me.email, password: me.password }, headers: { 'x-forwarded-for': freshIp() } });
    expect(again.status).toBe(401);
    // The address can open a new account.
    const fresh = await call(register, {
      method: 'POST',
      path: '/x',
      body: { name: 'Kavya', email: me.email, password: me.password, confirmPassword: me.password, acceptTerms: true },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(fresh.status).toBe(201);
  });
});
