import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gatewayOrders, gatewayPayments, gatewayRefunds } from '../../db/schema';
import type {
  CfCreateOrderRequest,
  CfCustomerDetails,
  CfOrder,
  CfOrderMeta,
  CfPayment,
  CfPaymentStatus,
  CfRefund,
  CfRefundRequest,
  CfWebhook,
  CfWebhookType,
} from '../cashfree-types';
import { CUSTOMER_EMAIL_MAX, CUSTOMER_NAME_MAX, CUSTOMER_NAME_MIN } from '../rules';
import { isValidReturnUrl } from './return-url';

/*
 * The local gateway's books: it stands in for Cashfree's servers with the same fields and
 * statuses, so the store's adapter cannot tell the two apart.
 */

export class LocalGatewayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

type GatewayOrderRow = typeof gatewayOrders.$inferSelect;

const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{3,45}$/;
const DEFAULT_EXPIRY_MS = 30 * 24 * 3600 * 1000;

function orderStatusNow(row: GatewayOrderRow, now: Date): CfOrder['order_status'] {
  if (row.status === 'ACTIVE' && row.expiryTime && row.expiryTime.getTime() <= now.getTime()) return 'EXPIRED';
  return row.status as CfOrder['order_status'];
}

export function toCfOrder(row: GatewayOrderRow, now = new Date()): CfOrder {
  return {
    cf_order_id: row.cfOrderId,
    order_id: row.orderId,
    order_amount: Number(row.amount),
    order_currency: row.currency,
    order_status: orderStatusNow(row, now),
    payment_session_id: row.paymentSessionId,
    order_expiry_time: row.expiryTime ? row.expiryTime.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    customer_details: row.customerDetails as CfCustomerDetails,
    order_meta: row.orderMeta as CfOrderMeta,
  };
}

function validateCreate(body: unknown): CfCreateOrderRequest {
  const bad = (message: string) => new LocalGatewayError(400, 'request_invalid', 'invalid_request_error', message);
  if (!body || typeof body !== 'object') throw bad('request body is invalid');
  const b = body as Partial<CfCreateOrderRequest>;
  if (typeof b.order_id !== 'string' || !ORDER_ID_PATTERN.test(b.order_id)) throw bad('order_id : is invalid');
  if (typeof b.order_amount !== 'number' || !(b.order_amount >= 1) || Math.round(b.order_amount * 100) !== b.order_amount * 100) {
    throw bad('order_amount : must be at least 1 with at most 2 decimals');
  }
  if (b.order_currency !== 'INR') throw bad('order_currency : is invalid');
  const c = b.customer_details;
  if (!c || typeof c.customer_id !== 'string' || !c.customer_id || typeof c.customer_phone !== 'string' || !/^\d{10}$/.test(c.customer_phone)) {
    throw bad('customer_details : customer_id and customer_phone are required');
  }
  // Cashfree's own limits, so a regression in what the store sends fails here as it would there.
  if (c.customer_name !== undefined) {
    if (typeof c.customer_name !== 'string' || c.customer_name.trim().length < CUSTOMER_NAME_MIN) {
      throw bad(`customer_details.customer_name : should be at least ${CUSTOMER_NAME_MIN} characters long`);
    }
    if (c.customer_name.length > CUSTOMER_NAME_MAX) throw bad(`customer_details.customer_name : should be at most ${CUSTOMER_NAME_MAX} characters long`);
  }
  if (c.customer_email !== undefined) {
    if (typeof c.customer_email !== 'string' || c.customer_email.length > CUSTOMER_EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.customer_email)) {
      throw bad(`customer_details.customer_email : should be a valid email of at most ${CUSTOMER_EMAIL_MAX} characters`);
    }
  }
  if (b.order_meta?.return_url) {
    if (b.order_meta.return_url.length > 250) throw bad('order_meta.return_url : is too long');
    if (!isValidReturnUrl(b.order_meta.return_url)) throw bad('order_meta.return_url : is invalid');
  }
  return b as CfCreateOrderRequest;
}

