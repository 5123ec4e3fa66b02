// Cold starts through the transaction-mode pooler, as on a serverless platform where instances
// come and go (the build must exist; PgBouncer from scripts/ci-services.sh):
//   1. three instances cold-started at once are all healthy within 10 s;
//   2. stopped and started again, the same (nothing, such as an advisory lock, is left behind);
//   3. a cold instance's first catalogue request (/products, a product page) answers in < 1.5 s
//      (from its Ready line: the boot itself is budget 1).
// A fresh database is migrated and seeded on the direct URL first (npm run db:seed), as a
// deploy does; the instances get the pooled URL. Prints a JSON line and PASS/FAIL per budget.
// Usage: node bench/cluster-cold-start.mjs [firstPort=4211]
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const firstPort = Number(process.argv[2] ?? 4211);
const ports = [firstPort, firstPort + 1, firstPort + 2];
const DIRECT = 'postgres://postgres@127.0.0.1:5432';
const POOLED = `postgres://postgres@127.0.0.1:${process.env.PGBOUNCER_PORT ?? 6432}`;
const HEALTHY_BUDGET_MS = 10_000;
const FIRST_CATALOGUE_BUDGET_MS = 1_500;
const logDir = mkdtempSync(path.join(tmpdir(), 'cluster-cold-'));

const db = `cluster_bench_${randomBytes(5).toString('hex')}`;
const secrets = {
  AUTH_SECRET: `bench-${randomBytes(24).toString('hex')}`,
  SEED_ADMIN_PASSWORD: `Bench-admin-${randomBytes(4).toString('hex')}`,
  SEED_CUSTOMER_PASSWORD: `Bench-customer-${randomBytes(4).toString('hex')}`,
};

async function admin(statement) {
  const client = new pg.Client({ connectionString: `${DIRECT}/postgres` });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The environment of a deployed instance (the same as scripts/cluster.sh gives its instances). */
function instanceEnv(port) {
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('CLUSTER_') || k === 'DATA_DIR') delete env[k];
  return {
    ...env,
    ...secrets,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: `${POOLED}/${db}`,
    DATABASE_URL_UNPOOLED: `${DIRECT}/${db}`,
    DATABASE_POOL_MAX: '4',
    AUTH_TRUST_HOST: 'true',
    SITE_URL: `http://localhost:${port}`,
    LOCAL_GATEWAY: 'true',
    // A test cluster, not the real shop: the local gateway and the demo seed are allowed (lib/deployment.ts).
    STAGING: 'true',
    NODE_OPTIONS: '--max-semi-space-size=32',
  };
}

