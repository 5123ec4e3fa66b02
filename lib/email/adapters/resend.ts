import { EmailProviderError, type DeliveryResult, type EmailAdapter, type OutboundEmail } from './types';

export interface ResendOptions {
  apiKey: string;
  /** https://api.resend.com, or a local stand-in in tests. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const RESEND_TIMEOUT_MS = 10_000;

/**
 * Resend's REST API (POST /emails). The outbox id is the Idempotency-Key, so a message that is
 * delivered twice (a retry after a lost answer, two workers racing) still reaches the inbox once.
 */
export function resendAdapter(options: ResendOptions): EmailAdapter {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/emails`;
  const timeoutMs = options.timeoutMs ?? RESEND_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  return {
    name: 'resend',
    async send(message: OutboundEmail): Promise<DeliveryResult> {
      let res: Response;
      try {
        res = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
            'idempotency-key': message.id,
          },
          body: JSON.stringify({
            from: message.from,
            to: [message.to],
            subject: message.subject,
            html: message.html,
            text: message.text,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new EmailProviderError(describeFetchError(error, timeoutMs));
      }

      const raw = await res.text().catch(() => '');
      const body = parseJson(raw);
      if (!res.ok) {
        const detail = typeof body?.message === 'string' && body.message ? body.message : raw.trim() || res.statusText;
        const name = typeof body?.name === 'string' && body.name ? ` (${body.name})` : '';
        throw new EmailProviderError(`Resend answered ${res.status}${name}: ${detail}`, res.status);
      }
      const id = body?.id;
      if (typeof id !== 'string' || !id) {
        throw new EmailProviderError(`Resend answered ${res.status} without a message id`, res.status);
      }
      return { status: 'sent', providerMessageId: id };
    },
  };
}

function parseJson(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `Resend did not answer within ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`;
  }
  // undici reports "fetch failed" and puts the useful part (ECONNREFUSED, ENOTFOUND) in `cause`.
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `Could not reach Resend: ${error instanceof Error ? error.message : String(error)}${cause}`;
}