export async function createGatewayOrder(db: Db, body: unknown, now = new Date()): Promise<CfOrder> {
  const req = validateCreate(body);
  const expiry = req.order_expiry_time ? new Date(req.order_expiry_time) : new Date(now.getTime() + DEFAULT_EXPIRY_MS);
  if (Number.isNaN(expiry.getTime())) {
    throw new LocalGatewayError(400, 'order_expiry_time_invalid', 'invalid_request_error', 'order_expiry_time : is invalid');
  }
  const [row] = await db
    .insert(gatewayOrders)
    .values({
      cfOrderId: String(BigInt(`0x${randomBytes(6).toString('hex')}`) + 1_000_000_000n),
      orderId: req.order_id,
      amount: req.order_amount.toFixed(2),
      currency: req.order_currency,
      status: 'ACTIVE',
      paymentSessionId: `session_${randomBytes(24).toString('base64url')}`,
      customerDetails: req.customer_details,
      orderMeta: req.order_meta ?? {},
      expiryTime: expiry,
    })
    .onConflictDoNothing({ target: gatewayOrders.orderId })
    .returning();
  if (!row) throw new LocalGatewayError(409, 'order_already_exists', 'invalid_request_error', 'order with same id is already present');
  return toCfOrder(row, now);
}

async function findOrder(db: Db, where: ReturnType<typeof eq>): Promise<GatewayOrderRow> {
  const [row] = await db.select().from(gatewayOrders).where(where).limit(1);
  if (!row) throw new LocalGatewayError(404, 'order_not_found', 'invalid_request_error', 'order does not exist');
  return row;
}

export const getGatewayOrder = async (db: Db, orderId: string) => toCfOrder(await findOrder(db, eq(gatewayOrders.orderId, orderId)));
/**
 * PATCH /orders/{order_id} {"order_status":"TERMINATED"}: an ACTIVE order stops taking payments;
 * a paid one is refused, and one already ended answers as it is.
 */
export async function terminateGatewayOrder(db: Db, orderId: string, body: unknown, now = new Date()): Promise<CfOrder> {
  if (!body || typeof body !== 'object' || (body as { order_status?: unknown }).order_status !== 'TERMINATED') {
    throw new LocalGatewayError(400, 'order_status_invalid', 'invalid_request_error', 'order_status : should be TERMINATED');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(gatewayOrders).where(eq(gatewayOrders.orderId, orderId)).for('update').limit(1);
    if (!row) throw new LocalGatewayError(404, 'order_not_found', 'invalid_request_error', 'order does not exist');
    const status = orderStatusNow(row, now);
    if (status === 'PAID') throw new LocalGatewayError(400, 'order_already_paid', 'invalid_request_error', 'order is already paid');
    if (status !== 'ACTIVE') return toCfOrder(row, now);
    const [ended] = await tx.update(gatewayOrders).set({ status: 'TERMINATED' }).where(eq(gatewayOrders.orderId, orderId)).returning();
    return toCfOrder(ended!, now);
  });
}

export const getGatewayOrderBySession = (db: Db, sessionId: string) => findOrder(db, eq(gatewayOrders.paymentSessionId, sessionId));

type PaymentRow = typeof gatewayPayments.$inferSelect;

function toCfPayment(row: PaymentRow): CfPayment {
  const failed = row.status !== 'SUCCESS';
  return {
    cf_payment_id: String(row.cfPaymentId),
    order_id: row.orderId,
    payment_status: row.status as CfPaymentStatus,
    payment_amount: Number(row.amount),
    payment_currency: 'INR',
    payment_group: row.paymentGroup,
    payment_method: row.paymentMethod as Record<string, unknown>,
    payment_time: row.createdAt.toISOString(),
    payment_message: row.message,
    error_details: failed
      ? { error_code: row.status === 'USER_DROPPED' ? 'USER_DROPPED' : 'TRANSACTION_DECLINED', error_description: row.message ?? '', error_reason: row.message ?? '' }
      : null,
  };
}

