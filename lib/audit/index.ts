import 'server-only';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { auditLog, contactMessages, coupons, emailOutbox, orders, products, reviews, users } from '../db/schema';
import { ID_PATTERN } from '../ids';
import { toAuditEntryDto, type AuditEntryDto } from './dto';

/** Who did an admin write, as the audit log records it. */
export interface AuditActor {
  id: string;
  email: string | null;
  ip?: string | null;
}

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

// Secrets never reach the log, whatever entity is written.
const REDACTED_KEYS = new Set(['passwordHash', 'password', 'sessionVersion', 'tokenHash']);

function redact(value: unknown): unknown {
  if (value == null || typeof value !== 'object') return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redact);
  return Object.fromEntries(Object.entries(value).filter(([k]) => !REDACTED_KEYS.has(k)).map(([k, v]) => [k, redact(v)]));
}

/**
 * Records an admin write. Pass the write's own transaction, so the entry exists exactly when
 * the change does.
 */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: redact(entry.before) as object | null,
    after: redact(entry.after) as object | null,
  });
}

type AuditRow = typeof auditLog.$inferSelect;

/**
 * An entry as the log lists it: the stored row, plus names for who did it and what it was done
 * to, read from the live tables when the list is asked for (the ids stay, for a title or a
 * search). A name is null when its row is gone, or is a deleted account whose name was erased.
 */
export interface AuditListRow extends AuditRow {
  actorName: string | null;
  entityLabel: string | null;
}

/** The parts of the joined rows that name an entry's target, by entity type. */
export interface AuditTargetParts {
  entityType: string;
  productName: string | null;
  userName: string | null;
  userDeleted: boolean;
  orderNumber: string | null;
  couponCode: string | null;
  reviewAuthor: string | null;
  reviewProductName: string | null;
  contactName: string | null;
  contactSubject: string | null;
  emailSubject: string | null;
  emailTo: string | null;
}

/**
 * What an entry was done to, in words ("Oud Royale", "MA-2026-001001", "DIWALI"), or null when
 * the target no longer exists (a deleted account counts: its name is erased), so the list
 * falls back to the id and says it was deleted.
 */
export function auditTargetLabel(p: AuditTargetParts): string | null {
  switch (p.entityType) {
    case 'product':
      return p.productName;
    case 'user':
      return p.userDeleted ? null : p.userName;
    case 'order':
      return p.orderNumber;
    case 'coupon':
      return p.couponCode;
    case 'review':
      return p.reviewAuthor && p.reviewProductName ? `${p.reviewAuthor} on ${p.reviewProductName}` : null;
    case 'contact_message':
      return p.contactName && p.contactSubject ? `${p.contactSubject} (from ${p.contactName})` : null;
    case 'email':
      return p.emailSubject && p.emailTo ? `${p.emailSubject} to ${p.emailTo}` : null;
    // One row of settings, so no id to join: the entry names what it changed.
    case 'delivery_rules':
      return 'Delivery rules';
    case 'store_settings':
      return 'Store settings';
    default:
      return null;
  }
}

// Aliases: users are joined twice (who acted, and the account acted on), products twice (the
// product itself, and the product a review is about).
const actor = alias(users, 'audit_actor');
const targetUser = alias(users, 'audit_target_user');
const reviewProduct = alias(products, 'audit_review_product');

/** A join on the table an entry's entity type names: rows of other types match nothing. */
const targetOf = (entityType: string, idColumn: Parameters<typeof eq>[0]) => and(eq(auditLog.entityType, entityType), eq(idColumn, auditLog.entityId));

export async function listAudit(
  db: DbOrTx,
  opts: { page: number; limit: number; entityType?: string; actorId?: string; order?: 'asc' | 'desc' },
): Promise<{ rows: AuditListRow[]; total: number }> {
  const filters: SQL[] = [];
  if (opts.entityType) filters.push(eq(auditLog.entityType, opts.entityType));
  if (opts.actorId) filters.push(eq(auditLog.actorId, opts.actorId));
  const where = filters.length ? and(...filters) : undefined;
  const [joined, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorName: actor.name,
        actorDeleted: actor.deletedAt,
        productName: products.name,
        userName: targetUser.name,
        userDeletedAt: targetUser.deletedAt,
        orderNumber: orders.orderNumber,
        couponCode: coupons.code,
        reviewAuthor: reviews.displayName,
        reviewProductName: reviewProduct.name,
        contactName: contactMessages.name,
        contactSubject: contactMessages.subject,
        emailSubject: emailOutbox.subject,
        emailTo: emailOutbox.to,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(products, targetOf('product', products.id))
      .leftJoin(targetUser, targetOf('user', targetUser.id))
      .leftJoin(orders, targetOf('order', orders.id))
      .leftJoin(coupons, targetOf('coupon', coupons.id))
      .leftJoin(reviews, targetOf('review', reviews.id))
      .leftJoin(reviewProduct, eq(reviewProduct.id, reviews.productId))
      .leftJoin(contactMessages, targetOf('contact_message', contactMessages.id))
      .leftJoin(emailOutbox, targetOf('email', emailOutbox.id))
      .where(where)
      .orderBy(...(opts.order === 'asc' ? [asc(auditLog.createdAt), asc(auditLog.id)] : [desc(auditLog.createdAt), desc(auditLog.id)]))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const rows = joined.map((r) => ({
    ...r.entry,
    actorName: r.actorDeleted ? null : r.actorName,
    entityLabel: auditTargetLabel({ ...r, entityType: r.entry.entityType, userDeleted: r.userDeletedAt != null }),
  }));
  return { rows, total: total?.n ?? 0 };
}

/** The entity types the log holds, for the list's filter. */
async function auditEntityTypes(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ t: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.entityType));
  return rows.map((r) => r.t);
}

/** An admin's id from their id or sign-in email; null when no account has that email. */
async function actorIdFor(db: DbOrTx, actor: string): Promise<string | null> {
  if (ID_PATTERN.test(actor)) return actor;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, actor.toLowerCase())).limit(1);
  return row?.id ?? null;
}

export interface AuditLogQuery {
  page: number;
  limit: number;
  entityType?: string;
  /** An admin's user id, or the email they sign in with (lib/audit/dto.ts isAuditActor). */
  actor?: string;
  order?: 'asc' | 'desc';
}

/**
 * The log as GET /api/v1/audit and /admin/audit show it: one page of entries, newest first
 * unless asked otherwise, the total, and the entity types present (for the filter). An email
 * that names no account matches no entry.
 */
export async function readAuditLog(db: DbOrTx, query: AuditLogQuery): Promise<{ items: AuditEntryDto[]; total: number; entityTypes: string[] }> {
  const actorId = query.actor ? await actorIdFor(db, query.actor) : undefined;
  const [result, entityTypes] = await Promise.all([
    actorId === null
      ? { rows: [], total: 0 }
      : listAudit(db, { page: query.page, limit: query.limit, entityType: query.entityType, actorId, order: query.order }),
    auditEntityTypes(db),
  ]);
  return { items: result.rows.map(toAuditEntryDto), total: result.total, entityTypes };
}
