import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { paymentEvents } from '../db/schema';
import { applyPayment, applyRefund } from './apply';
import type { CfWebhook } from './cashfree-types';
import { paymentGateway } from './config';
import { afterPaymentApplied } from './refund';
import { paymentFromWebhook } from './rules';
import { verifyWebhookSignature } from './signature';
import { PAYMENT_MESSAGES } from '../orders/constants';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

/** One key per distinct fact, so a redelivery (same payment, same status) is recognised. */
export function webhookDedupeKey(event: CfWebhook, rawBody: string): string {
  const p = event.data?.payment;
  if (p?.cf_payment_id != null) return `payment:${p.cf_payment_id}:${p.payment_status}`;
  const r = event.data?.refund;
  if (r?.cf_refund_id != null) return `refund:${r.cf_refund_id}:${r.refund_status}`;
  return `raw:${createHash('sha256').update(rawBody).digest('hex')}`;
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
  let event: CfWebhook;
  try {
    event = JSON.parse(rawBody) as CfWebhook;
    if (!event || typeof event !== 'object' || typeof event.type !== 'string' || !event.data) throw new Error('shape');
  } catch {
    return json(400, { success: false, message: 'Invalid webhook payload', code: 'BAD_REQUEST' });
  }
  try {
    const db = await getDb();
    const dedupeKey = webhookDedupeKey(event, rawBody);
    const orderNumber = event.data.order?.order_id ?? event.data.refund?.order_id ?? null;
    const result = await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(paymentEvents)
        .values({ provider: gateway.provider, dedupeKey, eventType: event.type, orderNumber, payload: event })
        .onConflictDoNothing({ target: paymentEvents.dedupeKey })
        .returning({ id: paymentEvents.id });
      if (!stored) return { duplicate: true as const, emailIds: [] as string[], refundOrderId: null as string | null };
      let emailIds: string[] = [];
      let refundOrderId: string | null = null;
      if (event.data.payment && orderNumber && event.type.startsWith('PAYMENT_')) {
        const payment = paymentFromWebhook(event, orderNumber);
        const applied = await applyPayment(tx, gateway.provider, orderNumber, payment, new Date(), event.data.order?.order_amount ?? null);
        emailIds = applied.emailIds;
        refundOrderId = applied.refundOrderId;
      } else if (event.data.refund && event.type === 'REFUND_STATUS_WEBHOOK') {
        emailIds = (await applyRefund(tx, event.data.refund)).emailIds;
      }
      await tx.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.id, stored.id));
      return { duplicate: false as const, emailIds, refundOrderId };
    });
    await afterPaymentApplied(db, result);
    return json(200, { success: true, duplicate: result.duplicate });
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', where: 'payment-webhook', message: e instanceof Error ? e.message : String(e) }));
    return json(500, { success: false, message: 'Webhook could not be processed', code: 'INTERNAL' });
  }
}
