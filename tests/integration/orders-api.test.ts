import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createOrderRoute } from '@/app/api/v1/orders/create/[userId]/route';
import { GET as listOrdersRoute } from '@/app/api/v1/orders/[userId]/route';
import { DELETE as cancelRoute } from '@/app/api/v1/orders/cancel/[id]/route';
import { POST as verifyRoute } from '@/app/api/v1/payment/verify/route';
import { POST as sessionRoute } from '@/app/api/v1/payment/session/route';
import { POST as validateCouponRoute } from '@/app/api/v1/coupons/validate/route';
import { GET as cronRoute } from '@/app/api/v1/cron/expire-orders/route';
import { cartItems, carts, couponRedemptions, emailOutbox, orderItems, orders, payments, refunds } from '@/lib/db/schema';
import { completeHostedPayment } from '@/lib/payments/local-gateway/service';
import { deliverLocalWebhook } from '@/lib/payments/local-gateway/webhooks';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { ADDRESS, createCoupon, createProduct, createShopper, fillCart, stockOf, usedCountOf, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase();

function place(shopper: Shopper, body: Record<string, unknown>, headers: Record<string, string> = {}, userId = shopper.id) {
  return call(createOrderRoute, {
    method: 'POST',
    path: `/api/v1/orders/create/${userId}`,
    params: { userId },
    body,
    headers: { ...shopper.headers, ...headers },
  });
}

const online = (extra: Record<string, unknown> = {}) => ({ shippingAddress: ADDRESS, paymentMethod: 'online', couponCode: '', ...extra });

/** The shopper pays (or not) on the local gateway's hosted page, which delivers its webhook. */
async function payOnGateway(sessionId: string, outcome: 'pay' | 'fail' | 'cancel' = 'pay') {
  const { webhook, order } = await completeHostedPayment(db(), sessionId, outcome);
  if (webhook) expect(await deliverLocalWebhook(order.order_meta.notify_url!, webhook)).toBe(200);
  return webhook;
}

function verify(shopper: Shopper, orderId: string) {
  return call(verifyRoute, { method: 'POST', path: '/api/v1/payment/verify', body: { orderId }, headers: shopper.headers });
}

describe('POST /api/v1/orders/create/{userId}', () => {
  it('re-prices the cart on the server, takes the stock, empties the cart and opens a payment', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 5, pricePaise: 249_900 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 2 }]);
    // A client price is ignored: only the schema's fields are read.
    const res = await place(shopper, online({ totalPrice: 1, items: [{ price: 1 }] }), { 'idempotency-key': 'attempt-0001' });
    expect(res.status).toBe(201);
    const { order, paymentSession, checkout } = res.body.data;
    expect(order).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'online',
      subtotal: 4998,
      discount: 0,
      shipping: 0,
      totalPrice: 4998,
      itemCount: 2,
      canPay: true,
      canCancel: true,
      shippingAddress: { fullName: 'Priya Sharma', phone: '9876543210', zipCode: '560001', state: 'Karnataka' },
    });
    expect(order.orderNumber).toMatch(/^MA-\d{4}-\d{6}$/);
    expect(order.items[0]).toMatchObject({ productId: product.id, name: product.name, price: 2499, quantity: 2, lineTotal: 4998 });
    expect(paymentSession.payment_session_id).toMatch(/^session_/);
    expect(paymentSession.order_id).toBe(order.orderNumber);
    expect(order.cfOrderId).toBe(paymentSession.cf_order_id);
    expect(checkout).toEqual({ provider: 'local', url: `http://localhost:3000/local-gateway/pg/checkout/${paymentSession.payment_session_id}` });
    expect(await stockOf(db(), product.id)).toBe(3);
    const [cart] = await db().select().from(carts).where(eq(carts.userId, shopper.id));
    expect(await db().select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toEqual([]);
    const expiresIn = new Date(order.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
  });

  it('the same Idempotency-Key twice makes one order', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 5 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const key = { 'idempotency-key': 'double-click-1234' };
    const [a, b] = await Promise.all([place(shopper, online(), key), place(shopper, online(), key)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.order.id).toBe(b.body.data.order.id);
    expect(a.body.data.paymentSession.payment_session_id).toBe(b.body.data.paymentSession.payment_session_id);
    expect(await db().select().from(orders).where(eq(orders.userId, shopper.id))).toHaveLength(1);
    expect(await stockOf(db(), product.id)).toBe(4);
  });

  it.each([
    ['no session', {}, 401, 'Authentication required - please log in again'],
  ])('refuses %s', async (_l, headers, status, message) => {
    const res = await call(createOrderRoute, { method: 'POST', path: '/x', params: { userId: '0'.repeat(24) }, body: online(), headers });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('is for oneself only, and for a verified email', async () => {
    const a = await createShopper(db());
    const b = await createShopper(db());
    const other = await place(a, online(), {}, b.id);
    expect(other.status).toBe(403);
    const unverified = await createShopper(db(), { verified: false });
    const res = await place(unverified, online());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Please verify your email address before checking out');
  });

  it.each([
    ['a missing full name', { shippingAddress: { ...ADDRESS, fullName: ' ' } }, 'shippingAddress.fullName', 'Full name is required'],
    ['a PIN starting with 0', { shippingAddress: { ...ADDRESS, postalCode: '012345' } }, 'shippingAddress.postalCode', 'A PIN code cannot start with 0'],
    ['a 5-digit PIN', { shippingAddress: { ...ADDRESS, postalCode: '56000' } }, 'shippingAddress.postalCode', 'PIN code must be 6 digits'],
    ['a PIN from another state', { shippingAddress: { ...ADDRESS, state: 'Kerala' } }, 'shippingAddress.postalCode', 'PIN code 560001 is in Karnataka, not Kerala'],
    ['a phone starting with 5', { shippingAddress: { ...ADDRESS, phone: '5876543210' } }, 'shippingAddress.phone', 'Please enter a valid 10-digit phone number'],
    ['an unknown state', { shippingAddress: { ...ADDRESS, state: 'Atlantis' } }, 'shippingAddress.state', 'Please choose an Indian state or union territory'],
    ['a foreign country', { shippingAddress: { ...ADDRESS, country: 'Nepal' } }, 'shippingAddress.country', 'We deliver within India only'],
    ['a bad payment method', { paymentMethod: 'cheque' }, 'paymentMethod', 'Please select a valid payment method'],
  ])('answers 400 for %s', async (_l, patch, field, message) => {
    const shopper = await createShopper(db());
    const res = await place(shopper, online(patch));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toContain(message);
  });

  it('refuses cash on delivery (prepaid only), an empty cart, and a junk idempotency key', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 5 });
    expect((await place(shopper, online())).body).toMatchObject({ success: false, message: 'Your cart is empty' });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    for (const paymentMethod of ['cod', 'COD', ' Cod ']) {
      const cod = await place(shopper, online({ paymentMethod }));
      expect(cod.status).toBe(400);
      expect(cod.body.message).toBe('Cash on Delivery is coming soon. Please choose Pay online: the store takes prepaid orders only.');
      expect(cod.body.errors.paymentMethod).toEqual([cod.body.message]);
    }
    const missing = await place(shopper, { shippingAddress: ADDRESS, couponCode: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please select a valid payment method');
    expect(await db().select().from(orders).where(eq(orders.userId, shopper.id))).toEqual([]);
    const junk = await place(shopper, online(), { 'idempotency-key': 'bad key with spaces' });
    expect(junk.status).toBe(400);
    expect(await stockOf(db(), product.id)).toBe(5);
  });

  it('refuses more than the stock with 409, naming the product, and changes nothing', async () => {
    const shopper = await createShopper(db());
    const few = await createProduct(db(), { stock: 2, name: 'Rare Oud' });
    const plenty = await createProduct(db(), { stock: 50 });
    await fillCart(db(), shopper.id, [
      { productId: plenty.id, quantity: 3 },
      { productId: few.id, quantity: 3 },
    ]);
    const res = await place(shopper, online());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Rare Oud: Only 2 items available in stock');
    // The transaction rolled back: the other line's stock is untouched and the cart is intact.
    expect(await stockOf(db(), plenty.id)).toBe(50);
    expect(await db().select().from(orders).where(eq(orders.userId, shopper.id))).toEqual([]);
  });

  it('applies a coupon on the server: discount, redemption, one use per customer', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 10, pricePaise: 200_000 });
    const coupon = await createCoupon(db(), { code: 'SERVER20', discountPercent: 20, maxDiscountPaise: 30_000, usageLimit: 10 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 2 }]);
    const res = await place(shopper, online({ couponCode: 'server20' }));
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({ subtotal: 4000, discount: 300, totalPrice: 3700, couponCode: 'SERVER20' });
    expect(await usedCountOf(db(), coupon.id)).toBe(1);
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const again = await place(shopper, online({ couponCode: 'SERVER20' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already used this coupon');
    expect(await usedCountOf(db(), coupon.id)).toBe(1);
  });

  it.each([
    ['unknown', 'NOPE-NOPE', 'Invalid coupon code'],
    ['expired', 'OLDONE', 'This coupon has expired'],
    ['below its minimum', 'BIGSPEND', 'Minimum order amount of ₹10,000 required for this coupon'],
  ])('refuses an %s coupon with 409 and keeps the stock', async (_l, code, message) => {
    await createCoupon(db(), { code: 'OLDONE', expiryDate: new Date('2026-01-01') }).catch(() => undefined);
    await createCoupon(db(), { code: 'BIGSPEND', minOrderPaise: 1_000_000 }).catch(() => undefined);
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 3 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const res = await place(shopper, online({ couponCode: code }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(message);
    expect(await stockOf(db(), product.id)).toBe(3);
  });
});

describe('payment: webhook, verify, and exactly-once', () => {
  async function pendingOrder(options: { pricePaise?: number } = {}) {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 5, pricePaise: options.pricePaise ?? 149_900 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const res = await place(shopper, online());
    expect(res.status).toBe(201);
    return { shopper, product, ...res.body.data } as { shopper: Shopper; product: typeof product; order: any; paymentSession: any };
  }

  it('pay on the gateway → webhook marks it paid once, with an invoice and a confirmation email; verify agrees', async () => {
    const { shopper, order, paymentSession } = await pendingOrder();
    await payOnGateway(paymentSession.payment_session_id);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', gstRatePercent: 18 });
    expect(row!.invoiceNumber).toMatch(/^MA\/\d{2}-\d{2}\/\d{6}$/);
    expect(row!.transactionId).toBeTruthy();
    const res = await verify(shopper, order.orderNumber);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', data: { status: 'success', order: { paymentStatus: 'completed', orderStatus: 'confirmed' } } });
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    const mails = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, shopper.email), eq(emailOutbox.template, 'order-confirmation')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Order confirmed: ${order.orderNumber}`);
    // The bottle and when it should arrive (issue 30): worked out as it is queued, for the order's PIN.
    expect(mails[0]!.text).toMatch(/Estimated delivery: (Sun|Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]+/);
  });

  it('verify first (webhook lost) also marks it paid, and the late webhook changes nothing', async () => {
    const { shopper, order, paymentSession } = await pendingOrder();
    const { webhook } = await completeHostedPayment(db(), paymentSession.payment_session_id, 'pay');
    const res = await verify(shopper, order.id);
    expect(res.body.data.status).toBe('success');
    expect(await deliverLocalWebhook(`http://localhost:3000/api/v1/payment/webhook`, webhook!)).toBe(200);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    const mails = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, shopper.email), eq(emailOutbox.template, 'order-confirmation')));
    expect(mails).toHaveLength(1);
  });

  it('a failed payment: verify answers failed, the order stays payable, one payment-failed email', async () => {
    const { shopper, order, paymentSession } = await pendingOrder();
    await payOnGateway(paymentSession.payment_session_id, 'fail');
    const res = await verify(shopper, order.id);
    expect(res.body.data).toMatchObject({ status: 'failed', order: { orderStatus: 'pending', paymentStatus: 'pending', canPay: true } });
    expect(res.body.message).toBe('Payment failed. No money was taken; you can try again.');
    const mails = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, shopper.email), eq(emailOutbox.template, 'payment-failed')));
    expect(mails).toHaveLength(1);
    // Try again: the same gateway order's session comes back, and paying now works.
    const again = await call(sessionRoute, { method: 'POST', path: '/x', body: { orderId: order.id }, headers: shopper.headers });
    expect(again.status).toBe(200);
    expect(again.body.data.paymentSession.payment_session_id).toBe(paymentSession.payment_session_id);
    await payOnGateway(paymentSession.payment_session_id, 'pay');
    expect((await verify(shopper, order.id)).body.data.status).toBe('success');
  });

  it('cancelled on the gateway page: verify says the payment was cancelled', async () => {
    const { shopper, order, paymentSession } = await pendingOrder();
    await payOnGateway(paymentSession.payment_session_id, 'cancel');
    const res = await verify(shopper, order.id);
    expect(res.body.data.status).toBe('failed');
    expect(res.body.message).toBe('Payment was cancelled');
  });

  it('before any attempt verify answers pending', async () => {
    const { shopper, order } = await pendingOrder();
    const res = await verify(shopper, order.id);
    expect(res.body.data.status).toBe('pending');
  });

  it('verify: someone else’s order is 404, a bad body 400, no session 401', async () => {
    const { order } = await pendingOrder();
    const stranger = await createShopper(db());
    expect((await verify(stranger, order.id)).status).toBe(404);
    expect((await verify(stranger, 'MA-2026-999999')).status).toBe(404);
    const bad = await call(verifyRoute, { method: 'POST', path: '/x', body: {}, headers: stranger.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unable to find order ID');
    expect((await call(verifyRoute, { method: 'POST', path: '/x', body: { orderId: order.id } })).status).toBe(401);
    const session = await call(sessionRoute, { method: 'POST', path: '/x', body: { orderId: order.id }, headers: stranger.headers });
    expect(session.status).toBe(404);
  });
});

