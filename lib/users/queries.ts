import 'server-only';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import type { UserDto } from '../auth/types';
import { toUserDto } from './dto';

export type UserRow = typeof users.$inferSelect;

// Columns spelled out with their table: drizzle leaves them unqualified in a one-table select, and
// inside a subquery an unqualified "id" would mean the subquery's own table.
/** The sign-in methods linked to the account (e.g. google). */
const providersSql = sql<string[]>`COALESCE((SELECT array_agg(DISTINCT o.provider) FROM oauth_accounts o WHERE o.user_id = "users"."id"), ARRAY[]::text[])`;
/** The address an email change is waiting to confirm, if any. */
const pendingEmailSql = sql<string | null>`(SELECT t.email FROM email_verification_tokens t
  WHERE t.user_id = "users"."id" AND t.used_at IS NULL AND t.expires_at > now() AND t.email IS DISTINCT FROM "users"."email"
  ORDER BY t.created_at DESC LIMIT 1)`;

export interface UserWithDetails extends UserRow {
  authProviders: string[];
  pendingEmail: string | null;
}

/** A user and what their DTO needs, in one query (a login pays for few round trips). */
async function findOneWithDetails(db: DbOrTx, where: SQL): Promise<UserWithDetails | null> {
  const [row] = await db
    .select({ ...getTableColumns(users), authProviders: providersSql, pendingEmail: pendingEmailSql })
    .from(users)
    .where(where)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserWithDetails | null> {
  return findOneWithDetails(db, eq(users.id, id));
}

/** Emails are stored lower-cased; deleted accounts have none, so they never match. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserWithDetails | null> {
  return findOneWithDetails(db, eq(users.email, email.toLowerCase()));
}

/** The DTO of a row; reuses the details when the row already carries them. */
export async function userDto(db: DbOrTx, row: UserRow | UserWithDetails): Promise<UserDto> {
  if ('authProviders' in row) return toUserDto(row, row);
  const full = await findUserById(db, row.id);
  return toUserDto(full ?? row, full ?? {});
}
