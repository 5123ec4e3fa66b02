import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as cartRoute } from '@/app/api/v1/cart/route';
import { GET as countRoute } from '@/app/api/v1/cart/count/route';
import { POST as addSetRoute } from '@/app/api/v1/cart/discovery-sets/route';
import { DELETE as removeSetRoute } from '@/app/api/v1/cart/discovery-sets/[id]/route';
import { GET as discoveryRoute } from '@/app/api/v1/discovery/route';
import { GET as creditsRoute } from '@/app/api/v1/discovery/credits/route';
import * as settingsRoute from '@/app/api/v1/settings/discovery/route';
import { GET as reportRoute } from '@/app/api/v1/admin/discovery/route';
import { POST as validateRoute } from '@/app/api/v1/coupons/validate/route';
import { PATCH as statusRoute } from '@/app/api/v1/orders/update-status/[id]/route';
import { DELETE as cancelRoute } from '@/app/api/v1/orders/cancel/[id]/route';
import { POST as claimRoute } from '@/app/api/v1/orders/[userId]/claims/route';
import { PATCH as decideRoute } from '@/app/api/v1/claims/[id]/route';
import { auditLog, cartItems, carts, coupons, discoveryCredits, emailOutbox, orderItems, orders, productVariants, uploads } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { mergeGuestCart } from '@/lib/cart/service';
import { useTestDatabase } from '../helpers/db';
import { call, cookieHeaderFrom } from '../helpers/http';
import { checkoutOnline } from '../helpers/orders';
import { createProduct, createShopper, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase();

type Product = Awaited<ReturnType<typeof createProduct>>;

let admin: Shopper;
/** Five perfumes, each with a 50 ml bottle (its default size) and a 10 ml travel spray. */
const perfumes: { product: Product; spray: string; bottle: string }[] = [];

async function sprayOf(product: Product, stock = 20) {
  const [row] = await db()
    .insert(productVariants)
    .values({ productId: product.id, label: '10 ml travel spray', volumeMl: 10, pricePaise: 45_000, mrpPaise: 45_000, stock, position: 5 })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  admin = await createShopper(db(), { role: 'admin' });
  for (let i = 0; i < 5; i++) {
    const product = await createProduct(db(), { stock: 10, pricePaise: 400_000, name: `Discovery Scent ${i + 1}` });
    const [bottle] = await db().select().from(productVariants).where(eq(productVariants.productId, product.id));
    perfumes.push({ product, spray: await sprayOf(product), bottle: bottle!.id });
  }
});

const addSet = (body: unknown, headers: Record<string, string> = {}) =>
  call(addSetRoute, { method: 'POST', path: '/api/v1/cart/discovery-sets', body, headers });
const sprays = (n: number) => perfumes.slice(0, n).map((p) => p.spray);
const stockOf = async (variantId: string) => (await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

async function bagOf(shopper: Shopper, lines: { productId: string; variantId: string; quantity: number }[]) {
  const [cart] = await db().insert(carts).values({ userId: shopper.id }).onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } }).returning();
  for (const l of lines) await db().insert(cartItems).values({ cartId: cart!.id, ...l, unitPriceAtAddPaise: 0 });
}

/** A shopper who bought a set of 3, paid, now shipped and then marked delivered by the admin. */
async function deliveredSet(): Promise<{ shopper: Shopper; orderId: string; code: string }> {
  const shopper = await createShopper(db());
  expect((await addSet({ setSize: 3, variantIds: sprays(3) }, shopper.headers)).status).toBe(201);
  const placed = await checkoutOnline(shopper);
  expect(placed.status).toBe(201);
  const orderId = placed.body.data.order._id as string;
  await db().update(orders).set({ status: 'shipped', paymentStatus: 'completed', paidAt: new Date(), shippedAt: new Date() }).where(eq(orders.id, orderId));
  const res = await call(statusRoute, { method: 'PATCH', path: `/api/v1/orders/update-status/${orderId}`, params: { id: orderId }, body: { orderStatus: 'delivered' }, headers: admin.headers });
  expect(res.status).toBe(200);
  const [credit] = await db().select({ code: coupons.code }).from(discoveryCredits).innerJoin(coupons, eq(coupons.id, discoveryCredits.couponId)).where(eq(discoveryCredits.orderId, orderId));
  return { shopper, orderId, code: credit!.code };
}

