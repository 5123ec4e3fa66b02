import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { revokedSessions, users } from '../db/schema';
import { readClaims } from './claims';
import type { SessionClaims } from './session-token';
import type { AuthUser, Session } from './types';

// The credential alone (no database): lib/auth/claims.ts, which the proxy imports directly.
export { bearerTokenFrom, hasSessionCookie, parseCookies, readEveryClaim } from './claims';

/**
 * Loads the user a credential names, if it is still good: active, not deleted, same session
 * version, and its sign-in not ended by a logout. The revocation check rides in the same
 * statement as the user row: every authenticated request already pays for that one round trip.
 */
export async function loadSessionUser(db: DbOrTx, claims: SessionClaims): Promise<AuthUser | null> {
  const revoked = claims.sid
    ? sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sid} = ${claims.sid})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      sessionVersion: users.sessionVersion,
      status: users.status,
      revoked,
    })
    .from(users)
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (!row || row.status !== 'active' || row.sessionVersion !== claims.sv || row.revoked) return null;
  return toAuthUser(row);
}

/** The signed-in person as handlers see them, from a user row. */
export function toAuthUser(
  row: Pick<AuthUser, 'id' | 'role' | 'name' | 'email' | 'sessionVersion'> & { emailVerifiedAt: Date | null },
): AuthUser {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerifiedAt != null,
    sessionVersion: row.sessionVersion,
  };
}

/**
 * Who is asking. The credential only names the user; role, status and session version come from
 * the database on every request, so a role change or a password reset takes effect at once.
 */
export async function resolveSession(db: DbOrTx, headers: Headers): Promise<Session | null> {
  const found = await readClaims(headers);
  if (!found) return null;
  const user = await loadSessionUser(db, found.claims);
  if (!user) return null;
  return {
    user,
    via: found.via,
    claimedRole: found.claims.role,
    remember: found.claims.rem,
    sid: found.claims.sid ?? null,
    expiresAt: found.claims.exp !== undefined ? new Date(found.claims.exp * 1000) : null,
  };
}
