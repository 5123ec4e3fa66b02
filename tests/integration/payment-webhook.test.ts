import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as webhookRoute } from '@/app/api/v1/payment/webhook/route';
import { DELETE as cancelRoute } from '@/app/api/v1/orders/cancel/[id]/route';
import { emailOutbox, gatewayOrders, orders, refunds } from '@/lib/db/schema';
import { setPaymentGatewayForTests } from '@/lib/payments/config';
import { paymentGateway } from '@/lib/payments/gateway';
import { localGatewaySecret } from '@/lib/payments/gateway-link';
import { completeHostedPayment, createGatewayOrder } from '@/lib/payments/local-gateway/service';
import { webhookSignature } from '@/lib/payments/signature';
import { useTestDatabase } from '../helpers/db';
import { placeOnlineOrder } from '../helpers/orders';
import { call } from '../helpers/http';
import type { Shopper } from '../helpers/shoppers';

const db = useTestDatabase();

async function pendingOrder() {
  const { shopper, res } = await placeOnlineOrder(db());
  return { shopper: shopper as Shopper, ...res.body.data };
}

function successEvent(orderNumber: string, amount: string, paymentId = String(Date.now())) {
  // Written by hand so the amount keeps its "1700.00" form, as Cashfree sends it.
  return `{"data":{"order":{"order_id":"${orderNumber}","order_amount":${amount},"order_currency":"INR","order_tags":null},"payment":{"cf_payment_id":"${paymentId}","payment_status":"SUCCESS","payment_amount":${amount},"payment_currency":"INR","payment_message":"Transaction Successful","payment_time":"2026-11-22T10:00:00+05:30","payment_group":"upi","payment_method":{"upi":{"channel":"collect","upi_id":"a@upi"}}},"customer_details":{"customer_id":"x","customer_phone":"9876543210"}},"event_time":"2026-11-22T10:00:01+05:30","type":"PAYMENT_SUCCESS_WEBHOOK"}`;
}

function deliver(rawBody: string, options: { secret?: string; timestamp?: string; signature?: string } = {}) {
  const timestamp = options.timestamp ?? String(Date.now());
  const signature = options.signature ?? webhookSignature(timestamp, rawBody, options.secret ?? localGatewaySecret());
  return call(webhookRoute, {
    method: 'POST',
    path: '/api/v1/payment/webhook',
    rawBody,
    headers: { 'content-type': 'application/json', 'x-webhook-signature': signature, 'x-webhook-timestamp': timestamp, 'x-webhook-version': '2025-01-01' },
  });
}

describe('POST /api/v1/payment/webhook', () => {
  it('verifies the signature over the raw body: "1700.00" stays as sent', async () => {
    const { order } = await pendingOrder();
    const res = await deliver(successEvent(order.orderNumber, '1700.00'));
    expect(res.status).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('completed');
  });

  it.each([
    ['a wrong secret', { secret: 'not-the-secret' }],
    ['a timestamp older than Cashfree retries (73 h)', { timestamp: String(Date.now() - 73 * 3_600_000) }],
    ['no signature', { signature: '' }],
  ])('refuses %s with 401 and changes nothing', async (_l, options) => {
    const { order } = await pendingOrder();
    const res = await deliver(successEvent(order.orderNumber, '1700.00'), options);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid webhook signature');
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('pending');
  });

  it('answers 400 for a signed body that is not an event, never 500', async () => {
    expect((await deliver('not json')).status).toBe(400);
    expect((await deliver('{"type":1}')).status).toBe(400);
  });

  it('acknowledges an event for an unknown order (so it is not retried forever)', async () => {
    expect((await deliver(successEvent('MA-2026-999999', '10.00'))).status).toBe(200);
  });

  it('a payment whose amount differs from the order total is flagged, not fulfilled', async () => {
    const { order } = await pendingOrder();
    const res = await deliver(successEvent(order.orderNumber, '1.00'));
    expect(res.status).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'pending', paymentStatus: 'pending', invoiceNumber: null });
    expect(row!.paymentFlag).toBe('Amount mismatch: paid ₹1, order total ₹1,700');
  });

  it('money arriving after the order was cancelled is refunded automatically', async () => {
    const { shopper, order, paymentSession } = await pendingOrder();
    // A cancel ends the gateway's order; here the gateway could not be told, so the page still takes money.
    const real = paymentGateway();
    setPaymentGatewayForTests({ ...real, client: { ...real.client, terminateOrder: async () => Promise.reject(new Error('gateway unreachable')) } });
    const cancelled = await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: order.id }, headers: shopper.headers }).finally(() =>
      setPaymentGatewayForTests(undefined),
    );
    expect(cancelled.status).toBe(200);
    // The shopper still had the gateway tab open and paid.
    const { webhook } = await completeHostedPayment(db(), paymentSession.payment_session_id, 'pay');
    const res = await deliver(JSON.stringify(webhook));
    expect(res.status).toBe(200);
    await expect.poll(async () => (await db().select().from(refunds).where(eq(refunds.orderId, order.id)))[0]?.status).toBe('SUCCESS');
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(row!.paymentFlag).toMatch(/a full refund was initiated/);
  });

  it('a gateway surcharge on top of the order is accepted: the order amount is compared, not the charge', async () => {
    const { order } = await pendingOrder();
    const raw = successEvent(order.orderNumber, '1700.00').replace(
      '"payment_amount":1700.00',
      '"payment_amount":1720.06,"payment_surcharge":{"payment_surcharge_service_charge":17.00,"payment_surcharge_service_tax":3.06}',
    );
    expect(raw).toContain('1720.06');
    expect((await deliver(raw)).status).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', paymentFlag: null });
  });

  it('a retry hours after the event (first attempt’s timestamp) is still applied', async () => {
    const { order } = await pendingOrder();
    const res = await deliver(successEvent(order.orderNumber, '1700.00'), { timestamp: String(Date.now() - 3 * 3_600_000) });
    expect(res.status).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('completed');
  });

  it('a failure webhook’s reason is read from error_details beside the payment (the email says it)', async () => {
    const { order, paymentSession } = await pendingOrder();
    const { webhook } = await completeHostedPayment(db(), paymentSession.payment_session_id, 'fail');
    const raw = JSON.stringify(webhook).replace('"payment_message":"Payment declined by the bank"', '"payment_message":null');
    expect(JSON.parse(raw).data.error_details.error_description).toBe('Payment declined by the bank');
    expect(JSON.parse(raw).data.payment.error_details).toBeUndefined();
    expect((await deliver(raw)).status).toBe(200);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.template, 'payment-failed'));
    const mine = mails.filter((m) => m.text.includes(order.orderNumber));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain('Payment declined by the bank');
  });
});

