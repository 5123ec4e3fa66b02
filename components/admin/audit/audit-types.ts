/*
 * The shape of one audit entry on the wire, shared by GET /api/v1/audit and /admin/audit.
 * Import-free: the page bundles it.
 */

export interface AuditEntryDto {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}

export const AUDIT_DEFAULT_LIMIT = 10;
export const AUDIT_MAX_LIMIT = 100;
export const ENTITY_TYPE_PATTERN = /^[a-z][a-z0-9_.-]{0,39}$/;

export function toAuditEntryDto(row: {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: Date;
}): AuditEntryDto {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}