describe('GET /discovery', () => {
  it('lists the live travel sprays and the set prices', async () => {
    const res = await call(discoveryRoute, { path: '/api/v1/discovery' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ set3Price: 1499, set5Price: 2299 });
    const ids = res.body.data.sprays.map((s: { variantId: string }) => s.variantId);
    for (const p of perfumes) {
      expect(ids).toContain(p.spray);
      expect(ids).not.toContain(p.bottle);
    }
  });
});

describe('POST /cart/discovery-sets', () => {
  it.each([
    [{ setSize: 4, variantIds: [] }, 'setSize'],
    [{ setSize: '3', variantIds: [] }, 'setSize'],
    [{ setSize: 3 }, 'variantIds'],
    [{ setSize: 3, variantIds: ['a', 'b'] }, 'variantIds'],
    [{ setSize: 3, variantIds: ['a', 'a', 'b'] }, 'variantIds'],
    [{ setSize: 5, variantIds: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'variantIds'],
  ])('refuses %j with 400 on %s', async (body, field) => {
    const res = await addSet(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('says how many are missing in plain words', async () => {
    const res = await addSet({ setSize: 5, variantIds: sprays(3) });
    expect(res.body.errors.variantIds[0]).toBe('Choose 5 travel sprays for this set: you have chosen 3.');
  });

  it('refuses a full bottle, an unknown size, a spray no longer sold, and a sold-out spray', async () => {
    const bottle = await addSet({ setSize: 3, variantIds: [perfumes[0]!.bottle, perfumes[1]!.spray, perfumes[2]!.spray] });
    expect(bottle).toMatchObject({ status: 400, body: { code: 'DISCOVERY_SET_INVALID', message: 'Only the 10 ml travel sprays can go in a discovery set' } });
    const unknown = await addSet({ setSize: 3, variantIds: ['65a1b2c3d4e5f60718293a4b', perfumes[1]!.spray, perfumes[2]!.spray] });
    expect(unknown.body.code).toBe('DISCOVERY_SET_INVALID');
    const off = await createProduct(db(), { stock: 5, name: 'Retired Scent' });
    const offSpray = await sprayOf(off);
    await db().update(productVariants).set({ isActive: false }).where(eq(productVariants.id, offSpray));
    const retired = await addSet({ setSize: 3, variantIds: [offSpray, perfumes[1]!.spray, perfumes[2]!.spray] });
    expect(retired.body).toMatchObject({ code: 'DISCOVERY_SET_INVALID', message: 'Retired Scent travel spray is not available at the moment. Please choose another scent.' });
    const empty = await createProduct(db(), { stock: 5, name: 'Empty Scent' });
    const emptySpray = await sprayOf(empty, 0);
    const soldOut = await addSet({ setSize: 3, variantIds: [emptySpray, perfumes[1]!.spray, perfumes[2]!.spray] });
    expect(soldOut).toMatchObject({ status: 409, body: { code: 'OUT_OF_STOCK', message: 'Empty Scent travel spray is sold out. Please choose another scent.' } });
  });

  it("puts a guest's set in the bag as one line priced from the settings; only its bag may remove it", async () => {
    const res = await addSet({ setSize: 5, variantIds: sprays(5) });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Discovery set of 5 added to your bag');
    const cookie = cookieHeaderFrom(res.headers);
    const bag = await call(cartRoute, { path: '/api/v1/cart', headers: { cookie } });
    expect(bag.body.data.sets).toHaveLength(1);
    expect(bag.body.data.sets[0]).toMatchObject({ setSize: 5, price: 2299, available: true });
    expect(bag.body.data.sets[0].items.map((i: { name: string }) => i.name)).toEqual(perfumes.map((p) => p.product.name));
    expect(bag.body.data.summary).toMatchObject({ totalItems: 1, total: 2299 });
    expect((await call(countRoute, { path: '/api/v1/cart/count', headers: { cookie } })).body.data.count).toBe(1);
    const setId = bag.body.data.sets[0]._id;
    const stranger = await createShopper(db());
    const other = await call(removeSetRoute, { method: 'DELETE', path: `/api/v1/cart/discovery-sets/${setId}`, params: { id: setId }, headers: stranger.headers });
    expect(other.status).toBe(404);
    const bad = await call(removeSetRoute, { method: 'DELETE', path: '/api/v1/cart/discovery-sets/nope', params: { id: 'nope' }, headers: { cookie } });
    expect(bad.status).toBe(404);
    const gone = await call(removeSetRoute, { method: 'DELETE', path: `/api/v1/cart/discovery-sets/${setId}`, params: { id: setId }, headers: { cookie } });
    expect(gone).toMatchObject({ status: 200, body: { message: 'Discovery set removed from your bag' } });
    expect(gone.body.data.sets).toEqual([]);
  });
});

describe('a set at checkout', () => {
  it("comes along whole when the guest signs in, as many as the account's bag has room for", async () => {
    const added = await addSet({ setSize: 3, variantIds: sprays(3) });
    const cookie = cookieHeaderFrom(added.headers);
    const guestId = /ma_guest=([^.;]+)/.exec(cookie)![1]!;
    await addSet({ setSize: 5, variantIds: sprays(5) }, { cookie });
    const shopper = await createShopper(db());
    // The account's bag holds nine sets already: one of the guest's two fits, the older.
    for (let i = 0; i < 9; i++) expect((await addSet({ setSize: 3, variantIds: sprays(3) }, shopper.headers)).status).toBe(201);
    expect(await db().transaction((tx) => mergeGuestCart(tx, guestId, shopper.id))).toBe(1);
    const bag = await call(cartRoute, { path: '/api/v1/cart', headers: shopper.headers });
    expect(bag.body.data.sets).toHaveLength(10);
    expect(bag.body.data.sets.filter((s: { setSize: number }) => s.setSize === 5)).toHaveLength(0);
  });

  it('is one order line listing its scents, takes one unit of each spray, and gives them back on cancel', async () => {
    const shopper = await createShopper(db());
    await addSet({ setSize: 3, variantIds: sprays(3) }, shopper.headers);
    const before = await Promise.all(sprays(3).map(stockOf));
    const placed = await checkoutOnline(shopper);
    expect(placed.status).toBe(201);
    const order = placed.body.data.order;
    expect(order.totalPrice).toBe(1499);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(line).toMatchObject({ kind: 'discovery_set', name: 'Discovery set of 3 travel sprays', lineTotalPaise: 149_900 });
    expect(line!.variantLabel).toBe(`3 × 10 ml: ${perfumes.slice(0, 3).map((p) => p.product.name).join(', ')}`);
    expect(line!.setItems!.map((i) => i.variantId)).toEqual(sprays(3));
    expect(await Promise.all(sprays(3).map(stockOf))).toEqual(before.map((n) => n - 1));
    const bag = await call(cartRoute, { path: '/api/v1/cart', headers: shopper.headers });
    expect(bag.body.data.sets).toEqual([]);
    const cancel = await call(cancelRoute, { method: 'DELETE', path: `/api/v1/orders/cancel/${order._id}`, params: { id: order._id }, headers: shopper.headers });
    expect(cancel.status).toBe(200);
    expect(await Promise.all(sprays(3).map(stockOf))).toEqual(before);
  });

  it('refuses the order when a spray sold out meanwhile, and keeps the bag', async () => {
    const shopper = await createShopper(db());
    const lone = await createProduct(db(), { stock: 5, name: 'Last Drop' });
    const loneSpray = await sprayOf(lone, 1);
    await addSet({ setSize: 3, variantIds: [loneSpray, perfumes[0]!.spray, perfumes[1]!.spray] }, shopper.headers);
    await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, loneSpray));
    const placed = await checkoutOnline(shopper);
    expect(placed).toMatchObject({ status: 409, body: { code: 'OUT_OF_STOCK' } });
    expect(placed.body.message).toContain('Last Drop travel spray');
    const bag = await call(cartRoute, { path: '/api/v1/cart', headers: shopper.headers });
    expect(bag.body.data.sets).toHaveLength(1);
    expect(bag.body.data.sets[0].available).toBe(false);
  });
});

/** The shopper reports the delivered set leaking; the admin answers `decision`. */
async function claimOnSet(shopper: Shopper, orderId: string, decision: 'replace' | 'refund') {
  const [line] = await db().select().from(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'discovery_set')));
  const key = `claims/${newId()}.webp`;
  await db().insert(uploads).values({ key, url: `/uploads/${key}`, purpose: 'claim', uploaderId: shopper.id, name: 'x', size: 1000, type: 'image/webp' });
  const claim = await call(claimRoute, {
    method: 'POST',
    path: `/api/v1/orders/${orderId}/claims`,
    params: { userId: orderId },
    body: { reason: 'leaking', description: 'Two of the three travel sprays arrived leaking in the box.', items: [{ orderItemId: line!.id, quantity: 1 }], media: [{ url: `/uploads/${key}`, kind: 'image' }] },
    headers: shopper.headers,
  });
  expect(claim.status).toBe(201);
  const note = decision === 'replace' ? 'A fresh set is on its way.' : 'Refunded in full.';
  const decided = await call(decideRoute, { method: 'PATCH', path: `/api/v1/claims/${claim.body.data.id}`, params: { id: claim.body.data.id }, body: { decision, note }, headers: admin.headers });
  expect(decided.status).toBe(200);
  return { line: line!, claimId: claim.body.data.id as string };
}

