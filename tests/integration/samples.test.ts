import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as samplesRoute from '@/app/api/v1/samples/route';
import * as sampleRoute from '@/app/api/v1/samples/[id]/route';
import { auditLog, orderItems, orders, products, samples } from '@/lib/db/schema';
import { loadPackingSlip } from '@/lib/gifts/packing-slip';
import { cancelOrder } from '@/lib/orders/cancel';
import { expirePendingOrders } from '@/lib/orders/expire';
import { loadInvoice } from '@/lib/orders/invoice-query';
import { getOrderDto } from '@/lib/orders/queries';
import { completeHostedPayment } from '@/lib/payments/local-gateway/service';
import { deliverLocalWebhook } from '@/lib/payments/local-gateway/webhooks';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { checkoutOnline } from '../helpers/orders';
import { createProduct, createShopper, fillCart, stockOf, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase();

let admin: Shopper;
let customer: Shopper;

beforeAll(async () => {
  admin = await createShopper(db(), { role: 'admin' });
  customer = await createShopper(db());
});

/** A perfume with a sample vial of `stock`, straight into the database. */
async function sampleOf(stock: number, options: { isActive?: boolean; name?: string } = {}) {
  const product = await createProduct(db(), { stock: 10, name: options.name });
  const [row] = await db()
    .insert(samples)
    .values({ productId: product.id, label: '2 ml', volumeMl: 2, stock, isActive: options.isActive ?? true })
    .returning();
  return { product, sample: row! };
}

const sampleStock = async (id: string) => (await db().select({ stock: samples.stock }).from(samples).where(eq(samples.id, id)))[0]!.stock;

/** A shopper with one bottle in the bag, ordering with the given samples. */
async function orderWith(sampleIds: unknown, shopper?: Shopper) {
  const who = shopper ?? (await createShopper(db()));
  const bottle = await createProduct(db(), { stock: 5, pricePaise: 250_000 });
  await fillCart(db(), who.id, [{ productId: bottle.id, quantity: 1 }]);
  const res = await checkoutOnline(who, { samples: sampleIds });
  return { shopper: who, bottle, res };
}

const listSamples = (query = '', headers: Record<string, string> = {}) => call(samplesRoute.GET, { path: `/api/v1/samples${query}`, headers });

describe('GET /api/v1/samples', () => {
  it('lists the samples on offer (in stock, switched on, of a perfume on sale), not the others', async () => {
    const offered = await sampleOf(3, { name: 'Aaa Sample Offered' });
    const empty = await sampleOf(0);
    const off = await sampleOf(5, { isActive: false });
    const retired = await sampleOf(5);
    await db().update(products).set({ isActive: false }).where(eq(products.id, retired.product.id));

    const res = await listSamples();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const ids = res.body.data.samples.map((s: { _id: string }) => s._id);
    expect(res.body.data.samples).toContainEqual({ _id: offered.sample.id, productId: offered.product.id, name: 'Aaa Sample Offered', label: '2 ml', stock: 3 });
    for (const hidden of [empty, off, retired]) expect(ids).not.toContain(hidden.sample.id);
  });

  it('gives the admin list only to an admin (?scope=all): 401 for a guest, 403 for a customer', async () => {
    const { sample } = await sampleOf(0);
    expect((await listSamples('?scope=all')).status).toBe(401);
    expect((await listSamples('?scope=all', customer.headers)).status).toBe(403);
    const res = await listSamples('?scope=all', admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.samples.find((s: { _id: string }) => s._id === sample.id)).toMatchObject({ stock: 0, isActive: true, productOnSale: true, given: 0 });
  });
});

describe('samples with an order', () => {
  it('takes one of each chosen sample, writes them at ₹0 after the goods, and prints them on the slip and the invoice', async () => {
    const a = await sampleOf(4);
    const b = await sampleOf(1);
    const { shopper, res } = await orderWith([a.sample.id, b.sample.id]);
    expect(res.status).toBe(201);
    const lines = res.body.data.order.items;
    expect(lines).toHaveLength(3);
    expect(lines.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'sample', name: a.product.name, size: 'Free sample · 2 ml', price: 0, lineTotal: 0, quantity: 1 }),
        expect.objectContaining({ kind: 'sample', name: b.product.name, size: 'Free sample · 2 ml', price: 0, lineTotal: 0, quantity: 1 }),
      ]),
    );
    // The samples cost nothing and count as no item bought.
    expect(res.body.data.order).toMatchObject({ subtotal: 2500, totalAmount: 2500, itemCount: 1 });
    expect(await sampleStock(a.sample.id)).toBe(3);
    expect(await sampleStock(b.sample.id)).toBe(0);
    // The last vial gone, it is no longer offered.
    expect((await listSamples()).body.data.samples.map((s: { _id: string }) => s._id)).not.toContain(b.sample.id);

    const orderId = res.body.data.order._id;
    const slip = await loadPackingSlip(db(), { userId: shopper.id, role: 'user' }, orderId);
    expect(slip.lines.filter((l) => l.variantLabel === 'Free sample · 2 ml')).toHaveLength(2);
    expect(slip.lines.find((l) => l.name === a.product.name)).toMatchObject({ quantity: 1, unitPricePaise: 0, lineTotalPaise: 0 });

    const { webhook, order: gatewayOrder } = await completeHostedPayment(db(), res.body.data.paymentSession.payment_session_id, 'pay');
    expect(await deliverLocalWebhook(gatewayOrder.order_meta.notify_url!, webhook!)).toBe(200);
    const invoice = await loadInvoice(db(), { userId: shopper.id, role: 'user' }, orderId);
    const free = invoice.invoice.lines.filter((l) => l.description.includes('Free sample'));
    expect(free).toHaveLength(2);
    for (const line of free) expect(line).toMatchObject({ grossPaise: 0, taxablePaise: 0, taxPaise: 0, totalPaise: 0 });
    expect(invoice.invoice.totals.totalPaise).toBe(250_000);
  });

  it.each([
    [['a', 'b', 'c'], 'Choose up to 2 free samples.'],
    ['not-a-list', 'That is not one of the samples on offer. Please choose again.'],
    [[42], 'That is not one of the samples on offer. Please choose again.'],
  ])('refuses samples %j with 400 and nothing taken', async (value, message) => {
    const { shopper, res } = await orderWith(value);
    expect(res.status).toBe(400);
    expect(res.body.errors.samples).toContain(message);
    expect(await db().select().from(orders).where(eq(orders.userId, shopper.id))).toHaveLength(0);
  });

  it('refuses the same sample twice', async () => {
    const { sample } = await sampleOf(5);
    const { res } = await orderWith([sample.id, sample.id]);
    expect(res.status).toBe(400);
    expect(res.body.errors.samples).toContain('Choose two different samples.');
    expect(await sampleStock(sample.id)).toBe(5);
  });

  it('refuses a size, a product or an unknown id as a sample (400), and the order and its stock are undone', async () => {
    const { sample } = await sampleOf(5);
    const other = await createProduct(db(), { stock: 3 });
    for (const id of [other.id, '0123456789abcdef01234567']) {
      const { shopper, bottle, res } = await orderWith([sample.id, id]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'That is not one of the samples on offer. Please choose again.' });
      expect(await db().select().from(orders).where(eq(orders.userId, shopper.id))).toHaveLength(0);
      expect(await stockOf(db(), bottle.id)).toBe(5);
    }
    expect(await sampleStock(sample.id)).toBe(5);
  });

  it('refuses a sample switched off since the page loaded (400) and one run out (409 SAMPLE_UNAVAILABLE), naming it', async () => {
    const off = await sampleOf(5, { isActive: false });
    expect((await orderWith([off.sample.id])).res.status).toBe(400);
    const out = await sampleOf(0, { name: 'Vetiver Noir Test' });
    const { res } = await orderWith([out.sample.id]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SAMPLE_UNAVAILABLE', message: 'The Vetiver Noir Test sample has just run out. Please choose another, or none.' });
    expect(res.body.errors.samples).toHaveLength(1);
  });

  it('gives the last vial to one of two racing orders; the other is refused whole', async () => {
    const { sample } = await sampleOf(1);
    const [first, second] = await Promise.all([orderWith([sample.id]), orderWith([sample.id])]);
    expect([first.res.status, second.res.status].sort()).toEqual([201, 409]);
    expect(await sampleStock(sample.id)).toBe(0);
    const loser = first.res.status === 409 ? first : second;
    expect(await stockOf(db(), loser.bottle.id)).toBe(5);
  });

  it('an order without samples is as before', async () => {
    const { res } = await orderWith(undefined);
    expect(res.status).toBe(201);
    expect(res.body.data.order.items).toHaveLength(1);
  });

  it('gives the samples back when the order is cancelled, and when its time to pay runs out', async () => {
    const { sample } = await sampleOf(5);
    const cancelled = await orderWith([sample.id]);
    expect(await sampleStock(sample.id)).toBe(4);
    await cancelOrder(db(), { userId: cancelled.shopper.id, role: 'user' }, cancelled.res.body.data.order._id);
    expect(await sampleStock(sample.id)).toBe(5);
    // The bottle's own stock is back too, and not given to any size a second time.
    expect(await stockOf(db(), cancelled.bottle.id)).toBe(5);

    const expiring = await orderWith([sample.id]);
    expect(await sampleStock(sample.id)).toBe(4);
    await expirePendingOrders(db(), { now: new Date(Date.now() + 2 * 86_400_000), askGateway: false });
    expect(await sampleStock(sample.id)).toBe(5);
    const [row] = await db().select().from(orders).where(eq(orders.id, expiring.res.body.data.order._id));
    expect(row!.status).toBe('cancelled');
  });

  it('a free sample cannot be claimed, and does not make a review "verified"', async () => {
    const { sample, product } = await sampleOf(5);
    const { res } = await orderWith([sample.id]);
    const order = await getOrderDto(db(), res.body.data.order._id);
    const line = order.items.find((i) => i.kind === 'sample')!;
    expect(line.productId).toBe(product.id);
    const { claimableQuantities, claimLinesRefusal } = await import('@/lib/claims/rules');
    const left = claimableQuantities(order.items.map((i) => ({ id: i._id, quantity: i.quantity, kind: i.kind })), []);
    expect(left.get(line._id)).toBe(0);
    expect(claimLinesRefusal([{ orderItemId: line._id, quantity: 1 }], order.items.map((i) => ({ id: i._id, quantity: i.quantity, kind: i.kind, name: i.name })), left)).toBe(
      'A free sample cannot be claimed: choose the bottles that arrived wrong, damaged or leaking.',
    );
    const rows = await db().select().from(orderItems).where(and(eq(orderItems.orderId, order._id), eq(orderItems.kind, 'sample')));
    expect(rows).toHaveLength(1);
  });
});

