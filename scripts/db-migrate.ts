import { closeDb, getDbHandle } from '../lib/db/client';
import { prepareDatabase } from '../lib/db/migrate';

const handle = await getDbHandle();
await prepareDatabase(handle, { seed: false, log: console.log });
await closeDb();
