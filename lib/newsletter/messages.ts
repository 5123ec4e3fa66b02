/*
 * What the newsletter sign-up says. No imports: client components bundle this file. One file per
 * domain, one naming scheme: docs/architecture.md#messages.
 */

export const NEWSLETTER_MESSAGES = {
  confirmed: 'Your subscription is confirmed. Welcome to the newsletter.',
  invalidConfirm: 'This confirmation link is not valid or has already been used.',
  expiredConfirm: 'This confirmation link has expired. Please subscribe again to receive a new one.',
  unsubscribed: 'You have been unsubscribed. You will not receive the newsletter at this address.',
  invalidUnsubscribe: 'This unsubscribe link is not valid. Please use the link from our latest email.',
} as const;