describe('a claim on a set', () => {
  it('replaces the set whole: one unit of each spray taken again, the replacement one set line listing them', async () => {
    const { shopper, orderId } = await deliveredSet();
    const before = await Promise.all(sprays(3).map(stockOf));
    const { line } = await claimOnSet(shopper, orderId, 'replace');
    expect(await Promise.all(sprays(3).map(stockOf))).toEqual(before.map((n) => n - 1));
    const [replacement] = await db().select().from(orders).where(eq(orders.replacesOrderId, orderId));
    const [again] = await db().select().from(orderItems).where(eq(orderItems.orderId, replacement!.id));
    expect(again).toMatchObject({ kind: 'discovery_set', variantLabel: line.variantLabel, unitPricePaise: 0 });
    expect(again!.setItems!.map((i) => i.variantId)).toEqual(sprays(3));
  });

  it("a refund withdraws the set's unspent credit: refused at the check and at checkout, shown withdrawn, named in the email, audited", async () => {
    const { shopper, orderId, code } = await deliveredSet();
    const { claimId } = await claimOnSet(shopper, orderId, 'refund');
    await bagOf(shopper, [{ productId: perfumes[0]!.product.id, variantId: perfumes[0]!.bottle, quantity: 1 }]);
    const check = await call(validateRoute, { method: 'POST', path: '/api/v1/coupons/validate', body: { code, orderAmount: 4000 }, headers: shopper.headers });
    expect(check.body.data).toMatchObject({ isValid: false, message: 'This coupon is no longer active' });
    const placed = await checkoutOnline(shopper, { couponCode: code });
    expect(placed).toMatchObject({ status: 409, body: { code: 'COUPON_INACTIVE', message: 'This coupon is no longer active' } });
    const mine = await call(creditsRoute, { path: '/api/v1/discovery/credits', headers: shopper.headers });
    expect(mine.body.data).toEqual([expect.objectContaining({ code, state: 'withdrawn', orderId })]);
    const [mail] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.template, 'claim-decided'), eq(emailOutbox.to, shopper.email)));
    expect(mail!.text).toContain(`its credit ${code} no longer applies`);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, claimId), eq(auditLog.action, 'claim.refund')));
    expect(audit!.after).toMatchObject({ withdrawnCredits: [code] });
    const report = await call(reportRoute, { path: '/api/v1/admin/discovery', headers: admin.headers });
    expect(report.body.data.recent).toEqual(expect.arrayContaining([expect.objectContaining({ code, state: 'withdrawn' })]));
  });

  it('a refund leaves a credit already spent alone: the order that used it keeps its discount', async () => {
    const { shopper, orderId, code } = await deliveredSet();
    await bagOf(shopper, [{ productId: perfumes[1]!.product.id, variantId: perfumes[1]!.bottle, quantity: 1 }]);
    const spent = await checkoutOnline(shopper, { couponCode: code });
    expect(spent.status).toBe(201);
    await claimOnSet(shopper, orderId, 'refund');
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, code));
    expect(coupon!.isActive).toBe(true);
    const mine = await call(creditsRoute, { path: '/api/v1/discovery/credits', headers: shopper.headers });
    expect(mine.body.data).toEqual([expect.objectContaining({ code, state: 'redeemed' })]);
    const [mail] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.template, 'claim-decided'), eq(emailOutbox.to, shopper.email)));
    expect(mail!.text).not.toContain('no longer applies');
  });
});

