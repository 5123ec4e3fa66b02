/*
 * The shape of one audit entry on the wire, shared by GET /api/v1/audit and /admin/audit, and
 * how the list words it. Import-free: the list's client island bundles it.
 */

export interface AuditEntryDto {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  /** The acting admin's name now; null once their account is gone. */
  actorName: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  /** What the entry was done to, in words; null when it no longer exists (the list shows the id). */
  entityLabel: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}

export const AUDIT_DEFAULT_LIMIT = 10;
export const AUDIT_MAX_LIMIT = 100;
export const ENTITY_TYPE_PATTERN = /^[a-z][a-z0-9_.-]{0,39}$/;
export const AUDIT_ACTOR_MAX = 254;

/** An admin as the log's filter names them: their user id (24 hex digits, lib/ids.ts) or the email they sign in with. */
export function isAuditActor(value: string): boolean {
  return value.length <= AUDIT_ACTOR_MAX && (/^[0-9a-f]{24}$/.test(value) || /^[^\s@]+@[^\s@]+$/.test(value));
}

/** A listed entry (lib/audit listAudit's row) as it goes on the wire. */
export function toAuditEntryDto(row: Omit<AuditEntryDto, 'createdAt'> & { createdAt: Date }): AuditEntryDto {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    actorName: row.actorName,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

// The verb of each recorded action ("product.bulk_delete" → "delete"), past tense.
const ACTION_VERBS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  archive: 'Archived',
  activate: 'Activated',
  deactivate: 'Deactivated',
  status: 'Changed status',
  cancel: 'Cancelled',
  role_change: 'Changed role',
  stock_adjust: 'Adjusted stock',
  retry: 'Retried',
  hide: 'Hid',
  unhide: 'Unhid',
  read: 'Marked read',
  unread: 'Marked unread',
};

/**
 * An action in words: "product.update" → "Updated", "product.bulk_delete" → "Deleted (bulk)".
 * An action this list does not know reads as its own words ("user.merge" → "Merge").
 */
export function auditActionLabel(action: string): string {
  const verb = action.slice(action.lastIndexOf('.') + 1);
  const bulk = verb.startsWith('bulk_');
  const base = bulk ? verb.slice('bulk_'.length) : verb;
  const words = ACTION_VERBS[base] ?? base.replace(/[_-]+/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return bulk ? `${words} (bulk)` : words;
}

/** "coupon" → "Coupon", "contact_message" → "Contact message". */
export function entityTypeLabel(type: string): string {
  const words = type.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
