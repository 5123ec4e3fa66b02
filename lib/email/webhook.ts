import 'server-only';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/client';
import { safeEqual } from '../safe-equal';
import { suppressAddress, type SuppressionReason } from './suppression';

/*
 * Resend's webhooks, signed the Svix way: headers svix-id, svix-timestamp (Unix seconds) and
 * svix-signature ("v1,<base64>" entries separated by spaces, several during a secret rotation);
 * the signature is base64 HMAC-SHA256 over `${id}.${timestamp}.${rawBody}` with the secret's
 * base64 part (after "whsec_") as the key.
 */

/** Svix's own tolerance: an older (or future-dated) delivery is treated as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
/** Resend's event bodies are a few kB; anything far larger is not one of them. */
export const WEBHOOK_MAX_BYTES = 64 * 1024;

export interface SvixHeaders {
  id: string | null;
  timestamp: string | null;
  signature: string | null;
}

export function svixHeaders(headers: Headers): SvixHeaders {
  return { id: headers.get('svix-id'), timestamp: headers.get('svix-timestamp'), signature: headers.get('svix-signature') };
}

function secretKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

/** The `v1,…` signature for a body; also what tests sign their deliveries with. */
export function svixSignature(secret: string, id: string, timestamp: string, rawBody: string): string {
  return `v1,${createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${rawBody}`).digest('base64')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

export function verifySvixSignature(secret: string, headers: SvixHeaders, rawBody: string, now: number = Date.now()): SignatureCheck {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'stale' };
  }
  const expected = svixSignature(secret, id, timestamp, rawBody);
  // Every candidate is compared (no early exit), each in constant time.
  let match = false;
  for (const candidate of signature.split(' ')) if (safeEqual(candidate, expected)) match = true;
  return match ? { ok: true } : { ok: false, reason: 'mismatch' };
}

const recipients = z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v]));

/** The fields the store reads; anything else in Resend's payload is ignored. */
export const resendEventSchema = z.object({
  type: z.string().min(1),
  created_at: z.string().optional(),
  data: z
    .object({
      email_id: z.string().optional(),
      to: recipients.optional(),
      bounce: z.object({ message: z.string().optional(), type: z.string().optional(), subType: z.string().optional() }).optional(),
    })
    .passthrough(),
});
export type ResendEvent = z.infer<typeof resendEventSchema>;

const SUPPRESSING: Record<string, SuppressionReason> = { 'email.bounced': 'bounced', 'email.complained': 'complained' };

/**
 * Applies one verified event: a bounce (Resend sends email.bounced for permanent rejections
 * only) or a complaint suppresses every recipient. Other event types are acknowledged and
 * ignored. Idempotent: a redelivery rewrites the same suppression.
 */
export async function applyResendEvent(db: Db, event: ResendEvent, eventId: string): Promise<{ suppressed: string[] }> {
  const reason = SUPPRESSING[event.type];
  if (!reason) return { suppressed: [] };
  const addresses = (event.data.to ?? []).map((a) => a.trim()).filter((a) => /^[^\s@]+@[^\s@]+$/.test(a) && a.length <= 254);
  const bounce = event.data.bounce;
  const detail = bounce ? [bounce.type, bounce.subType, bounce.message].filter(Boolean).join(' · ') : null;
  await db.transaction(async (tx) => {
    for (const email of addresses) {
      await suppressAddress(tx, { email, reason, providerMessageId: event.data.email_id ?? null, eventId, detail });
    }
  });
  return { suppressed: addresses };
}
