import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DELETE as cancelRoute } from '@/app/api/v1/orders/cancel/[id]/route';
import { POST as verifyRoute } from '@/app/api/v1/payment/verify/route';
import { cartItems, carts, couponRedemptions, emailOutbox, gatewayOrders, orders, refunds } from '@/lib/db/schema';
import { loadInvoice } from '@/lib/orders/invoice-query';
import { createGatewayOrder } from '@/lib/payments/local-gateway/service';
import { useTestDatabase } from '../helpers/db';
import { useRecordingGateway } from '../helpers/gateway';
import { call } from '../helpers/http';
import { checkoutOnline } from '../helpers/orders';
import { createCoupon, createProduct, createShopper, fillCart, stockOf, usedCountOf } from '../helpers/shoppers';

const db = useTestDatabase();
const gateway = useRecordingGateway();

let codes = 0;
const code = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++codes}`.slice(0, 20);

/** A shopper with two bottles in the bag (₹1,700 each, stock 5) and a coupon worth all of it. */
async function shopperWithFreeBag(coupon: Parameters<typeof createCoupon>[1]) {
  const shopper = await createShopper(db());
  const product = await createProduct(db(), { stock: 5, pricePaise: 170_000 });
  await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 2 }]);
  const c = await createCoupon(db(), coupon);
  return { shopper, product, coupon: c };
}

const bagLines = async (userId: string) =>
  db().select({ id: cartItems.id }).from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(eq(carts.userId, userId));

describe('an order whose total is ₹0 is paid by its coupon at once, never sent to the gateway', () => {
  it('a 100 % coupon: 201, confirmed and paid by coupon, invoice numbered, confirmation email queued, stock taken, coupon used once, bag emptied, no gateway call', async () => {
    gateway.install();
    const { shopper, product, coupon } = await shopperWithFreeBag({ code: code('FREE'), discountPercent: 100 });

    const res = await checkoutOnline(shopper, { couponCode: coupon.code });

    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Order placed: your coupon covered the whole amount, so there is nothing to pay.');
    const { order, paymentSession, checkout } = res.body.data;
    // Nothing to open: the checkout goes straight to the confirmation.
    expect(paymentSession).toBeNull();
    expect(checkout).toBeNull();
    expect(order).toMatchObject({ totalPrice: 0, subtotal: 3400, discount: 3400, paymentMethod: 'coupon', paymentStatus: 'completed', orderStatus: 'confirmed', canPay: false });
    expect(gateway.calls).toEqual([]);
    expect(await db().select().from(gatewayOrders).where(eq(gatewayOrders.orderId, order.orderNumber))).toEqual([]);

    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', paymentMethod: 'coupon', totalPaise: 0, expiresAt: null, cfOrderId: null, gstRatePercent: 18 });
    expect(row!.invoiceNumber).toMatch(/^MA\/\d{2}-\d{2}\/\d{6}$/);
    expect(row!.paidAt).toBeInstanceOf(Date);

    const mails = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, shopper.email), eq(emailOutbox.template, 'order-confirmation')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Order confirmed: ${order.orderNumber}`);
    expect(mails[0]!.text).toContain(product.name);

    expect(await stockOf(db(), product.id)).toBe(3);
    expect(await usedCountOf(db(), coupon.id)).toBe(1);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toHaveLength(1);
    expect(await bagLines(shopper.id)).toEqual([]);

    // The tax invoice exists and says how it was paid.
    const invoice = await loadInvoice(db(), { userId: shopper.id, role: 'user' }, order._id);
    expect(invoice).toMatchObject({ paymentMethod: 'coupon', couponCode: coupon.code, transactionId: null });

    // The return page's verify answers success from the books alone.
    const verified = await call(verifyRoute, { method: 'POST', path: '/x', body: { orderId: order._id }, headers: shopper.headers });
    expect(verified.status).toBe(200);
    expect(verified.body.data.status).toBe('success');
    expect(gateway.calls).toEqual([]);
  });

  it('a fixed coupon worth more than the goods: ₹0, paid by coupon; a replayed Idempotency-Key answers the same order', async () => {
    gateway.install();
    const { shopper, coupon } = await shopperWithFreeBag({ code: code('FLAT'), discountType: 'fixed', discountPercent: null, discountAmountPaise: 500_000 });
    const key = `zero-${Date.now()}`;
    const first = await checkoutOnline(shopper, { couponCode: coupon.code }, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(first.body.data.order).toMatchObject({ totalPrice: 0, paymentMethod: 'coupon', paymentStatus: 'completed' });
    const again = await checkoutOnline(shopper, { couponCode: coupon.code }, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.body.data.order._id).toBe(first.body.data.order._id);
    expect(again.body.data.checkout).toBeNull();
    expect(await usedCountOf(db(), coupon.id)).toBe(1);
    expect(gateway.calls).toEqual([]);
  });

  it('a 100 % coupon with paid gift wrap leaves the wrap to pay: the order goes to the gateway as usual', async () => {
    gateway.install();
    const { shopper, coupon } = await shopperWithFreeBag({ code: code('WRAP'), discountPercent: 100 });
    const res = await checkoutOnline(shopper, { couponCode: coupon.code, gift: { wrap: true } });
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({ totalPrice: 149, paymentMethod: 'online', paymentStatus: 'pending', canPay: true });
    expect(res.body.data.checkout).not.toBeNull();
    expect(gateway.calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ order_amount: 149 }) }),
    ]);
  });

  it('cancelling a ₹0 order gives back stock and the coupon use and promises no refund', async () => {
    gateway.install();
    const { shopper, product, coupon } = await shopperWithFreeBag({ code: code('BACK'), discountPercent: 100 });
    const placed = await checkoutOnline(shopper, { couponCode: coupon.code });
    const id = placed.body.data.order._id;
    const res = await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id }, headers: shopper.headers });
    expect(res.status).toBe(200);
    expect(res.body.message).not.toMatch(/refund/i);
    expect(res.body.data).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'completed' });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, id))).toEqual([]);
    expect(await stockOf(db(), product.id)).toBe(5);
    expect(await usedCountOf(db(), coupon.id)).toBe(0);
    expect(gateway.calls).toEqual([]);
  });
});

