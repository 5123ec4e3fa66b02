/*
 * The back office's contact-message limits and display helpers (its texts are in messages.ts).
 * Imports only lib/india-time: the admin screen bundles this file.
 */
import { formatIstDateTime } from '../india-time';

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
