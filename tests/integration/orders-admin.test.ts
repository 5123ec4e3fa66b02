import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/v1/orders/all/route';
import { GET as analyticsRoute } from '@/app/api/v1/orders/analytics/route';
import { DELETE as deleteRoute } from '@/app/api/v1/orders/delete/[id]/route';
import { DELETE as cancelRoute } from '@/app/api/v1/orders/cancel/[id]/route';
import { GET as exportRoute } from '@/app/api/v1/orders/export/route';
import { PATCH as statusRoute } from '@/app/api/v1/orders/update-status/[id]/route';
import { auditLog, contactMessages, couponRedemptions, emailOutbox, orderItems, orders, refunds } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { startOfIstDay } from '@/lib/india-time';
import { EXPORT_BATCH, EXPORT_HEADER } from '@/lib/orders/admin-export';
import { getDashboardExtras, getOrderAnalytics } from '@/lib/orders/analytics';
import { useTestDatabase } from '../helpers/db';
import { insertOrder as insertOrderRow, nextOrderNumber, placePaidOrder } from '../helpers/orders';
import { call } from '../helpers/http';
import { createCoupon, createProduct, createShopper, type Shopper, stockOf, STORED_ADDRESS, usedCountOf } from '../helpers/shoppers';

const db = useTestDatabase();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let admin: Shopper;
let customer: Shopper;
async function people() {
  admin ??= await createShopper(db(), { role: 'admin' });
  customer ??= await createShopper(db());
  return { admin, customer };
}

/** An order of the customer's (when people() has run), written straight into the database. */
const insertOrder = (options: Parameters<typeof insertOrderRow>[1] = {}) => insertOrderRow(db(), { userId: customer?.id ?? null, ...options });

const unique = (label: string) => `${label} ${newId().slice(-8)}`;

function list(query: string, headers = admin.headers) {
  return call(listRoute, { path: `/api/v1/orders/all${query}`, headers });
}

/** Marking shipped names the courier and the AWB (tests/integration/order-tracking.test.ts has the rest). */
const SHIP_WITH = { courier: 'delhivery', trackingNumber: '1490811234567' };

function setStatus(id: string, body: unknown, headers = admin.headers) {
  return call(statusRoute, { method: 'PATCH', path: `/api/v1/orders/update-status/${id}`, params: { id }, body, headers: { ...headers, 'x-forwarded-for': '203.0.113.7' } });
}

function remove(id: string, headers = admin.headers) {
  return call(deleteRoute, { method: 'DELETE', path: `/api/v1/orders/delete/${id}`, params: { id }, headers });
}

async function auditOf(orderId: string) {
  return db().select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)));
}

async function orderRow(id: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  return row;
}

describe('every admin orders endpoint', () => {
  const id = '0'.repeat(24);
  const endpoints = [
    ['GET /orders/all', () => call(listRoute, { path: '/api/v1/orders/all' }), (h: Record<string, string>) => list('', h)],
    ['GET /orders/analytics', () => call(analyticsRoute, { path: '/x' }), (h: Record<string, string>) => call(analyticsRoute, { path: '/x', headers: h })],
    ['GET /orders/export', () => call(exportRoute, { path: '/x' }), (h: Record<string, string>) => call(exportRoute, { path: '/x', headers: h })],
    ['PATCH /orders/update-status/{id}', () => setStatus(id, { orderStatus: 'shipped' }, {}), (h: Record<string, string>) => setStatus(id, { orderStatus: 'shipped' }, h)],
    ['DELETE /orders/delete/{id}', () => remove(id, {}), (h: Record<string, string>) => remove(id, h)],
  ] as const;

  it.each(endpoints)('%s: 401 without a session, 403 for a customer', async (_name, anonymous, withHeaders) => {
    const { customer } = await people();
    const a = await anonymous();
    expect(a.status).toBe(401);
    expect(a.body.message).toBe('Authentication required - please log in again');
    const c = await withHeaders(customer.headers);
    expect(c.status).toBe(403);
    expect(c.body.message).toBe('Admin access required');
  });
});

