/*
 * PostgreSQL restarting under the store: its connections are terminated (SQLSTATE 57P01, what
 * a restart or failover sends), a statement in flight fails, idle and checked-out clients die.
 * Every route answers 503 with Retry-After and a JSON body, nothing escapes as an uncaught
 * exception, and the pool serves the next request on fresh connections. PostgreSQL only: PGlite
 * has no connections to lose.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as cartCount } from '@/app/api/v1/cart/count/route';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { withDatabase } from '../helpers/pg';
import { createShopper, fillCart, createProduct, type Shopper } from '../helpers/shoppers';

const url = process.env.DATABASE_URL?.trim();
// Through a pooler the backend terminated is PgBouncer's server connection, which it replaces on
// its own, and a waiter queues in PgBouncer rather than on the lock: what is shown here (the
// store's own connection cut mid-statement) only the direct connection can show.
const direct = process.env.DATABASE_URL_UNPOOLED?.trim();
const throughPooler = !!direct && direct !== url;
const db = useTestDatabase({ poolSize: 4 });

const uncaught: unknown[] = [];
const onUncaught = (e: unknown) => uncaught.push(e);

let admin: pg.Client;
let database = '';
let shopper: Shopper;

beforeAll(async () => {
  if (!url || throughPooler) return;
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  const rows = (await db().execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  database = rows.rows[0]!.name;
  admin = new pg.Client({ connectionString: withDatabase(url, database) });
  await admin.connect();
  shopper = await createShopper(db());
  const product = await createProduct(db(), { stock: 5 });
  await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 2 }]);
});

afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
  await admin?.end();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Ends every connection of the store's database but the admin's, as a restart does. */
const terminateStoreConnections = () =>
  admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);

/** Resolves once some other connection of the database waits on a lock. */
async function someoneWaitsOnALock() {
  for (let i = 0; i < 500; i++) {
    const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and wait_event_type = 'Lock'", [database]);
    if (rows[0].n > 0) return;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error('no connection ever waited on the lock');
}

describe.skipIf(!url || throughPooler)('a PostgreSQL restart under the store', () => {
  it('a statement in flight gets 57P01: the route answers 503 UNAVAILABLE with Retry-After and a JSON body; the next request is served again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Warm the pool: idle clients the restart will also cut.
    expect((await call(cartCount, { path: '/api/v1/cart/count', headers: shopper.headers })).body.data.count).toBe(2);

    // Hold the bag's table so the route's query is in flight when the connections end.
    await admin.query('begin');
    await admin.query('lock table carts in access exclusive mode');
    const pending = call(cartCount, { path: '/api/v1/cart/count', headers: shopper.headers });
    await someoneWaitsOnALock();
    await terminateStoreConnections();
    await admin.query('rollback');
    const res = await pending;

    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toMatchObject({ success: false, code: 'UNAVAILABLE', message: 'The store is briefly unavailable. Please try again in a few seconds.' });
    expect(res.body.requestId).toEqual(expect.any(String));

    // The pool dropped the dead clients: the next request connects afresh.
    const again = await call(cartCount, { path: '/api/v1/cart/count', headers: shopper.headers });
    expect(again.status).toBe(200);
    expect(again.body.data.count).toBe(2);
    expect(uncaught).toEqual([]);
  });

  it('a client checked out mid-transaction when its connection ends: the error is logged, never uncaught, and the transaction fails as unavailable', async () => {
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const firstStatement = new Promise<void>((r) => (started = r));
    const tx = db().transaction(async (t) => {
      await t.execute(sql`select 1`);
      started();
      // The connection is cut while this transaction holds its client between two statements.
      await gate;
      await t.execute(sql`select 1`);
    });
    const outcome = tx.then(
      () => 'committed',
      (e: unknown) => e,
    );
    // Once the first statement ran, end every connection, then let the transaction go on.
    await firstStatement;
    await terminateStoreConnections();
    // The server's goodbye reaches the idle-in-transaction client as an 'error' event.
    for (let i = 0; i < 200 && !warnings.mock.calls.some((c) => String(c[0]).includes('"where":"pg client"')); i++) await new Promise((r) => setTimeout(r, 5));
    release();
    const error = await outcome;
    expect(error).not.toBe('committed');
    const { databaseUnavailable } = await import('@/lib/db/errors');
    expect(databaseUnavailable(error)).toMatchObject({ code: 'UNAVAILABLE', status: 503 });
    // Give any stray 'error' event a turn to surface.
    await new Promise((r) => setTimeout(r, 20));
    expect(uncaught).toEqual([]);
    expect(warnings.mock.calls.map((c) => String(c[0])).some((line) => line.includes('"where":"pg client"') && line.includes('57P01'))).toBe(true);

    const again = await call(cartCount, { path: '/api/v1/cart/count', headers: shopper.headers });
    expect(again.status).toBe(200);
  });
});
