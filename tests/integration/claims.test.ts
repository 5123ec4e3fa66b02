/*
 * Claims (docs/claims.md): a shopper reports wrong, damaged or leaking lines of a delivered order
 * within the window; the admin replaces, refunds or rejects, once, audited and mailed.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { POST as claimRoute } from '@/app/api/v1/orders/[userId]/claims/route';
import { GET as ordersRoute } from '@/app/api/v1/orders/[userId]/route';
import { GET as adminOrdersRoute } from '@/app/api/v1/orders/all/route';
import { GET as claimsRoute } from '@/app/api/v1/claims/route';
import { PATCH as decideRoute } from '@/app/api/v1/claims/[id]/route';
import { POST as mediaRoute } from '@/app/api/v1/claims/media/route';
import { auditLog, claimItems, claims, emailOutbox, orderItems, orders, refundJobs, refunds, stockMovements, uploads } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { loadInvoice } from '@/lib/orders/invoice-query';
import { useTestDatabase } from '../helpers/db';
import { useRecordingGateway } from '../helpers/gateway';
import { call } from '../helpers/http';
import { insertOrder } from '../helpers/orders';
import { createProduct, createShopper, setDefaultSize, stockOf, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase();
const gateway = useRecordingGateway();

const HOUR = 3_600_000;
let invoices = 0;

/** A shopper, an admin and a paid order of two bottles at ₹2,499 delivered `hoursAgo` hours ago. */
async function deliveredOrder(options: { hoursAgo?: number; status?: 'delivered' | 'shipped' | 'completed'; quantity?: number; stock?: number; discountPaise?: number } = {}) {
  const shopper = await createShopper(db());
  const admin = await createShopper(db(), { role: 'admin' });
  const product = await createProduct(db(), { stock: options.stock ?? 5, pricePaise: 249_900, name: `Oud Royale ${newId().slice(-6)}` });
  const quantity = options.quantity ?? 2;
  const inserted = await insertOrder(db(), {
    userId: shopper.id,
    customerEmail: shopper.email,
    status: options.status ?? 'delivered',
    paymentStatus: 'completed',
    lines: [{ product, quantity }],
    invoiceNumber: `MA/26-27/${String(900000 + ++invoices + Math.floor(Math.random() * 90000)).padStart(6, '0')}`,
  });
  const deliveredAt = options.status === 'shipped' ? null : new Date(Date.now() - (options.hoursAgo ?? 2) * HOUR);
  const discountPaise = options.discountPaise ?? 0;
  const [order] = await db()
    .update(orders)
    .set({ deliveredAt, shippedAt: new Date(Date.now() - 72 * HOUR), discountPaise, totalPaise: inserted.subtotalPaise - discountPaise, gstRatePercent: 18 })
    .where(eq(orders.id, inserted.id))
    .returning();
  const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id));
  return { shopper, admin, product, order: order!, line: line! };
}

/** A photo this shopper uploaded for a claim, as the upload path records it. */
async function photo(shopper: Shopper, kind: 'image' | 'video' = 'image', purpose: 'claim' | 'avatar' = 'claim') {
  const key = `claims/${newId()}.${kind === 'image' ? 'webp' : 'mp4'}`;
  const url = `/uploads/${key}`;
  await db().insert(uploads).values({ key, url, purpose, uploaderId: shopper.id, name: 'x', size: 1000, type: kind === 'image' ? 'image/webp' : 'video/mp4' });
  return { url, kind };
}

function report(shopper: Shopper, orderId: string, body: Record<string, unknown>) {
  return call(claimRoute, { method: 'POST', path: `/api/v1/orders/${orderId}/claims`, params: { userId: orderId }, body, headers: shopper.headers });
}

async function validReport(shopper: Shopper, orderId: string, lineId: string, quantity = 1, extra: Record<string, unknown> = {}) {
  return report(shopper, orderId, {
    reason: 'leaking',
    description: 'The bottle arrived with the cap loose and half of it had leaked.',
    items: [{ orderItemId: lineId, quantity }],
    media: [await photo(shopper)],
    ...extra,
  });
}

