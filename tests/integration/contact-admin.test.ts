import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as collection from '@/app/api/v1/contact/route';
import * as single from '@/app/api/v1/contact/[id]/route';
import * as read from '@/app/api/v1/contact/[id]/read/route';
import * as bulk from '@/app/api/v1/contact/bulk/route';
import { startOfIstMonth } from '@/lib/india-time';
import { auditLog, contactMessages } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { call } from '../helpers/http';
import { useTestDatabase } from '../helpers/db';
import { createAdminAndCustomer, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase();

let admin: Shopper;
let customer: Shopper;

beforeAll(async () => {
  ({ admin, customer } = await createAdminAndCustomer(db()));
});

let n = 0;
/** A stored message, as the public form would leave it. */
async function message(values: Partial<typeof contactMessages.$inferInsert> = {}) {
  n++;
  const [row] = await db()
    .insert(contactMessages)
    .values({
      name: `Sender ${n}`,
      email: `sender${n}@example.in`,
      subject: `Subject ${n}`,
      message: `Message body ${n}`,
      phone: '+91 98765 43210',
      company: 'Acme Attars',
      location: 'Pune',
      ip: '198.51.100.7',
      userAgent: 'ContactAdminTest/1.0',
      ...values,
    })
    .returning();
  return row!;
}

const list = (qs = '', headers: Record<string, string> = admin.headers) =>
  call(collection.GET, { path: `/api/v1/contact${qs}`, headers });
const getOne = (id: string, headers: Record<string, string> = admin.headers) =>
  call(single.GET, { path: `/api/v1/contact/${id}`, params: { id }, headers });
const del = (id: string, headers: Record<string, string> = admin.headers) =>
  call(single.DELETE, { method: 'DELETE', path: `/api/v1/contact/${id}`, params: { id }, headers });
const markRead = (id: string, body?: unknown, headers: Record<string, string> = admin.headers) =>
  call(read.PATCH, { method: 'PATCH', path: `/api/v1/contact/${id}/read`, params: { id }, body, headers });
const runBulk = (body: unknown, headers: Record<string, string> = admin.headers) =>
  call(bulk.POST, { method: 'POST', path: '/api/v1/contact/bulk', body, headers });

async function auditFor(id: string) {
  return db().select().from(auditLog).where(and(eq(auditLog.entityType, 'contact_message'), eq(auditLog.entityId, id)));
}

describe('contact admin endpoints refuse guests (401) and customers (403)', () => {
  const someId = '0123456789abcdef01234567';
  const cases: [string, (headers: Record<string, string>) => ReturnType<typeof call>][] = [
    ['GET /contact', (h) => list('', h)],
    ['GET /contact/{id}', (h) => getOne(someId, h)],
    ['DELETE /contact/{id}', (h) => del(someId, h)],
    ['PATCH /contact/{id}/read', (h) => markRead(someId, undefined, h)],
    ['POST /contact/bulk', (h) => runBulk({ ids: [someId], action: 'read' }, h)],
  ];
  for (const [name, run] of cases) {
    it(`${name}: 401 without a session, 403 for a customer`, async () => {
      const guest = await run({});
      expect(guest.status).toBe(401);
      const shopper = await run(customer.headers);
      expect(shopper.status).toBe(403);
      expect(shopper.body.message).toBe('Admin access required');
    });
  }

  it('does not let a refused caller change anything', async () => {
    const m = await message();
    await markRead(m.id, undefined, customer.headers);
    await del(m.id, {});
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, m.id));
    expect(row).toMatchObject({ isRead: false });
  });
});