describe('GET /api/v1/orders/all', () => {
  it('pages newest first, 20 by default, with the customer, items and payment of each order', async () => {
    await people();
    const product = await createProduct(db(), { stock: 50, pricePaise: 250_000 });
    const name = unique('Paging');
    for (let i = 0; i < 23; i++) await insertOrder({ customerName: name, lines: [{ product, quantity: 1 + (i % 2) }], createdAt: new Date(Date.now() - i * 60_000) });
    const res = await list(`?search=${encodeURIComponent(name)}`);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 23, totalPages: 2 });
    expect(res.body.data).toHaveLength(20);
    const first = res.body.data[0];
    expect(first).toMatchObject({
      customer: { name, email: 'priya@example.test', phone: '9876543210' },
      user: { name, email: 'priya@example.test' },
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'online',
      itemCount: 1,
      totalPrice: 2500,
      originalTotal: 2500,
      discountAmount: 0,
      isDelivered: false,
      shippedAt: null,
    });
    expect(first.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 1, price: 2500 })]);
    const times = res.body.data.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = await list(`?search=${encodeURIComponent(name)}&page=2&limit=20`);
    expect(page2.body.data).toHaveLength(3);
    const ids = new Set([...res.body.data, ...page2.body.data].map((o: { id: string }) => o.id));
    expect(ids.size).toBe(23);
  });

  it('searches order number, customer name and email; filters status and payment; stats follow the filters', async () => {
    await people();
    const name = unique('Filter');
    const email = `${newId()}@stats.test`;
    const paid = await insertOrder({ customerName: name, status: 'confirmed', paymentStatus: 'completed', totalPaise: 300_000 });
    await insertOrder({ customerName: name, status: 'delivered', paymentStatus: 'completed', totalPaise: 200_000 });
    await insertOrder({ customerName: name, status: 'pending', paymentStatus: 'pending', totalPaise: 999_900 });
    // Paid, then cancelled with the refund still on its way: not revenue.
    await insertOrder({ customerName: name, status: 'cancelled', paymentStatus: 'completed', totalPaise: 500_000 });
    const other = await insertOrder({ customerName: 'Someone Else', customerEmail: email, status: 'shipped', paymentStatus: 'completed' });

    const all = await list(`?search=${encodeURIComponent(name.toUpperCase())}`);
    expect(all.body.stats).toEqual({
      total: 4,
      byStatus: { pending: 1, processing: 0, confirmed: 1, shipped: 0, delivered: 1, completed: 0, cancelled: 1 },
      revenue: 5000,
      paidOrders: 2,
    });
    expect(all.body.totalCount).toBe(4);

    const byNumber = await list(`?search=${paid.orderNumber}`);
    expect(byNumber.body.data.map((o: { id: string }) => o.id)).toEqual([paid.id]);
    const byEmail = await list(`?search=${encodeURIComponent(email.slice(0, 12))}`);
    expect(byEmail.body.data.map((o: { id: string }) => o.id)).toEqual([other.id]);

    const delivered = await list(`?search=${encodeURIComponent(name)}&status=delivered`);
    expect(delivered.body.data).toHaveLength(1);
    expect(delivered.body.stats).toMatchObject({ total: 1, revenue: 2000 });
    const unpaid = await list(`?search=${encodeURIComponent(name)}&paymentStatus=pending&status=all`);
    expect(unpaid.body.data.map((o: { totalPrice: number }) => o.totalPrice)).toEqual([9999]);

    // LIKE wildcards typed in the box are literal.
    expect((await list('?search=%25')).body.stats.total).toBe(0);
    expect((await list('?search=_')).body.stats.total).toBe(0);
  });

  it("filters one customer's orders by userId (the users screen links here)", async () => {
    const { customer } = await people();
    const other = await createShopper(db());
    const mine = await insertOrder({});
    await db().update(orders).set({ userId: other.id }).where(eq(orders.id, mine.id));
    const res = await list(`?userId=${other.id}`);
    expect(res.body.data.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    expect(res.body.data[0].userId).toBe(other.id);
    expect((await list(`?userId=${customer.id}`)).body.stats.total).toBeGreaterThan(0);
    const bad = await list('?userId=123');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid user ID format');
  });

  it('sorts by amount', async () => {
    const name = unique('Sort');
    for (const t of [200_000, 900_000, 100_000]) await insertOrder({ customerName: name, totalPaise: t });
    const desc = await list(`?search=${encodeURIComponent(name)}&sort=amount-desc`);
    expect(desc.body.data.map((o: { totalPrice: number }) => o.totalPrice)).toEqual([9000, 2000, 1000]);
    const asc = await list(`?search=${encodeURIComponent(name)}&sort=amount-asc`);
    expect(asc.body.data.map((o: { totalPrice: number }) => o.totalPrice)).toEqual([1000, 2000, 9000]);
  });

  it('filters today from midnight in Kolkata, the last 7 days and the last calendar month', async () => {
    const name = unique('Period');
    const now = Date.now();
    const midnight = startOfIstDay(new Date(now)).getTime();
    const today = await insertOrder({ customerName: name, createdAt: new Date(midnight + 1000) });
    const yesterday = await insertOrder({ customerName: name, createdAt: new Date(midnight - 2 * HOUR) });
    const old = await insertOrder({ customerName: name, createdAt: new Date(now - 400 * DAY) });
    // The first day of the previous month, in India.
    const ist = new Date(now + 330 * 60_000);
    const firstOfLastMonth = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - 1, 1) - 330 * 60_000;
    const lastMonth = await insertOrder({ customerName: name, createdAt: new Date(firstOfLastMonth + HOUR) });
    const firstOfThisMonth = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - 330 * 60_000;
    const justBefore = await insertOrder({ customerName: name, createdAt: new Date(firstOfThisMonth - 1000) });

    const ids = async (period: string) =>
      ((await list(`?search=${encodeURIComponent(name)}&period=${period}&limit=100`)).body.data as { id: string }[]).map((o) => o.id).sort();
    expect(await ids('today')).toEqual([today.id].sort());
    expect(await ids('7d')).toEqual(expect.arrayContaining([today.id, yesterday.id]));
    expect(await ids('7d')).not.toContain(old.id);
    expect(await ids('lastMonth')).toEqual(expect.arrayContaining([lastMonth.id, justBefore.id]));
    expect(await ids('lastMonth')).not.toContain(old.id);
    expect(await ids('lastMonth')).not.toContain(today.id);
    expect(await ids('all')).toHaveLength(5);
    // The original screen's names (week, month) for the same filters.
    expect(await ids('week')).toEqual(await ids('7d'));
    expect(await ids('month')).toEqual(await ids('lastMonth'));
  });

  it.each([
    ['?status=lost', 'status', 'Please choose a valid order status'],
    ['?paymentStatus=maybe', 'paymentStatus', 'Please choose a valid payment status'],
    ['?period=year', 'period', 'Please choose a valid time period'],
    ['?sort=random', 'sort', 'Please choose a valid sort order'],
    ['?limit=500', 'limit', undefined],
    ['?page=0', 'page', undefined],
    [`?search=${'x'.repeat(101)}`, 'search', 'Search must be at most 100 characters'],
  ])('answers 400 for %s', async (query, field, message) => {
    await people();
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBeDefined();
    if (message) expect(res.body.errors[field]).toContain(message);
  });
});