describe('My Orders and cancelling', () => {
  it('lists one’s own orders, newest first, with pagination; others get 403, admins may read', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 10 });
    for (let i = 0; i < 3; i++) {
      await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
      expect((await place(shopper, online())).status).toBe(201);
    }
    const res = await call(listOrdersRoute, { path: '/x?page=1&limit=2', params: { userId: shopper.id }, headers: shopper.headers });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(res.body.totalCount).toBe(3);
    expect(res.body.data[0].orderNumber > res.body.data[1].orderNumber).toBe(true);
    const stranger = await createShopper(db());
    const denied = await call(listOrdersRoute, { path: '/x', params: { userId: shopper.id }, headers: stranger.headers });
    expect(denied.status).toBe(403);
    const admin = await createShopper(db(), { role: 'admin' });
    expect((await call(listOrdersRoute, { path: '/x', params: { userId: shopper.id }, headers: admin.headers })).body.data).toHaveLength(3);
    expect((await call(listOrdersRoute, { path: '/x', params: { userId: shopper.id } })).status).toBe(401);
    expect((await call(listOrdersRoute, { path: '/x?limit=500', params: { userId: shopper.id }, headers: shopper.headers })).status).toBe(400);
  });

  it('cancelling an unpaid order returns its stock and coupon use', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 4 });
    const coupon = await createCoupon(db(), { code: 'CANCELME', usageLimit: 3 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 3 }]);
    const { order } = (await place(shopper, online({ couponCode: 'CANCELME' }))).body.data;
    expect(await stockOf(db(), product.id)).toBe(1);
    expect(await usedCountOf(db(), coupon.id)).toBe(1);
    const res = await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: order.id }, headers: shopper.headers });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order cancelled successfully');
    expect(res.body.data).toMatchObject({ orderStatus: 'cancelled', canCancel: false, canPay: false, cancellationReason: 'Cancelled by the customer' });
    expect(await stockOf(db(), product.id)).toBe(4);
    expect(await usedCountOf(db(), coupon.id)).toBe(0);
    const [redemption] = await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order.id));
    expect(redemption!.releasedAt).not.toBeNull();
    // Twice is refused, and the stock is not returned twice.
    const again = await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: order.id }, headers: shopper.headers });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order can no longer be cancelled');
    expect(await stockOf(db(), product.id)).toBe(4);
  });

  it('cancelling a paid order refunds it through the gateway and shows the refund', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 4, pricePaise: 320_000 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const { order, paymentSession } = (await place(shopper, online())).body.data;
    await payOnGateway(paymentSession.payment_session_id);
    const res = await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: order.id }, headers: shopper.headers });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order cancelled successfully. A refund of ₹3,200 to the original payment method has been initiated; banks usually take 5–7 working days.');
    expect(res.body.data).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    expect(res.body.data.refunds).toEqual([expect.objectContaining({ refundId: `RF-${order.orderNumber}`, amount: 3200, status: 'SUCCESS' })]);
    expect(res.body.data.refunds[0].arn).toMatch(/^ARN/);
    expect(await stockOf(db(), product.id)).toBe(4);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    const templates = (await db().select().from(emailOutbox).where(eq(emailOutbox.to, shopper.email))).map((m) => m.template).sort();
    expect(templates).toEqual(['order-cancelled', 'order-confirmation', 'refund-issued']);
  });

  it('cancel: not the owner 404, a bad id 400, no session 401, admin may', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 4 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const { order } = (await place(shopper, online())).body.data;
    const stranger = await createShopper(db());
    expect((await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: order.id }, headers: stranger.headers })).status).toBe(404);
    const bad = await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: 'nope' }, headers: stranger.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid order ID format');
    expect((await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: order.id } })).status).toBe(401);
    const admin = await createShopper(db(), { role: 'admin' });
    const res = await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: order.id }, headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.body.data.cancellationReason).toBe('Cancelled by the store');
  });
});

