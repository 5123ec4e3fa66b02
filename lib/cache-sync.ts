import 'server-only';
import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from './db/client';
import { cacheInvalidations } from './db/schema';

/*
 * Invalidation across instances. An instance that invalidates a tag records when in
 * cache_invalidations; every instance reads the rows newer than what it has seen, at most once
 * per CROSS_INSTANCE_SYNC_MS and only when a cached read is asked for, and drops its own cached
 * copies for those tags. No long-lived process or listener is needed (Vercel has none), and
 * through a transaction-mode pooler each read is one plain statement.
 */

/** Another instance's write shows here within this interval plus one query (the stated bound). */
export const CROSS_INSTANCE_SYNC_MS = 1_000;
/** How far back a new process looks: the longest `revalidate` of any cached read (the sitemap). */
export const FIRST_SYNC_LOOKBACK_MS = 60 * 60 * 1000;
/** Re-read this far behind the newest row seen: a row's timestamp is taken before its commit. */
export const COMMIT_MARGIN_MS = 5_000;
/** Rows older than any lookback are useless; invalidations prune them now and then. */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

export interface Invalidation {
  tag: string;
  /** Epoch milliseconds (the database's clock). */
  at: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Records that `tags` were invalidated now; returns the times written. */
export async function recordInvalidations(db: DbOrTx, tags: readonly string[], pruneProbability = 0.01): Promise<Invalidation[]> {
  const unique = [...new Set(tags)];
  if (!unique.length) return [];
  const rows = await db
    .insert(cacheInvalidations)
    .values(unique.map((tag) => ({ tag, invalidatedAt: sql`clock_timestamp()` })))
    .onConflictDoUpdate({ target: cacheInvalidations.tag, set: { invalidatedAt: sql`clock_timestamp()` } })
    .returning({ tag: cacheInvalidations.tag, at: sql<number>`floor(extract(epoch from ${cacheInvalidations.invalidatedAt}) * 1000)::float8` });
  if (Math.random() < pruneProbability) {
    await db.delete(cacheInvalidations).where(lt(cacheInvalidations.invalidatedAt, new Date(Date.now() - PRUNE_AFTER_MS)));
  }
  return rows.map((r) => ({ tag: r.tag, at: Number(r.at) }));
}

/**
 * Invalidations recorded after `sinceMs`, and the database's clock at the read (the next read's
 * starting point: instances' clocks may differ, the database's is the one the rows carry).
 */
export async function readInvalidations(db: DbOrTx, sinceMs: number): Promise<{ rows: Invalidation[]; now: number }> {
  const result = await db.execute<{ tag: string | null; at: number | string | null; now: number | string }>(
    sql`select i.tag, floor(extract(epoch from i.invalidated_at) * 1000)::float8 as at,
               floor(extract(epoch from clock_timestamp()) * 1000)::float8 as now
        from (select 1) one
        left join cache_invalidations i on i.invalidated_at > ${new Date(sinceMs).toISOString()}::timestamptz`,
  );
  const raw = rowsOf<{ tag: string | null; at: number | string | null; now: number | string }>(result);
  return {
    rows: raw.filter((r) => r.tag !== null).map((r) => ({ tag: r.tag!, at: Number(r.at) })),
    now: Number(raw[0]?.now ?? Date.now()),
  };
}

export interface InvalidationSyncDeps {
  read(sinceMs: number): Promise<{ rows: Invalidation[]; now: number }>;
  /** Drops local cached copies of these tags. */
  apply(changed: Invalidation[]): void | Promise<void>;
  intervalMs?: number;
  onError?(error: unknown): void;
}

/** The polling state machine, free of the database and of Next.js (unit-tested). */
export function createInvalidationSync(deps: InvalidationSyncDeps) {
  const intervalMs = deps.intervalMs ?? CROSS_INSTANCE_SYNC_MS;
  const known = new Map<string, number>();
  /** The database's clock at the last successful read. */
  let cursor: number | undefined;
  let lastRun = -Infinity;
  let running: Promise<void> | undefined;

  function note(rows: Invalidation[]): void {
    for (const r of rows) if ((known.get(r.tag) ?? -Infinity) < r.at) known.set(r.tag, r.at);
  }

  async function run(now: number): Promise<void> {
    const since = cursor === undefined ? now - FIRST_SYNC_LOOKBACK_MS : cursor - COMMIT_MARGIN_MS;
    try {
      const { rows, now: databaseNow } = await deps.read(since);
      const changed = rows.filter((r) => (known.get(r.tag) ?? -Infinity) < r.at);
      note(rows);
      cursor = databaseNow;
      if (changed.length) await deps.apply(changed);
    } catch (error) {
      deps.onError?.(error);
    }
  }

  return {
    /** What this instance invalidated itself (already dropped locally): not applied again. */
    noteLocal: note,
    /**
     * Starts a read when one is due and returns it (callers await it before reading a cache);
     * undefined when nothing is due, so the hot path adds no await.
     */
    maybeSync(now = Date.now()): Promise<void> | undefined {
      if (running) return running;
      if (now - lastRun < intervalMs) return undefined;
      lastRun = now;
      running = run(now).finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