export async function listGatewayPayments(db: Db, orderId: string): Promise<CfPayment[]> {
  await findOrder(db, eq(gatewayOrders.orderId, orderId));
  const rows = await db.select().from(gatewayPayments).where(eq(gatewayPayments.orderId, orderId)).orderBy(asc(gatewayPayments.cfPaymentId));
  return rows.map(toCfPayment);
}

export type LocalOutcome = 'pay' | 'fail' | 'cancel';

const OUTCOMES: Record<LocalOutcome, { status: CfPaymentStatus; message: string; webhook: CfWebhookType }> = {
  pay: { status: 'SUCCESS', message: 'Transaction Successful', webhook: 'PAYMENT_SUCCESS_WEBHOOK' },
  fail: { status: 'FAILED', message: 'Payment declined by the bank', webhook: 'PAYMENT_FAILED_WEBHOOK' },
  cancel: { status: 'USER_DROPPED', message: 'Payment was cancelled by the customer', webhook: 'PAYMENT_USER_DROPPED_WEBHOOK' },
};

/**
 * The shopper's choice on the hosted page. A paid, expired or terminated order takes no more
 * payments. Returns the webhook to deliver and the order (whose return URL says where the shopper goes).
 */
export async function completeHostedPayment(
  db: Db,
  sessionId: string,
  outcome: LocalOutcome,
  now = new Date(),
): Promise<{ webhook: CfWebhook | null; order: CfOrder }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(gatewayOrders).where(eq(gatewayOrders.paymentSessionId, sessionId)).for('update').limit(1);
    if (!row) throw new LocalGatewayError(404, 'payment_session_id_invalid', 'invalid_request_error', 'payment_session_id is not valid');
    const order = toCfOrder(row, now);
    if (order.order_status !== 'ACTIVE') return { webhook: null, order };
    const o = OUTCOMES[outcome];
    const method = { upi: { channel: 'collect', upi_id: 'shopper@upi' } };
    const [payment] = await tx
      .insert(gatewayPayments)
      .values({ orderId: row.orderId, status: o.status, amount: row.amount, paymentGroup: 'upi', paymentMethod: method, message: o.message })
      .returning();
    if (outcome === 'pay') await tx.update(gatewayOrders).set({ status: 'PAID' }).where(eq(gatewayOrders.cfOrderId, row.cfOrderId));
    const paid = toCfOrder({ ...row, status: outcome === 'pay' ? 'PAID' : row.status }, now);
    const cfPayment = toCfPayment(payment!);
    const webhook: CfWebhook = {
      type: o.webhook,
      event_time: now.toISOString(),
      data: {
        order: { order_id: row.orderId, order_amount: Number(row.amount), order_currency: row.currency, order_tags: null },
        payment: { ...cfPayment, order_id: undefined, error_details: undefined },
        customer_details: row.customerDetails as CfCustomerDetails,
        // Cashfree puts a failure's error_details beside the payment, not inside it.
        ...(cfPayment.error_details ? { error_details: cfPayment.error_details } : {}),
        payment_gateway_details: { gateway_name: 'CASHFREE', gateway_order_id: row.cfOrderId, gateway_payment_id: String(payment!.cfPaymentId) },
      },
    };
    delete webhook.data.payment!.order_id;
    delete webhook.data.payment!.error_details;
    return { webhook, order: paid };
  });
}

type RefundRow = typeof gatewayRefunds.$inferSelect;

