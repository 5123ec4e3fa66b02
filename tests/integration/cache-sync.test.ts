import { describe, expect, it } from 'vitest';
import { readInvalidations, recordInvalidations } from '@/lib/cache-sync';
import { useTestDatabase } from '../helpers/db';

const db = useTestDatabase();

describe('cache invalidations shared through the database', () => {
  it('records tags with the database clock and reads back only those after a point', async () => {
    const before = await readInvalidations(db(), 0);
    const written = await recordInvalidations(db(), ['products', 'product:abc', 'products'], 0);
    expect(written.map((w) => w.tag).sort()).toEqual(['product:abc', 'products']);
    for (const w of written) {
      expect(w.at).toBeGreaterThanOrEqual(before.now - 1);
      expect(w.at).toBeLessThanOrEqual(Date.now() + 5_000);
    }

    const after = await readInvalidations(db(), before.now - 1);
    expect(after.rows.map((r) => r.tag).sort()).toEqual(['product:abc', 'products']);
    expect(after.now).toBeGreaterThanOrEqual(Math.max(...written.map((w) => w.at)));

    const none = await readInvalidations(db(), after.now + 1);
    expect(none.rows).toEqual([]);
    expect(none.now).toBeGreaterThanOrEqual(after.now);
  });

  it('a second invalidation of a tag moves its time forward (one row per tag)', async () => {
    const [first] = await recordInvalidations(db(), ['coupons'], 0);
    await new Promise((r) => setTimeout(r, 5));
    const [second] = await recordInvalidations(db(), ['coupons'], 0);
    expect(second!.at).toBeGreaterThan(first!.at);
    const all = await readInvalidations(db(), 0);
    expect(all.rows.filter((r) => r.tag === 'coupons')).toEqual([{ tag: 'coupons', at: second!.at }]);
  });

  it('writes nothing for no tags', async () => {
    expect(await recordInvalidations(db(), [], 0)).toEqual([]);
  });
});
