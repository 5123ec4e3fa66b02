import { openPostgres, getDbHandle, closeDb, type DbHandle } from '../lib/db/client';
import { prepareDatabase } from '../lib/db/migrate';
import { directDatabaseUrl, onVercel } from '../lib/db/urls';
import { databaseSettingsError } from '../lib/db/connection';

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
// SEED=true in a Vercel project's settings seeds an empty catalogue during the deploy's build.
const seed = process.argv.includes('--seed') || process.env.SEED?.trim() === 'true';
const url = directDatabaseUrl();

if (!url && onVercel()) {
  console.log(
    'db:migrate: skipped: no database is configured (DATABASE_URL or POSTGRES_URL). The build goes on; the deployment will answer 503 naming the missing setting until a database is connected and the project redeployed (README, "Deploying on Vercel").',
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
  const { seeded } = await prepareDatabase(handle, { seed, log: console.log });
  if (seed && !seeded) console.log('seed: the catalogue is not empty; nothing to do');
} catch (error) {
  // A setting at fault says what to change; otherwise the error's own words (pg's never hold the password).
  const shown = databaseSettingsError(error) ?? error;
  console.error(`db:migrate failed: ${shown instanceof Error ? shown.message : String(shown)}`);
  process.exitCode = 1;
} finally {
  if (url) await handle?.close();
  else await closeDb();
}
