/*
 * The back office's contact-message texts and limits. Imports only lib/india-time: the admin screen bundles
 * this file, and the server's zod schemas (admin-schema.ts) use the same texts.
 */
import { formatIstDateTime } from '../india-time';

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

/** Page at least 1, limit 1–100, defaults 1 and 10. */
export const CONTACT_LIST_DEFAULT_LIMIT = 10;
export const CONTACT_LIST_MAX_LIMIT = 100;
export const CONTACT_SEARCH_MAX = 100;
export const CONTACT_BULK_MAX = 100;

export const CONTACT_READ_FILTERS = ['read', 'unread'] as const;

export const CONTACT_SORT_KEYS = ['createdAt', 'name', 'email', 'subject', 'isRead'] as const;

/** The table shows name to 15 characters, email 12, subject 20, message 15. */
export const CONTACT_TRUNCATE = { name: 15, email: 12, subject: 20, message: 15 } as const;

/** Cuts at `max` characters (whole code points, so an emoji is never split) and adds '...'. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** '22 Nov 2026, 5:14 pm', India time (the same on the server and in any browser). */
export function formatContactDate(iso: string): string {
  return formatIstDateTime(new Date(iso));
}
