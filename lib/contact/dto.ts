import type { contactMessages } from '../db/schema';

type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The public API shape of a stored message: `_id` and `id` both, as the original clients read either. */
export interface ContactMessageDto {
  _id: string;
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  isRead: boolean;
  createdAt: string;
}

export function toContactMessageDto(row: ContactMessageRow): ContactMessageDto {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
