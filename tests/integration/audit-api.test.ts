import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/audit/route';
import { recordAudit } from '@/lib/audit';
import { auditLog } from '@/lib/db/schema';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createShopper } from '../helpers/shoppers';

const db = useTestDatabase();

const list = (query = '', headers: Record<string, string> = {}) => call(GET, { path: `/api/v1/audit${query}`, headers });

type Entry = { id: string; action: string; entityType: string; actorId: string | null; before: unknown; after: unknown; createdAt: string };
const actions = (res: { body: { data: Entry[] } }) => res.body.data.map((e) => e.action);

describe('GET /api/v1/audit', () => {
  it('refuses guests (401) and customers (403)', async () => {
    const customer = await createShopper(db());
    expect((await list()).status).toBe(401);
    const refused = await list('', customer.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Admin access required');
  });

  it('lists entries newest first, paged on the server, with the types present', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const other = await createShopper(db(), { role: 'admin' });
    const base = Date.now() - 3_600_000;
    // Explicit times: entries written in one millisecond would have no order to test.
    await db()
      .insert(auditLog)
      .values([
        { actorId: admin.id, actorEmail: admin.email, action: 'product.update', entityType: 'product', entityId: 'p1', before: { price: 1 }, after: { price: 2 }, createdAt: new Date(base + 1000) },
        { actorId: other.id, actorEmail: other.email, action: 'coupon.create', entityType: 'coupon', entityId: 'c1', before: null, after: { code: 'DIWALI' }, createdAt: new Date(base + 2000) },
        { actorId: admin.id, actorEmail: admin.email, action: 'user.role_change', entityType: 'user', entityId: 'u1', before: { role: 'user' }, after: { role: 'admin' }, createdAt: new Date(base + 3000) },
      ]);

    const res = await list('', admin.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(actions(res)).toEqual(['user.role_change', 'coupon.create', 'product.update']);
    expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    expect(res.body.entityTypes).toEqual(['coupon', 'product', 'user']);
    expect(res.body.data[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      entityType: 'user',
      entityId: 'u1',
      before: { role: 'user' },
      after: { role: 'admin' },
      createdAt: new Date(base + 3000).toISOString(),
    });
    expect(res.body.data[1].before).toBeNull();

    const second = await list('?page=2&limit=2', admin.headers);
    expect(actions(second)).toEqual(['product.update']);
    expect(second.body.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });

    expect(actions(await list('?entityType=coupon', admin.headers))).toEqual(['coupon.create']);
    expect(actions(await list(`?actor=${admin.id}`, admin.headers))).toEqual(['user.role_change', 'product.update']);
    expect(actions(await list(`?actor=${encodeURIComponent(other.email.toUpperCase())}`, admin.headers))).toEqual(['coupon.create']);
    expect(actions(await list(`?actor=${admin.id}&entityType=product`, admin.headers))).toEqual(['product.update']);
    const nobody = await list('?actor=nobody@example.test', admin.headers);
    expect(nobody.status).toBe(200);
    expect(nobody.body.data).toEqual([]);
    expect(nobody.body.pagination.total).toBe(0);
    expect((await list('?entityType=&actor=', admin.headers)).body.pagination.total).toBe(3);
  });

  it('never shows secrets, whatever a writer passed', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    await recordAudit(db(), { id: admin.id, email: admin.email }, {
      action: 'user.update',
      entityType: 'secret_test',
      entityId: admin.id,
      before: { name: 'A', passwordHash: '$argon2id$secret', nested: { tokenHash: 'abc' } },
      after: { name: 'B', sessionVersion: 2 },
    });
    const res = await list('?entityType=secret_test', admin.headers);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ before: { name: 'A', nested: {} }, after: { name: 'B' } });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|tokenHash|sessionVersion/);
  });

  it.each([
    ['?page=0', 'page', 'page must be at least 1'],
    ['?page=abc', 'page', 'page must be a number'],
    ['?limit=0', 'limit', 'limit must be between 1 and 100'],
    ['?limit=101', 'limit', 'limit must be between 1 and 100'],
    ['?limit=2.5', 'limit', 'limit must be a whole number'],
    ['?entityType=Bad%20Type!', 'entityType', 'Unknown entity type'],
    ['?actor=nobody', 'actor', 'Actor must be a user id or an email address'],
  ])('refuses %s', async (query, field, message) => {
    const admin = await createShopper(db(), { role: 'admin' });
    const res = await list(query, admin.headers);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
  });
});
