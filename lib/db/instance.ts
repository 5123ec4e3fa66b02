import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from './client';
import { storeMeta } from './schema';

let instanceId: Promise<string> | undefined;

/** This database's random identity (migration 0002), read once per process. */
export function databaseInstanceId(): Promise<string> {
  instanceId ??= (async () => {
    const db = await getDb();
    const rows = await db.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, 'instance_id')).limit(1);
    return rows[0]?.value ?? 'unknown';
  })().catch((error) => {
    instanceId = undefined;
    throw error;
  });
  return instanceId;
}
