import { z } from 'zod';
import { readAuditLog } from '@/lib/audit';
import { AUDIT_ACTOR_MAX, AUDIT_DEFAULT_LIMIT, AUDIT_MAX_LIMIT, ENTITY_TYPE_PATTERN, isAuditActor } from '@/lib/audit/dto';
import { getDb } from '@/lib/db/client';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

const firstOf = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const blankAsMissing = (v: unknown) => {
  const first = firstOf(v);
  return typeof first === 'string' && first.trim() === '' ? undefined : typeof first === 'string' ? first.trim() : first;
};
const limitMessage = `limit must be between 1 and ${AUDIT_MAX_LIMIT}`;
const actorMessage = 'Actor must be a user id or an email address';

const auditQuerySchema = z.object({
  page: z.preprocess(
    blankAsMissing,
    z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page is too large').optional(),
  ),
  limit: z.preprocess(
    blankAsMissing,
    z.coerce.number({ message: 'limit must be a number' }).int('limit must be a whole number').min(1, limitMessage).max(AUDIT_MAX_LIMIT, limitMessage).optional(),
  ),
  entityType: z.preprocess(blankAsMissing, z.string().regex(ENTITY_TYPE_PATTERN, 'Unknown entity type').optional()),
  // An admin's id, or the email they sign in with.
  actor: z.preprocess(blankAsMissing, z.string().max(AUDIT_ACTOR_MAX, actorMessage).refine(isAuditActor, actorMessage).optional()),
});

/**
 * GET /api/v1/audit (admins): every admin write, newest first, paged on the server; filters by
 * entity type and by actor. `entityTypes` lists the types present, for a filter control.
 */
export const GET = route({
  auth: 'admin',
  query: auditQuerySchema,
  handler: async ({ query }) => {
    const page = query.page ?? 1;
    const limit = query.limit ?? AUDIT_DEFAULT_LIMIT;
    const log = await readAuditLog(await getDb(), { page, limit, entityType: query.entityType, actor: query.actor });
    return ok(log.items, {
      pagination: pagination(page, limit, log.total),
      extra: { entityTypes: log.entityTypes },
      headers: { 'cache-control': 'private, no-store' },
    });
  },
});
