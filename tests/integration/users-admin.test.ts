import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/v1/users/route';
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from '@/app/api/v1/users/[id]/route';
import { PUT as roleRoute } from '@/app/api/v1/users/[id]/role/route';
import type { AuthUser } from '@/lib/auth/types';
import { auditLog, carts, orders, users } from '@/lib/db/schema';
import { startOfIstMonth } from '@/lib/india-time';
import { adminDeleteUser, setUserRole } from '@/lib/users/admin';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { ADDRESS as SHOPPER_ADDRESS, createShopper, type Shopper, STORED_ADDRESS } from '../helpers/shoppers';

const ADDRESS = { ...SHOPPER_ADDRESS, country: 'India' as const };

const onPostgres = Boolean(process.env.DATABASE_URL);
const db = useTestDatabase({ poolSize: 10 });

const UNKNOWN_ID = '0123456789abcdef01234567';

const list = (query = '', headers: Record<string, string> = {}) => call(listRoute, { path: `/api/v1/users${query}`, headers });
const getUser = (id: string, headers: Record<string, string> = {}) => call(getRoute, { path: `/api/v1/users/${id}`, params: { id }, headers });
const putUser = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  call(putRoute, { method: 'PUT', path: `/api/v1/users/${id}`, params: { id }, body, headers });
const setRole = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  call(roleRoute, { method: 'PUT', path: `/api/v1/users/${id}/role`, params: { id }, body, headers });
const del = (id: string, headers: Record<string, string> = {}, body?: unknown) =>
  call(deleteRoute, { method: 'DELETE', path: `/api/v1/users/${id}`, params: { id }, body, headers });

async function named(name: string, options: { role?: 'user' | 'admin'; verified?: boolean } = {}): Promise<Shopper> {
  const s = await createShopper(db(), options);
  await db().update(users).set({ name }).where(eq(users.id, s.id));
  return s;
}

async function auditFor(entityId: string) {
  return db().select().from(auditLog).where(eq(auditLog.entityId, entityId));
}

async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

/** The actor object a request carries, taken when it was let in (possibly before a demotion). */
function actorOf(s: Shopper, role: 'user' | 'admin' = 'admin'): AuthUser {
  return { id: s.id, role, name: 'Test Shopper', email: s.email, emailVerified: true, sessionVersion: 1 };
}

