import type { DeliveryResult, EmailAdapter, OutboundEmail } from './types';

const LINK = /https?:\/\/[^\s<>"'`]+/g;

/** Every distinct http(s) link in a plain-text part, without trailing sentence punctuation. */
export function extractLinks(text: string): string[] {
  const found = (text.match(LINK) ?? []).map((url) => url.replace(/[.,;:!?)\]]+$/, ''));
  return [...new Set(found)];
}

/** Keeps a log line one line, whatever a subject or address contains. */
const oneLine = (value: string) => value.replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, ' ');

export function formatLogLine(message: OutboundEmail, options: { withLinks?: boolean } = {}): string {
  const links = options.withLinks === false ? [] : extractLinks(message.text);
  return `[email] ${message.id} to ${oneLine(message.to)} — "${oneLine(message.subject)}"${
    links.length ? ` — links: ${links.join(' ')}` : ''
  }`;
}

/**
 * Without an email provider the message is printed to the server log instead, with its links,
 * so a developer can click the verification link; the full message stays readable in the
 * back office (/admin/emails).
 */
export function logAdapter(
  write: (line: string) => void = (line) => console.info(line),
  options: { withLinks?: boolean } = {},
): EmailAdapter {
  return {
    name: 'log',
    async send(message: OutboundEmail): Promise<DeliveryResult> {
      write(formatLogLine(message, options));
      return { status: 'logged', providerMessageId: null };
    },
  };
}
