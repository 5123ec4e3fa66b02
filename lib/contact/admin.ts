/*
 * The back office's contact messages: list with search, read filter and figures, one message
 * in full, read/unread, delete, bulk. Every write runs in a transaction with its audit entry.
 */
import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit';
import type { Db, DbOrTx } from '../db/client';
import { escapeLike } from '../db/like';
import { contactMessages } from '../db/schema';
import { AppError, notFound } from '../errors';
import { startOfIstMonth } from '../india-time';
import { CONTACT_ADMIN_MESSAGES as M } from './messages';
import type { BulkContactAction, ContactListQuery } from './admin-schema';
import { toContactMessageDto, type ContactMessageDto } from './dto';
import { log } from '../log';

type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Everything the details modal shows (name, date, email, phone, company, location, subject, message, IP, user agent). */
export interface AdminContactMessageDto extends ContactMessageDto {
  phone: string | null;
  company: string | null;
  location: string | null;
  ip: string | null;
  userAgent: string | null;
  updatedAt: string;
}

export interface ContactStats {
  total: number;
  unread: number;
  read: number;
  /** Received since the first of this month, India time. */
  thisMonth: number;
}

export interface AdminContactList {
  items: AdminContactMessageDto[];
  page: number;
  limit: number;
  total: number;
  stats: ContactStats;
}

function toAdminContactMessageDto(row: ContactMessageRow): AdminContactMessageDto {
  return {
    ...toContactMessageDto(row),
    phone: row.phone,
    company: row.company,
    location: row.location,
    ip: row.ip,
    userAgent: row.userAgent,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function orderFor(query: Pick<ContactListQuery, 'sort' | 'order'>): SQL[] {
  const dir = query.order === 'asc' ? asc : desc;
  const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];
  switch (query.sort) {
    case 'createdAt':
      return [dir(contactMessages.createdAt), dir(contactMessages.id)];
    case 'name':
      return [dir(sql`lower(${contactMessages.name})`), ...newestFirst];
    case 'email':
      return [dir(sql`lower(${contactMessages.email})`), ...newestFirst];
    case 'subject':
      return [dir(sql`lower(${contactMessages.subject})`), ...newestFirst];
    case 'isRead':
      return [dir(contactMessages.isRead), ...newestFirst];
  }
}

async function contactStats(db: DbOrTx, now: Date = new Date()): Promise<ContactStats> {
  const monthStart = startOfIstMonth(now).toISOString();
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`(count(*) filter (where not ${contactMessages.isRead}))::int`,
      thisMonth: sql<number>`(count(*) filter (where ${contactMessages.createdAt} >= ${monthStart}::timestamptz))::int`,
    })
    .from(contactMessages);
  const total = Number(row?.total ?? 0);
  const unread = Number(row?.unread ?? 0);
  return { total, unread, read: total - unread, thisMonth: Number(row?.thisMonth ?? 0) };
}

/** Newest first unless sorted otherwise; the figures cover every message, not only the filtered ones. */
export async function listContactMessages(db: DbOrTx, query: ContactListQuery, now: Date = new Date()): Promise<AdminContactList> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
        ilike(contactMessages.message, pattern),
      )!,
    );
  }
  if (query.status) conditions.push(eq(contactMessages.isRead, query.status === 'read'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totalRow], stats] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(...orderFor(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(contactMessages).where(where),
    contactStats(db, now),
  ]);
  return {
    items: rows.map(toAdminContactMessageDto),
    page: query.page,
    limit: query.limit,
    total: Number(totalRow?.n ?? 0),
    stats,
  };
}

export async function getContactMessage(db: DbOrTx, id: string): Promise<AdminContactMessageDto> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw notFound(M.notFound);
  return toAdminContactMessageDto(row);
}

const AUDIT_ENTITY = 'contact_message';

/** Sets read or unread; setting what it already is writes nothing and logs nothing. */
export async function setContactMessageRead(
  db: Db,
  actor: AuditActor,
  id: string,
  isRead: boolean,
): Promise<{ message: AdminContactMessageDto; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!current) throw notFound(M.notFound);
    if (current.isRead === isRead) return { message: toAdminContactMessageDto(current), changed: false };
    const [row] = await tx.update(contactMessages).set({ isRead }).where(eq(contactMessages.id, id)).returning();
    if (!row) throw notFound(M.notFound);
    await recordAudit(tx, actor, {
      action: isRead ? 'contact.read' : 'contact.unread',
      entityType: AUDIT_ENTITY,
      entityId: id,
      before: { isRead: current.isRead },
      after: { isRead },
    });
    return { message: toAdminContactMessageDto(row), changed: true };
  });
}

/**
 * Deletes a message. The audit entry keeps who sent it and when, not the text, the phone
 * number or the IP address: copying those into the log would undo the deletion.
 */
export async function deleteContactMessage(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
    if (!row) throw notFound(M.notFound);
    await recordAudit(tx, actor, {
      action: 'contact.delete',
      entityType: AUDIT_ENTITY,
      entityId: id,
      before: { name: row.name, email: row.email, subject: row.subject, isRead: row.isRead, createdAt: row.createdAt },
    });
  });
}

export interface ContactBulkResult {
  successful: number;
  failed: number;
  total: number;
  results: { id: string; success: boolean; message?: string }[];
}

/** One transaction per message, so one missing id never undoes the rest. */
export async function bulkContactMessages(
  db: Db,
  actor: AuditActor,
  input: { ids: string[]; action: BulkContactAction },
): Promise<ContactBulkResult> {
  const results: ContactBulkResult['results'] = [];
  for (const id of input.ids) {
    try {
      if (input.action === 'delete') await deleteContactMessage(db, actor, id);
      else await setContactMessageRead(db, actor, id, input.action === 'read');
      results.push({ id, success: true });
    } catch (e) {
      if (e instanceof AppError) {
        results.push({ id, success: false, message: e.message });
        continue;
      }
      log.error('bulkContactMessages', e, { id });
      results.push({ id, success: false, message: input.action === 'delete' ? M.deleteFailed : M.statusFailed });
    }
  }
  const successful = results.filter((r) => r.success).length;
  return { successful, failed: results.length - successful, total: results.length, results };
}
