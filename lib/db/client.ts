import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { AppError } from '../errors';
import * as schema from './schema';
import { onVercel, poolSize, pooledDatabaseUrl } from './urls';
import { explainConnectionError, pgConnectionSettings, type PgConnectionSettings } from './connection';
import { log } from '../log';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction callback receives; domain code accepts either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  kind: 'pglite' | 'pg';
  db: Db;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' as const };

/**
 * PGlite in `dir` (or in memory when `dir` is undefined). `loadDataDir` starts it from a dump,
 * which is how the tests get a migrated database in half a second.
 */
export async function openPglite(dir?: string, loadDataDir?: Blob | File): Promise<DbHandle> {
  // Node's own import, which the bundler leaves as it is and its file tracer does not follow:
  // PGlite (20 MB) is never opened on Vercel (DATABASE_URL is required there, see
  // databaseLocation), and a traced import put it in every function through instrumentation.ts,
  // whose trace next.config.ts's outputFileTracingExcludes does not reach. `next start` and the
  // tests load it from node_modules as before (docs/performance.md, "Functions on Vercel").
  const [{ PGlite }, { pg_trgm }, { drizzle }] = await Promise.all([
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ '@electric-sql/pglite'),
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ '@electric-sql/pglite/contrib/pg_trgm'),
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ 'drizzle-orm/pglite'),
  ]);
  if (dir) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  // Options go in one object: PGlite ignores a second argument when the first is not a string.
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm }, loadDataDir });
  await client.waitReady;
  const db = drizzle(client, drizzleOptions) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    close: () => client.close(),
    raw: client,
  } as DbHandle & { raw: typeof client };
}

type PoolLike = {
  on(event: 'error', listener: (err: Error) => void): unknown;
  on(event: 'connect', listener: (client: { on(event: 'error', listener: (err: Error) => void): unknown }) => void): unknown;
};

/**
 * A connection can be cut by the server at any moment (restart, failover, an admin terminating
 * it: SQLSTATE 57P01). node-postgres then emits 'error' on the client, and an 'error' event
 * nobody listens to is an uncaught exception that ends the process. The pool listens only while a
 * client sits idle in it (its 'error' event); a client checked out, say between two statements
 * of a transaction, has no listener at all. So every client gets one of its own when it
 * connects: it logs, and the broken client is then discarded by the pool when it is released
 * (pg-pool drops a client that is no longer queryable), while the statement that was using it
 * fails and its request answers 503 (lib/db/errors.ts).
 */
function watchPoolErrors(pool: PoolLike): void {
  pool.on('error', (err) => log.warn('pg pool', err, { code: (err as { code?: string }).code }));
  pool.on('connect', (client) => {
    client.on('error', (err) => log.warn('pg client', err, { code: (err as { code?: string }).code }));
  });
}

/**
 * A small pool: every statement the store sends stands alone or inside a transaction, so a
 * transaction-mode pooler (Neon's, Supabase's, PgBouncer) may hand each one to another server
 * connection. Nothing relies on session state: no session advisory locks, no `SET` outside a
 * transaction, only unnamed prepared statements (node-postgres's default), no temporary tables.
 */
