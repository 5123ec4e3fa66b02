import 'server-only';
import { databaseConnectionErrorCode, databaseUnavailable } from '../db/errors';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '../db/client';
import { inTransaction } from '../db/transaction';
import { paymentEvents } from '../db/schema';
import { applyPayment, applyRefund } from './apply';
import type { CfWebhook } from './cashfree-types';
import { paymentGateway } from './gateway';
import { receiveWebhooksInProcess } from './gateway-link';
import { paymentFromWebhook } from './rules';
import { verifyWebhookSignature } from './signature';
import { PAYMENT_MESSAGES } from './messages';
import { log } from '../log';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers } });

/** One key per distinct fact, so a redelivery (same payment, same status) is recognised. */
export function webhookDedupeKey(event: CfWebhook, rawBody: string): string {
  const p = event.data?.payment;
  if (p?.cf_payment_id != null) return `payment:${p.cf_payment_id}:${p.payment_status}`;
  const r = event.data?.refund;
  if (r?.cf_refund_id != null) return `refund:${r.cf_refund_id}:${r.refund_status}`;
  return `raw:${createHash('sha256').update(rawBody).digest('hex')}`;
}

const INVALID_WEBHOOK_PAYLOAD = 'Invalid webhook payload';

/*
 * The signature proves the gateway sent the body, not that the body has the shape the store
 * needs: a signed event with a missing order or a non-numeric amount must be a 400 (the sender's
 * fault, not worth a retry), never a 500 from deep inside the payment's transaction.
 */
const text = (max: number) => z.string().max(max);
const gatewayId = z.union([z.string().trim().min(1).max(64), z.number().int().nonnegative()]);
const amount = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/)])
  .transform(Number)
  .pipe(z.number().finite().nonnegative().max(1e9));
const timestamp = z.string().max(64).refine((t) => Number.isFinite(Date.parse(t)), 'not a date');
const errorDetails = z
  .object({ error_code: text(200).nullish(), error_description: text(1000).nullish(), error_reason: text(1000).nullish() })
  .loose()
  .nullish();

const paymentSchema = z
  .object({
    cf_payment_id: gatewayId,
    payment_status: text(40).min(1),
    payment_amount: amount,
    payment_currency: text(8).nullish(),
    payment_group: text(100).nullish(),
    payment_method: z.record(z.string(), z.unknown()).nullish(),
    payment_time: timestamp.nullish(),
    payment_completion_time: timestamp.nullish(),
    payment_message: text(1000).nullish(),
    payment_surcharge: z
      .object({ payment_surcharge_service_charge: amount.nullish(), payment_surcharge_service_tax: amount.nullish() })
      .loose()
      .nullish(),
    error_details: errorDetails,
  })
  .loose();

const orderSchema = z.object({ order_id: text(64).min(1), order_amount: amount, order_currency: text(8).optional() }).loose();

const refundSchema = z
  .object({
    cf_refund_id: gatewayId,
    refund_id: text(64).min(1),
    order_id: text(64).min(1),
    refund_status: text(40).min(1),
    refund_amount: amount.optional(),
    refund_arn: text(200).nullish(),
  })
  .loose();

const envelope = z.object({ type: text(100).min(1), event_time: z.string().max(64).optional(), data: z.record(z.string(), z.unknown()) }).loose();

/**
 * The signed body as an event the store can apply (and the body as sent, for the record), or
 * null when it is not one (answered 400).
 */
function parseWebhookEvent(rawBody: string): { event: CfWebhook; body: unknown } | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const head = envelope.safeParse(body);
  if (!head.success) return null;
  const { type, data } = head.data;
  // Only what the handler acts on must be whole; other event types are acknowledged as they are.
  if (type.startsWith('PAYMENT_')) {
    const rest = z
      .object({ order: orderSchema, payment: paymentSchema, error_details: errorDetails })
      .loose()
      .safeParse(data);
    if (!rest.success) return null;
    return { body, event: { ...head.data, type, event_time: head.data.event_time ?? '', data: rest.data } as unknown as CfWebhook };
  }
  if (type === 'REFUND_STATUS_WEBHOOK') {
    const rest = z.object({ refund: refundSchema }).loose().safeParse(data);
    if (!rest.success) return null;
    return { body, event: { ...head.data, type, event_time: head.data.event_time ?? '', data: rest.data } as unknown as CfWebhook };
  }
  // Acknowledged and recorded, never applied: its data is not read, so its shape cannot matter.
  return { body, event: { type, event_time: head.data.event_time ?? '', data: {} } };
}

/**
 * POST /api/v1/payment/webhook: the source of truth for payments. The signature is checked
 * over the raw body; the event is stored under its dedupe key and applied in the same
 * transaction, so five simultaneous deliveries record one payment. Unknown event types are
 * acknowledged (200) so the gateway stops retrying them; a failure answers 500 so it retries.
 */
export async function handleWebhookRequest(req: Request): Promise<Response> {
  const rawBody = await req.text();
  let gateway;
  try {
    gateway = paymentGateway();
  } catch {
    return json(503, { success: false, message: 'Payments are not configured' });
  }
  const signed = verifyWebhookSignature(
    { signature: req.headers.get('x-webhook-signature'), timestamp: req.headers.get('x-webhook-timestamp'), rawBody },
    gateway.webhookSecret,
  );
  if (!signed) return json(401, { success: false, message: PAYMENT_MESSAGES.invalidSignature, code: 'UNAUTHORIZED' });
  const parsed = parseWebhookEvent(rawBody);
  if (!parsed) return json(400, { success: false, message: INVALID_WEBHOOK_PAYLOAD, code: 'BAD_REQUEST' });
  try {
    const { event, body } = parsed;
    const db = await getDb();
    const dedupeKey = webhookDedupeKey(event, rawBody);
    const orderNumber = event.data.order?.order_id ?? event.data.refund?.order_id ?? null;
    const result = await inTransaction(db, async (tx, effects) => {
      const [stored] = await tx
        .insert(paymentEvents)
        .values({ provider: gateway.provider, dedupeKey, eventType: event.type, orderNumber, payload: body })
        .onConflictDoNothing({ target: paymentEvents.dedupeKey })
        .returning({ id: paymentEvents.id });
      if (!stored) return { duplicate: true };
      if (event.data.payment && orderNumber && event.type.startsWith('PAYMENT_')) {
        const payment = paymentFromWebhook(event, orderNumber);
        await applyPayment(tx, effects, gateway.provider, orderNumber, payment, new Date(), event.data.order?.order_amount ?? null);
      } else if (event.data.refund && event.type === 'REFUND_STATUS_WEBHOOK') {
        await applyRefund(tx, effects, event.data.refund);
      }
      await tx.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.id, stored.id));
      return { duplicate: false };
    });
    return json(200, { success: true, duplicate: result.duplicate });
  } catch (e) {
    // The database went away (a restart): 503 with Retry-After, and the gateway delivers again.
    const unavailable = databaseUnavailable(e);
    if (unavailable) {
      log.warn('payment-webhook', e, { cause: databaseConnectionErrorCode(e) });
      return json(503, { success: false, message: unavailable.message, code: unavailable.code }, { 'retry-after': String(unavailable.options.retryAfterSeconds) });
    }
    log.error('payment-webhook', e);
    return json(500, { success: false, message: 'Webhook could not be processed', code: 'INTERNAL' });
  }
}

// The local gateway delivers to the store in-process whenever this handler is loaded (gateway-link.ts).
receiveWebhooksInProcess(handleWebhookRequest);
