import { getDb } from '@/lib/db/client';
import { applyResendEvent, resendEventSchema, svixHeaders, verifySvixSignature, WEBHOOK_MAX_BYTES } from '@/lib/email/webhook';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { ok } from '@/lib/http/respond';
import { readRawBody, route } from '@/lib/http/route';

/**
 * POST /api/v1/email/webhook: Resend's signed events (register email.bounced and
 * email.complained). The signature is checked over the raw bytes before anything is parsed.
 * A 2xx tells Resend to stop redelivering; a 5xx makes it retry.
 */
export const POST = route({
  handler: async ({ req }) => {
    const secret = env().RESEND_WEBHOOK_SECRET;
    if (!secret) throw new AppError('UNAVAILABLE', 'Email webhooks are not configured');
    const rawBody = await readRawBody(req, WEBHOOK_MAX_BYTES);
    const headers = svixHeaders(req.headers);
    const check = verifySvixSignature(secret, headers, rawBody);
    if (!check.ok) {
      throw new AppError('UNAUTHORIZED', check.reason === 'stale' ? 'Webhook timestamp outside the allowed window' : 'Invalid webhook signature');
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new AppError('BAD_REQUEST', 'Webhook body must be JSON');
    }
    const event = resendEventSchema.parse(json);
    const result = await applyResendEvent(await getDb(), event, headers.id!);
    return ok({ type: event.type, suppressed: result.suppressed.length }, { headers: { 'cache-control': 'no-store' } });
  },
});
