import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/audit/route';
import { eq } from 'drizzle-orm';
import { listAudit, recordAudit } from '@/lib/audit';
import { auditLog, products, reviews, users } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { erasePersonalData } from '@/lib/users/delete-account';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { placeOnlineOrder } from '../helpers/orders';
import { createCoupon, createProduct, createShopper } from '../helpers/shoppers';

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

  it('names who did what to what, and falls back to the id for what is gone', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    await db().update(users).set({ name: 'Aarav Mehta' }).where(eq(users.id, admin.id));
    const product = await createProduct(db(), { stock: 3, name: 'Oud Nocturne' });
    const customer = await createShopper(db());
    await db().update(users).set({ name: 'Ishaan Kapoor' }).where(eq(users.id, customer.id));
    const coupon = await createCoupon(db(), { code: `NAME${Date.now().toString(36).toUpperCase()}` });
    const { res: placed } = await placeOnlineOrder(db());
    const orderNumber: string = placed.body.data.order.orderNumber;
    const orderId: string = placed.body.data.order.id;
    const [review] = await db()
      .insert(reviews)
      .values({ productId: product.id, userId: customer.id, displayName: 'Ishaan K.', rating: 5, comment: 'Smoky and warm, lasts all evening.' })
      .returning();
    const goneProduct = newId();
    const goneAdmin = await createShopper(db(), { role: 'admin' });

    const base = Date.now() - 3_600_000;
    const entries: [string, string, string, string][] = [
      ['product.update', 'product', product.id, admin.id],
      ['user.role_change', 'user', customer.id, admin.id],
      ['coupon.create', 'coupon', coupon.id, admin.id],
      ['order.status', 'order', orderId, admin.id],
      ['review.hide', 'review', review!.id, admin.id],
      ['product.delete', 'product', goneProduct, goneAdmin.id],
    ];
    await db()
      .insert(auditLog)
      .values(
        entries.map(([action, entityType, entityId, actorId], i) => ({
          actorId,
          actorEmail: actorId === admin.id ? admin.email : goneAdmin.email,
          action,
          entityType,
          entityId,
          createdAt: new Date(base + i * 1000),
        })),
      );
    // The acting admin and the customer acted on both leave: the log keeps their ids, not their names.
    await db().transaction((tx) => erasePersonalData(tx, goneAdmin.id));

    const { rows } = await listAudit(db(), { page: 1, limit: 20, actorId: admin.id });
    const byAction = new Map(rows.map((r) => [r.action, r]));
    expect(byAction.get('product.update')).toMatchObject({ actorName: 'Aarav Mehta', entityLabel: 'Oud Nocturne', entityId: product.id });
    expect(byAction.get('user.role_change')).toMatchObject({ entityLabel: 'Ishaan Kapoor', entityId: customer.id });
    expect(byAction.get('coupon.create')).toMatchObject({ entityLabel: coupon.code });
    expect(byAction.get('order.status')).toMatchObject({ entityLabel: orderNumber });
    expect(byAction.get('review.hide')).toMatchObject({ entityLabel: 'Ishaan K. on Oud Nocturne' });

    const [gone] = (await listAudit(db(), { page: 1, limit: 20, actorId: goneAdmin.id })).rows;
    expect(gone).toMatchObject({ action: 'product.delete', actorId: goneAdmin.id, actorName: null, entityId: goneProduct, entityLabel: null });

    // A customer whose account is deleted is no longer named; a product deleted later loses its name too.
    await db().transaction((tx) => erasePersonalData(tx, customer.id));
    await db().delete(products).where(eq(products.id, product.id));
    const after = new Map((await listAudit(db(), { page: 1, limit: 20, actorId: admin.id })).rows.map((r) => [r.action, r]));
    expect(after.get('user.role_change')).toMatchObject({ entityLabel: null, entityId: customer.id });
    expect(after.get('product.update')).toMatchObject({ entityLabel: null, entityId: product.id });
    expect(after.get('coupon.create')?.entityLabel).toBe(coupon.code);

    // The API carries the names beside the ids.
    const res = await list(`?actor=${admin.id}&entityType=order`, admin.headers);
    expect(res.body.data[0]).toMatchObject({ actorName: 'Aarav Mehta', actorEmail: admin.email, entityId: orderId, entityLabel: orderNumber });
  });
});