export async function openPostgres(url: string, max = poolSize()): Promise<DbHandle> {
  const [pg, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const serverless = onVercel();
  const settings = pgConnectionSettings(url);
  if (settings.dropped.length) {
    log.info('database', `ignoring connection-string parameters pg does not use: ${settings.dropped.join(', ')}`);
  }
  const pool = new pg.Pool({
    ...pgOptions(settings),
    Client: explainingClient(pg.Client, settings),
    max,
    // A suspended function keeps its sockets open; short idle times give them back sooner.
    idleTimeoutMillis: serverless ? 5_000 : 30_000,
    connectionTimeoutMillis: 10_000,
  });
  watchPoolErrors(pool);
  if (serverless) {
    // Keeps a Fluid compute instance alive until idle connections are closed, so none leak.
    const { attachDatabasePool } = await import('@vercel/functions');
    attachDatabasePool(pool);
  }
  const db = drizzle(pool, drizzleOptions) as unknown as Db;
  return { kind: 'pg', db, close: () => pool.end() };
}

type PgClientClass = typeof import('pg').Client;

/** What pg itself takes from the settings lib/db/connection.ts made. */
function pgOptions({ connectionString, ssl, enableChannelBinding }: PgConnectionSettings) {
  return { connectionString, ssl, ...(enableChannelBinding ? { enableChannelBinding } : {}) };
}

/**
 * pg's Client whose connect() turns a TLS failure into a message naming the setting to change
 * (lib/db/connection.ts). The pool connects with a callback, `pg.Client` users with a promise.
 */
function explainingClient(Base: PgClientClass, settings: Pick<PgConnectionSettings, 'sslmode'>): PgClientClass {
  type Connect = (this: InstanceType<PgClientClass>, callback?: (err: Error | null) => void) => Promise<void> | void;
  const connect = Base.prototype.connect as Connect;
  const explain = (err: unknown) => explainConnectionError(err, settings) as Error;
  class ExplainingClient extends Base {}
  const explaining: Connect = function (callback) {
    if (callback) return connect.call(this, (err) => callback(err ? explain(err) : err));
    return (connect.call(this) as Promise<void>).catch((err: unknown) => {
      throw explain(err);
    });
  };
  Object.defineProperty(ExplainingClient.prototype, 'connect', { value: explaining, writable: true, configurable: true });
  return ExplainingClient;
}

/**
 * A single pg Client for `url` (sslmode read as in lib/db/connection.ts), for one-off statements
 * such as CREATE DATABASE. The caller connects and ends it.
 */
export async function pgClient(url: string) {
  const pg = await import('pg');
  const settings = pgConnectionSettings(url);
  const Client = explainingClient(pg.Client, settings);
  return new Client({ ...pgOptions(settings), connectionTimeoutMillis: 10_000 });
}

/** Thrown on Vercel without a database: its file system is read-only, so there is no embedded one. */
export const DATABASE_NOT_CONFIGURED =
  'The store has no database: set DATABASE_URL (or connect a Neon or Vercel Postgres integration) and redeploy';

type Holder = { handle?: Promise<DbHandle> };
// One instance per process, surviving hot reload: two PGlite instances on one folder lose rows.
const holder: Holder = ((globalThis as Record<string, unknown>).__storeDb ??= {}) as Holder;

function databaseLocation(): { kind: 'pg'; url: string } | { kind: 'pglite'; dir: string } {
  const url = pooledDatabaseUrl();
  if (url) return { kind: 'pg', url };
  if (onVercel()) {
    log.error('database', DATABASE_NOT_CONFIGURED);
    throw new AppError('UNAVAILABLE', DATABASE_NOT_CONFIGURED);
  }
  const dataDir = process.env.DATA_DIR?.trim() || '.data';
  return { kind: 'pglite', dir: path.resolve(dataDir, 'pglite') };
}

/** The process's database, opened lazily on first use (never at import, so builds never touch it). */
export function getDbHandle(): Promise<DbHandle> {
  holder.handle ??= (async () => {
    const where = databaseLocation();
    return where.kind === 'pg' ? openPostgres(where.url) : openPglite(where.dir);
  })();
  const handle = holder.handle;
  // A configuration error is not cached: the next request tries again.
  handle.catch(() => holder.handle === handle && (holder.handle = undefined));
  return handle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Tests point the process at their own database. */
export function setDbHandle(handle: DbHandle | undefined): void {
  holder.handle = handle ? Promise.resolve(handle) : undefined;
}

export async function closeDb(): Promise<void> {
  const h = holder.handle;
  holder.handle = undefined;
  if (h) await (await h).close();
}

;
