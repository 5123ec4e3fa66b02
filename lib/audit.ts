import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './db/client';
import { auditLog } from './db/schema';

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

export type AuditRow = typeof auditLog.$inferSelect;

export async function listAudit(
  db: DbOrTx,
  opts: { page: number; limit: number; entityType?: string; actorId?: string },
): Promise<{ rows: AuditRow[]; total: number }> {
  const filters: SQL[] = [];
  if (opts.entityType) filters.push(eq(auditLog.entityType, opts.entityType));
  if (opts.actorId) filters.push(eq(auditLog.actorId, opts.actorId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(opts.limit).offset((opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