/** Starts `next start` in a process group of its own (its server process outlives its parent). */
function startInstance(port, round) {
  const logFile = path.join(logDir, `instance-${port}-${round}.log`);
  const log = openSync(logFile, 'a');
  const child = spawn('node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], {
    env: instanceEnv(port),
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const instance = { port, child, logFile, startedAt: performance.now() };
  running.add(instance);
  child.once('exit', () => running.delete(instance));
  return instance;
}

async function stopInstance(instance) {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', () => resolve(true)));
  const signal = (name) => {
    try {
      process.kill(-instance.child.pid, name);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  if (await Promise.race([exited, sleep(5_000).then(() => false)])) return;
  signal('SIGKILL');
  await Promise.race([exited, sleep(2_000)]);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * One GET with a hard deadline. Not fetch: a fetch to a server still booting once hung here with
 * no socket and no timer left (its AbortSignal.timeout never fired), stalling the whole bench.
 */
function get(url, timeoutMs) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

/** Milliseconds from the spawn to the first 200 from /api/v1/health (null: none within the limit). */
async function timeToHealthy(instance, limitMs = 60_000) {
  while (performance.now() - instance.startedAt < limitMs) {
    try {
      const res = await get(`http://127.0.0.1:${instance.port}/api/v1/health`, 2_000);
      if (res.status === 200) return Math.round(performance.now() - instance.startedAt);
    } catch {
      /* not listening yet */
    }
    await sleep(25);
  }
  return null;
}

/**
 * Waits for next start's "Ready" line without sending a request, so the instance stays cold:
 * no route module loaded, no database connection, nothing cached.
 */
async function ready(instance, limitMs = 60_000) {
  while (performance.now() - instance.startedAt < limitMs) {
    if (readFileSync(instance.logFile, 'utf8').includes('Ready in')) return;
    await sleep(20);
  }
  throw new Error(`the instance on port ${instance.port} never said Ready`);
}

async function roundOfThree(round) {
  const instances = ports.map((p) => startInstance(p, round));
  const healthyMs = await Promise.all(instances.map((i) => timeToHealthy(i)));
  await Promise.all(instances.map(stopInstance));
  return healthyMs;
}

/** A cold instance's very first request is `pathname`; milliseconds until its whole answer. */
async function firstRequest(pathname, round) {
  const instance = startInstance(ports[0], round);
  try {
    await ready(instance);
    const started = performance.now();
    const res = await get(`http://127.0.0.1:${instance.port}${pathname}`, 30_000);
    const ms = Math.round(performance.now() - started);
    if (res.status !== 200 || res.body.length < 1000) throw new Error(`${pathname} answered ${res.status}`);
    return ms;
  } finally {
    await stopInstance(instance);
  }
}

const running = new Set();
// Whatever stalls, the bench ends: its instances stopped, its database dropped, FAIL.
const watchdog = setTimeout(() => {
  console.error(`cluster cold start bench: no result within 5 minutes (logs in ${logDir})`);
  for (const i of running) {
    try {
      process.kill(-i.child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).finally(() => process.exit(1));
}, 5 * 60_000);
watchdog.unref();

let status = 0;
try {
  execFileSync('bash', ['scripts/ci-services.sh', 'start'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await admin(`CREATE DATABASE ${db}`);
  execFileSync('npm', ['run', '--silent', 'db:seed'], {
    env: { ...instanceEnv(ports[0]), NODE_ENV: 'production', SEED: 'demo' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seeded = new pg.Client({ connectionString: `${DIRECT}/${db}` });
  await seeded.connect();
  const slug = (await seeded.query(`SELECT slug FROM products WHERE is_active ORDER BY name LIMIT 1`)).rows[0].slug;
  await seeded.end();

  const first = await roundOfThree('first');
  const again = await roundOfThree('again');
  // Anything a start took and kept would show here once every instance is gone.
  const locks = Number((await admin(`SELECT count(*) AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = '${db}'`)).rows[0].n);
  const productsMs = await firstRequest('/products', 'products');
  const productMs = await firstRequest(`/products/${slug}`, 'product');

  const within = (ms) => ms !== null && ms <= HEALTHY_BUDGET_MS;
  console.log(JSON.stringify({
    bench: 'cluster cold start through the pooler',
    // This machine is shared: the 1-minute load average says how much of its 2 cores there was.
    loadAverage: +loadavg()[0].toFixed(1),
    healthyMs: { first, again },
    advisoryLocksLeft: locks,
    firstCatalogueRequestMs: { '/products': productsMs, [`/products/${slug}`]: productMs },
  }));
  const pass1 = first.every(within);
  const pass2 = again.every(within) && locks === 0;
  const pass3 = productsMs < FIRST_CATALOGUE_BUDGET_MS && productMs < FIRST_CATALOGUE_BUDGET_MS;
  console.log(`${pass1 ? 'PASS' : 'FAIL'}: three instances cold-started at once healthy in ${first.join(', ')} ms (budget ≤ ${HEALTHY_BUDGET_MS})`);
  console.log(`${pass2 ? 'PASS' : 'FAIL'}: restarted, healthy in ${again.join(', ')} ms, ${locks} advisory lock(s) left (budget ≤ ${HEALTHY_BUDGET_MS}, none left)`);
  console.log(`${pass3 ? 'PASS' : 'FAIL'}: a cold instance's first catalogue request: /products ${productsMs} ms, a product page ${productMs} ms (budget < ${FIRST_CATALOGUE_BUDGET_MS})`);
  status = pass1 && pass2 && pass3 ? 0 : 1;
} catch (error) {
  console.error(`cluster cold start bench failed: ${error instanceof Error ? error.message : error} (logs in ${logDir})`);
  status = 1;
} finally {
  await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => undefined);
}
process.exit(status);
