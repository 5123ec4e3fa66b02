import { openPostgres, getDbHandle, closeDb, type DbHandle } from '../lib/db/client';
import { prepareDatabase } from '../lib/db/migrate';
import { SeedRefusedError } from '../lib/db/seed/plan';
import { directDatabaseUrl, onVercel, pooledDatabaseUrl } from '../lib/db/urls';
import { databaseSettingsError } from '../lib/db/connection';
import { isProductionDeployment } from '../lib/deployment';
import { EnvError, parseSeedMode, type SeedMode } from '../lib/env';

/*
 * `npm run db:migrate` (and `npm run db:seed`, which passes --seed): once per deploy, on the
 * direct URL (DATABASE_URL_UNPOOLED, POSTGRES_URL_NON_POOLING or DIRECT_URL, else DATABASE_URL),
 * before the new version serves. Without any URL it prepares the embedded local database, except
 * on Vercel (no writable disk), where it skips: the build goes on and the deployment answers its
 * 503 page naming what to set (app/unconfigured).
 *
 * The URL's sslmode is read as libpq reads it (lib/db/connection.ts); DATABASE_CA_CERT holds the
 * provider's CA for verify-full. Errors print their message only: never the URL or its password.
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
  console.log(
    'db:migrate: skipped: no database is configured (DATABASE_URL or POSTGRES_URL). The build goes on; the deployment will answer 503 naming the missing setting until a database is connected and the project redeployed (docs/deploy.md).',
  );
  process.exit(0);
}

let handle: DbHandle | undefined;
try {
  if (url) {
    const where = new URL(url);
    console.log(`db:migrate: ${where.hostname}${where.port ? `:${where.port}` : ''}${where.pathname} (direct connection)`);
    handle = await openPostgres(url, 1);
  } else {
    handle = await getDbHandle();
  }
  const { seeded } = await prepareDatabase(handle, { seed, production, log: console.log });
  if (seed && !seeded && !production) console.log('seed: the catalogue is not empty; nothing to do');
} catch (error) {
  // A refused seed wrote nothing (not even the migrations); a setting at fault says what to
  // change; otherwise the error's own words (pg's never hold the password). Each fails the deploy.
  if (error instanceof SeedRefusedError) console.error(`db:migrate: ${error.message}`);
  else {
    const shown = databaseSettingsError(error) ?? error;
    console.error(`db:migrate failed: ${shown instanceof Error ? shown.message : String(shown)}`);
  }
  process.exitCode = 1;
} finally {
  if (url) await handle?.close();
  else await closeDb();
}
