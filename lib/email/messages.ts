/*
 * What the back office's email screens say. No imports: client components bundle this file. One
 * file per domain, one naming scheme: docs/architecture.md#messages.
 */

export const EMAIL_ADMIN_MESSAGES = {
  notFound: 'Email not found',
  notFailed: 'Only a failed email can be retried',
  bodyCleared:
    'This email carried a one-time link and its content has been deleted, so it cannot be sent again. Ask the customer to request a new link.',
  retried: 'The email will be sent again',
} as const;
