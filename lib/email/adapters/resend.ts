import 'server-only';
import { Resend } from 'resend';
import { parseRetryAfterMs } from '../../jobs/backoff';
import { EmailProviderError, isPermanentStatus, type DeliveryResult, type EmailAdapter, type OutboundEmail } from './types';

export interface ResendOptions {
  apiKey: string;
  /** https://api.resend.com, or a local stand-in in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

const RESEND_TIMEOUT_MS = 10_000;

/** Resend's tag rule: ASCII letters, digits, underscores and dashes, at most 256 characters. */
export function resendTagValue(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 256) || '_';
}

// Resend names its errors; these mean "too many requests" even when a stand-in leaves out statusCode.
const RATE_LIMIT_NAMES = new Set(['rate_limit_exceeded', 'daily_quota_exceeded', 'monthly_quota_exceeded']);

/**
 * Sends through Resend's official SDK. The outbox id is the Idempotency-Key, so a message that
 * is sent twice (a retry after a lost answer, a worker whose lease lapsed) reaches the inbox once.
 *
 * The SDK never throws: it answers `{ error, headers }`. Its error carries Resend's `statusCode`
 * and `name`; a network failure or an abort comes back as `application_error` with statusCode
 * null (the cause is swallowed), so a timeout is recognised by our own signal.
 */
export function resendAdapter(options: ResendOptions): EmailAdapter {
  const timeoutMs = options.timeoutMs ?? RESEND_TIMEOUT_MS;
  const client = new Resend(options.apiKey, { baseUrl: options.baseUrl.replace(/\/+$/, '') });

  return {
    name: 'resend',
    async send(message: OutboundEmail): Promise<DeliveryResult> {
      const signal = AbortSignal.timeout(timeoutMs);
      const { data, error, headers } = await client.emails.send(
        {
          from: message.from,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          tags: [
            { name: 'template', value: resendTagValue(message.template ?? 'none') },
            { name: 'outbox_id', value: resendTagValue(message.id) },
          ],
        },
        { idempotencyKey: message.id, signal },
      );
      if (error) {
        if (signal.aborted) {
          throw new EmailProviderError(`Resend did not answer within ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`);
        }
        const status = typeof error.statusCode === 'number' ? error.statusCode : RATE_LIMIT_NAMES.has(error.name) ? 429 : undefined;
        if (status == null) throw new EmailProviderError(`Could not reach Resend: ${error.message}`);
        throw new EmailProviderError(`Resend answered ${status} (${error.name}): ${error.message}`, status, {
          permanent: isPermanentStatus(status),
          retryAfterMs: parseRetryAfterMs(headers?.['retry-after']),
        });
      }
      if (!data?.id) throw new EmailProviderError('Resend answered without a message id');
      return { status: 'sent', providerMessageId: data.id };
    },
  };
}