describe('the gateway stand-ins refuse what Cashfree refuses', () => {
  it('the local gateway refuses an order_amount under ₹1 (Cashfree: minimum 1.00)', async () => {
    const base = { order_id: `Z-${Date.now()}`, order_currency: 'INR', customer_details: { customer_id: 'c1', customer_phone: '9876543210' } };
    for (const amount of [0, 0.5, 0.99]) {
      await expect(createGatewayOrder(db(), { ...base, order_id: `${base.order_id}-${String(amount).replace('.', '')}`, order_amount: amount })).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/^order_amount/),
      });
    }
    await expect(createGatewayOrder(db(), { ...base, order_amount: 1 })).resolves.toMatchObject({ order_status: 'ACTIVE' });
  });
});

describe('a gateway failure is 503 only when the gateway is unreachable', () => {
  async function pendingCheckout() {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 5, pricePaise: 170_000 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    return shopper;
  }

  it('a network error or a 5xx is 503 PAYMENT_UNAVAILABLE (try again)', async () => {
    for (const fault of ['network', { status: 502, body: { message: 'Bad gateway', code: 'internal_error', type: 'api_error' } }] as const) {
      gateway.install((c) => (c.method === 'POST' ? fault : null));
      const res = await checkoutOnline(await pendingCheckout());
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'PAYMENT_UNAVAILABLE', message: 'Payment service is unavailable. Please try again.' });
    }
  });

  it('a 4xx refusal of what we sent is our bug: logged as one, answered 500 PAYMENT_REFUSED without the gateway’s words', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      gateway.install((c) =>
        c.method === 'POST' ? { status: 400, body: { message: 'order_amount : must be at least 1.00 [secret-detail]', code: 'order_amount_invalid', type: 'invalid_request_error' } } : null,
      );
      const res = await checkoutOnline(await pendingCheckout());
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false, code: 'PAYMENT_REFUSED', requestId: expect.any(String) });
      expect(res.body.message).toMatch(/problem on our side/);
      expect(JSON.stringify(res.body)).not.toContain('secret-detail');
      const lines = errors.mock.calls.map((args) => JSON.parse(String(args[0])));
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 'error', where: 'payment-session', gatewayStatus: 400, gatewayCode: 'order_amount_invalid', message: expect.stringMatching(/^BUG: the payment gateway refused/) }),
      );
    } finally {
      errors.mockRestore();
    }
  });
});