describe('every admin users endpoint refuses guests (401) and customers (403)', () => {
  it.each([
    ['GET /users', (h: Record<string, string>) => list('', h)],
    ['PUT /users/{id}/role', (h: Record<string, string>) => setRole(UNKNOWN_ID, { role: 'admin' }, h)],
  ])('%s', async (_name, send) => {
    const customer = await createShopper(db());
    const guest = await send({});
    expect(guest.status).toBe(401);
    expect(guest.body.message).toBe('Authentication required - please log in again');
    const refused = await send(customer.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Admin access required');
  });

  it('GET, PUT and DELETE /users/{id} of someone else', async () => {
    const customer = await createShopper(db());
    const other = await named('Untouched Person');
    for (const send of [() => getUser(other.id, {}), () => putUser(other.id, { name: 'X' }, {}), () => del(other.id, {})]) {
      expect((await send()).status).toBe(401);
    }
    expect((await getUser(other.id, customer.headers)).status).toBe(403);
    expect((await putUser(other.id, { name: 'Hacked' }, customer.headers)).status).toBe(403);
    const refused = await del(other.id, customer.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only access your own profile');
    expect(await userRow(other.id)).toMatchObject({ name: 'Untouched Person', status: 'active' });
    expect(await auditFor(other.id)).toEqual([]);
  });
});

describe('GET /api/v1/users', () => {
  it('searches name and email (case-insensitive, wildcards literal), filters by role and status, pages', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const tag = `zq${Date.now().toString(36)}`;
    const anika = await named(`Anika ${tag} Rao`);
    const bala = await named(`Bala ${tag} Iyer`, { role: 'admin' });
    const chitra = await named(`Chitra ${tag}% Das`, { verified: false });

    const byName = await list(`?search=${tag.toUpperCase()}`, admin.headers);
    expect(byName.status).toBe(200);
    expect(byName.headers.get('cache-control')).toBe('private, no-store');
    expect(byName.body.data.map((u: { id: string }) => u.id).sort()).toEqual([anika.id, bala.id, chitra.id].sort());
    expect(byName.body.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    const row = byName.body.data.find((u: { id: string }) => u.id === chitra.id);
    expect(row).toMatchObject({ _id: chitra.id, email: chitra.email, role: 'user', isAdmin: false, status: 'active', isEmailVerified: false });
    expect(Object.keys(row)).not.toContain('passwordHash');

    const byEmail = await list(`?q=${encodeURIComponent(bala.email.toUpperCase())}`, admin.headers);
    expect(byEmail.body.data.map((u: { id: string }) => u.id)).toEqual([bala.id]);

    const literal = await list(`?search=${encodeURIComponent(`${tag}%`)}`, admin.headers);
    expect(literal.body.data.map((u: { id: string }) => u.id)).toEqual([chitra.id]);

    const admins = await list(`?search=${tag}&role=admin`, admin.headers);
    expect(admins.body.data.map((u: { id: string }) => u.id)).toEqual([bala.id]);
    const customers = await list(`?search=${tag}&role=user&sort=name&order=desc`, admin.headers);
    expect(customers.body.data.map((u: { id: string }) => u.id)).toEqual([chitra.id, anika.id]);
    const all = await list(`?search=${tag}&role=all&sort=name`, admin.headers);
    expect(all.body.data.map((u: { id: string }) => u.id)).toEqual([anika.id, bala.id, chitra.id]);

    const paged = await list(`?search=${tag}&sort=name&limit=2&page=2`, admin.headers);
    expect(paged.body.data.map((u: { id: string }) => u.id)).toEqual([chitra.id]);
    expect(paged.body.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });

    await db().update(users).set({ status: 'inactive' }).where(eq(users.id, anika.id));
    const inactive = await list(`?search=${tag}&status=inactive`, admin.headers);
    expect(inactive.body.data.map((u: { id: string }) => u.id)).toEqual([anika.id]);
  });

  it('leaves deleted accounts out unless asked for', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const gone = await named('Soon Gone Person');
    expect((await del(gone.id, admin.headers)).status).toBe(200);
    const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((u) => u.id);
    expect(ids(await list('?limit=100&sort=createdAt', admin.headers))).not.toContain(gone.id);
    const deleted = await list('?status=deleted&limit=100', admin.headers);
    expect(ids(deleted)).toContain(gone.id);
    expect(deleted.body.data.find((u: { id: string }) => u.id === gone.id)).toMatchObject({ name: 'Deleted customer', email: null, status: 'deleted' });
  });

  it('sends the stats strip over every account that is not deleted', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    await named('Stats Unverified', { verified: false });
    const res = await list('?search=nobody-matches-this', admin.headers);
    expect(res.body.data).toEqual([]);
    const live = await db().select().from(users).where(ne(users.status, 'deleted'));
    const monthStart = startOfIstMonth(new Date());
    expect(res.body.stats).toEqual({
      total: live.length,
      active: live.filter((u) => u.status === 'active').length,
      inactive: live.filter((u) => u.status === 'inactive').length,
      admins: live.filter((u) => u.role === 'admin').length,
      customers: live.filter((u) => u.role === 'user').length,
      verified: live.filter((u) => u.emailVerifiedAt).length,
      newThisMonth: live.filter((u) => u.createdAt >= monthStart).length,
    });
    expect(res.body.stats.newThisMonth).toBeGreaterThan(0);
  });

  it.each([
    ['?role=boss', 'role', 'Role must be all, admin or user'],
    ['?status=gone', 'status', 'Status must be all, active, inactive or deleted'],
    ['?limit=0', 'limit', 'limit must be between 1 and 100'],
    ['?limit=101', 'limit', 'limit must be between 1 and 100'],
    ['?page=0', 'page', 'page must be at least 1'],
    ['?page=two', 'page', 'page must be a number'],
    ['?sort=passwordHash', 'sort', 'Sort must be one of name, email, role, status, createdAt or lastLoginAt'],
    ['?order=up', 'order', 'Order must be asc or desc'],
    [`?search=${'a'.repeat(101)}`, 'search', 'Search must be at most 100 characters'],
  ])('refuses %s', async (query, field, message) => {
    const admin = await createShopper(db(), { role: 'admin' });
    const res = await list(query, admin.headers);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toContain(message);
  });

  it('treats blank filters as none and a NUL in the search as a space', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    expect((await list('?role=&status=&sort=&order=&page=&limit=', admin.headers)).status).toBe(200);
    expect((await list('?search=a%00b', admin.headers)).status).toBe(200);
  });
});

