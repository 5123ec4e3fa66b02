import 'server-only';
import { createHmac } from 'node:crypto';
import { safeEqual } from '../safe-equal';

/** Cashfree's webhook signature: base64(HMAC-SHA256(secret, timestamp + raw body)). */
export function webhookSignature(timestamp: string, rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(timestamp + rawBody).digest('base64');
}

/**
 * How old a signed delivery may be. Cashfree retries failed deliveries for hours, and a retry
 * may carry the first attempt's timestamp; replays are stopped by the dedupe key of each event
 * (payment_events), so the window only needs to cover the whole retry schedule.
 */
const WEBHOOK_MAX_AGE_MS = 72 * 60 * 60 * 1000;
/** A timestamp this far in the future is a forgery or a broken clock. */
const WEBHOOK_MAX_FUTURE_MS = 5 * 60 * 1000;

/**
 * Checks the signature over the raw bytes as received (re-serialised JSON would turn 170.00
 * into 170 and fail), in constant time, and refuses stale or future-dated timestamps.
 */
export function verifyWebhookSignature(
  input: { signature: string | null; timestamp: string | null; rawBody: string },
  secret: string,
  now: number = Date.now(),
): boolean {
  const { signature, timestamp, rawBody } = input;
  if (!signature || !timestamp || !/^\d{10,16}$/.test(timestamp)) return false;
  const ts = Number(timestamp);
  if (now - ts > WEBHOOK_MAX_AGE_MS || ts - now > WEBHOOK_MAX_FUTURE_MS) return false;
  return safeEqual(signature, webhookSignature(timestamp, rawBody, secret));
}
