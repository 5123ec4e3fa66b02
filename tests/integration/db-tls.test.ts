import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres, pgClient, type DbHandle } from '@/lib/db/client';
import { databaseSettingsError } from '@/lib/db/connection';
import { withDatabase } from '../helpers/pg';

/*
 * The store against a PostgreSQL with TLS whose certificate comes from a CA of its own, as a
 * managed provider's (Supabase's) does: scripts/pg-tls.sh starts one and writes the settings this
 * file reads. .ci/run does:
 *
 *   bash scripts/pg-tls.sh start && set -a && . /tmp/store-pg-tls/pg-tls.env && set +a
 *   npx vitest run --project integration tests/integration/db-tls.test.ts
 */
const { PG_TLS_URL, PG_TLS_SCRAM_URL, PG_TLS_CA_FILE, PG_TLS_OTHER_CA_FILE } = process.env;
const configured = !!(PG_TLS_URL && PG_TLS_CA_FILE && PG_TLS_OTHER_CA_FILE);
if (!configured) {
  console.info('db-tls: skipped: PG_TLS_URL, PG_TLS_CA_FILE and PG_TLS_OTHER_CA_FILE are unset (run `bash scripts/pg-tls.sh start` and source /tmp/store-pg-tls/pg-tls.env)');
}

const run = promisify(execFile);

function withParams(url: string, params: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${params}`;
}

async function sslInUse(handle: DbHandle): Promise<boolean> {
  const result = await handle.db.execute<{ ssl: boolean }>(sql`select ssl from pg_stat_ssl where pid = pg_backend_pid()`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { ssl: boolean }[] }).rows) as { ssl: boolean }[];
  return rows[0]!.ssl;
}

/** What an operator reads: the explained cause behind Drizzle's "Failed query" wrapper. */
async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => {
      throw new Error('expected the connection to fail');
    },
    (e: unknown) => e,
  );
  return (databaseSettingsError(error) ?? (error as Error)).message;
}

/** Opens a pool on `url` with DATABASE_CA_CERT as given, runs `fn`, closes. */
async function withPool<T>(url: string, ca: string | undefined, fn: (h: DbHandle) => Promise<T>): Promise<T> {
  const before = process.env.DATABASE_CA_CERT;
  if (ca === undefined) delete process.env.DATABASE_CA_CERT;
  else process.env.DATABASE_CA_CERT = ca;
  try {
    const handle = await openPostgres(url, 1);
    try {
      return await fn(handle);
    } finally {
      await handle.close();
    }
  } finally {
    if (before === undefined) delete process.env.DATABASE_CA_CERT;
    else process.env.DATABASE_CA_CERT = before;
  }
}

describe.skipIf(!configured)('PostgreSQL over TLS with a provider’s own CA (scripts/pg-tls.sh)', () => {
  const url = PG_TLS_URL!;
  const ca = configured ? readFileSync(PG_TLS_CA_FILE!, 'utf8') : '';
  const otherCa = configured ? readFileSync(PG_TLS_OTHER_CA_FILE!, 'utf8') : '';
  const CLEAR =
    "The database's certificate could not be verified (sslmode=verify-full). Set DATABASE_CA_CERT to your provider's CA certificate (PEM), or use sslmode=require.";

  afterEach(() => {
    delete process.env.DATABASE_CA_CERT;
  });

  it('sslmode=require connects encrypted without verifying the certificate (pg alone would refuse it)', async () => {
    expect(await withPool(withParams(url, 'sslmode=require'), undefined, sslInUse)).toBe(true);
  });

  it('sslmode=require with Neon’s and Supabase’s extra parameters (channel_binding, pgbouncer) connects', async () => {
    const neonLike = withParams(url, 'sslmode=require&channel_binding=require&pgbouncer=true&connection_limit=1');
    expect(await withPool(neonLike, undefined, sslInUse)).toBe(true);
  });

  it.skipIf(!PG_TLS_SCRAM_URL)('SCRAM with channel binding (channel_binding=require) signs in over TLS', async () => {
    expect(await withPool(withParams(PG_TLS_SCRAM_URL!, 'sslmode=require&channel_binding=require'), undefined, sslInUse)).toBe(true);
  });

  it('sslmode=verify-full with the right CA in DATABASE_CA_CERT connects', async () => {
    expect(await withPool(withParams(url, 'sslmode=verify-full'), ca, sslInUse)).toBe(true);
  });

  it('DATABASE_CA_CERT pasted on one line with literal \\n works too', async () => {
    const oneLine = ca.trim().replace(/\n/g, '\\n');
    expect(await withPool(withParams(url, 'sslmode=verify-full'), oneLine, sslInUse)).toBe(true);
  });

  it('sslmode=verify-ca with the right CA connects', async () => {
    expect(await withPool(withParams(url, 'sslmode=verify-ca'), ca, sslInUse)).toBe(true);
  });

  it('sslmode=verify-full with the wrong CA fails with a message naming DATABASE_CA_CERT', async () => {
    expect(await failure(withPool(withParams(url, 'sslmode=verify-full'), otherCa, sslInUse))).toContain(CLEAR);
  });

  it('sslmode=verify-full without DATABASE_CA_CERT (Node’s CAs) fails the same way', async () => {
    expect(await failure(withPool(withParams(url, 'sslmode=verify-full'), undefined, sslInUse))).toContain(CLEAR);
  });

  it('a server that wants TLS, asked without sslmode, says to add sslmode=require', async () => {
    expect(await failure(withPool(url, undefined, sslInUse))).toMatch(/only encrypted connections \(no sslmode\)\. Add sslmode=require/);
  });

  it('npm run db:migrate migrates a fresh database over sslmode=require; a wrong CA fails clearly without the password', async () => {
    const name = `store_tls_${randomBytes(4).toString('hex')}`;
    const admin = await pgClient(withParams(url, 'sslmode=require'));
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      // A password in the URL (trust ignores it) must never appear in what the script prints.
      const target = withParams(withDatabase(url, name).replace('postgres@', 'postgres:pw-never-printed@'), 'sslmode=require');
      const env = { ...process.env, DATABASE_URL: target, DATABASE_CA_CERT: '', SEED: 'false', VERCEL: '', VERCEL_ENV: '' };
      const ok = await run('npm', ['run', '--silent', 'db:migrate'], { env, timeout: 120_000 });
      expect(ok.stdout).toMatch(/migration\(s\) applied|schema up to date/);
      expect(`${ok.stdout}${ok.stderr}`).not.toContain('pw-never-printed');

      const db = await pgClient(withParams(withDatabase(url, name), 'sslmode=require'));
      await db.connect();
      try {
        const { rows } = await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await db.end();
      }

      const failed = await run('npm', ['run', '--silent', 'db:migrate'], {
        env: { ...env, DATABASE_URL: target.replace('sslmode=require', 'sslmode=verify-full'), DATABASE_CA_CERT: otherCa },
        timeout: 120_000,
      }).then(
        () => null,
        (error: { code?: number; stdout: string; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain(CLEAR);
      expect(`${failed?.stdout}${failed?.stderr}`).not.toContain('pw-never-printed');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 240_000);
});
