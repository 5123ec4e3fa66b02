import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '@/lib/db/client';
import { databaseInstanceId } from '@/lib/db/instance';
import { prepareDatabase } from '@/lib/db/migrate';
import { storeMeta } from '@/lib/db/schema';
import { useTestDatabase } from '../helpers/db';

const db = useTestDatabase();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('database instance id (keys the data cache per database)', () => {
  it('is created by the migrations and read back once per process', async () => {
    const id = await databaseInstanceId();
    expect(id).toMatch(UUID);
    const rows = await db().select().from(storeMeta).where(eq(storeMeta.key, 'instance_id'));
    expect(rows[0]?.value).toBe(id);
  });

  it('differs between two freshly migrated databases', async () => {
    const other = await openPglite();
    try {
      await prepareDatabase(other, { seed: false });
      const rows = await other.db.select().from(storeMeta).where(eq(storeMeta.key, 'instance_id'));
      expect(rows[0]?.value).toMatch(UUID);
      expect(rows[0]?.value).not.toBe(await databaseInstanceId());
    } finally {
      await other.close();
    }
  });
});