describe('webhooks out of order', () => {
  it('a failed attempt reported after the success (an earlier attempt, delivered late) leaves the order paid, with no failure email', async () => {
    const { order } = await pendingOrder();
    const success = successEvent(order.orderNumber, '1700.00', '7000001');
    expect((await deliver(success)).status).toBe(200);
    const failedEarlier = success
      .replace('"cf_payment_id":"7000001","payment_status":"SUCCESS"', '"cf_payment_id":"7000000","payment_status":"FAILED"')
      .replace('"payment_message":"Transaction Successful"', '"payment_message":"Declined"')
      .replace('"type":"PAYMENT_SUCCESS_WEBHOOK"', '"type":"PAYMENT_FAILED_WEBHOOK"');
    expect((await deliver(failedEarlier)).status).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', paymentFlag: null });
    const failedMails = (await db().select().from(emailOutbox).where(eq(emailOutbox.template, 'payment-failed'))).filter((m) => m.text.includes(order.orderNumber));
    expect(failedMails).toEqual([]);
  });

  it('the refund webhook arriving before the refund worker hears back settles it once', async () => {
    const { shopper, order, paymentSession } = await pendingOrder();
    const { webhook } = await completeHostedPayment(db(), paymentSession.payment_session_id, 'pay');
    expect((await deliver(JSON.stringify(webhook))).status).toBe(200);
    expect((await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: order.id }, headers: shopper.headers })).status).toBe(200);
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund!.status).toBe('SUCCESS');
    // The gateway's own webhook for the same refund, late: nothing changes, no second email.
    const event = { type: 'REFUND_STATUS_WEBHOOK', event_time: new Date().toISOString(), data: { refund: { cf_refund_id: refund!.cfRefundId, refund_id: refund!.refundId, order_id: order.orderNumber, refund_amount: 1700, refund_currency: 'INR', refund_status: 'SUCCESS', refund_arn: refund!.arn, refund_note: null, created_at: new Date().toISOString(), processed_at: new Date().toISOString() } } };
    expect((await deliver(JSON.stringify(event))).status).toBe(200);
    const mails = (await db().select().from(emailOutbox).where(eq(emailOutbox.to, shopper.email))).filter((m) => m.template === 'refund-issued');
    expect(mails).toHaveLength(1);
  });
});

describe('Cashfree’s limits on the customer, as the local gateway enforces them', () => {
  it('a shopper named "Om" can check out: the gateway gets a completed name', async () => {
    const { res } = await placeOnlineOrder(db(), { address: { fullName: 'Om' } });
    expect(res.status).toBe(201);
    const [gatewayOrder] = await db().select().from(gatewayOrders).where(eq(gatewayOrders.orderId, res.body.data.order.orderNumber));
    expect((gatewayOrder!.customerDetails as { customer_name: string }).customer_name).toBe('Om Customer');
  });

  it('the local gateway refuses what Cashfree refuses: a 2-character name, a 101-character email', async () => {
    const base = { order_id: `T-${Date.now()}`, order_amount: 10, order_currency: 'INR', customer_details: { customer_id: 'c1', customer_phone: '9876543210' } };
    const short = createGatewayOrder(db(), { ...base, customer_details: { ...base.customer_details, customer_name: 'Om' } });
    await expect(short).rejects.toMatchObject({ status: 400, message: expect.stringContaining('customer_name') });
    const long = createGatewayOrder(db(), { ...base, customer_details: { ...base.customer_details, customer_email: `${'a'.repeat(96)}@x.in` } });
    await expect(long).rejects.toMatchObject({ status: 400, message: expect.stringContaining('customer_email') });
    const amount = createGatewayOrder(db(), { ...base, order_amount: 10.005 });
    await expect(amount).rejects.toMatchObject({ status: 400 });
  });
});