describe('PATCH /api/v1/orders/update-status/{id}', () => {
  it('ships a paid order: shippedAt, one order-shipped email, an audit entry; delivered sets deliveredAt', async () => {
    await people();
    const product = await createProduct(db(), { stock: 5 });
    const email = `${newId()}@ship.test`;
    const order = await insertOrder({ status: 'confirmed', paymentStatus: 'completed', customerEmail: email, lines: [{ product, quantity: 2 }] });
    const res = await setStatus(order.id, { orderStatus: 'shipped', ...SHIP_WITH });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order status updated to shipped');
    expect(res.body.data).toMatchObject({ id: order.id, orderStatus: 'shipped', isDelivered: false });
    expect(res.body.data.shippedAt).toEqual(expect.any(String));
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mails.map((m) => m.template)).toEqual(['order-shipped']);
    expect(mails[0]!.subject).toBe(`Your order has shipped: ${order.orderNumber}`);
    expect(mails[0]!.text).toContain(`${product.name}: Quantity 2`);

    const [entry] = await auditOf(order.id);
    expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: 'order.status', ip: '203.0.113.7' });
    expect(entry!.before).toMatchObject({ orderStatus: 'confirmed', shippedAt: null });
    expect(entry!.after).toMatchObject({ orderStatus: 'shipped' });

    const delivered = await setStatus(order.id, { orderStatus: 'delivered' });
    expect(delivered.body.data).toMatchObject({ orderStatus: 'delivered', isDelivered: true, shippedAt: res.body.data.shippedAt });
    expect(delivered.body.data.deliveredAt).toEqual(expect.any(String));
    // Statuses only move forward: back to shipped is refused; the same status again changes nothing.
    const back = await setStatus(order.id, { orderStatus: 'shipped' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('An order that is delivered can only move to completed.');
    const same = await setStatus(order.id, { orderStatus: 'DELIVERED' });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ orderStatus: 'delivered', deliveredAt: delivered.body.data.deliveredAt });
    expect((await db().select().from(emailOutbox).where(eq(emailOutbox.to, email))).map((m) => m.template).sort()).toEqual(['order-delivered', 'order-shipped']);
    expect(await auditOf(order.id)).toHaveLength(2);
    expect(await stockOf(db(), product.id)).toBe(5);
  });

  it('refuses to move an unpaid online order past pending (409) and writes nothing', async () => {
    await people();
    const order = await insertOrder({ status: 'pending', paymentStatus: 'pending' });
    for (const status of ['shipped', 'processing', 'delivered']) {
      const res = await setStatus(order.id, { orderStatus: status });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This order has not been paid');
    }
    expect((await orderRow(order.id))!.status).toBe('pending');
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('cancelling gives the stock and the coupon use back once; a shipped order cannot be cancelled', async () => {
    await people();
    const product = await createProduct(db(), { stock: 3 });
    const coupon = await createCoupon(db(), { code: `ADM${newId().slice(-6).toUpperCase()}`, usedCount: 1 });
    const order = await insertOrder({ status: 'processing', paymentStatus: 'pending', paymentMethod: 'COD', lines: [{ product, quantity: 2 }], couponId: coupon.id });
    await db().insert(couponRedemptions).values({ couponId: coupon.id, userId: customer.id, orderId: order.id, discountPaise: 0 });
    const res = await setStatus(order.id, { orderStatus: 'cancelled', reason: 'Customer asked by phone' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order status updated to cancelled');
    expect(res.body.data).toMatchObject({ orderStatus: 'cancelled', cancellationReason: 'Customer asked by phone' });
    expect(await stockOf(db(), product.id)).toBe(5);
    expect(await usedCountOf(db(), coupon.id)).toBe(0);
    // Again: nothing more comes back.
    expect((await setStatus(order.id, { orderStatus: 'cancelled' })).status).toBe(200);
    expect(await stockOf(db(), product.id)).toBe(5);

    const shipped = await insertOrder({ status: 'shipped', paymentStatus: 'completed', lines: [{ product, quantity: 1 }] });
    const refused = await setStatus(shipped.id, { orderStatus: 'cancelled' });
    expect(refused.status).toBe(409);
    // After dispatch it is a return, not a cancel: the status flow names the one way on.
    expect(refused.body.message).toBe('An order that is shipped can only move to delivered.');
    expect((await orderRow(shipped.id))!.status).toBe('shipped');
    expect(await stockOf(db(), product.id)).toBe(5);
  });

  it('a cancelled order is final: 409 for any other status, its stock and coupon use stay given back', async () => {
    await people();
    const product = await createProduct(db(), { stock: 4, name: unique('Rare Oud') });
    const coupon = await createCoupon(db(), { code: `RE${newId().slice(-6).toUpperCase()}`, usedCount: 0 });
    const cod = await insertOrder({ status: 'cancelled', paymentMethod: 'COD', lines: [{ product, quantity: 2 }], stockReleased: true, couponId: coupon.id });
    await db().insert(couponRedemptions).values({ couponId: coupon.id, userId: customer.id, orderId: cod.id, discountPaise: 0, releasedAt: new Date() });
    const refunded = await insertOrder({ status: 'cancelled', paymentStatus: 'refunded', stockReleased: true });
    const refunding = await insertOrder({ status: 'cancelled', paymentStatus: 'completed', stockReleased: true });
    await db().insert(refunds).values({ orderId: refunding.id, refundId: `RF-${refunding.orderNumber}`, amountPaise: refunding.totalPaise, status: 'PENDING' });
    const expired = await insertOrder({ status: 'cancelled', paymentStatus: 'failed', stockReleased: true });

    for (const order of [cod, refunded, refunding, expired]) {
      for (const status of ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'completed']) {
        const res = await setStatus(order.id, { orderStatus: status });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('A cancelled order cannot change status.');
      }
      const row = await orderRow(order.id);
      expect(row).toMatchObject({ status: 'cancelled', cancelledAt: order.cancelledAt, stockReleasedAt: order.stockReleasedAt });
      expect(await auditOf(order.id)).toEqual([]);
    }
    expect(await stockOf(db(), product.id)).toBe(4);
    expect(await usedCountOf(db(), coupon.id)).toBe(0);
  });

  it('cancelling a paid order refunds it in full through the gateway', async () => {
    await people();
    const { shopper, product, order } = await placePaidOrder(db(), { stock: 4, pricePaise: 320_000 });
    expect(await stockOf(db(), product.id)).toBe(3);

    const res = await setStatus(order.id, { orderStatus: 'cancelled' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order status updated to cancelled. A refund of ₹3,200 to the original payment method has been initiated; banks usually take 5–7 working days.');
    expect(res.body.data).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded', cancellationReason: 'Cancelled by the store' });
    expect(res.body.data.refunds).toEqual([expect.objectContaining({ amount: 3200, status: 'SUCCESS' })]);
    expect(await stockOf(db(), product.id)).toBe(4);
    const templates = (await db().select().from(emailOutbox).where(eq(emailOutbox.to, shopper.email))).map((m) => m.template).sort();
    expect(templates).toEqual(['order-cancelled', 'order-confirmation', 'refund-issued']);
    const [entry] = await auditOf(order.id);
    expect(entry!.after).toMatchObject({ orderStatus: 'cancelled', refundPaise: 320_000 });
  });

  it('answers 400 for a bad status or id, 404 for an unknown order', async () => {
    await people();
    const order = await insertOrder();
    const bad = await setStatus(order.id, { orderStatus: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please choose a valid order status');
    expect((await setStatus(order.id, {})).status).toBe(400);
    const badId = await setStatus('nope', { orderStatus: 'shipped' });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Invalid order ID format');
    const missing = await setStatus(newId(), { orderStatus: 'shipped' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Order not found');
  });
});

describe('statuses only move forward', () => {
  it('refuses shipped back to pending: 409, nothing changed, no email, no audit entry', async () => {
    await people();
    const email = `${newId()}@back.test`;
    const shippedAt = new Date(Date.now() - DAY);
    const order = await insertOrder({ status: 'shipped', paymentStatus: 'completed', customerEmail: email });
    await db().update(orders).set({ shippedAt }).where(eq(orders.id, order.id));
    const before = await orderRow(order.id);

    for (const status of ['pending', 'confirmed', 'processing']) {
      const res = await setStatus(order.id, { orderStatus: status });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('An order that is shipped can only move to delivered.');
    }
    expect(await orderRow(order.id)).toEqual(before);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, email))).toEqual([]);
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('refuses skipping steps: a paid pending order cannot jump to delivered or completed', async () => {
    await people();
    const order = await insertOrder({ status: 'pending', paymentStatus: 'completed' });
    for (const status of ['delivered', 'completed', 'shipped']) {
      const res = await setStatus(order.id, { orderStatus: status });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('An order that is pending can only move to confirmed, processing or cancelled.');
    }
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', shippedAt: null, deliveredAt: null });
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('walks pending → confirmed → processing → shipped → delivered → completed, emailing the customer once when it ships and once when delivered', async () => {
    await people();
    const product = await createProduct(db(), { stock: 5 });
    const email = `${newId()}@chain.test`;
    const order = await insertOrder({ status: 'pending', paymentStatus: 'completed', customerEmail: email, lines: [{ product, quantity: 1 }] });
    const chain = ['confirmed', 'processing', 'shipped', 'delivered', 'completed'] as const;
    // Which emails exist so far, by creation: a select without ORDER BY has no order on PostgreSQL
    // (an updated row moves), so the test names the order it means.
    const templates = async () =>
      (await db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))).map((m) => m.template);
    let shippedAt: string | null = null;
    for (const status of chain) {
      const res = await setStatus(order.id, { orderStatus: status, ...(status === 'shipped' ? SHIP_WITH : {}) });
      expect(res.status, status).toBe(200);
      expect(res.body.message).toBe(`Order status updated to ${status}`);
      expect(res.body.data.orderStatus).toBe(status);
      if (status === 'shipped') shippedAt = res.body.data.shippedAt;
      const step = chain.indexOf(status);
      expect(await templates()).toEqual(['order-shipped', 'order-delivered'].slice(0, Math.max(0, step - chain.indexOf('shipped') + 1)));
    }
    const row = await orderRow(order.id);
    expect(row!.status).toBe('completed');
    expect(row!.shippedAt!.toISOString()).toBe(shippedAt);
    expect(row!.deliveredAt).toEqual(expect.any(Date));
    const entries = await auditOf(order.id);
    expect(entries.map((e) => e.action)).toEqual(Array(5).fill('order.status'));
    expect(entries.map((e) => (e.after as { orderStatus: string }).orderStatus).sort()).toEqual([...chain].sort());
    expect(await stockOf(db(), product.id)).toBe(5);
    // Completed is final.
    const after = await setStatus(order.id, { orderStatus: 'delivered' });
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('A completed order cannot change status.');
  });
});

describe('one cancel, whoever asks', () => {
  it('an admin cancelling through DELETE /orders/cancel/{id} is audited like the status change; the customer is not', async () => {
    await people();
    const product = await createProduct(db(), { stock: 3 });
    const byAdmin = await insertOrder({ lines: [{ product, quantity: 1 }] });
    const res = await call(cancelRoute, {
      method: 'DELETE',
      path: `/api/v1/orders/cancel/${byAdmin.id}`,
      params: { id: byAdmin.id },
      headers: { ...admin.headers, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderStatus: 'cancelled', cancellationReason: 'Cancelled by the store' });
    expect(await stockOf(db(), product.id)).toBe(4);
    const [entry] = await auditOf(byAdmin.id);
    expect(entry).toMatchObject({ action: 'order.cancel', actorId: admin.id });
    expect(entry!.after).toMatchObject({ orderStatus: 'cancelled' });

    const byCustomer = await insertOrder({ lines: [{ product, quantity: 1 }] });
    const own = await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: byCustomer.id }, headers: customer.headers });
    expect(own.status).toBe(200);
    expect(own.body.data.cancellationReason).toBe('Cancelled by the customer');
    expect(await auditOf(byCustomer.id)).toEqual([]);
    expect(await stockOf(db(), product.id)).toBe(5);
  });

  it('a second cancel (either path) is refused and gives nothing back twice', async () => {
    await people();
    const product = await createProduct(db(), { stock: 3 });
    const order = await insertOrder({ lines: [{ product, quantity: 2 }] });
    expect((await setStatus(order.id, { orderStatus: 'cancelled' })).status).toBe(200);
    const again = await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: order.id }, headers: admin.headers });
    expect(again.status).toBe(409);
    expect(await stockOf(db(), product.id)).toBe(5);
  });
});

describe('DELETE /api/v1/orders/delete/{id}', () => {
  it('deletes a cancelled, never-paid order with its lines, and audits what it was', async () => {
    await people();
    const product = await createProduct(db(), { stock: 2 });
    const order = await insertOrder({ status: 'cancelled', paymentStatus: 'failed', lines: [{ product, quantity: 1 }], stockReleased: true });
    const res = await remove(order.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Order deleted successfully', data: { id: order.id, orderNumber: order.orderNumber } });
    expect(await orderRow(order.id)).toBeUndefined();
    expect(await db().select().from(orderItems).where(eq(orderItems.orderId, order.id))).toEqual([]);
    expect(await stockOf(db(), product.id)).toBe(2);
    const [entry] = await auditOf(order.id);
    expect(entry).toMatchObject({ action: 'order.delete', actorId: admin.id });
    expect(entry!.before).toMatchObject({ orderNumber: order.orderNumber, orderStatus: 'cancelled' });
    expect((await remove(order.id)).status).toBe(404);
  });

  it('a cancelled order whose stock was never returned gets it back when deleted', async () => {
    await people();
    const product = await createProduct(db(), { stock: 2 });
    const order = await insertOrder({ status: 'cancelled', lines: [{ product, quantity: 3 }] });
    expect((await remove(order.id)).status).toBe(200);
    expect(await stockOf(db(), product.id)).toBe(5);
  });

  it('keeps paid orders (GST records) and orders that are not cancelled: 409', async () => {
    await people();
    const refunded = await insertOrder({ status: 'cancelled', paymentStatus: 'refunded', invoiceNumber: `MA/26-27/${newId().slice(-6)}` });
    const a = await remove(refunded.id);
    expect(a.status).toBe(409);
    expect(a.body.message).toBe('Paid orders are kept for GST records and cannot be deleted');
    const open = await insertOrder({ status: 'pending' });
    const b = await remove(open.id);
    expect(b.status).toBe(409);
    expect(b.body.message).toBe('Only cancelled orders can be deleted');
    expect(await orderRow(open.id)).toBeDefined();
    expect(await auditOf(open.id)).toEqual([]);
    expect((await remove('x')).status).toBe(400);
  });
});

describe('GET /api/v1/orders/analytics', () => {
  it('answers the timeframe, 30 days by default, and refuses others', async () => {
    await people();
    const res = await call(analyticsRoute, { path: '/api/v1/orders/analytics', headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ timeframe: '30d', granularity: 'day' });
    expect(res.body.data.series).toHaveLength(30);
    for (const [tf, n] of [['7d', 7], ['90d', 90], ['12m', 12]] as const) {
      const r = await call(analyticsRoute, { path: `/x?timeframe=${tf}`, headers: admin.headers });
      expect(r.body.data.series).toHaveLength(n);
    }
    const bad = await call(analyticsRoute, { path: '/x?timeframe=1y', headers: admin.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Timeframe must be one of 7d, 30d, 90d or 12m');
  });

  it('counts paid, not cancelled, revenue by Indian day; status counts, average order and top products', async () => {
    await people();
    // A day of its own, far from the other tests' orders: 10 June 2031, 10:00 in Kolkata.
    const now = new Date('2031-06-10T04:30:00Z');
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    const a = await createProduct(db(), { stock: 10, pricePaise: 100_000, name: unique('Top A') });
    const b = await createProduct(db(), { stock: 10, pricePaise: 300_000, name: unique('Top B') });
    await insertOrder({ status: 'confirmed', paymentStatus: 'completed', lines: [{ product: a, quantity: 2 }], createdAt: at(1) }); // today: ₹2,000
    await insertOrder({ status: 'delivered', paymentStatus: 'completed', lines: [{ product: b, quantity: 1 }], createdAt: at(11) }); // 9 June, 23:00 IST: ₹3,000
    await insertOrder({ status: 'pending', paymentStatus: 'pending', lines: [{ product: b, quantity: 5 }], createdAt: at(2) });
    await insertOrder({ status: 'cancelled', paymentStatus: 'refunded', lines: [{ product: b, quantity: 5 }], createdAt: at(3) });
    await insertOrder({ status: 'shipped', paymentStatus: 'completed', lines: [{ product: a, quantity: 1 }], createdAt: at(20 * 24) }); // 20 days ago: ₹1,000

    const week = await getOrderAnalytics(db(), '7d', now);
    expect(week.series.map((p) => p.key)).toEqual(['2031-06-04', '2031-06-05', '2031-06-06', '2031-06-07', '2031-06-08', '2031-06-09', '2031-06-10']);
    expect(week.series.at(-1)).toEqual({ key: '2031-06-10', revenue: 2000, orders: 1 });
    expect(week.series.at(-2)).toEqual({ key: '2031-06-09', revenue: 3000, orders: 1 });
    expect(week).toMatchObject({ revenue: 5000, revenueToday: 2000, revenue7d: 5000, revenue30d: 6000, paidOrders: 2, averageOrderValue: 2500, totalOrders: 4 });
    expect(week.ordersByStatus).toMatchObject({ confirmed: 1, delivered: 1, pending: 1, cancelled: 1, shipped: 0 });
    expect(week.topProducts.map((p) => [p.name, p.quantity, p.revenue])).toEqual([
      [b.name, 1, 3000],
      [a.name, 2, 2000],
    ]);
    const month = await getOrderAnalytics(db(), '30d', now);
    expect(month).toMatchObject({ revenue: 6000, paidOrders: 3, averageOrderValue: 2000 });
    const year = await getOrderAnalytics(db(), '12m', now);
    expect(year.series.map((p) => p.key)).toEqual(expect.arrayContaining(['2030-07', '2031-06']));
    expect(year.series.at(-1)!.revenue).toBe(3000 + 2000);
    expect(year.series.at(-2)).toEqual({ key: '2031-05', revenue: 1000, orders: 1 });
  });

  it('the dashboard extras: stock alerts, recent orders and unread messages', async () => {
    await people();
    const out = await createProduct(db(), { stock: 0, name: unique('Aaa Empty') });
    await db().insert(contactMessages).values({ name: 'Meera', email: 'meera@example.test', subject: unique('Bulk order'), message: 'Hello', isRead: false });
    // Later than every other order in this file (the analytics test's are in 2031).
    const recent = await insertOrder({ createdAt: new Date('2035-01-01T00:00:00Z') });
    const extras = await getDashboardExtras(db());
    expect(extras.outOfStockCount).toBeGreaterThanOrEqual(1);
    expect(extras.stockAlerts.map((p) => p.id)).toContain(out.id);
    expect(extras.recentOrders[0]).toMatchObject({ id: recent.id, orderNumber: recent.orderNumber });
    expect(extras.unreadMessages).toBeGreaterThanOrEqual(1);
    expect(extras.latestUnread[0]).toMatchObject({ name: 'Meera' });
  });
});

describe('GET /api/v1/orders/export', () => {
  it('answers the filtered orders as CSV with a header row, escaped, across batches', async () => {
    await people();
    const name = unique('Export');
    const product = await createProduct(db(), { stock: 5, pricePaise: 149_900, name: 'Oud, "Royale"' });
    const tricky = await insertOrder({ customerName: `=HYPERLINK("x") ${name}`, lines: [{ product, quantity: 2 }], status: 'shipped', paymentStatus: 'completed' });
    // One more than a batch, all at the same instant: the keyset must page on the id as well.
    const at = new Date(Date.now() - DAY);
    await db()
      .insert(orders)
      .values(
        Array.from({ length: EXPORT_BATCH }, () => ({
          orderNumber: nextOrderNumber(),
          customerName: name,
          customerEmail: 'bulk@example.test',
          shippingAddress: STORED_ADDRESS,
          subtotalPaise: 100_000,
          totalPaise: 100_000,
          createdAt: at,
        })),
      );
    // Read as bytes: Response.text() would drop the byte-order mark this checks.
    const res = await exportRoute(new Request(`http://localhost:3000/api/v1/orders/export?search=${encodeURIComponent(name)}`, { headers: admin.headers }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes).split('\r\n').filter(Boolean);
    expect(rows[0]).toBe(EXPORT_HEADER.join(','));
    expect(rows).toHaveLength(1 + EXPORT_BATCH + 1);
    const numbers = rows.slice(1).map((r) => r.split(',')[0]);
    expect(new Set(numbers).size).toBe(EXPORT_BATCH + 1);
    // Newest first: the tricky order leads.
    const first = rows[1]!;
    expect(first.startsWith(`${tricky.orderNumber},`)).toBe(true);
    expect(first).toContain(`"'=HYPERLINK(""x"") ${name}"`);
    expect(first).toContain('"Oud, ""Royale"" × 2"');
    expect(first).toContain(',2998.00,0.00,,0.00,2998.00,completed,online,,shipped,');

    const filtered = await call(exportRoute, { path: `/x?search=${encodeURIComponent(name)}&status=shipped`, headers: admin.headers });
    expect((filtered.body as string).split('\r\n').filter(Boolean)).toHaveLength(2);
    const bad = await call(exportRoute, { path: '/x?status=lost', headers: admin.headers });
    expect(bad.status).toBe(400);
    // Cleanup so other tests' counts stay small.
    await db().delete(orders).where(and(eq(orders.customerName, name), inArray(orders.customerEmail, ['bulk@example.test'])));
  });
});
