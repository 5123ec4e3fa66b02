import { openPostgres, getDbHandle, closeDb, type DbHandle } from '../lib/db/client';
import { prepareDatabase } from '../lib/db/migrate';
import { directDatabaseUrl, onVercel } from '../lib/db/urls';

/*
 * `npm run db:migrate` (and `npm run db:seed`, which passes --seed): once per deploy, on the
 * direct URL (DATABASE_URL_UNPOOLED, POSTGRES_URL_NON_POOLING or DIRECT_URL, else DATABASE_URL),
 * before the new version serves. Without any URL it prepares the embedded local database.
 */
// SEED=true in a Vercel project's settings seeds an empty catalogue during the deploy's build.
const seed = process.argv.includes('--seed') || process.env.SEED?.trim() === 'true';
const url = directDatabaseUrl();

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
try {
  const { seeded } = await prepareDatabase(handle, { seed, log: console.log });
  if (seed && !seeded) console.log('seed: the catalogue is not empty; nothing to do');
} finally {
  if (url) await handle.close();
  else await closeDb();
}
