import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETE as cancelRoute } from '@/app/api/v1/orders/cancel/[id]/route';
import { POST as sessionRoute } from '@/app/api/v1/payment/session/route';
import { POST as webhookRoute } from '@/app/api/v1/payment/webhook/route';
import { couponRedemptions, emailOutbox, gatewayOrders, orders, paymentEvents, payments, refundJobs, refunds } from '@/lib/db/schema';
import { localGatewaySecret } from '@/lib/payments/gateway-link';
import { completeHostedPayment } from '@/lib/payments/local-gateway/service';
import { PAY_REFUSALS } from '@/lib/orders/dto';
import { webhookSignature } from '@/lib/payments/signature';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { placeOnlineOrder } from '../helpers/orders';
import { stockOf } from '../helpers/shoppers';

const db = useTestDatabase();

function deliver(rawBody: string) {
  const timestamp = String(Date.now());
  return call(webhookRoute, {
    method: 'POST',
    path: '/api/v1/payment/webhook',
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-webhook-signature': webhookSignature(timestamp, rawBody, localGatewaySecret()),
      'x-webhook-timestamp': timestamp,
      'x-webhook-version': '2025-01-01',
    },
  });
}

function successEvent(orderNumber: string, amount: number, paymentId: string) {
  return {
    type: 'PAYMENT_SUCCESS_WEBHOOK',
    event_time: new Date().toISOString(),
    data: {
      order: { order_id: orderNumber, order_amount: amount, order_currency: 'INR', order_tags: null },
      payment: {
        cf_payment_id: paymentId,
        payment_status: 'SUCCESS',
        payment_amount: amount,
        payment_currency: 'INR',
        payment_message: 'Transaction Successful',
        payment_time: new Date().toISOString(),
        payment_group: 'upi',
        payment_method: { upi: { channel: 'collect', upi_id: 'a@upi' } },
      },
      customer_details: { customer_id: 'x', customer_phone: '9876543210' },
    },
  };
}

async function pending() {
  const placed = await placeOnlineOrder(db());
  expect(placed.res.status).toBe(201);
  return { ...placed, order: placed.res.body.data.order, paymentSession: placed.res.body.data.paymentSession };
}

describe('a signed webhook that is not the expected shape answers 400, never 500', () => {
  const orderNumber = 'MA-2026-000001';
  const good = () => successEvent(orderNumber, 1700, '990001');
  const cases: [string, string][] = [
    ['not JSON', 'not json at all'],
    ['JSON but not an object', '[1,2,3]'],
    ['a type that is not a string', JSON.stringify({ ...good(), type: 7 })],
    ['no data', JSON.stringify({ type: 'PAYMENT_SUCCESS_WEBHOOK' })],
    ['data that is a string', JSON.stringify({ type: 'PAYMENT_SUCCESS_WEBHOOK', data: 'x' })],
    ['a payment event without data.order', JSON.stringify({ ...good(), data: { ...good().data, order: undefined } })],
    ['a payment event whose payment is a string', JSON.stringify({ ...good(), data: { ...good().data, payment: 'SUCCESS' } })],
    ['an amount that is not a number', JSON.stringify({ ...good(), data: { ...good().data, payment: { ...good().data.payment, payment_amount: 'lots' } } })],
    ['an amount that is an object', JSON.stringify({ ...good(), data: { ...good().data, payment: { ...good().data.payment, payment_amount: { v: 1 } } } })],
    ['a payment time that is not a date', JSON.stringify({ ...good(), data: { ...good().data, payment: { ...good().data.payment, payment_time: 'yesterday-ish' } } })],
    ['an order id that is a number', JSON.stringify({ ...good(), data: { ...good().data, order: { order_id: 12, order_amount: 1700 } } })],
    ['no payment id', JSON.stringify({ ...good(), data: { ...good().data, payment: { ...good().data.payment, cf_payment_id: null } } })],
    ['a refund event without a refund id', JSON.stringify({ type: 'REFUND_STATUS_WEBHOOK', data: { refund: { cf_refund_id: '1', order_id: orderNumber, refund_status: 'SUCCESS' } } })],
    ['a refund that is an array', JSON.stringify({ type: 'REFUND_STATUS_WEBHOOK', data: { refund: [] } })],
  ];

  it.each(cases)('%s', async (_label, raw) => {
    const res = await deliver(raw);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('a malformed payment for a real order changes nothing and records nothing', async () => {
    const { order } = await pending();
    const bad = successEvent(order.orderNumber, 1700, '990002') as { data: { payment: Record<string, unknown> } };
    bad.data.payment.payment_amount = 'NaN';
    expect((await deliver(JSON.stringify(bad))).status).toBe(400);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'pending', paymentStatus: 'pending', paymentFlag: null });
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.orderNumber, order.orderNumber))).toEqual([]);
  });

  it('a well-formed event still applies, and an unknown event type is still acknowledged', async () => {
    const { order } = await pending();
    expect((await deliver(JSON.stringify(successEvent(order.orderNumber, 1700, '990003')))).status).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('completed');
    expect((await deliver(JSON.stringify({ type: 'SETTLEMENT_WEBHOOK', data: { anything: [1, 'x'] } }))).status).toBe(200);
  });
});

