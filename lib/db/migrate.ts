import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { isProductionDeployment } from '../deployment';
import type { SeedMode } from '../env';
import type { Db, DbHandle, Tx } from './client';
import { seedPlan } from './seed/plan';

/** Any fixed 64-bit number: every instance and every deploy step agrees on it. */
const MIGRATION_LOCK_KEY = 727_461_118;

function migrationsFolder(): string {
  return path.join(process.cwd(), 'db', 'migrations');
}

/** The migrations this build ships, oldest first (drizzle-kit's journal and SQL files). */
function shippedMigrations() {
  return readMigrationFiles({ migrationsFolder: migrationsFolder() });
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Applies what drizzle's migrator would apply, in the caller's transaction. Drizzle's own
 * migrator opens a transaction of its own, which inside ours would commit early and release the
 * lock; the bookkeeping table (drizzle.__drizzle_migrations: hash, created_at = the journal's
 * folderMillis) is the same, so databases migrated either way stay interchangeable.
 */
async function applyMigrations(tx: Tx): Promise<number> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  const [last] = rowsOf<{ created_at: string | number | null }>(
    await tx.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
  );
  const lastApplied = last?.created_at == null ? -1 : Number(last.created_at);
  let applied = 0;
  for (const migration of shippedMigrations()) {
    if (migration.folderMillis <= lastApplied) continue;
    for (const statement of migration.sql) {
      if (statement.trim()) await tx.execute(sql.raw(statement));
    }
    await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
    applied += 1;
  }
  return applied;
}

export interface PrepareOptions {
  /** The SEED setting: what it means here depends on `production` (lib/db/seed/plan.ts). */
  seed: SeedMode;
  /** Whether this database is a production shop's; by default isProductionDeployment() of process.env. */
  production?: boolean;
  log?: (line: string) => void;
}

/**
 * Applies pending migrations and, when asked and the catalogue is empty, seeds, in one
 * transaction holding a transaction-scoped advisory lock: two deploy steps (or two local
 * starters) never migrate or seed twice, and the lock cannot outlive the transaction. A
 * session-level lock would leak through a transaction-mode pooler, whose next statement may run
 * on another server connection. A failure rolls everything back.
 */
export async function prepareDatabase(handle: DbHandle, options: PrepareOptions): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  // Decided before the transaction: a refused seed (SEED=demo in production) changes nothing.
  const plan = seedPlan(options.seed, options.production ?? isProductionDeployment());
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const started = Date.now();
    const applied = await applyMigrations(tx);
    log(`database: ${applied ? `${applied} migration(s) applied` : 'schema up to date'} (${handle.kind}) in ${Date.now() - started} ms`);
    if (plan === 'none') return { seeded: false };
    const { seedIfEmpty, seedOwnerAdmin } = await import('./seed');
    const seeded = plan === 'owner' ? await seedOwnerAdmin(tx as unknown as Db, { log }) : await seedIfEmpty(tx as unknown as Db, { log });
    return { seeded };
  });
}

export interface SchemaStatus {
  /** Migrations this build ships that the database has not applied. */
  pending: number;
  current: boolean;
}

/**
 * Whether the database has every migration this build ships, in one cheap read. A server that
 * does not migrate (every one with DATABASE_URL) says so in its log and its health answer
 * instead of failing on a missing column later.
 */
export async function schemaStatus(db: Db): Promise<SchemaStatus> {
  const shipped = shippedMigrations();
  let lastApplied = -1;
  try {
    const [row] = rowsOf<{ last: string | number | null }>(
      await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
    );
    lastApplied = row?.last == null ? -1 : Number(row.last);
  } catch {
    // No bookkeeping table: nothing was ever migrated.
  }
  const pending = shipped.filter((m) => m.folderMillis > lastApplied).length;
  return { pending, current: pending === 0 };
}

/** Journal entries against applied ones, by drizzle's stamp (the journal's `when`, stored as created_at). */
export function compareMigrations(shipped: readonly number[], applied: readonly number[]): { pending: number; unknown: number } {
  const have = new Set(applied);
  const known = new Set(shipped);
  return { pending: shipped.filter((m) => !have.has(m)).length, unknown: [...have].filter((m) => !known.has(m)).length };
}

/**
 * Every applied migration compared with the journal in db/migrations: the readiness check's
 * stricter view than schemaStatus, which looks only at the newest. Nothing applied reads as all pending.
 */
export async function migrationReport(db: Db): Promise<{ pending: number; unknown: number }> {
  let applied: number[] = [];
  try {
    applied = rowsOf<{ created_at: string | number | null }>(await db.execute(sql`select created_at from drizzle.__drizzle_migrations`))
      .filter((r) => r.created_at != null)
      .map((r) => Number(r.created_at));
  } catch {
    // No bookkeeping table: nothing was ever migrated.
  }
  return compareMigrations(
    shippedMigrations().map((m) => m.folderMillis),
    applied,
  );
}
