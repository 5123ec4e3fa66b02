import { env } from '../env';
import { getDbHandle } from './client';
import { prepareDatabase } from './migrate';

/** Runs once per server process (instrumentation.ts): migrate, then seed an empty database. */
export async function startDatabase(): Promise<void> {
  const settings = env();
  const handle = await getDbHandle();
  const log = (line: string) => console.log(`[store] ${line}`);
  if (settings.usesEmbeddedDatabase) log(`database: embedded PGlite in ${settings.DATA_DIR}/pglite`);
  await prepareDatabase(handle, { seed: settings.SEED, log });
}