describe('the admin stocks samples', () => {
  const post = (body: unknown, headers = admin.headers) => call(samplesRoute.POST, { method: 'POST', path: '/api/v1/samples', body, headers });
  const put = (id: string, body: unknown, headers = admin.headers) =>
    call(sampleRoute.PUT, { method: 'PUT', path: `/api/v1/samples/${id}`, params: { id }, body, headers });

  it('adds a sample (label from its volume), audited, and refuses a second of the same volume (409)', async () => {
    const product = await createProduct(db(), { stock: 3 });
    const res = await post({ productId: product.id, volumeMl: 2, stock: '25' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Sample added', data: { productId: product.id, label: '2 ml', volumeMl: 2, stock: 25, isActive: true, given: 0 } });
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'sample'), eq(auditLog.entityId, res.body.data._id)));
    expect(entry).toMatchObject({ action: 'sample.create', actorId: admin.id });
    const again = await post({ productId: product.id, volumeMl: 2, stock: 5 });
    expect(again.status).toBe(409);
    expect(again.body.errors.volumeMl).toEqual(['This perfume already has a sample of that volume: change its stock instead.']);
  });

  it.each([
    [{ productId: '', volumeMl: 2, stock: 5 }, 'productId'],
    [{ productId: 'nope', volumeMl: 2, stock: 5 }, 'productId'],
    [{ volumeMl: 0, stock: 5 }, 'volumeMl'],
    [{ volumeMl: 30, stock: 5 }, 'volumeMl'],
    [{ volumeMl: 1.5, stock: 5 }, 'volumeMl'],
    [{ volumeMl: 2, stock: -1 }, 'stock'],
    [{ volumeMl: 2, stock: 'many' }, 'stock'],
    [{ volumeMl: 2, stock: 5, label: 'x'.repeat(41) }, 'label'],
  ])('refuses %j with 400 on %s', async (body, field) => {
    const product = await createProduct(db(), { stock: 3 });
    const res = await post({ productId: product.id, ...body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('refuses a sample of a perfume that does not exist (400)', async () => {
    const res = await post({ productId: '0123456789abcdef01234567', volumeMl: 2, stock: 5 });
    expect(res.status).toBe(400);
    expect(res.body.errors.productId).toEqual(['That perfume was not found.']);
  });

  it('changes stock and offer, audited; refuses guests, customers, an unknown id and unknown fields', async () => {
    const { sample } = await sampleOf(5);
    expect((await put(sample.id, { stock: 9 }, {})).status).toBe(401);
    expect((await put(sample.id, { stock: 9 }, customer.headers)).status).toBe(403);
    expect((await post({ productId: sample.productId, volumeMl: 3, stock: 1 }, customer.headers)).status).toBe(403);
    expect((await put('0123456789abcdef01234567', { stock: 9 })).status).toBe(404);
    expect((await put('zzz', { stock: 9 })).status).toBe(400);
    expect((await put(sample.id, { price: 0 })).status).toBe(400);
    const res = await put(sample.id, { stock: 9, isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Sample saved', data: { stock: 9, isActive: false } });
    expect(await sampleStock(sample.id)).toBe(9);
    const entries = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'sample'), eq(auditLog.entityId, sample.id)));
    expect(entries.map((e) => e.action)).toEqual(['sample.update']);
  });
});
