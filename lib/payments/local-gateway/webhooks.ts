import { localGatewaySecret, WEBHOOK_PATH } from '../config';
import { webhookSignature } from '../signature';
import type { CfWebhook } from '../cashfree-types';

/**
 * Signs and delivers a webhook exactly as Cashfree does. A notify URL on this store is
 * delivered in-process (the request still goes through the webhook handler with its raw
 * body and signature headers); any other URL gets a real HTTP POST.
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
  const res = new URL(notifyUrl).pathname === WEBHOOK_PATH
    ? await (await import('../webhook')).handleWebhookRequest(request)
    : await fetch(request);
  return res.status;
}