describe('a cancelled order cannot be paid', () => {
  it('POST /payment/session for a cancelled order answers 409 with why', async () => {
    const { shopper, order } = await pending();
    const cancelled = await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: order.id }, headers: shopper.headers });
    expect(cancelled.status).toBe(200);
    const res = await call(sessionRoute, { method: 'POST', path: '/api/v1/payment/session', body: { orderId: order.id }, headers: shopper.headers });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAY_REFUSALS.cancelled);
    expect(res.body.message).toMatch(/cancelled/);
  });

  it('POST /payment/session for a paid order says it is paid', async () => {
    const { shopper, order } = await pending();
    expect((await deliver(JSON.stringify(successEvent(order.orderNumber, 1700, '990010')))).status).toBe(200);
    const res = await call(sessionRoute, { method: 'POST', path: '/api/v1/payment/session', body: { orderId: order.id }, headers: shopper.headers });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAY_REFUSALS.paid);
  });

  it('cancelling ends the gateway order, so a payment page left open takes no money', async () => {
    const { shopper, order, paymentSession } = await pending();
    expect((await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: order.id }, headers: shopper.headers })).status).toBe(200);
    const [gatewayOrder] = await db().select().from(gatewayOrders).where(eq(gatewayOrders.orderId, order.orderNumber));
    expect(gatewayOrder!.status).toBe('TERMINATED');
    const { webhook } = await completeHostedPayment(db(), paymentSession.payment_session_id, 'pay');
    expect(webhook).toBeNull();
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  });
});

describe('a second successful payment for an order already paid', () => {
  it('is refunded through the refund jobs and flagged; the order stays paid; stock, coupon and emails are untouched', async () => {
    const { order, product, paymentSession } = await pending();
    const { webhook } = await completeHostedPayment(db(), paymentSession.payment_session_id, 'pay');
    expect((await deliver(JSON.stringify(webhook))).status).toBe(200);
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', paymentFlag: null });
    const firstPaymentId = paid!.transactionId!;
    const stockAfterFirst = await stockOf(db(), product.id);
    const mails = async (template: string) =>
      (await db().select().from(emailOutbox).where(eq(emailOutbox.template, template))).filter((m) => m.text.includes(order.orderNumber)).length;
    const confirmationsBefore = await mails('order-confirmation');

    // The same gateway order paid again in a second tab: another payment id.
    const second = JSON.stringify(successEvent(order.orderNumber, 1700, '880002'));
    expect((await deliver(second)).status).toBe(200);
    // Redelivered, and reported again in an event of its own: still one promise.
    expect((await deliver(second)).status).toBe(200);
    expect((await deliver(JSON.stringify({ ...successEvent(order.orderNumber, 1700, '880002'), event_time: 'again' }))).status).toBe(200);
    // The first payment reported again is no second payment.
    expect((await deliver(JSON.stringify({ ...successEvent(order.orderNumber, 1700, firstPaymentId), event_time: 'again' }))).status).toBe(200);

    const promised = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(promised).toHaveLength(1);
    expect(promised[0]).toMatchObject({ amountPaise: 170_000 });
    expect(promised[0]!.refundId).toMatch(/^RF-MA-\d{4}-\d{6,}-P880002$/);
    expect(await db().select().from(refundJobs).where(eq(refundJobs.refundRowId, promised[0]!.id))).toHaveLength(1);
    // Worked after the response (at once in tests): the gateway settled it.
    await expect.poll(async () => (await db().select().from(refunds).where(eq(refunds.id, promised[0]!.id)))[0]?.status).toBe('SUCCESS');

    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', transactionId: firstPaymentId });
    expect(row!.paymentFlag).toMatch(/Paid twice: payment 880002/);
    expect(await stockOf(db(), product.id)).toBe(stockAfterFirst);
    expect(await mails('order-confirmation')).toBe(confirmationsBefore);
    expect(await mails('refund-issued')).toBe(1);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order.id))).toEqual([]);
    expect((await db().select().from(payments).where(eq(payments.orderId, order.id))).map((p) => p.cfPaymentId).sort()).toEqual([firstPaymentId, '880002'].sort());

    // The gateway's refund webhook for it, late: the order stays paid, no second email.
    const [refund] = await db().select().from(refunds).where(eq(refunds.id, promised[0]!.id));
    const settled = {
      type: 'REFUND_STATUS_WEBHOOK',
      event_time: new Date().toISOString(),
      data: { refund: { cf_refund_id: refund!.cfRefundId, refund_id: refund!.refundId, order_id: order.orderNumber, refund_amount: 1700, refund_currency: 'INR', refund_status: 'SUCCESS', refund_arn: refund!.arn, refund_note: null, created_at: new Date().toISOString(), processed_at: new Date().toISOString() } },
    };
    expect((await deliver(JSON.stringify(settled))).status).toBe(200);
    expect(await mails('refund-issued')).toBe(1);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
  });
});
