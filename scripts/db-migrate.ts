import { openPostgres, getDbHandle, closeDb, type DbHandle } from '../lib/db/client';
import { prepareDatabase } from '../lib/db/migrate';
import { SeedRefusedError } from '../lib/db/seed/plan';
import { directDatabaseUrl, onVercel, pooledDatabaseUrl } from '../lib/db/urls';
import { isProductionDeployment } from '../lib/deployment';
import { EnvError, parseSeedMode, type SeedMode } from '../lib/env';

/*
 * `npm run db:migrate` (and `npm run db:seed`, which passes --seed): once per deploy, on the
 * direct URL (DATABASE_URL_UNPOOLED, POSTGRES_URL_NON_POOLING or DIRECT_URL, else DATABASE_URL),
 * before the new version serves. Without any URL it prepares the embedded local database.
 */
// Seeds only when asked: SEED in the settings (a Vercel project's seeds during the deploy's build)
// or --seed (npm run db:seed, which means SEED=true unless SEED says demo). On a production
// deployment SEED=true creates only the owner's admin account and SEED=demo is refused
// (lib/db/seed/plan.ts).
let seed: SeedMode;
try {
  const asked = parseSeedMode(process.env.SEED, false);
  seed = process.argv.includes('--seed') && asked === false ? true : asked;
} catch (e) {
  console.error(`db:migrate: ${e instanceof EnvError ? e.issues.join('; ') : String(e)}`);
  process.exit(1);
}
const url = directDatabaseUrl();
// The database migrated here is PostgreSQL whenever a URL is set, even one given only as the
// direct URL (DATABASE_URL_UNPOOLED=… npm run db:migrate): it counts as the configured one.
const production = isProductionDeployment({ ...process.env, DATABASE_URL: pooledDatabaseUrl() ?? url });

if (!url && onVercel()) {
  // The build goes on so the deployment can answer its 503 page naming what to set.
  console.error('db:migrate: no DATABASE_URL on Vercel; skipping. Connect a database and redeploy (README, "Deploying on Vercel").');
  process.exit(0);
}

let handle: DbHandle;
if (url) {
  const where = new URL(url);
  console.log(`db:migrate: ${where.hostname}${where.port ? `:${where.port}` : ''}${where.pathname} (direct connection)`);
  handle = await openPostgres(url, 1);
} else {
  handle = await getDbHandle();
}
let status = 0;
try {
  const { seeded } = await prepareDatabase(handle, { seed, production, log: console.log });
  if (seed && !seeded && !production) console.log('seed: the catalogue is not empty; nothing to do');
} catch (e) {
  // A refused seed wrote nothing (not even the migrations): say what to change, and fail the deploy.
  if (!(e instanceof SeedRefusedError)) throw e;
  console.error(`db:migrate: ${e.message}`);
  status = 1;
} finally {
  if (url) await handle.close();
  else await closeDb();
}
process.exitCode = status;
