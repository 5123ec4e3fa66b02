/*
 * What the contact form and its back-office screen say, shared by the server and the browser. No
 * imports: client components bundle this file. One file per domain, one naming scheme:
 * docs/architecture.md#messages.
 */

export const CONTACT_MESSAGES = {
  invalidEmail: 'Invalid email format',
  formMissing: 'Please fill in all required fields',
  formFailed: 'Failed to send message. Please try again.',
  sent: 'Message sent successfully',
  tooMany: 'Too many messages. Please try again in a few minutes.',
} as const;

export const CONTACT_ADMIN_MESSAGES = {
  idRequired: 'Contact message ID is required',
  invalidId: 'Invalid contact message ID format',
  notFound: 'Contact message not found',
  bulkIds: 'ids must be a non-empty array of contact message IDs',
  bulkTooMany: 'At most 100 messages at once',
  bulkAction: "action must be 'read', 'unread' or 'delete'",
  isReadBoolean: 'isRead must be true or false',
  // Failures (docs/requirements.md#error-catalogue).
  statusFailed: 'Failed to update message status',
  deleteFailed: 'Failed to delete contact message',
  markedRead: 'Message marked as read!',
  markedUnread: 'Message marked as unread!',
  deleted: 'Contact message deleted successfully',
} as const;