function decide(admin: Shopper, claimId: string, body: unknown) {
  return call(decideRoute, { method: 'PATCH', path: `/api/v1/claims/${claimId}`, params: { id: claimId }, body, headers: admin.headers });
}

const emailsTo = (to: string, template: string) =>
  db().select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)));

describe('POST /orders/{id}/claims', () => {
  it('201: an open claim with its lines and media; the shopper is emailed; the order answer carries it', async () => {
    const { shopper, order, line } = await deliveredOrder();
    const res = await validReport(shopper, order.id, line.id);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ orderId: order.id, orderNumber: order.orderNumber, reason: 'leaking', status: 'open', items: [{ orderItemId: line.id, quantity: 1 }] });
    expect(res.body.data.media).toHaveLength(1);
    expect(res.body.data.media[0].kind).toBe('image');
    expect(await emailsTo(shopper.email, 'claim-received')).toHaveLength(1);

    const list = await call(ordersRoute, { path: `/api/v1/orders/${shopper.id}`, params: { userId: shopper.id }, headers: shopper.headers });
    const dto = list.body.data.find((o: { _id: string }) => o._id === order.id);
    expect(dto.claims).toHaveLength(1);
    expect(dto.claims[0]).toMatchObject({ status: 'open', reason: 'leaking' });
    // One claim waits: no second report until it is answered.
    expect(dto.canReportProblem).toBe(false);
    expect(dto.claimWindowClosesAt).toBe(new Date(order.deliveredAt!.getTime() + 48 * HOUR).toISOString());
  });

  it('a delivered order in its window offers Report a problem; the order answer says so', async () => {
    const { shopper, order } = await deliveredOrder();
    const list = await call(ordersRoute, { path: `/api/v1/orders/${shopper.id}`, params: { userId: shopper.id }, headers: shopper.headers });
    const dto = list.body.data.find((o: { _id: string }) => o._id === order.id);
    expect(dto).toMatchObject({ canReportProblem: true, claims: [] });
  });

  it('409 CLAIM_WINDOW_CLOSED after the window (48 h from delivery), nothing written', async () => {
    const { shopper, order, line } = await deliveredOrder({ hoursAgo: 48.01 });
    const res = await validReport(shopper, order.id, line.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CLAIM_WINDOW_CLOSED', message: "Problems must be reported within 48 hours of delivery; this order's window has closed" });
    expect(await db().select().from(claims).where(eq(claims.orderId, order.id))).toEqual([]);
  });

  it('409 ORDER_NOT_DELIVERED for an order still on its way', async () => {
    const { shopper, order, line } = await deliveredOrder({ status: 'shipped' });
    const res = await validReport(shopper, order.id, line.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ORDER_NOT_DELIVERED');
  });

  it('404 for another customer’s order, 401 without a session, 404 for an admin reporting on a customer’s order', async () => {
    const { order, line, admin } = await deliveredOrder();
    const other = await createShopper(db());
    const res = await validReport(other, order.id, line.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Order not found');
    const anon = await call(claimRoute, { method: 'POST', params: { userId: order.id }, body: {} });
    expect(anon.status).toBe(401);
    expect((await validReport(admin, order.id, line.id)).status).toBe(404);
  });

  it('400 with zod messages for bad input', async () => {
    const { shopper, order, line } = await deliveredOrder();
    const res = await report(shopper, order.id, { reason: 'smelly', description: 'bad', items: [], media: [] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors.reason).toEqual(['Choose what went wrong: wrong product, damaged or leaking']);
    expect(res.body.errors.description).toEqual(['Describe the problem in 10–2000 characters']);
    expect(res.body.errors.items).toEqual(['Choose at least one item and how many']);
    expect(res.body.errors.media).toEqual(['Add 1 to 5 photos or one short video']);
    const badId = await call(claimRoute, { method: 'POST', params: { userId: 'nope' }, body: {}, headers: shopper.headers });
    expect(badId.status).toBe(400);
    // A line of another order.
    const elsewhere = await validReport(shopper, order.id, newId());
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('Choose lines from this order');
    void line;
  });

  it('media must be files this shopper uploaded for a claim: 1–5 photos or one video, never both', async () => {
    const { shopper, order, line } = await deliveredOrder();
    const other = await createShopper(db());
    const base = { reason: 'damaged', description: 'The box was crushed and the bottle cracked.', items: [{ orderItemId: line.id, quantity: 1 }] };
    const foreign = await report(shopper, order.id, { ...base, media: [{ url: 'https://evil.example/x.jpg', kind: 'image' }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Upload the photos or video through this page first');
    const someoneElses = await report(shopper, order.id, { ...base, media: [await photo(other)] });
    expect(someoneElses.status).toBe(400);
    const avatar = await report(shopper, order.id, { ...base, media: [await photo(shopper, 'image', 'avatar')] });
    expect(avatar.status).toBe(400);
    const mixed = await report(shopper, order.id, { ...base, media: [await photo(shopper), await photo(shopper, 'video')] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe('Add photos or one video, not both');
    const twoVideos = await report(shopper, order.id, { ...base, media: [await photo(shopper, 'video'), await photo(shopper, 'video')] });
    expect(twoVideos.body.message).toBe('Add one video at most');
    const six = await report(shopper, order.id, { ...base, media: await Promise.all(Array.from({ length: 6 }, () => photo(shopper))) });
    expect(six.status).toBe(400);
    // The kind is the recorded file's, not the client's word.
    const video = await photo(shopper, 'video');
    const ok = await report(shopper, order.id, { ...base, media: [{ url: video.url, kind: 'image' }] });
    expect(ok.status).toBe(201);
    expect(ok.body.data.media).toEqual([{ url: video.url, kind: 'video' }]);
  });

  it('quantities: never more than delivered less what earlier claims (not rejected) cover; one open claim at a time', async () => {
    const { shopper, admin, order, line } = await deliveredOrder({ quantity: 2 });
    const tooMany = await validReport(shopper, order.id, line.id, 3);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('CLAIM_QUANTITY_EXCEEDED');
    expect(tooMany.body.message).toBe(`Only 2 of ${line.name} can still be claimed`);

    const first = await validReport(shopper, order.id, line.id, 1);
    expect(first.status).toBe(201);
    const second = await validReport(shopper, order.id, line.id, 1);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('CLAIM_ALREADY_OPEN');

    // Rejected: its unit may be claimed again.
    expect((await decide(admin, first.body.data.id, { decision: 'reject', note: 'The photo shows a different bottle.' })).status).toBe(200);
    const again = await validReport(shopper, order.id, line.id, 2);
    expect(again.status).toBe(201);
    expect((await decide(admin, again.body.data.id, { decision: 'refund', note: '' })).status).toBe(200);
    // Both units are now covered by a refunded claim.
    const none = await validReport(shopper, order.id, line.id, 1);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(`${line.name} has already been claimed in full`);
  });
});

describe('PATCH /claims/{id}', () => {
  it('replace: a ₹0 replacement order linked to the original, paid at once without the gateway, stock taken under claim_replacement, audited, mailed', async () => {
    gateway.install();
    const { shopper, admin, order, line, product } = await deliveredOrder({ stock: 5 });
    const claim = (await validReport(shopper, order.id, line.id, 1)).body.data;
    const before = await stockOf(db(), product.id);

    const res = await decide(admin, claim.id, { decision: 'replace', note: 'Sorry about the leak.' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'replaced', decisionNote: 'Sorry about the leak.' });
    const replacementId = res.body.data.replacementOrderId;
    expect(res.body.data.replacementOrderNumber).toMatch(/^MA-\d{4}-\d{6,}$/);
    expect(res.body.message).toBe(`Replacement order ${res.body.data.replacementOrderNumber} created; ship it from the orders screen`);

    const [replacement] = await db().select().from(orders).where(eq(orders.id, replacementId));
    expect(replacement).toMatchObject({
      userId: shopper.id,
      replacesOrderId: order.id,
      paymentMethod: 'replacement',
      paymentStatus: 'completed',
      status: 'confirmed',
      totalPaise: 0,
      cfOrderId: null,
      invoiceNumber: null,
    });
    expect(replacement!.shippingAddress).toEqual(order.shippingAddress);
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, replacementId));
    expect(items).toMatchObject([{ productId: product.id, quantity: 1, unitPricePaise: 0, lineTotalPaise: 0, name: line.name }]);
    expect(await stockOf(db(), product.id)).toBe(before - 1);
    const moves = await db().select().from(stockMovements).where(eq(stockMovements.claimId, claim.id));
    expect(moves).toMatchObject([{ reason: 'claim_replacement', delta: -1, orderId: replacementId, productId: product.id }]);
    expect(gateway.calls).toEqual([]);

    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'claim'), eq(auditLog.entityId, claim.id)));
    expect(audit).toMatchObject({ action: 'claim.replace', actorId: admin.id });
    expect(audit!.after).toMatchObject({ status: 'replaced', replacementOrderId: replacementId });
    const mails = await emailsTo(shopper.email, 'claim-decided');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`A replacement is on its way: ${order.orderNumber}`);
    expect(mails[0]!.text).toContain(replacement!.orderNumber);
    // The replacement is confirmed like any paid order: its confirmation email too.
    const confirmations = await emailsTo(shopper.email, 'order-confirmation');
    expect(confirmations.some((m) => m.text.includes(replacement!.orderNumber))).toBe(true);

    // A second decision is refused.
    const twice = await decide(admin, claim.id, { decision: 'refund', note: '' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('CLAIM_ALREADY_DECIDED');

    // The shopper's orders show the replacement and the claim's state.
    const list = await call(ordersRoute, { path: `/api/v1/orders/${shopper.id}`, params: { userId: shopper.id }, headers: shopper.headers });
    const original = list.body.data.find((o: { _id: string }) => o._id === order.id);
    expect(original.claims[0]).toMatchObject({ status: 'replaced', replacementOrderId: replacementId });
    const repl = list.body.data.find((o: { _id: string }) => o._id === replacementId);
    expect(repl).toMatchObject({ replacesOrderId: order.id, paymentMethod: 'replacement', totalPrice: 0 });
  });

  it('replace with no stock: a clear 409 OUT_OF_STOCK and nothing written', async () => {
    const { shopper, admin, order, line, product } = await deliveredOrder({ stock: 5 });
    const claim = (await validReport(shopper, order.id, line.id, 1)).body.data;
    await setDefaultSize(db(), product.id, { stock: 0 });
    const ordersBefore = (await db().select({ id: orders.id }).from(orders)).length;
    const res = await decide(admin, claim.id, { decision: 'replace', note: '' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'OUT_OF_STOCK', message: `${line.name}: This product is out of stock` });
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    expect(row).toMatchObject({ status: 'open', replacementOrderId: null, decidedAt: null });
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, claim.id))).toEqual([]);
    expect(await emailsTo(shopper.email, 'claim-decided')).toEqual([]);
    expect(await db().select().from(stockMovements).where(eq(stockMovements.claimId, claim.id))).toEqual([]);
  });

  it('refund: the lines’ amount less their share of the coupon, a refund row and job, a credit note on the invoice', async () => {
    // Two bottles at ₹2,499 with ₹499.80 off the order: one bottle's share of the discount is ₹249.90.
    const { shopper, admin, order, line } = await deliveredOrder({ quantity: 2, discountPaise: 49_980 });
    const claim = (await validReport(shopper, order.id, line.id, 1)).body.data;
    const res = await decide(admin, claim.id, { decision: 'refund', note: 'Refunded the leaking bottle.' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'refunded', refundAmount: 2249.1, refundStatus: 'PENDING' });
    expect(res.body.message).toBe('Refund of ₹2,249.10 initiated');

    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toMatchObject([{ refundId: `RF-${order.orderNumber}-C1`, amountPaise: 224_910, status: 'PENDING' }]);
    const [job] = await db().select().from(refundJobs).where(eq(refundJobs.refundRowId, rows[0]!.id));
    expect(job).toBeTruthy();
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    expect(row!.refundRowId).toBe(rows[0]!.id);
    // The order stays paid and its invoice stands, less the credit note.
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ paymentStatus: 'completed', status: 'delivered' });
    const invoice = await loadInvoice(db(), { userId: shopper.id, role: 'user' }, order.id);
    expect(invoice.standing).toEqual({ kind: 'issued' });
    expect(invoice.claimCreditNotes).toMatchObject([{ number: `C1${order.invoiceNumber!.slice(order.invoiceNumber!.indexOf('/'))}`, amountPaise: 224_910 }]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, claim.id));
    expect(audit).toMatchObject({ action: 'claim.refund', actorId: admin.id });
    expect((audit!.after as { refundPaise: number }).refundPaise).toBe(224_910);
    const [mail] = await emailsTo(shopper.email, 'claim-decided');
    expect(mail!.subject).toBe(`Your claim is refunded: ${order.orderNumber}`);
    expect(mail!.text).toContain('₹2,249.10');
  });

  it('refund is capped at what the order has not had back', async () => {
    const { shopper, admin, order, line } = await deliveredOrder({ quantity: 2 });
    // An earlier claim refund took all but ₹100 of the order.
    await db().insert(refunds).values({ orderId: order.id, refundId: `RF-${order.orderNumber}-C1`, amountPaise: order.totalPaise - 10_000, status: 'SUCCESS' });
    const claim = (await validReport(shopper, order.id, line.id, 1)).body.data;
    const res = await decide(admin, claim.id, { decision: 'refund' });
    expect(res.status).toBe(200);
    expect(res.body.data.refundAmount).toBe(100);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.createdAt));
    expect(rows.map((r) => r.refundId)).toEqual([`RF-${order.orderNumber}-C1`, `RF-${order.orderNumber}-C2`]);
  });

  it('reject requires a note; the shopper reads it', async () => {
    const { shopper, admin, order, line } = await deliveredOrder();
    const claim = (await validReport(shopper, order.id, line.id, 1)).body.data;
    const bare = await decide(admin, claim.id, { decision: 'reject', note: '   ' });
    expect(bare.status).toBe(400);
    expect(bare.body.errors.note).toEqual(['Say why the claim is not accepted: the customer reads it']);
    const bad = await decide(admin, claim.id, { decision: 'keep' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.decision).toEqual(['Choose replace, refund or reject']);
    const res = await decide(admin, claim.id, { decision: 'reject', note: 'The seal was intact in the photo.' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', decisionNote: 'The seal was intact in the photo.' });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, claim.id));
    expect(audit).toMatchObject({ action: 'claim.reject' });
    const [mail] = await emailsTo(shopper.email, 'claim-decided');
    expect(mail!.text).toContain('Why: The seal was intact in the photo.');
  });

  it('admins only: 401 without a session, 403 for a customer, 404 for an unknown claim', async () => {
    const { shopper, order, line } = await deliveredOrder();
    const claim = (await validReport(shopper, order.id, line.id, 1)).body.data;
    expect((await call(decideRoute, { method: 'PATCH', params: { id: claim.id }, body: { decision: 'refund' } })).status).toBe(401);
    expect((await decide(shopper, claim.id, { decision: 'refund' })).status).toBe(403);
    const admin = await createShopper(db(), { role: 'admin' });
    expect((await decide(admin, newId(), { decision: 'refund' })).status).toBe(404);
    expect((await call(claimsRoute, { path: '/api/v1/claims', headers: shopper.headers })).status).toBe(403);
    expect((await call(claimsRoute, { path: '/api/v1/claims' })).status).toBe(401);
  });
});

describe('GET /claims and the admin order list', () => {
  it('lists open claims first, oldest first, with the time to answer by; the admin order list carries claims', async () => {
    const a = await deliveredOrder();
    const older = (await validReport(a.shopper, a.order.id, a.line.id, 1)).body.data;
    await db().update(claims).set({ createdAt: new Date(Date.now() - 30 * HOUR) }).where(eq(claims.id, older.id));
    const b = await deliveredOrder();
    const newer = (await validReport(b.shopper, b.order.id, b.line.id, 1)).body.data;
    const c = await deliveredOrder();
    const decided = (await validReport(c.shopper, c.order.id, c.line.id, 1)).body.data;
    await decide(c.admin, decided.id, { decision: 'reject', note: 'Not our bottle.' });

    const res = await call(claimsRoute, { path: '/api/v1/claims?limit=100', headers: a.admin.headers });
    expect(res.status).toBe(200);
    const ids: string[] = res.body.data.map((x: { id: string }) => x.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(decided.id));
    const first = res.body.data.find((x: { id: string }) => x.id === older.id);
    expect(first).toMatchObject({ status: 'open', customerEmail: a.shopper.email, orderNumber: a.order.orderNumber });
    expect(new Date(first.answerBy).getTime()).toBeCloseTo(Date.now() + 18 * HOUR, -5);
    expect(res.body.openCount).toBeGreaterThanOrEqual(2);
    const open = await call(claimsRoute, { path: '/api/v1/claims?status=open&limit=100', headers: a.admin.headers });
    expect(open.body.data.every((x: { status: string }) => x.status === 'open')).toBe(true);
    expect((await call(claimsRoute, { path: '/api/v1/claims?status=nope', headers: a.admin.headers })).status).toBe(400);

    const all = await call(adminOrdersRoute, { path: `/api/v1/orders/all?search=${a.order.orderNumber}`, headers: a.admin.headers });
    expect(all.status).toBe(200);
    const row = all.body.data.orders?.find?.((o: { _id: string }) => o._id === a.order.id) ?? all.body.data.find?.((o: { _id: string }) => o._id === a.order.id);
    expect(row.claims).toHaveLength(1);
    expect(row.claims[0]).toMatchObject({ id: older.id, status: 'open' });
  });
});

describe('POST /claims/media (the local store)', () => {
  it('stores photos as WebP, records them for the shopper with purpose claim, and a claim accepts them', async () => {
    const { shopper, order, line } = await deliveredOrder();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c33' } }).png().toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'leak.png');
    const req = new Request('http://localhost:3000/api/v1/claims/media', { method: 'POST', body: form, headers: shopper.headers });
    const res = await mediaRoute(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0].url).toMatch(/^\/uploads\/claims\/[0-9a-f]{24}\.webp$/);
    const [rec] = await db().select().from(uploads).where(eq(uploads.url, body.data[0].url));
    expect(rec).toMatchObject({ purpose: 'claim', uploaderId: shopper.id, type: 'image/webp' });
    const claim = await report(shopper, order.id, { reason: 'leaking', description: 'Leaked all over the box.', items: [{ orderItemId: line.id, quantity: 1 }], media: body.data });
    expect(claim.status).toBe(201);
    expect(await db().select().from(claimItems).where(eq(claimItems.claimId, claim.body.data.id))).toHaveLength(1);

    // Not an image: refused with the rule's message.
    const bad = new FormData();
    bad.append('files', new Blob([new TextEncoder().encode('<svg/>')], { type: 'image/png' }), 'x.png');
    const refused = await mediaRoute(new Request('http://localhost:3000/api/v1/claims/media', { method: 'POST', body: bad, headers: shopper.headers }), { params: Promise.resolve({}) });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe('Please upload JPEG, PNG or WebP photos, or one MP4, MOV or WebM video');
  });
});
