import 'server-only';
import { env, parseSeedMode } from '../env';
import { getDbHandle, openPostgres } from './client';
import { prepareDatabase, schemaStatus } from './migrate';
import { directDatabaseUrl, onVercel } from './urls';
import { errorText, log } from '../log';

const say = (line: string) => console.log(`[store] ${line}`);

/**
 * Runs once per server process (instrumentation.ts).
 *
 * - The embedded local store (no DATABASE_URL) migrates and seeds here, as `npm start` promises.
 * - With DATABASE_URL the deploy migrates once (`npm run db:migrate` on the direct URL, before
 *   the new version serves); a cold start only checks that the schema matches this build and
 *   says so in the log. Self-hosted servers may opt in to migrating at start with
 *   MIGRATE_ON_START=true; Vercel never does, since every cold start would run it.
 */
export async function startDatabase(): Promise<void> {
  const settings = env();
  if (settings.usesEmbeddedDatabase) {
    say(`database: embedded PGlite in ${settings.DATA_DIR}/pglite`);
    await prepareDatabase(await getDbHandle(), { seed: settings.SEED, log: say });
    return;
  }
  if (settings.MIGRATE_ON_START && !onVercel()) {
    const direct = await openPostgres(directDatabaseUrl()!, 1);
    try {
      // On PostgreSQL a start seeds only when SEED is set, as `npm run db:migrate` does: SEED's
      // default (true) is the embedded store's, and a production server must not stop at start
      // for want of the owner's admin settings nobody asked it to use.
      await prepareDatabase(direct, { seed: parseSeedMode(process.env.SEED, false), log: say });
    } finally {
      await direct.close();
    }
    return;
  }
  // Not awaited: a cold start must not wait on this round trip; it only informs the log.
  void getDbHandle()
    .then((handle) => schemaStatus(handle.db))
    .then((status) => {
      if (!status.current) {
        log.error('database', `the database lacks ${status.pending} migration(s) this build needs: run \`npm run db:migrate\` (docs/deploy.md)`);
      }
    })
    .catch((error: unknown) => {
      log.error('database', `schema check failed: ${errorText(error)}`);
    });
}