describe('GET /api/v1/users/{id} as an admin', () => {
  it('adds status, order count and total spent (paid orders only)', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const buyer = await named('Meera Buyer');
    const order = (n: string, totalPaise: number, paymentStatus: 'completed' | 'pending' | 'refunded') => ({
      orderNumber: `MA-TEST-${n}-${buyer.id.slice(-6)}`,
      userId: buyer.id,
      customerName: 'Meera Buyer',
      customerEmail: buyer.email,
      shippingAddress: ADDRESS,
      subtotalPaise: totalPaise,
      totalPaise,
      paymentStatus,
    });
    await db().insert(orders).values([order('1', 149_900, 'completed'), order('2', 250_050, 'completed'), order('3', 99_900, 'pending'), order('4', 50_000, 'refunded')]);
    const res = await getUser(buyer.id, admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: buyer.id, name: 'Meera Buyer', status: 'active', orderCount: 4, totalSpent: 3999.5 });

    const none = await getUser((await named('No Orders')).id, admin.headers);
    expect(none.body.data).toMatchObject({ orderCount: 0, totalSpent: 0 });
    expect((await getUser(UNKNOWN_ID, admin.headers)).status).toBe(404);
    expect((await getUser('nope', admin.headers)).status).toBe(400);
  });
});

