import 'server-only';
import { inProcessWebhookReceiver, localGatewaySecret, WEBHOOK_PATH } from '../gateway-link';
import { webhookSignature } from '../signature';
import type { CfWebhook } from '../cashfree-types';

/**
 * Signs and delivers a webhook exactly as Cashfree does. A notify URL on this store is
 * delivered in-process when the store's webhook handler is loaded in this process (the request
 * still goes through it with its raw body and signature headers); otherwise, and for any other
 * URL, it gets a real HTTP POST, as from the bank.
 */
export async function deliverLocalWebhook(notifyUrl: string, event: CfWebhook, attempt = 1): Promise<number> {
  const rawBody = JSON.stringify(event);
  const timestamp = String(Date.now());
  const request = new Request(notifyUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-webhook-signature': webhookSignature(timestamp, rawBody, localGatewaySecret()),
      'x-webhook-timestamp': timestamp,
      'x-webhook-version': '2025-01-01',
      'x-webhook-attempt': String(attempt),
    },
    body: rawBody,
  });
  const receiver = new URL(notifyUrl).pathname === WEBHOOK_PATH ? inProcessWebhookReceiver() : undefined;
  const res = receiver ? await receiver(request) : await fetch(request);
  return res.status;
}