describe('the credit', () => {
  it('is issued once when the admin marks the order delivered, and emailed with its code', async () => {
    const { shopper, orderId, code } = await deliveredSet();
    expect(code).toMatch(/^SET-[A-Z2-9]{8}$/);
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, code));
    expect(coupon).toMatchObject({ discountType: 'fixed', discountAmountPaise: 149_900, usageLimit: 1, perCustomerLimit: 1, isPublic: false, ownerUserId: shopper.id, minVolumeMl: 50 });
    expect(coupon!.productIds!.sort()).toEqual(perfumes.slice(0, 3).map((p) => p.product.id).sort());
    expect(coupon!.expiryDate.getTime() - coupon!.startDate!.getTime()).toBe(60 * 24 * 3600 * 1000);
    const mails = await db().select().from(emailOutbox).where(and(eq(emailOutbox.template, 'order-delivered'), eq(emailOutbox.to, shopper.email)));
    expect(mails[0]!.text).toContain(code);
    // Completed after delivered issues no second credit.
    await call(statusRoute, { method: 'PATCH', path: `/api/v1/orders/update-status/${orderId}`, params: { id: orderId }, body: { orderStatus: 'completed' }, headers: admin.headers });
    expect(await db().select().from(discoveryCredits).where(eq(discoveryCredits.orderId, orderId))).toHaveLength(1);
    const mine = await call(creditsRoute, { path: '/api/v1/discovery/credits', headers: shopper.headers });
    expect(mine.body.data).toEqual([expect.objectContaining({ code, value: 1499, state: 'available', orderId })]);
    expect((await call(creditsRoute, { path: '/api/v1/discovery/credits' })).status).toBe(401);
    const stranger = await createShopper(db());
    expect((await call(creditsRoute, { path: '/api/v1/discovery/credits', headers: stranger.headers })).body.data).toEqual([]);
  });

  it('is an unknown code to anyone else, at the coupon check and at checkout', async () => {
    const { code } = await deliveredSet();
    const stranger = await createShopper(db());
    await bagOf(stranger, [{ productId: perfumes[0]!.product.id, variantId: perfumes[0]!.bottle, quantity: 1 }]);
    const check = await call(validateRoute, { method: 'POST', path: '/api/v1/coupons/validate', body: { code, orderAmount: 4000 }, headers: stranger.headers });
    expect(check.body.data).toMatchObject({ isValid: false, message: 'Invalid coupon code', coupon: null });
    const guest = await call(validateRoute, { method: 'POST', path: '/api/v1/coupons/validate', body: { code, orderAmount: 4000 } });
    expect(guest.body.data).toMatchObject({ isValid: false, message: 'Invalid coupon code' });
    const placed = await checkoutOnline(stranger, { couponCode: code });
    expect(placed).toMatchObject({ status: 409, body: { code: 'COUPON_NOT_FOUND', message: 'Invalid coupon code' } });
  });

  it("applies only to a full bottle of the set's perfumes, never to other goods", async () => {
    const { shopper, code } = await deliveredSet();
    const other = await createProduct(db(), { stock: 5, pricePaise: 900_000, name: 'Not In The Set' });
    const [otherBottle] = await db().select().from(productVariants).where(eq(productVariants.productId, other.id));
    // A spray of a set perfume and another perfume's bottle: nothing the credit counts.
    await bagOf(shopper, [
      { productId: perfumes[0]!.product.id, variantId: perfumes[0]!.spray, quantity: 1 },
      { productId: other.id, variantId: otherBottle!.id, quantity: 1 },
    ]);
    const check = await call(validateRoute, { method: 'POST', path: '/api/v1/coupons/validate', body: { code, orderAmount: 9450 }, headers: shopper.headers });
    expect(check.body.data.isValid).toBe(false);
    expect(check.body.data.message).toBe(
      `This code applies only to a full bottle (50 ml or more) of ${perfumes[0]!.product.name}, ${perfumes[1]!.product.name} or ${perfumes[2]!.product.name}. Add one to your bag to use it.`,
    );
    const refused = await checkoutOnline(shopper, { couponCode: code });
    expect(refused).toMatchObject({ status: 409, body: { code: 'COUPON_NOT_APPLICABLE' } });
    // A 50 ml bottle of a set perfume (₹4,000): the credit (₹1,499) comes off it.
    await bagOf(shopper, [{ productId: perfumes[1]!.product.id, variantId: perfumes[1]!.bottle, quantity: 1 }]);
    const ok = await call(validateRoute, { method: 'POST', path: '/api/v1/coupons/validate', body: { code, orderAmount: 13_450 }, headers: shopper.headers });
    expect(ok.body.data).toMatchObject({ isValid: true, discountAmount: 1499 });
    const placed = await checkoutOnline(shopper, { couponCode: code });
    expect(placed.status).toBe(201);
    expect(placed.body.data.order).toMatchObject({ discount: 1499 });
    // Once: the same code again is refused.
    await bagOf(shopper, [{ productId: perfumes[1]!.product.id, variantId: perfumes[1]!.bottle, quantity: 1 }]);
    const again = await checkoutOnline(shopper, { couponCode: code });
    expect(again.status).toBe(409);
    expect(['COUPON_ALREADY_USED', 'COUPON_USED_UP']).toContain(again.body.code);
  });

  it('is capped by the bottle it applies to', async () => {
    const { shopper, code } = await deliveredSet();
    const cheap = perfumes[2]!;
    await db().update(productVariants).set({ pricePaise: 100_000 }).where(eq(productVariants.id, cheap.bottle));
    await bagOf(shopper, [
      { productId: cheap.product.id, variantId: cheap.bottle, quantity: 1 },
      { productId: perfumes[4]!.product.id, variantId: perfumes[4]!.bottle, quantity: 1 },
    ]);
    const placed = await checkoutOnline(shopper, { couponCode: code });
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.discount).toBe(1000);
    await db().update(productVariants).set({ pricePaise: 400_000 }).where(eq(productVariants.id, cheap.bottle));
  });

  it('two tabs redeeming one credit at once: exactly one order wins', async () => {
    const { shopper, code } = await deliveredSet();
    await bagOf(shopper, [{ productId: perfumes[0]!.product.id, variantId: perfumes[0]!.bottle, quantity: 1 }]);
    const [a, b] = await Promise.all([checkoutOnline(shopper, { couponCode: code }), checkoutOnline(shopper, { couponCode: code })]);
    expect([a.status, b.status].filter((s) => s === 201)).toHaveLength(1);
    const loser = a.status === 201 ? b : a;
    expect([400, 409]).toContain(loser.status);
    // The bag was emptied by the winner, or the code refused: either way no second use.
    expect(['COUPON_ALREADY_USED', 'COUPON_USED_UP', 'CART_EMPTY']).toContain(loser.body.code);
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, code));
    expect(coupon!.usedCount).toBe(1);
  });
});