function toCfRefund(row: RefundRow): CfRefund {
  return {
    cf_refund_id: String(row.cfRefundId),
    refund_id: row.refundId,
    order_id: row.orderId,
    refund_amount: Number(row.amount),
    refund_currency: 'INR',
    refund_status: row.status as CfRefund['refund_status'],
    refund_arn: row.status === 'SUCCESS' ? `ARN${row.cfRefundId}` : null,
    refund_note: row.note,
    created_at: row.createdAt.toISOString(),
    processed_at: row.status === 'SUCCESS' ? row.createdAt.toISOString() : null,
  };
}

/**
 * Refunds of a paid order, up to what was paid. Local refunds settle at once (Cashfree's
 * sandbox does the same for small amounts); the webhook reports it like Cashfree's.
 */
export async function createGatewayRefund(db: Db, orderId: string, body: unknown): Promise<{ refund: CfRefund; webhook: CfWebhook; notifyUrl: string | null }> {
  const bad = (message: string) => new LocalGatewayError(400, 'request_invalid', 'invalid_request_error', message);
  const b = (body ?? {}) as Partial<CfRefundRequest>;
  if (typeof b.refund_id !== 'string' || !/^[A-Za-z0-9_-]{3,40}$/.test(b.refund_id)) throw bad('refund_id : is invalid');
  if (typeof b.refund_amount !== 'number' || !(b.refund_amount > 0)) throw bad('refund_amount : is invalid');
  const refundId = b.refund_id;
  const amount = b.refund_amount;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(gatewayOrders).where(eq(gatewayOrders.orderId, orderId)).for('update').limit(1);
    if (!order) throw new LocalGatewayError(404, 'order_not_found', 'invalid_request_error', 'order does not exist');
    if (order.status !== 'PAID') throw new LocalGatewayError(400, 'order_not_paid', 'invalid_request_error', 'refund can be initiated only for a paid order');
    const [existing] = await tx
      .select()
      .from(gatewayRefunds)
      .where(and(eq(gatewayRefunds.orderId, orderId), eq(gatewayRefunds.refundId, refundId)));
    if (existing) throw new LocalGatewayError(409, 'refund_already_exists', 'invalid_request_error', 'refund with same id is already present');
    const [{ refunded } = { refunded: '0' }] = await tx
      .select({ refunded: sql<string>`coalesce(sum(${gatewayRefunds.amount}::numeric), 0)::text` })
      .from(gatewayRefunds)
      .where(and(eq(gatewayRefunds.orderId, orderId), eq(gatewayRefunds.status, 'SUCCESS')));
    if (Math.round(Number(refunded) * 100) + Math.round(amount * 100) > Math.round(Number(order.amount) * 100)) {
      throw bad('refund_amount : is more than the refundable amount');
    }
    const [row] = await tx
      .insert(gatewayRefunds)
      .values({ orderId, refundId, amount: amount.toFixed(2), status: 'SUCCESS', note: b.refund_note ?? null, speed: b.refund_speed ?? 'STANDARD' })
      .returning();
    const refund = toCfRefund(row!);
    const webhook: CfWebhook = { type: 'REFUND_STATUS_WEBHOOK', event_time: new Date().toISOString(), data: { refund } };
    return { refund, webhook, notifyUrl: (order.orderMeta as CfOrderMeta).notify_url ?? null };
  });
}

export async function getGatewayRefund(db: Db, orderId: string, refundId: string): Promise<CfRefund> {
  const [row] = await db
    .select()
    .from(gatewayRefunds)
    .where(and(eq(gatewayRefunds.orderId, orderId), eq(gatewayRefunds.refundId, refundId)));
  if (!row) throw new LocalGatewayError(404, 'refund_not_found', 'invalid_request_error', 'refund does not exist');
  return toCfRefund(row);
}

export async function listGatewayRefunds(db: Db, orderId: string): Promise<CfRefund[]> {
  const rows = await db.select().from(gatewayRefunds).where(eq(gatewayRefunds.orderId, orderId)).orderBy(asc(gatewayRefunds.cfRefundId));
  return rows.map(toCfRefund);
}