describe('PUT /api/v1/users/{id}/role', () => {
  it('promotes and demotes, ends the person’s sessions, and audits who, what and when', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const customer = await named('Ravi Promote');
    expect((await getUser(customer.id, customer.headers)).status).toBe(200);

    const up = await setRole(customer.id, { role: 'admin' }, admin.headers);
    expect(up.status).toBe(200);
    expect(up.body.message).toBe('User role updated successfully!');
    expect(up.body.data).toMatchObject({ id: customer.id, role: 'admin', isAdmin: true });
    const row = await userRow(customer.id);
    expect(row.role).toBe('admin');
    expect(row.sessionVersion).toBe(2);
    // The token from before the change no longer signs anyone in.
    expect((await getUser(customer.id, customer.headers)).status).toBe(401);

    const [entry] = await auditFor(customer.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'user.role_change',
      entityType: 'user',
      entityId: customer.id,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    expect(entry!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(entry)).not.toMatch(/passwordHash|sessionVersion/);

    const down = await setRole(customer.id, { role: 'user' }, admin.headers);
    expect(down.status).toBe(200);
    expect(down.body.data.role).toBe('user');
    expect(await auditFor(customer.id)).toHaveLength(2);
  });

  it('answers a role the person already has without writing anything', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const customer = await named('Same Role');
    const res = await setRole(customer.id, { role: 'user' }, admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The user already has this role');
    expect((await userRow(customer.id)).sessionVersion).toBe(1);
    expect(await auditFor(customer.id)).toEqual([]);
  });

  it('refuses an admin’s own role with 403 and writes nothing', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const res = await setRole(admin.id, { role: 'user' }, admin.headers);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot change your own role. Ask another admin to do it.');
    expect((await userRow(admin.id)).role).toBe('admin');
    expect(await auditFor(admin.id)).toEqual([]);
  });

  it.each([
    [{ role: 'superuser' }, 'role', 'Role must be user or admin'],
    [{ role: 'Admin' }, 'role', 'Role must be user or admin'],
    [{}, 'role', 'Role must be user or admin'],
    [{ role: null }, 'role', 'Role must be user or admin'],
  ])('refuses the body %j', async (body, field, message) => {
    const admin = await createShopper(db(), { role: 'admin' });
    const customer = await named('Bad Body');
    const res = await setRole(customer.id, body, admin.headers);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
    expect((await userRow(customer.id)).role).toBe('user');
  });

  it('refuses extra fields, bad JSON, a malformed id (400) and an unknown or deleted account (404)', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const customer = await named('Extra Fields');
    expect((await setRole(customer.id, { role: 'admin', status: 'active' }, admin.headers)).status).toBe(400);
    const badJson = await call(roleRoute, {
      method: 'PUT',
      path: `/api/v1/users/${customer.id}/role`,
      params: { id: customer.id },
      rawBody: '{role:',
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expect((await setRole('not-an-id', { role: 'admin' }, admin.headers)).status).toBe(400);
    const unknown = await setRole(UNKNOWN_ID, { role: 'admin' }, admin.headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found');
    expect((await del(customer.id, admin.headers)).status).toBe(200);
    expect((await setRole(customer.id, { role: 'admin' }, admin.headers)).status).toBe(404);
    expect((await userRow(customer.id)).role).toBe('user');
  });
});

describe('DELETE /api/v1/users/{id} by an admin', () => {
  it('erases another person’s data without their password, keeps their orders, ends their sessions, audits without personal data', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const customer = await named('Deepa Delete');
    await db().update(users).set({ phone: '9876543210', address: STORED_ADDRESS }).where(eq(users.id, customer.id));
    await db().insert(carts).values({ userId: customer.id });
    await db().insert(orders).values({
      orderNumber: `MA-TEST-DEL-${customer.id.slice(-6)}`,
      userId: customer.id,
      customerName: 'Deepa Delete',
      customerEmail: customer.email,
      shippingAddress: ADDRESS,
      subtotalPaise: 149_900,
      totalPaise: 149_900,
      paymentStatus: 'completed',
    });

    const res = await del(customer.id, admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User deleted successfully!');
    // The admin's own session is untouched.
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await userRow(customer.id)).toMatchObject({
      name: 'Deleted customer',
      email: null,
      phone: null,
      address: null,
      passwordHash: null,
      status: 'deleted',
      sessionVersion: 2,
    });
    expect(await db().select().from(carts).where(eq(carts.userId, customer.id))).toEqual([]);
    const kept = await db().select().from(orders).where(eq(orders.userId, customer.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ customerName: 'Deepa Delete', customerEmail: customer.email });
    expect((await getUser(customer.id, customer.headers)).status).toBe(401);

    const [entry] = await auditFor(customer.id);
    expect(entry).toMatchObject({ actorId: admin.id, action: 'user.delete', entityType: 'user', before: { role: 'user', status: 'active' }, after: { status: 'deleted' } });
    expect(JSON.stringify(entry!.before)).not.toMatch(/Deepa|9876543210|@|passwordHash/);

    const again = await del(customer.id, admin.headers);
    expect(again.status).toBe(404);
    expect(await auditFor(customer.id)).toHaveLength(1);
  });

  it('may delete another admin while one remains', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const other = await named('Other Admin', { role: 'admin' });
    expect((await del(other.id, admin.headers)).status).toBe(200);
    expect((await userRow(other.id)).status).toBe('deleted');
  });

  it('refuses an admin deleting themselves, by either path, with 403', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const noBody = await del(admin.id, admin.headers);
    expect(noBody.status).toBe(400);
    expect(noBody.body.errors.confirmation).toEqual(['Type DELETE to confirm']);
    const confirmed = await del(admin.id, admin.headers, { confirmation: 'DELETE', password: 'whatever' });
    expect(confirmed.status).toBe(403);
    expect(confirmed.body.message).toBe('You cannot delete your own admin account. Ask another admin to change your role first.');
    expect((await userRow(admin.id)).status).toBe('active');
    expect(await auditFor(admin.id)).toEqual([]);
  });

  it('refuses a malformed id (400), an unknown id (404) and an oversized body (413)', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    expect((await del('xyz', admin.headers)).status).toBe(400);
    expect((await del(UNKNOWN_ID, admin.headers)).status).toBe(404);
    const victim = await named('Big Body');
    expect((await del(victim.id, admin.headers, { note: 'x'.repeat(4096) })).status).toBe(413);
    expect((await userRow(victim.id)).status).toBe('active');
  });
});

describe('PUT /api/v1/users/{id} by an admin', () => {
  it('updates someone else’s profile and audits the fields sent', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const customer = await named('Old Name');
    const res = await putUser(customer.id, { name: 'New Name', phone: '98450 12345' }, admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'New Name', phone: '9845012345' });
    const [entry] = await auditFor(customer.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'user.update',
      before: { name: 'Old Name', phone: null },
      after: { name: 'New Name', phone: '9845012345' },
    });
    const bad = await putUser(customer.id, { phone: '123' }, admin.headers);
    expect(bad.status).toBe(400);
    expect(await auditFor(customer.id)).toHaveLength(1);
  });

  it('does not audit an admin editing their own profile', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    expect((await putUser(admin.id, { name: 'Self Edit' }, admin.headers)).status).toBe(200);
    expect(await auditFor(admin.id)).toEqual([]);
  });
});

