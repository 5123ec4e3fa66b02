import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { listAudit } from '@/lib/audit';
import { getDb, type Db } from '@/lib/db/client';
import { auditLog, users } from '@/lib/db/schema';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { ID_PATTERN } from '@/lib/ids';
import { AUDIT_DEFAULT_LIMIT, AUDIT_MAX_LIMIT, ENTITY_TYPE_PATTERN, toAuditEntryDto } from '@/components/admin/audit/audit-types';

const firstOf = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const blankAsMissing = (v: unknown) => {
  const first = firstOf(v);
  return typeof first === 'string' && first.trim() === '' ? undefined : typeof first === 'string' ? first.trim() : first;
};
const limitMessage = `limit must be between 1 and ${AUDIT_MAX_LIMIT}`;

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
  actor: z.preprocess(
    blankAsMissing,
    z
      .string()
      .max(254, 'Actor must be a user id or an email address')
      .refine((v) => ID_PATTERN.test(v) || /^[^\s@]+@[^\s@]+$/.test(v), 'Actor must be a user id or an email address')
      .optional(),
  ),
});

async function actorIdFor(db: Db, actor: string): Promise<string | null> {
  if (ID_PATTERN.test(actor)) return actor;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, actor.toLowerCase())).limit(1);
  return row?.id ?? null;
}

/** The entity types the log holds, for the page's filter. */
async function entityTypes(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ t: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.entityType));
  return rows.map((r) => r.t);
}

/**
 * GET /api/v1/audit (admins): every admin write, newest first, paged on the server; filters by
 * entity type and by actor. `entityTypes` lists the types present, for a filter control.
 */
export const GET = route({
  auth: 'admin',
  query: auditQuerySchema,
  handler: async ({ query }) => {
    const db = await getDb();
    const page = query.page ?? 1;
    const limit = query.limit ?? AUDIT_DEFAULT_LIMIT;
    const actorId = query.actor ? await actorIdFor(db, query.actor) : undefined;
    const [result, types] = await Promise.all([
      // An email that names no account matches no entry.
      actorId === null ? Promise.resolve({ rows: [], total: 0 }) : listAudit(db, { page, limit, entityType: query.entityType, actorId }),
      entityTypes(db),
    ]);
    return ok(result.rows.map(toAuditEntryDto), {
      pagination: pagination(page, limit, result.total),
      extra: { entityTypes: types },
      headers: { 'cache-control': 'private, no-store' },
    });
  },
});
