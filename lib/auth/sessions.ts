import 'server-only';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { revokedSessions, users } from '../db/schema';
import type { SessionClaims } from './session-token';
import { LONGEST_SESSION_SECONDS } from './session-token';

/*
 * Ending sign-ins before their tokens lapse.
 * - Sign out (one sign-in): its sid goes into revoked_sessions; resolveSession refuses it in the
 *   query that loads the user. The cookie and the bearer token of one login share the sid, so
 *   either ends both.
 * - Sign out everywhere: the user's session version moves on, which every credential carries.
 * Credentials from before session ids carry no sid: a plain sign-out only clears their cookie,
 * and "sign out everywhere" (or their own 30-day end) is what ends them.
 */

/**
 * How long a revocation must be remembered: until every credential with that sid has lapsed.
 * The presented token's own exp is not enough — the other half of the login (a 30-day cookie
 * beside a 7-day bearer token, or a cookie Auth.js re-issued) can outlive it. No credential of
 * the sid can be issued after the revocation (every re-issue checks it), so none outlives now
 * plus the longest lifetime. A few minutes more cover clocks that differ between instances.
 */
function revocationExpiry(now = new Date()): Date {
  return new Date(now.getTime() + (LONGEST_SESSION_SECONDS + 5 * 60) * 1000);
}

/** Ends the sign-ins these credentials belong to. Those without a sid cannot be named, and are skipped. */
export async function revokeSessions(db: DbOrTx, claims: readonly SessionClaims[], now = new Date()): Promise<number> {
  const rows = new Map<string, { sid: string; userId: string; expiresAt: Date }>();
  for (const c of claims) if (c.sid) rows.set(c.sid, { sid: c.sid, userId: c.sub, expiresAt: revocationExpiry(now) });
  if (!rows.size) return 0;
  await db.insert(revokedSessions).values([...rows.values()]).onConflictDoNothing();
  return rows.size;
}

/** Sign out everywhere: every cookie and bearer token of the account stops working at once. */
export async function signOutEverywhere(db: DbOrTx, userId: string): Promise<{ sessionVersion: number } | null> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row ?? null;
}

const SWEEP_BATCH = 1000;

/** Forgets revocations whose credentials have all lapsed, in batches, within the follow-up budget. */
export async function sweepRevokedSessions(db: Db, options: { deadline?: number; now?: Date } = {}): Promise<{ deleted: number }> {
  const now = options.now ?? new Date();
  let deleted = 0;
  for (;;) {
    const due = db.select({ sid: revokedSessions.sid }).from(revokedSessions).where(lt(revokedSessions.expiresAt, now)).limit(SWEEP_BATCH);
    const gone = await db.delete(revokedSessions).where(inArray(revokedSessions.sid, due)).returning({ sid: revokedSessions.sid });
    deleted += gone.length;
    if (gone.length < SWEEP_BATCH) break;
    if (options.deadline != null && Date.now() > options.deadline) break;
  }
  return { deleted };
}
