import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as userOrdersRoute } from '@/app/api/v1/orders/[userId]/route';
import { PATCH as statusRoute } from '@/app/api/v1/orders/update-status/[id]/route';
import { auditLog, emailOutbox, orders, products } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { useTestDatabase } from '../helpers/db';
import { insertOrder } from '../helpers/orders';
import { call } from '../helpers/http';
import { createProduct, createShopper, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase();

let admin: Shopper;
let customer: Shopper;
let stranger: Shopper;
async function people() {
  admin ??= await createShopper(db(), { role: 'admin' });
  customer ??= await createShopper(db());
  stranger ??= await createShopper(db());
}

type Product = Awaited<ReturnType<typeof createProduct>>;

/** A paid order of the customer's, written straight into the database (the checkout has its own tests). */
async function paidOrder(lines: { product: Product; quantity: number }[], status: 'confirmed' | 'processing' = 'confirmed') {
  const email = `${newId()}@tracking.test`;
  const order = await insertOrder(db(), { userId: customer.id, customerName: 'Meera Rao', customerEmail: email, status, paymentStatus: 'completed', lines });
  return { order, email };
}

function setStatus(id: string, body: unknown, headers = admin.headers) {
  return call(statusRoute, { method: 'PATCH', path: `/api/v1/orders/update-status/${id}`, params: { id }, body, headers });
}

const mailsTo = async (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.createdAt);
const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

describe('shipping with a courier and an AWB', () => {
  it('refuses "shipped" without the courier or the AWB (400, naming what is missing) and writes nothing', async () => {
    await people();
    const product = await createProduct(db(), { stock: 5 });
    const { order, email } = await paidOrder([{ product, quantity: 1 }]);
    const none = await setStatus(order.id, { orderStatus: 'shipped' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      code: 'TRACKING_REQUIRED',
      message: 'Please enter the courier and the tracking number (AWB) to mark this order shipped',
      errors: { courier: ['Please choose the courier'], trackingNumber: ['Please enter the tracking number (AWB)'] },
    });
    const noAwb = await setStatus(order.id, { orderStatus: 'shipped', courier: 'delhivery' });
    expect(noAwb.status).toBe(400);
    expect(noAwb.body.errors).toEqual({ trackingNumber: ['Please enter the tracking number (AWB)'] });
    const unknown = await setStatus(order.id, { orderStatus: 'shipped', courier: 'Pigeon Post', trackingNumber: '1490811234567' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Please choose a courier from the list' });
    const badAwb = await setStatus(order.id, { orderStatus: 'shipped', courier: 'bluedart', trackingNumber: '12-34' });
    expect(badAwb.status).toBe(400);
    expect(badAwb.body.errors.trackingNumber).toEqual(['Blue Dart tracking numbers (AWB) are 11-digit numbers']);
    expect(await rowOf(order.id)).toMatchObject({ status: 'confirmed', shippedAt: null, courier: null, trackingNumber: null });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('ships with Delhivery: tracking in the order JSON and a tracking link in the shipped email; an AWB fix sends no second email', async () => {
    await people();
    const product = await createProduct(db(), { stock: 5 });
    const { order, email } = await paidOrder([{ product, quantity: 1 }], 'processing');
    const res = await setStatus(order.id, { orderStatus: 'shipped', courier: 'Delhivery', trackingNumber: '1490 8112 34567' });
    expect(res.status).toBe(200);
    expect(res.body.data.tracking).toEqual({
      courier: 'delhivery',
      courierName: 'Delhivery',
      trackingNumber: '1490811234567',
      url: 'https://www.delhivery.com/track/package/1490811234567',
    });
    expect(res.body.data.shippedAt).toEqual(expect.any(String));
    const [shipped, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(shipped).toMatchObject({ template: 'order-shipped' });
    expect(shipped!.text).toContain('Courier: Delhivery');
    expect(shipped!.text).toContain('Tracking number (AWB): 1490811234567');
    expect(shipped!.text).toContain('https://www.delhivery.com/track/package/1490811234567');
    expect(shipped!.html).toContain('href="https://www.delhivery.com/track/package/1490811234567"');

    // A typo in the AWB: corrected on the shipped order, audited, and nobody is emailed again.
    const fixed = await setStatus(order.id, { orderStatus: 'shipped', trackingNumber: '1490811234568' });
    expect(fixed.status).toBe(200);
    expect(fixed.body.message).toBe('Shipment details updated');
    expect(fixed.body.data).toMatchObject({ orderStatus: 'shipped', shippedAt: res.body.data.shippedAt });
    expect(fixed.body.data.tracking).toMatchObject({ courier: 'delhivery', trackingNumber: '1490811234568', url: 'https://www.delhivery.com/track/package/1490811234568' });
    // Another courier: the AWB kept must fit it too.
    const mismatch = await setStatus(order.id, { orderStatus: 'shipped', courier: 'indiapost' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.trackingNumber[0]).toMatch(/^India Post tracking numbers/);
    const moved = await setStatus(order.id, { orderStatus: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' });
    expect(moved.body.data.tracking).toMatchObject({ courierName: 'India Post', trackingNumber: 'EE123456789IN' });
    expect((await mailsTo(email)).map((m) => m.template)).toEqual(['order-shipped']);
    const entries = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, order.id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['order.status', 'order.tracking', 'order.tracking']);
    expect(entries.find((e) => e.action === 'order.status')!.after).toMatchObject({ courier: 'delhivery', trackingNumber: '1490811234567' });
  });

  it('out for delivery, then delivered: the timeline times, and a review email with one link per product', async () => {
    await people();
    const oud = await createProduct(db(), { stock: 5, name: `Oud ${newId().slice(-5)}` });
    const rose = await createProduct(db(), { stock: 5, name: `Rose ${newId().slice(-5)}` });
    const gone = await createProduct(db(), { stock: 5 });
    const { order, email } = await paidOrder([
      { product: oud, quantity: 1 },
      { product: rose, quantity: 2 },
      { product: oud, quantity: 1 },
      { product: gone, quantity: 1 },
    ]);
    // No longer sold: no page to review it on.
    await db().update(products).set({ archivedAt: new Date(), isActive: false }).where(eq(products.id, gone.id));

    const packed = await setStatus(order.id, { orderStatus: 'processing' });
    expect(packed.body.data.packedAt).toEqual(expect.any(String));
    await setStatus(order.id, { orderStatus: 'shipped', courier: 'bluedart', trackingNumber: '12345678901' });
    const early = await setStatus(order.id, { orderStatus: 'processing', outForDelivery: true });
    expect(early.status).toBe(400);
    const out = await setStatus(order.id, { orderStatus: 'shipped', outForDelivery: true });
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({ orderStatus: 'shipped', outForDeliveryAt: expect.any(String) });
    const again = await setStatus(order.id, { orderStatus: 'shipped', outForDelivery: true });
    expect(again.body.data.outForDeliveryAt).toBe(out.body.data.outForDeliveryAt);

    const delivered = await setStatus(order.id, { orderStatus: 'delivered' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ orderStatus: 'delivered', deliveredAt: expect.any(String), outForDeliveryAt: out.body.data.outForDeliveryAt });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.template)).toEqual(['order-shipped', 'order-delivered']);
    const review = mails[1]!;
    expect(review.subject).toBe(`Your order has arrived: ${order.orderNumber}`);
    // One link per product, however many lines it has; the lines' order is the order's own.
    const links = (review.text.match(/https?:\/\/\S+#reviews/g) ?? []).map((l) => new URL(l).pathname).sort();
    expect(links).toEqual([`/products/${oud.slug}`, `/products/${rose.slug}`].sort());
    expect(review.text).toContain(`Review ${oud.name}:`);
    expect(review.text).not.toContain(gone.slug);

    // Completed afterwards: no second delivered email.
    await setStatus(order.id, { orderStatus: 'completed' });
    expect((await mailsTo(email)).map((m) => m.template)).toEqual(['order-shipped', 'order-delivered']);
  });

  it('the customer sees the tracking of their own order; another customer cannot, nor change anything (403)', async () => {
    await people();
    const product = await createProduct(db(), { stock: 5 });
    const { order } = await paidOrder([{ product, quantity: 1 }]);
    await setStatus(order.id, { orderStatus: 'shipped', courier: 'xpressbees', trackingNumber: 'XB1234567890' });

    const mine = await call(userOrdersRoute, { path: `/api/v1/orders/${customer.id}`, params: { userId: customer.id }, headers: customer.headers });
    expect(mine.status).toBe(200);
    const listed = mine.body.data.find((o: { id: string }) => o.id === order.id);
    expect(listed.tracking).toEqual({
      courier: 'xpressbees',
      courierName: 'Xpressbees',
      trackingNumber: 'XB1234567890',
      url: 'https://www.xpressbees.com/shipment/tracking?awbNo=XB1234567890',
    });
    expect(listed).toMatchObject({ shippedAt: expect.any(String), packedAt: null, outForDeliveryAt: null, deliveredAt: null });

    const theirs = await call(userOrdersRoute, { path: `/api/v1/orders/${customer.id}`, params: { userId: customer.id }, headers: stranger.headers });
    expect(theirs.status).toBe(403);
    const own = await call(userOrdersRoute, { path: `/api/v1/orders/${stranger.id}`, params: { userId: stranger.id }, headers: stranger.headers });
    expect(own.body.data.map((o: { id: string }) => o.id)).not.toContain(order.id);

    const forbidden = await setStatus(order.id, { orderStatus: 'shipped', trackingNumber: 'XB0000000000' }, customer.headers);
    expect(forbidden.status).toBe(403);
    expect((await rowOf(order.id)).trackingNumber).toBe('XB1234567890');
  });
});
