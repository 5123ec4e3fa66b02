import { randomUUID } from 'node:crypto';
import { boundedRequest } from '@/lib/http/body';
import { errorResponse } from '@/lib/http/route';
import { handleWebhookRequest } from '@/lib/payments/webhook';

// Cashfree's events are a few kilobytes; the limit leaves room for long payment-method details.
const PAYMENT_WEBHOOK_MAX_BYTES = 128 * 1024;

/** POST /api/v1/payment/webhook: Cashfree's (or the local gateway's) signed notifications. */
export async function POST(req: Request): Promise<Response> {
  let bounded: Request;
  try {
    bounded = await boundedRequest(req, PAYMENT_WEBHOOK_MAX_BYTES);
  } catch (e) {
    return errorResponse(e, req.headers.get('x-request-id') ?? randomUUID(), 'POST /api/v1/payment/webhook');
  }
  return handleWebhookRequest(bounded);
}
