import 'server-only';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '../admin/list-params';
import type { Db } from '../db/client';
import { escapeLike } from '../db/like';
import { emailOutbox } from '../db/schema';
import { isId } from '../ids';
import { redactSecretLinks } from './secrets';
import type { OutboxQuery } from './admin-list';
import { EMAIL_STATUSES, type EmailStatus } from './types';

/* Reads behind /admin/emails. Plain domain code: the pages guard access before calling these. */

export interface OutboxListItem {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: EmailStatus;
  attempts: number;
  error: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt: Date | null;
  /** A failed row whose body can still go out (not one whose one-time link was cleared or died). */
  retryable: boolean;
}

export interface OutboxPage {
  items: OutboxListItem[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * One row as an admin may see it: a one-time link in the body is replaced by a note saying what
 * it was (see ./secrets.ts), and a cleared body is empty with `bodyClearedAt` saying when.
 */
export type OutboxEmail = OutboxRow & {
  /** True when something was hidden from the stored body. */
  redacted: boolean;
  retryable: boolean;
};

function isRetryable(row: Pick<OutboxRow, 'status' | 'bodyClearedAt' | 'secretExpiresAt'>, now = new Date()): boolean {
  return row.status === 'failed' && !row.bodyClearedAt && !(row.secretExpiresAt && row.secretExpiresAt <= now);
}

/** What admins are shown of a stored row: the one place the outbox's bodies leave the database for a screen. */
function outboxEmailForAdmin(row: OutboxRow): OutboxEmail {
  const { html, text } = redactSecretLinks(row);
  return { ...row, html, text, redacted: html !== row.html || text !== row.text, retryable: isRetryable(row) };
}

function whereFor(query: OutboxQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (query.status) conditions.push(eq(emailOutbox.status, query.status));
  if (q) conditions.push(ilike(emailOutbox.to, `%${escapeLike(q)}%`));
  return conditions.length ? and(...conditions) : undefined;
}

function orderFor(query: OutboxQuery): SQL[] {
  const dir = query.order === 'asc' ? asc : desc;
  // Ids start with their creation second, so they break ties within one timestamp in order.
  const newestFirst = [desc(emailOutbox.createdAt), desc(emailOutbox.id)];
  if (query.sort === 'to') return [dir(emailOutbox.to), ...newestFirst];
  return query.order === 'asc' ? [asc(emailOutbox.createdAt), asc(emailOutbox.id)] : newestFirst;
}

/** The outbox, newest first unless sorted otherwise, without the bodies. */
export async function listOutboxEmails(db: Db, query: OutboxQuery = {}): Promise<OutboxPage> {
  const pageSize = Math.min(Math.max(Math.trunc(query.pageSize ?? DEFAULT_PAGE_SIZE), 1), 100);
  const page = Math.max(Math.trunc(query.page ?? 1), 1);
  const where = whereFor(query);

  const [items, totals] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        template: emailOutbox.template,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        error: emailOutbox.error,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        bodyClearedAt: emailOutbox.bodyClearedAt,
        secretExpiresAt: emailOutbox.secretExpiresAt,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(...orderFor(query))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  const now = new Date();
  return {
    items: items.map(({ bodyClearedAt, secretExpiresAt, ...item }) => ({
      ...item,
      retryable: isRetryable({ status: item.status, bodyClearedAt, secretExpiresAt }, now),
    })),
    page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** One row with its bodies as an admin may see them, or null for an unknown or malformed id. */
export async function getOutboxEmail(db: Db, id: string): Promise<OutboxEmail | null> {
  if (!isId(id)) return null;
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row ? outboxEmailForAdmin(row) : null;
}

export type OutboxStatusCounts = Record<EmailStatus, number> & { total: number };

/** How many rows are in each state, for the filter and the dashboard. */
export async function countOutboxByStatus(db: Db): Promise<OutboxStatusCounts> {
  const rows = await db
    .select({ status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const counts = Object.fromEntries(EMAIL_STATUSES.map((s) => [s, 0])) as Record<EmailStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return { ...counts, total: rows.reduce((sum, row) => sum + row.n, 0) };
}
