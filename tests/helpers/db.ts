import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { openPglite, openPostgres, pgClient, setDbHandle, type Db, type DbHandle } from '../../lib/db/client';
import { adminUrl, withDatabase } from './pg';

/** A fresh, migrated and seeded database for one test file: PGlite by default, PostgreSQL with DATABASE_URL. */
async function createTestDatabase(poolSize = 5): Promise<DbHandle> {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    const name = `store_test_${randomBytes(5).toString('hex')}`;
    const admin = await pgClient(adminUrl(url));
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    } finally {
      await admin.end();
    }
    const handle = await openPostgres(withDatabase(url, name), poolSize);
    return {
      ...handle,
      async close() {
        await handle.close();
        const c = await pgClient(adminUrl(url));
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  return openPglite(undefined, new Blob([dump]));
}

/**
 * Gives the file its own database and makes it the process's database, so route handlers
 * under test use it. Returns a getter for the Drizzle handle.
 */
export function useTestDatabase(options: { poolSize?: number } = {}): () => Db {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase(options.poolSize);
    setDbHandle(handle);
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('test database not ready');
    return handle.db;
  };
}
