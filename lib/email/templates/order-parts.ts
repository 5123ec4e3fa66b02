import { inlineText } from '../escape';

/*
 * Pieces the four order emails share, so the refund timeline and the way an order is named
 * cannot drift between them.
 */

/** What banks take to credit a refund or reverse a failed debit; the refund policy page quotes the same. */
export const BANK_CREDIT_WINDOW = '5–7 business days';

/**
 * Order numbers are ours, but they reach subjects and the plain-text part, so they are kept to
 * one short line like any other value that was not typed here.
 */
export function orderRef(orderNumber: string): string {
  return inlineText(orderNumber, 40);
}