describe('expiry after 30 minutes', () => {
  it('the cron job cancels unpaid orders, returns stock and coupon use, and needs the secret or an admin', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 2 });
    const coupon = await createCoupon(db(), { code: 'EXPIRY1', usageLimit: 1 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 2 }]);
    const { order } = (await place(shopper, online({ couponCode: 'EXPIRY1' }))).body.data;
    expect(await stockOf(db(), product.id)).toBe(0);
    await db().update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));

    expect((await call(cronRoute, { path: '/api/v1/cron/expire-orders' })).status).toBe(401);
    expect((await call(cronRoute, { path: '/x', headers: shopper.headers })).status).toBe(401);
    process.env.CRON_SECRET = 'cron-test-secret';
    const { resetEnvCache } = await import('@/lib/env');
    resetEnvCache();
    try {
      expect((await call(cronRoute, { path: '/x', headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      const res = await call(cronRoute, { path: '/x', headers: { authorization: 'Bearer cron-test-secret' } });
      expect(res.status).toBe(200);
      expect(res.body.data.expired).toBeGreaterThanOrEqual(1);
    } finally {
      delete process.env.CRON_SECRET;
      resetEnvCache();
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'failed', cancellationReason: 'Payment was not completed within 30 minutes' });
    expect(await stockOf(db(), product.id)).toBe(2);
    expect(await usedCountOf(db(), coupon.id)).toBe(0);
    // The gateway stops taking money for it too.
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item!.quantity).toBe(2);
  });

  it('an order paid just before expiry is taken, not expired, even when its webhook never came', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 2 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const { order, paymentSession } = (await place(shopper, online())).body.data;
    await completeHostedPayment(db(), paymentSession.payment_session_id, 'pay'); // webhook lost
    await db().update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    const { expirePendingOrders } = await import('@/lib/orders/expire');
    const result = await expirePendingOrders(db());
    expect(result.paid).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    expect(await stockOf(db(), product.id)).toBe(1);
  });
});

