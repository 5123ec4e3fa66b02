import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from './client';

/** Any fixed 64-bit number: every instance of the store agrees on it. */
const MIGRATION_LOCK_KEY = 727_461_118;

export function migrationsFolder(): string {
  return path.join(process.cwd(), 'db', 'migrations');
}

async function applyMigrations(handle: DbHandle, db: Db): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: migrationsFolder() });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as never, { migrationsFolder: migrationsFolder() });
  }
}

export interface PrepareOptions {
  seed: boolean;
  log?: (line: string) => void;
}

/**
 * Applies pending migrations and, when asked and the catalogue is empty, seeds, all on one
 * connection holding an advisory lock: two servers starting together neither migrate nor
 * seed twice.
 */
export async function prepareDatabase(handle: DbHandle, options: PrepareOptions): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  return handle.withSession(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      const started = Date.now();
      await applyMigrations(handle, db);
      log(`database: migrations applied (${handle.kind}) in ${Date.now() - started} ms`);
      if (!options.seed) return { seeded: false };
      const { seedIfEmpty } = await import('./seed');
      const seeded = await seedIfEmpty(db, { log });
      return { seeded };
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
