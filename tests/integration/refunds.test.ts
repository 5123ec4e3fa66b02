import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETE as cancelRoute } from '@/app/api/v1/orders/cancel/[id]/route';
import { POST as webhookRoute } from '@/app/api/v1/payment/webhook/route';
import { emailOutbox, orders, refundJobs, refunds } from '@/lib/db/schema';
import { runFollowUps } from '@/lib/jobs/run';
import { localGatewaySecret } from '@/lib/payments/gateway-link';
import { MAX_REFUND_ATTEMPTS, processRefunds } from '@/lib/payments/refund';
import { webhookSignature } from '@/lib/payments/signature';
import { useTestDatabase } from '../helpers/db';
import { useRecordingGateway } from '../helpers/gateway';
import { placePaidOrder } from '../helpers/orders';
import { call } from '../helpers/http';
import type { Shopper } from '../helpers/shoppers';

const db = useTestDatabase();

const gateway = useRecordingGateway();

/**
 * The local gateway, with its refund endpoint answering as a struggling Cashfree would: `fault`
 * decides, per refund POST (the first is 1), whether to answer 503 (or another status) instead.
 */
function gatewayWithRefundFaults(fault: (n: number) => number | null) {
  let refundPosts = 0;
  gateway.install((call) => {
    if (call.method !== 'POST' || !/\/refunds$/.test(call.path)) return null;
    refundPosts += 1;
    const status = fault(refundPosts);
    if (!status) return null;
    const body = status === 400
      ? { message: 'refund_amount : is more than the refundable amount', code: 'request_invalid', type: 'invalid_request_error' }
      : { message: 'Service unavailable', code: 'internal_error', type: 'api_error' };
    return { status, body };
  });
  return { posts: () => refundPosts };
}

async function paidOrder(): Promise<{ shopper: Shopper; order: { id: string; orderNumber: string } }> {
  return placePaidOrder(db(), { pricePaise: 250_000 });
}

const cancel = (shopper: Shopper, id: string) => call(cancelRoute, { method: 'DELETE', path: '/x', params: { id }, headers: shopper.headers });
const refundRows = (orderId: string) => db().select().from(refunds).where(eq(refunds.orderId, orderId));
const jobOf = async (orderId: string) => {
  const [row] = await db().select({ job: refundJobs }).from(refundJobs).innerJoin(refunds, eq(refunds.id, refundJobs.refundRowId)).where(eq(refunds.orderId, orderId));
  return row?.job;
};
/** Makes the job due now, as time passing would. */
const makeDue = (jobId: string) => db().update(refundJobs).set({ nextAttemptAt: new Date(Date.now() - 1000), lockedUntil: null }).where(eq(refundJobs.id, jobId));

describe('refunds are promised as rows and worked until the gateway settles them', () => {
  it('a refund endpoint failing twice, then succeeding: one refund, processed, one email, and the pages say initiated until then', async () => {
    const { shopper, order } = await paidOrder();
    const faults = gatewayWithRefundFaults((n) => (n <= 2 ? 503 : null));

    const res = await cancel(shopper, order.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('has been initiated');
    // The gateway refused the first try: nothing is claimed as done.
    expect(res.body.data).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'completed' });
    expect(res.body.data.refunds).toEqual([expect.objectContaining({ refundId: `RF-${order.orderNumber}`, status: 'PENDING' })]);
    let job = await jobOf(order.id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.lastError).toContain('Service unavailable');
    expect(job!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await makeDue(job!.id);
    await runFollowUps(db(), { budgetMs: 5_000 });
    job = await jobOf(order.id);
    expect(job).toMatchObject({ status: 'pending', attempts: 2 });

    await makeDue(job!.id);
    await processRefunds(db());
    job = await jobOf(order.id);
    expect(job).toMatchObject({ status: 'done', attempts: 3 });
    expect(faults.posts()).toBe(3);

    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'refunded', paymentFlag: null });
    expect(await refundRows(order.id)).toEqual([expect.objectContaining({ status: 'SUCCESS', amountPaise: 250_000 })]);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, shopper.email));
    expect(mails.filter((m) => m.template === 'refund-issued')).toHaveLength(1);

    // Nothing left to do: another sweep asks the gateway nothing.
    await processRefunds(db());
    expect(faults.posts()).toBe(3);
  });

  it('a refusal is not retried: the order is flagged for the back office', async () => {
    const { shopper, order } = await paidOrder();
    gatewayWithRefundFaults(() => 400);
    expect((await cancel(shopper, order.id)).status).toBe(200);
    const job = await jobOf(order.id);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('completed');
    expect(row!.paymentFlag).toMatch(/^Refund could not be made \(refused\)/);
  });

  it('gives up after the maximum attempts and flags the order', async () => {
    const { shopper, order } = await paidOrder();
    gatewayWithRefundFaults(() => 500);
    await cancel(shopper, order.id);
    for (let i = 1; i < MAX_REFUND_ATTEMPTS; i += 1) {
      const job = await jobOf(order.id);
      expect(job!.status).toBe('pending');
      await makeDue(job!.id);
      await processRefunds(db());
    }
    const job = await jobOf(order.id);
    expect(job).toMatchObject({ status: 'failed', attempts: MAX_REFUND_ATTEMPTS });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentFlag).toMatch(/Refund could not be made \(8 attempts\)/);
  });

  it('a refund the gateway cancels (its webhook) flags the order; its job ends', async () => {
    const { shopper, order } = await paidOrder();
    // The first answer is lost (timeout on our side), so the refund exists at the gateway but the job is pending.
    gatewayWithRefundFaults((n) => (n === 1 ? 503 : null));
    await cancel(shopper, order.id);
    const [refund] = await refundRows(order.id);
    const event = {
      type: 'REFUND_STATUS_WEBHOOK',
      event_time: new Date().toISOString(),
      data: {
        refund: {
          cf_refund_id: '99123',
          refund_id: refund!.refundId,
          order_id: order.orderNumber,
          refund_amount: 2500,
          refund_currency: 'INR',
          refund_status: 'CANCELLED',
          refund_arn: null,
          refund_note: null,
          created_at: new Date().toISOString(),
          processed_at: null,
        },
      },
    };
    const raw = JSON.stringify(event);
    const ts = String(Date.now());
    const res = await call(webhookRoute, {
      method: 'POST',
      path: '/api/v1/payment/webhook',
      rawBody: raw,
      headers: { 'content-type': 'application/json', 'x-webhook-signature': webhookSignature(ts, raw, localGatewaySecret()), 'x-webhook-timestamp': ts },
    });
    expect(res.status).toBe(200);
    const job = await jobOf(order.id);
    expect(job).toMatchObject({ status: 'failed' });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('completed');
    expect(row!.paymentFlag).toMatch(/cancelled by the gateway: refund the customer by hand/);
  });
});
