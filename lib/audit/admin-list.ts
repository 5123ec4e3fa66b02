/*
 * /admin/audit's address bar (docs/admin-lists.md): entity type, admin, order and page. The
 * page parses it, the screen writes it; lib/audit readAuditLog runs it.
 */
import { z } from 'zod';
import { defineList } from '../admin/list-params';
import { ENTITY_TYPE_PATTERN, isAuditActor } from './dto';
import type { AuditLogQuery } from './index';

export const auditList = defineList({
  sortKeys: ['createdAt'],
  defaultSort: { key: 'createdAt', direction: 'desc' },
  filters: {
    entityType: z
      .string()
      .regex(ENTITY_TYPE_PATTERN)
      .optional()
      .transform((v) => v ?? ''),
    actor: z
      .string()
      .trim()
      .toLowerCase()
      .refine(isAuditActor)
      .optional()
      .transform((v) => v ?? ''),
  },
});

export type AuditListParams = ReturnType<typeof auditList.parse>;

export function auditListQuery(params: AuditListParams): AuditLogQuery {
  return {
    page: params.page,
    limit: params.pageSize,
    entityType: params.filters.entityType || undefined,
    actor: params.filters.actor || undefined,
    order: params.sort.direction,
  };
}