describe('GET /api/v1/contact (admin)', () => {
  it('lists newest first, 10 by default, with figures over every message', async () => {
    const older = await message({ createdAt: new Date(Date.now() - 3_600_000) });
    const newer = await message();
    await message({ isRead: true });
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 10 });
    const ids = res.body.data.map((m: { id: string }) => m.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const times = res.body.data.map((m: { createdAt: string }) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const { stats } = res.body;
    expect(stats.total).toBe(res.body.pagination.total);
    expect(stats.read + stats.unread).toBe(stats.total);
    expect(stats.thisMonth).toBeGreaterThanOrEqual(1);
    // The list carries what the details modal shows.
    const item = res.body.data.find((m: { id: string }) => m.id === newer.id);
    expect(item).toMatchObject({ _id: newer.id, phone: '+91 98765 43210', company: 'Acme Attars', location: 'Pune', ip: '198.51.100.7', userAgent: 'ContactAdminTest/1.0', isRead: false });
  });

  it('counts "this month" from the first of the month in India time', async () => {
    const start = startOfIstMonth(new Date('2026-03-15T10:00:00Z'));
    expect(start.toISOString()).toBe('2026-02-28T18:30:00.000Z');
    // 31 Mar 20:00 UTC is already 1 April in India.
    expect(startOfIstMonth(new Date('2026-03-31T20:00:00Z')).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    const before = (await list()).body.stats.thisMonth;
    await message({ createdAt: new Date(startOfIstMonth(new Date()).getTime() - 1000) });
    await message({ createdAt: new Date() });
    expect((await list()).body.stats.thisMonth).toBe(before + 1);
  });

  it('searches name, email, subject and message; filters read and unread', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await message({ name: `Meera ${tag}` });
    const b = await message({ email: `${tag}@example.in` });
    const c = await message({ subject: `About ${tag.toUpperCase()}`, isRead: true });
    const d = await message({ message: `Long text with ${tag} inside` });
    const found = await list(`?search=${tag}&limit=100`);
    expect(found.body.data.map((m: { id: string }) => m.id).sort()).toEqual([a.id, b.id, c.id, d.id].sort());
    const unread = await list(`?search=${tag}&status=unread`);
    expect(unread.body.data.map((m: { id: string }) => m.id).sort()).toEqual([a.id, b.id, d.id].sort());
    const readOnly = await list(`?search=${tag}&status=read`);
    expect(readOnly.body.data.map((m: { id: string }) => m.id)).toEqual([c.id]);
    expect((await list(`?search=${tag}&status=all`)).body.pagination.total).toBe(4);
    // Wildcards are literal.
    expect((await list('?search=%25%25%25')).body.data).toEqual([]);
  });

  it('pages with page and limit, and sorts', async () => {
    for (let i = 0; i < 3; i++) await message();
    const p1 = await list('?page=1&limit=2');
    const p2 = await list('?page=2&limit=2');
    expect(p1.body.data).toHaveLength(2);
    expect(p1.body.pagination.totalPages).toBe(Math.ceil(p1.body.pagination.total / 2));
    const overlap = p1.body.data.filter((m: { id: string }) => p2.body.data.some((o: { id: string }) => o.id === m.id));
    expect(overlap).toEqual([]);
    const byName = await list('?sort=name&order=asc&limit=100');
    const names = byName.body.data.map((m: { name: string }) => m.name.toLowerCase());
    expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
    const max = await list('?limit=100');
    expect(max.status).toBe(200);
  });

  it.each([
    ['?page=0', 'Page must be a whole number, at least 1'],
    ['?page=-2', 'Page must be a whole number, at least 1'],
    ['?page=1.5', 'Page must be a whole number, at least 1'],
    ['?limit=0', 'Limit must be a whole number between 1 and 100'],
    ['?limit=101', 'Limit must be a whole number between 1 and 100'],
    ['?limit=ten', 'Limit must be a whole number between 1 and 100'],
    ['?status=archived', "status must be one of 'all', 'read', 'unread'"],
    ['?order=sideways', "order must be 'asc' or 'desc'"],
    [`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
  ])('refuses %s with 400', async (qs, message) => {
    const res = await list(qs);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('keeps the public POST working for anyone', async () => {
    const res = await call(collection.POST, {
      method: 'POST',
      path: '/api/v1/contact',
      body: { name: 'Guest', email: 'guest@example.in', subject: 'Hi', message: 'Hello' },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(res.status).toBe(201);
  });
});

describe('GET and DELETE /api/v1/contact/{id} (admin)', () => {
  it('reads one message in full', async () => {
    const m = await message();
    const res = await getOne(m.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: m.id, name: m.name, email: m.email, subject: m.subject, message: m.message, ip: m.ip, userAgent: m.userAgent });
    // Upper-case hex is the same id.
    expect((await getOne(m.id.toUpperCase())).status).toBe(200);
  });

  it.each([
    ['not-hex-at-all', 400, 'Invalid contact message ID format'],
    ['0123456789abcdef0123456', 400, 'Invalid contact message ID format'],
    ['0123456789abcdef012345678', 400, 'Invalid contact message ID format'],
    ['0123456789abcdef0123456g', 400, 'Invalid contact message ID format'],
    ['   ', 400, 'Contact message ID is required'],
    ['', 400, 'Contact message ID is required'],
  ])('GET with id %j answers %i: %s', async (id, status, message) => {
    const res = await getOne(id);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    const d = await del(id);
    expect(d.status).toBe(status);
    expect(d.body.message).toBe(message);
    const r = await markRead(id);
    expect(r.status).toBe(status);
    expect(r.body.message).toBe(message);
  });

  it('answers 404 for an id that does not exist', async () => {
    const id = newId();
    for (const res of [await getOne(id), await del(id), await markRead(id)]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Contact message not found');
    }
  });

  it('deletes and audits who sent it, without copying the text, phone or IP into the log', async () => {
    const m = await message({ message: 'My private request', phone: '+91 90000 00000' });
    const res = await del(m.id);
    expect(res.status).toBe(200);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.id, m.id))).toHaveLength(0);
    const audit = await auditFor(m.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'contact.delete', actorId: admin.id, actorEmail: admin.email });
    const logged = JSON.stringify(audit[0]!.before);
    expect(logged).toContain(m.email);
    expect(logged).not.toContain('My private request');
    expect(logged).not.toContain('90000');
    expect(logged).not.toContain('198.51.100.7');
    expect((await del(m.id)).status).toBe(404);
  });
});

describe('PATCH /api/v1/contact/{id}/read (admin)', () => {
  it('marks read with no payload, unread with {isRead: false}, and audits each change', async () => {
    const m = await message();
    const res = await markRead(m.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Message marked as read!');
    expect(res.body.data.isRead).toBe(true);

    const again = await markRead(m.id);
    expect(again.status).toBe(200);
    expect((await auditFor(m.id)).map((a) => a.action)).toEqual(['contact.read']);

    const unread = await markRead(m.id, { isRead: false });
    expect(unread.body.message).toBe('Message marked as unread!');
    expect(unread.body.data.isRead).toBe(false);
    const audit = await auditFor(m.id);
    expect(audit.map((a) => a.action).sort()).toEqual(['contact.read', 'contact.unread']);
    const last = audit.find((a) => a.action === 'contact.unread')!;
    expect(last.before).toEqual({ isRead: true });
    expect(last.after).toEqual({ isRead: false });
  });

  it('refuses an isRead that is not a boolean', async () => {
    const m = await message();
    const res = await markRead(m.id, { isRead: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('isRead must be true or false');
    expect((await markRead(m.id, [true])).status).toBe(400);
  });
});

describe('POST /api/v1/contact/bulk (admin)', () => {
  it('marks read, unread and deletes, counting what failed', async () => {
    const a = await message();
    const b = await message();
    const missing = newId();
    const r = await runBulk({ ids: [a.id, b.id, missing], action: 'read' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ successful: 2, failed: 1, total: 3 });
    expect(r.body.data.results.find((x: { id: string }) => x.id === missing)).toEqual({ id: missing, success: false, message: 'Contact message not found' });
    const u = await runBulk({ ids: [a.id], action: 'unread' });
    expect(u.body.data).toMatchObject({ successful: 1, failed: 0, total: 1 });
    const d = await runBulk({ ids: [a.id, b.id], action: 'delete' });
    expect(d.body.data).toMatchObject({ successful: 2, failed: 0, total: 2 });
    expect((await auditFor(a.id)).map((x) => x.action).sort()).toEqual(['contact.delete', 'contact.read', 'contact.unread']);
  });

  it.each([
    [{ ids: [], action: 'read' }, 'ids must be a non-empty array of contact message IDs'],
    [{ action: 'read' }, 'ids must be a non-empty array of contact message IDs'],
    [{ ids: ['bad'], action: 'read' }, 'Invalid contact message ID format'],
    [{ ids: ['0123456789abcdef01234567'], action: 'star' }, "action must be 'read', 'unread' or 'delete'"],
  ])('refuses %o with 400', async (body, message) => {
    const res = await runBulk(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
