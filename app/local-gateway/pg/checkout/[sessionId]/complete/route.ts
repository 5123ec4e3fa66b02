import { getDb } from '@/lib/db/client';
import { boundedRequest } from '@/lib/http/body';
import { AppError } from '@/lib/errors';
import { paymentGateway } from '@/lib/payments/gateway';
import { localGatewayServed } from '@/lib/payments/setup';
import { completeHostedPayment, LocalGatewayError, type LocalOutcome } from '@/lib/payments/local-gateway/service';
import { gatewayReturnLocation } from '@/lib/payments/local-gateway/return-url';
import { deliverLocalWebhook } from '@/lib/payments/local-gateway/webhooks';
// Loaded here so the webhook below reaches the store in-process, not over the network.
import '@/lib/payments/webhook';
import { log } from '@/lib/log';

const OUTCOMES = new Set<LocalOutcome>(['pay', 'fail', 'cancel']);

/**
 * The hosted page's form: records the shopper's choice, delivers the signed webhook (as
 * Cashfree does, before the shopper lands back), then redirects to the store's return URL.
 */
export async function POST(req: Request, ctx: { params: Promise<{ sessionId: string }> }): Promise<Response> {
  // Never on a production deployment, whatever LOCAL_GATEWAY says.
  if (!localGatewayServed()) return new Response('Not Found', { status: 404 });
  const { sessionId } = await ctx.params;
  let form: FormData | null = null;
  try {
    // One radio button's worth of form; a larger body is not the hosted page's.
    form = await (await boundedRequest(req, 4 * 1024)).formData();
  } catch (e) {
    if (e instanceof AppError) return new Response(e.message, { status: e.status });
  }
  const outcome = String(form?.get('outcome') ?? '') as LocalOutcome;
  if (!OUTCOMES.has(outcome)) return new Response('Unknown outcome', { status: 400 });
  try {
    const gateway = paymentGateway();
    if (gateway.provider !== 'local') return new Response('Not Found', { status: 404 });
    const { webhook, order } = await completeHostedPayment(await getDb(), sessionId, outcome);
    const notifyUrl = order.order_meta.notify_url;
    if (webhook && notifyUrl) {
      // A failed delivery is not the shopper's problem: verify asks the gateway anyway.
      await deliverLocalWebhook(notifyUrl, webhook).catch((e) =>
        log.warn('local-gateway-webhook', String(e)),
      );
    }
    const location = gatewayReturnLocation(order.order_meta.return_url, order.order_id, gateway.siteUrl) ?? '/';
    return new Response(null, { status: 303, headers: { location } });
  } catch (e) {
    if (e instanceof LocalGatewayError) return new Response(e.message, { status: e.status });
    throw e;
  }
}
