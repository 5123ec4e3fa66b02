import 'server-only';
import { and, count, eq, ilike, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../db/client';
import { containsPattern } from '../db/like';
import { orders, users } from '../db/schema';
import { recordAudit } from '../audit';
import type { AuthUser } from '../auth/types';
import { ADMIN_REQUIRED_MESSAGE, AppError, forbidden, notFound } from '../errors';
import { startOfIstMonth } from '../india-time';
import { paiseToRupees } from '../money';
import {
  USER_ROLES,
  USER_SEARCH_MAX_LENGTH,
  USER_SORT_KEYS,
  USERS_DEFAULT_LIMIT,
  USERS_MAX_LIMIT,
  type AdminUserDetail,
  type AdminUserListItem,
  type AdminUserStats,
  type UserSortKey,
} from './admin-types';
import { USER_ADMIN_MESSAGES, USER_MESSAGES } from './messages';
import { erasePersonalData } from './delete-account';
import { updateUserProfile, type UpdateProfileInput } from './profile';
import { findUserById, userDto, type UserRow } from './queries';

/*
 * The back office's user management: the list with its stats, one person's profile with what
 * they bought, role changes and deletions. Every write runs in one transaction with its audit
 * entry, and the two rules that keep the store administrable (no admin acts on their own
 * account, the last admin stays) are checked under row locks, so two admins acting at once
 * cannot both pass them.
 */

/** The admin doing the write, with the address the audit log records. */
export type AdminActor = AuthUser & { ip?: string | null };

const firstOf = (v: unknown) => (Array.isArray(v) ? v[0] : v);
// An empty value means "no filter", so a form that sends role= is not refused.
const blankAsMissing = (v: unknown) => {
  const first = firstOf(v);
  return typeof first === 'string' && first.trim() === '' ? undefined : first;
};
const searchField = z.preprocess(
  firstOf,
  z.string().max(USER_SEARCH_MAX_LENGTH, `Search must be at most ${USER_SEARCH_MAX_LENGTH} characters`).optional(),
);
const limitMessage = `limit must be between 1 and ${USERS_MAX_LIMIT}`;

export const listUsersQuerySchema = z
  .object({
    search: searchField,
    q: searchField,
    role: z.preprocess(blankAsMissing, z.enum(['all', ...USER_ROLES], { message: USER_ADMIN_MESSAGES.roleFilterInvalid }).optional()),
    status: z.preprocess(
      blankAsMissing,
      z.enum(['all', 'active', 'inactive', 'deleted'], { message: USER_ADMIN_MESSAGES.statusFilterInvalid }).optional(),
    ),
    page: z.preprocess(
      blankAsMissing,
      z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page is too large').optional(),
    ),
    limit: z.preprocess(
      blankAsMissing,
      z.coerce.number({ message: 'limit must be a number' }).int('limit must be a whole number').min(1, limitMessage).max(USERS_MAX_LIMIT, limitMessage).optional(),
    ),
    sort: z.preprocess(blankAsMissing, z.enum(USER_SORT_KEYS, { message: USER_ADMIN_MESSAGES.sortInvalid }).optional()),
    order: z.preprocess(blankAsMissing, z.enum(['asc', 'desc'], { message: USER_ADMIN_MESSAGES.orderInvalid }).optional()),
  })
  .transform((q) => {
    const sort: UserSortKey = q.sort ?? 'createdAt';
    return {
      // Control characters become spaces: PostgreSQL text cannot hold NUL.
      search: (q.search ?? q.q ?? '').replace(/\p{Cc}/gu, ' ').trim().replace(/\s+/g, ' '),
      role: q.role && q.role !== 'all' ? q.role : null,
      // Deleted accounts are listed only when asked for: they hold no personal data to manage.
      status: q.status && q.status !== 'all' ? q.status : null,
      page: q.page ?? 1,
      limit: q.limit ?? USERS_DEFAULT_LIMIT,
      sort,
      // Dates read newest first unless told otherwise; names and emails A to Z.
      order: q.order ?? (sort === 'createdAt' || sort === 'lastLoginAt' ? 'desc' : 'asc'),
    };
  });

export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;

export const setRoleSchema = z
  .object({ role: z.enum(USER_ROLES, { message: USER_ADMIN_MESSAGES.roleInvalid }) })
  .strict();

const listColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  profileImage: users.profileImage,
  phone: users.phone,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

type ListRow = Pick<UserRow, keyof typeof listColumns>;

function toAdminUserListItem(row: ListRow): AdminUserListItem {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isAdmin: row.role === 'admin',
    status: row.status,
    isEmailVerified: row.emailVerifiedAt != null,
    profileImage: row.profileImage,
    profilePic: row.profileImage,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

const sortColumns: Record<UserSortKey, SQLWrapper> = {
  name: sql`lower(${users.name})`,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

function usersWhere(query: Pick<ListUsersQuery, 'search' | 'role' | 'status'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [query.status ? eq(users.status, query.status) : ne(users.status, 'deleted')];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  return and(...conditions);
}

export async function listUsers(
  db: DbOrTx,
  query: ListUsersQuery,
): Promise<{ items: AdminUserListItem[]; total: number; page: number; limit: number }> {
  const where = usersWhere(query);
  const direction = sql.raw(query.order === 'desc' ? 'DESC' : 'ASC');
  // Never-signed-in accounts and deleted emails sort last either way; the id breaks ties so
  // pages never repeat or skip a row.
  const orderBy = [sql`${sortColumns[query.sort]} ${direction} NULLS LAST`, sql`${users.id} ${direction}`];
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toAdminUserListItem), total: counted?.n ?? 0, page: query.page, limit: query.limit };
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The stats strip, in one pass over the accounts that are not deleted. */
export async function userStats(db: DbOrTx, now: Date = new Date()): Promise<AdminUserStats> {
  const monthStart = startOfIstMonth(now).toISOString();
  const [row] = await db
    .select({
      total: count(),
      active: countWhere(sql`${users.status} = 'active'`),
      inactive: countWhere(sql`${users.status} = 'inactive'`),
      admins: countWhere(sql`${users.role} = 'admin'`),
      customers: countWhere(sql`${users.role} = 'user'`),
      verified: countWhere(sql`${users.emailVerifiedAt} IS NOT NULL`),
      newThisMonth: countWhere(sql`${users.createdAt} >= ${monthStart}::timestamptz`),
    })
    .from(users)
    .where(ne(users.status, 'deleted'));
  return row ?? { total: 0, active: 0, inactive: 0, admins: 0, customers: 0, verified: 0, newThisMonth: 0 };
}

/** One person as the profile modal shows them: details, order count and what they have paid. */
export async function getAdminUserDetail(db: DbOrTx, id: string): Promise<AdminUserDetail> {
  const row = await findUserById(db, id);
  if (!row || row.status === 'deleted') throw notFound(USER_MESSAGES.notFound);
  const [dto, [bought]] = await Promise.all([
    userDto(db, row),
    db
      .select({
        orderCount: count(),
        // Paid orders only: a pending, failed or refunded order was never money spent.
        spentPaise: sql<number>`COALESCE(SUM(${orders.totalPaise}) FILTER (WHERE ${orders.paymentStatus} = 'completed'), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(eq(orders.userId, id)),
  ]);
  return {
    ...dto,
    status: row.status,
    orderCount: bought?.orderCount ?? 0,
    totalSpent: paiseToRupees(bought?.spentPaise ?? 0),
  };
}

/**
 * Locks every active admin, in id order so two writers never wait on each other in a circle,
 * and returns their ids. Whoever holds these locks is the only one deciding who stays admin.
 */
async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

async function lockUser(tx: Tx, id: string): Promise<ListRow | null> {
  const [row] = await tx.select(listColumns).from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/**
 * The checks every admin write on an account makes once the locks are held: the account exists,
 * removing an admin leaves another, and the actor is still an admin (another admin may have
 * demoted them after their request was let in).
 */
async function lockForAdminWrite(tx: Tx, actor: AdminActor, id: string, removesAdmin: (target: ListRow) => boolean): Promise<ListRow> {
  const admins = await lockActiveAdmins(tx);
  const target = await lockUser(tx, id);
  if (!target || target.status === 'deleted') throw notFound(USER_MESSAGES.notFound);
  const isActiveAdmin = target.role === 'admin' && target.status === 'active';
  if (isActiveAdmin && removesAdmin(target) && admins.filter((a) => a !== target.id).length === 0) {
    throw new AppError('LAST_ADMIN', USER_ADMIN_MESSAGES.lastAdmin);
  }
  if (!admins.includes(actor.id)) throw forbidden(ADMIN_REQUIRED_MESSAGE);
  return target;
}

const auditActor = (actor: AdminActor) => ({ id: actor.id, email: actor.email, ip: actor.ip ?? null });

/**
 * PUT /users/{id}/role. Ends the person's sessions, so a demoted admin loses the back office at
 * once and a promoted customer signs in again with the new role.
 */
export async function setUserRole(
  db: Db,
  actor: AdminActor,
  id: string,
  role: z.output<typeof setRoleSchema>['role'],
): Promise<{ user: AdminUserListItem; changed: boolean }> {
  if (actor.id === id) throw forbidden(USER_ADMIN_MESSAGES.ownRole);
  return db.transaction(async (tx) => {
    const target = await lockForAdminWrite(tx, actor, id, () => role !== 'admin');
    if (target.role === role) return { user: toAdminUserListItem(target), changed: false };
    const [row] = await tx
      .update(users)
      .set({ role, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, id))
      .returning(listColumns);
    if (!row) throw notFound(USER_MESSAGES.notFound);
    await recordAudit(tx, auditActor(actor), {
      action: 'user.role_change',
      entityType: 'user',
      entityId: id,
      before: { role: target.role },
      after: { role: row.role },
    });
    return { user: toAdminUserListItem(row), changed: true };
  });
}

/**
 * DELETE /users/{id} of someone else: the same erasure as closing one's own account, without
 * that person's password. Returns the photo to delete from storage once committed.
 */
export async function adminDeleteUser(db: Db, actor: AdminActor, id: string): Promise<{ removedImage: string | null }> {
  if (actor.id === id) throw forbidden(USER_ADMIN_MESSAGES.ownDelete);
  return db.transaction(async (tx) => {
    const target = await lockForAdminWrite(tx, actor, id, () => true);
    await erasePersonalData(tx, id);
    // The entry names the account but copies none of its personal data: an erasure whose own
    // log kept the name, email and address would not be one.
    await recordAudit(tx, auditActor(actor), {
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      before: { role: target.role, status: target.status, emailVerified: target.emailVerifiedAt != null, createdAt: target.createdAt },
      after: { status: 'deleted' },
    });
    return { removedImage: target.profileImage };
  });
}

const PROFILE_FIELDS = ['name', 'phone', 'address', 'profileImage'] as const;

/**
 * PUT /users/{id} by an admin on someone else's profile: the same update a person makes on
 * their own, in a transaction with its audit entry (the fields that were sent, before and after).
 */
export async function adminUpdateUserProfile(
  db: Db,
  actor: AdminActor,
  id: string,
  input: UpdateProfileInput,
): Promise<Awaited<ReturnType<typeof updateUserProfile>>> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    const result = await updateUserProfile(tx, actor, id, input);
    const sent = PROFILE_FIELDS.filter((k) => input[k] !== undefined);
    const pick = (source: Record<string, unknown>) => Object.fromEntries(sent.map((k) => [k, source[k] ?? null]));
    await recordAudit(tx, auditActor(actor), {
      action: 'user.update',
      entityType: 'user',
      entityId: id,
      before: before ? pick(before) : null,
      after: pick(result.user as unknown as Record<string, unknown>),
    });
    return result;
  });
}
