/** One outbox row on its way out. `id` doubles as the provider's idempotency key. */
export interface OutboundEmail {
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The store's care inbox, so a shopper's reply reaches a person. */
  replyTo?: string;
  /** The template name, sent as a tag so the provider's dashboard can filter by kind. */
  template?: string;
}

export interface DeliveryResult {
  /** 'sent' when a provider accepted it, 'logged' when it was only printed. */
  status: 'sent' | 'logged';
  providerMessageId: string | null;
}

/** A way out for email. `send` throws EmailProviderError (or any error) when the message did not go. */
export interface EmailAdapter {
  readonly name: 'resend' | 'log';
  send(message: OutboundEmail): Promise<DeliveryResult>;
}

/**
 * A provider's refusal. `permanent` ones (a validation error, a bad key) are not retried: the
 * same request would be refused again. Anything else thrown — a 429, a 5xx, a timeout, a
 * network error, a plain Error — is transient and retried on the back-off schedule.
 */
export class EmailProviderError extends Error {
  readonly permanent: boolean;
  /** From a 429's Retry-After, in milliseconds. */
  readonly retryAfterMs: number | null;

  constructor(
    message: string,
    readonly status?: number,
    options: { permanent?: boolean; retryAfterMs?: number | null } = {},
  ) {
    super(message);
    this.name = 'EmailProviderError';
    this.permanent = options.permanent ?? false;
    this.retryAfterMs = options.retryAfterMs ?? null;
  }
}

/**
 * Whether an HTTP status means "this request will never succeed": 4xx, except 408 (timeout),
 * 409 (Resend's concurrent_idempotent_requests: the same key is still in flight) and 429.
 */
export function isPermanentStatus(status: number | undefined): boolean {
  if (status == null) return false;
  return status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 429;
}