describe('the set prices and the report', () => {
  const put = (body: unknown, headers: Record<string, string> = admin.headers) =>
    call(settingsRoute.PUT, { method: 'PUT', path: '/api/v1/settings/discovery', body, headers });

  it('refuses a guest (401) and a customer (403)', async () => {
    expect((await put({ set3Price: 999, set5Price: 1999 }, {})).status).toBe(401);
    expect((await put({ set3Price: 999, set5Price: 1999 }, (await createShopper(db())).headers)).status).toBe(403);
  });

  it.each([
    [{ set3Price: 0, set5Price: 1999 }, 'set3Price'],
    [{ set3Price: 999.999, set5Price: 1999 }, 'set3Price'],
    [{ set3Price: 999, set5Price: 50_000.01 }, 'set5Price'],
    [{ set3Price: 999, set5Price: '1999' }, 'set5Price'],
    [{ set3Price: 999 }, 'set5Price'],
  ])('refuses %j with 400 on %s', async (body, field) => {
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('an admin sets them; a set is then priced at the new price', async () => {
    const res = await put({ set3Price: 1299, set5Price: 1999.5 });
    expect(res).toMatchObject({ status: 200, body: { message: 'Discovery set prices saved', data: { set3Price: 1299, set5Price: 1999.5 } } });
    const added = await addSet({ setSize: 3, variantIds: sprays(3) });
    expect(added.body.data.sets[0].price).toBe(1299);
    await put({ set3Price: 1499, set5Price: 2299 });
  });

  it('the report counts sets sold and credits issued and redeemed, for the admin only', async () => {
    expect((await call(reportRoute, { path: '/api/v1/admin/discovery' })).status).toBe(401);
    expect((await call(reportRoute, { path: '/api/v1/admin/discovery', headers: (await createShopper(db())).headers })).status).toBe(403);
    const res = await call(reportRoute, { path: '/api/v1/admin/discovery', headers: admin.headers });
    expect(res.status).toBe(200);
    const three = res.body.data.sets.find((s: { setSize: number }) => s.setSize === 3);
    expect(three.sold).toBeGreaterThanOrEqual(5);
    expect(res.body.data.credits.issued).toBeGreaterThanOrEqual(5);
    expect(res.body.data.credits.redeemed).toBeGreaterThanOrEqual(3);
    expect(res.body.data.credits.withdrawn).toBeGreaterThanOrEqual(1);
  });
});
