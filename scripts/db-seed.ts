import { closeDb, getDbHandle } from '../lib/db/client';
import { prepareDatabase } from '../lib/db/migrate';

// Seeding needs the tables, so this migrates first; it seeds only an empty catalogue.
const handle = await getDbHandle();
const { seeded } = await prepareDatabase(handle, { seed: true, log: console.log });
if (!seeded) console.log('seed: the catalogue is not empty; nothing to do');
await closeDb();
