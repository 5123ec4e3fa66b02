import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailVerificationTokens, oauthAccounts, users } from '../db/schema';
import type { UserDto } from '../auth/types';
import { toUserDto } from './dto';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Emails are stored lower-cased; deleted accounts have none, so they never match. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

/** The address an email change is waiting to confirm, if any. */
export async function pendingEmailOf(db: DbOrTx, user: Pick<UserRow, 'id' | 'email'>): Promise<string | null> {
  const [row] = await db
    .select({ email: emailVerificationTokens.email })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.userId, user.id),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, sql`now()`),
        user.email ? ne(emailVerificationTokens.email, user.email) : undefined,
      ),
    )
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  return row?.email ?? null;
}

export async function userDto(db: DbOrTx, row: UserRow): Promise<UserDto> {
  const [providers, pendingEmail] = await Promise.all([
    db.select({ provider: oauthAccounts.provider }).from(oauthAccounts).where(eq(oauthAccounts.userId, row.id)),
    pendingEmailOf(db, row),
  ]);
  return toUserDto(row, { authProviders: [...new Set(providers.map((p) => p.provider))], pendingEmail });
}