/** Leaves exactly these accounts as the store's active admins. */
async function onlyAdmins(...keep: Shopper[]) {
  const ids = keep.map((s) => s.id);
  const admins = await db().select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  for (const a of admins) if (!ids.includes(a.id)) await db().update(users).set({ role: 'user' }).where(eq(users.id, a.id));
}

async function activeAdminCount() {
  return (await db().select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.status, 'active')))).length;
}

// Last: these leave the store with few admins.
describe('the last admin', () => {
  it('cannot be demoted or deleted (409), even by a request let in before its sender was demoted', async () => {
    const a = await named('Admin A', { role: 'admin' });
    const b = await named('Admin B', { role: 'admin' });
    const c = await named('Customer C');
    await onlyAdmins(a, b);
    expect((await setRole(b.id, { role: 'user' }, a.headers)).status).toBe(200);
    expect(await activeAdminCount()).toBe(1);

    // B's request passed the role check before A demoted B; under the locks it finds A is the last admin.
    const stale = actorOf(b);
    await expect(setUserRole(db(), stale, a.id, 'user')).rejects.toMatchObject({ status: 409, message: 'The store must keep at least one admin: this is the last one.' });
    await expect(adminDeleteUser(db(), stale, a.id)).rejects.toMatchObject({ status: 409 });
    // Nor may a demoted admin promote anyone.
    await expect(setUserRole(db(), stale, c.id, 'admin')).rejects.toMatchObject({ status: 403, message: 'Admin access required' });
    await expect(adminDeleteUser(db(), stale, c.id)).rejects.toMatchObject({ status: 403 });
    expect(await userRow(a.id)).toMatchObject({ role: 'admin', status: 'active' });
    expect(await userRow(c.id)).toMatchObject({ role: 'user', status: 'active' });
    expect(await auditFor(a.id)).toEqual([]);
  });
});

describe.skipIf(!onPostgres)('two admins acting on each other at once (PostgreSQL)', () => {
  it('demoting each other: one wins, one admin remains', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await named(`Race A${round}`, { role: 'admin' });
      const b = await named(`Race B${round}`, { role: 'admin' });
      await onlyAdmins(a, b);
      const results = await Promise.all([setRole(b.id, { role: 'user' }, a.headers), setRole(a.id, { role: 'user' }, b.headers)]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.every((s) => [200, 401, 403, 409].includes(s))).toBe(true);
      expect(await activeAdminCount()).toBe(1);
    }
  });

  it('deleting each other: one wins, one admin remains', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await named(`Race Del A${round}`, { role: 'admin' });
      const b = await named(`Race Del B${round}`, { role: 'admin' });
      await onlyAdmins(a, b);
      const results = await Promise.all([del(b.id, a.headers), del(a.id, b.headers)]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.every((r) => [200, 401, 403, 409].includes(r.status))).toBe(true);
      expect(await activeAdminCount()).toBe(1);
    }
  });

  it('the stale-actor path answers 409 under real concurrency too', async () => {
    const a = await named('Stale A', { role: 'admin' });
    const b = await named('Stale B', { role: 'admin' });
    await onlyAdmins(a, b);
    const settled = await Promise.allSettled([setUserRole(db(), actorOf(a), b.id, 'user'), setUserRole(db(), actorOf(b), a.id, 'user')]);
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = settled.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect([403, 409]).toContain(refused.reason.status);
    expect(await activeAdminCount()).toBe(1);
  });
});

describe('an admin changing a customer’s photo', () => {
  it('is recorded in the audit log; a customer’s own change is not an admin write', async () => {
    const { POST: upload } = await import('@/app/api/v1/users/[id]/profile-image/route');
    const { readFileSync } = await import('node:fs');
    const admin = await createShopper(db(), { role: 'admin' });
    const customer = await createShopper(db());
    const send = (who: Shopper) => {
      const form = new FormData();
      form.set('image', new Blob([readFileSync('public/products/amaira-1.webp')], { type: 'image/webp' }), 'photo.webp');
      const req = new Request(`http://localhost:3000/api/v1/users/${customer.id}/profile-image`, { method: 'POST', body: form, headers: who.headers });
      return upload(req, { params: Promise.resolve({ id: customer.id }) });
    };
    expect((await send(customer)).status).toBe(200);
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, customer.id))).toHaveLength(0);
    expect((await send(admin)).status).toBe(200);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, customer.id));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'user.update', entityType: 'user' });
    expect((entry!.after as { profileImage: string }).profileImage).toMatch(/^\/uploads\/avatars\//);
  });
});
