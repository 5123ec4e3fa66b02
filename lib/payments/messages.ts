/*
 * What a payment's verification and the gateway's webhook answer. No imports. One file per domain,
 * one naming scheme: docs/architecture.md#messages.
 */

export const PAYMENT_MESSAGES = {
  success: 'Payment successful',
  pending: 'Payment is being processed',
  failed: 'Payment failed. No money was taken; you can try again.',
  cancelled: 'Payment was cancelled',
  orderCancelled: 'This order was cancelled',
  flagged: 'We received your payment and are checking it. Our team will contact you shortly.',
  invalidSignature: 'Invalid webhook signature',
} as const;
