import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/*
 * Claiming follow-up work (emails now, refunds next) so that many instances can sweep at once.
 * A job table has, by convention, the columns `id`, `status` ('pending' = waiting), `attempts`,
 * `nextAttemptAt` and `lockedUntil`. A claim is one statement:
 *
 *   UPDATE t SET locked_until = <lease> WHERE id IN (
 *     SELECT id FROM t WHERE status = 'pending' AND next_attempt_at <= now
 *       AND (locked_until IS NULL OR locked_until <= now)
 *     ORDER BY next_attempt_at LIMIT n FOR UPDATE SKIP LOCKED) RETURNING id
 *
 * SKIP LOCKED makes a concurrent claimer pass over rows another is taking instead of waiting
 * for them, and the lease keeps them away afterwards until it lapses (a crashed worker's work
 * comes back by itself). No session state, so it works through a transaction-mode pooler.
 * The lease time doubles as a fencing token: a worker writes an outcome only while the row
 * still carries its lease, so one whose lease lapsed and was taken over cannot clobber it.
 *
 * "Due" compares next_attempt_at with the caller's clock, so whoever queues a job sets
 * next_attempt_at from the same clock. The column's default (the database's now(), to the
 * microsecond, and on another machine) made a job queued and claimed within the same
 * millisecond, or on an app clock a little behind the database's, not yet due: the delivery
 * right after the response then skipped it and it waited for the sweep.
 */

export type JobTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
};

export interface Claim {
  ids: string[];
  lease: Date;
}

export async function claimDue(
  db: Db,
  table: JobTable,
  options: { limit: number; leaseMs: number; now: Date; ids?: readonly string[] },
): Promise<Claim> {
  const { now, limit } = options;
  // Distinct per claim even within one millisecond, so two claims never share a fencing token.
  const lease = new Date(now.getTime() + options.leaseMs + Math.floor(Math.random() * 1000));
  if (options.ids && options.ids.length === 0) return { ids: [], lease };
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.status, 'pending'),
        lte(table.nextAttemptAt, now),
        or(isNull(table.lockedUntil), lte(table.lockedUntil, now)),
        options.ids ? inArray(table.id, [...options.ids]) : undefined,
      ),
    )
    .orderBy(asc(table.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = (await db
    .update(table)
    .set({ lockedUntil: lease } as never)
    .where(inArray(table.id, due))
    .returning({ id: table.id })) as { id: string }[];
  return { ids: rows.map((r) => r.id), lease };
}

/**
 * Counts an attempt on a claimed row just before the work starts (so a crash mid-send still
 * counts, and a poison row cannot loop for ever) and renews the lease for the attempt.
 * Null when the row is no longer this worker's.
 */
export async function startAttempt(db: Db, table: JobTable, id: string, claim: Claim, leaseMs: number): Promise<{ lease: Date } | null> {
  const lease = new Date(Math.max(Date.now() + leaseMs, claim.lease.getTime() + 1));
  const rows = (await db
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1`, lockedUntil: lease } as never)
    .where(and(eq(table.id, id), eq(table.status, 'pending'), eq(table.lockedUntil, claim.lease)))
    .returning({ id: table.id })) as { id: string }[];
  return rows.length ? { lease } : null;
}

/** Gives claimed rows that were not worked on back at once (a sweep ran out of time). */
export async function releaseClaim(db: Db, table: JobTable, ids: readonly string[], lease: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .update(table)
    .set({ lockedUntil: null } as never)
    .where(and(inArray(table.id, [...ids]), eq(table.lockedUntil, lease)));
}
