/** One outbox row on its way out. `id` doubles as the provider's idempotency key. */
export interface OutboundEmail {
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
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

export class EmailProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'EmailProviderError';
  }
}