describe('POST /api/v1/coupons/validate', () => {
  beforeAll(async () => {
    await createCoupon(db(), { code: 'VALID15', discountPercent: 15, minOrderPaise: 100_000 });
  });
  const validate = (body: unknown, headers: Record<string, string> = {}) =>
    call(validateCouponRoute, { method: 'POST', path: '/x', body, headers: { 'x-forwarded-for': '198.51.100.7', ...headers } });

  it.each([
    [{ code: 'valid15', orderAmount: 2000 }, { isValid: true, message: 'Coupon is valid', discountAmount: 300, finalAmount: 1700 }],
    [{ code: 'VALID15', orderAmount: 999 }, { isValid: false, message: 'Minimum order amount of ₹1,000 required for this coupon', discountAmount: 0, finalAmount: 999 }],
    [{ code: 'NO-SUCH', orderAmount: 2000 }, { isValid: false, message: 'Invalid coupon code', coupon: null }],
  ])('%j', async (body, expected) => {
    const res = await validate(body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(expected);
  });

  it.each([
    [{ code: '   ', orderAmount: 100 }, 'Please enter a coupon code'],
    [{ orderAmount: 100 }, 'Please enter a coupon code'],
    [{ code: 'X', orderAmount: -1 }, 'Order amount cannot be negative'],
    [{ code: 'X', orderAmount: 'lots' }, 'Order amount must be a number'],
  ])('400 for %j', async (body, message) => {
    const res = await validate(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('tells a customer who already used the code', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 3, pricePaise: 200_000 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    expect((await place(shopper, online({ couponCode: 'VALID15' }))).status).toBe(201);
    const res = await validate({ code: 'VALID15', orderAmount: 2000 }, shopper.headers);
    expect(res.body.data).toMatchObject({ isValid: false, message: 'You have already used this coupon' });
  });

  it('limits guessing to 30 tries per 10 minutes', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.99' };
    for (let i = 0; i < 30; i++) expect((await validate({ code: `GUESS${i}`, orderAmount: 10 }, headers)).status).toBe(200);
    const res = await validate({ code: 'GUESS31', orderAmount: 10 }, headers);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('order numbers past a million', () => {
  it('keep every digit (the sequence is never cut to six)', async () => {
    await db().execute(sql`select setval('order_number_seq', 1234566)`);
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 2 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const res = await place(shopper, online());
    expect(res.body.data.order.orderNumber).toMatch(/^MA-\d{4}-1234567$/);
  });
});
