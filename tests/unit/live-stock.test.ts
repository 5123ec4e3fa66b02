import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_STOCK_MAX_AGE_MS, readListStock, withLiveStock } from '@/lib/catalog/live-stock';
import type { DbOrTx } from '@/lib/db/client';

/** A stand-in database whose products table answers the current `stock` map, counting its reads. */
function fakeDb(stock: Record<string, number>) {
  const db = {
    reads: 0,
    select: () => ({
      from: () => ({
        where: async () => {
          db.reads++;
          return Object.entries(stock).map(([id, s]) => ({ id, stock: s }));
        },
      }),
    }),
  };
  return db;
}

describe('live stock for lists', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('inside the server, reuses a read of the same products for less than a second, then reads again', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    const stock = { a: 5 };
    const db = fakeDb(stock);
    const ids = [`a-${Math.random()}`];
    const t0 = 1_000_000;
    await readListStock(db as unknown as DbOrTx, ids, t0);
    await readListStock(db as unknown as DbOrTx, ids, t0 + LIST_STOCK_MAX_AGE_MS - 1);
    expect(db.reads).toBe(1);
    await readListStock(db as unknown as DbOrTx, ids, t0 + LIST_STOCK_MAX_AGE_MS);
    expect(db.reads).toBe(2);
  });

  it('outside the server (tests, scripts), always reads', async () => {
    vi.stubEnv('NEXT_RUNTIME', '');
    const db = fakeDb({ a: 5 });
    await readListStock(db as unknown as DbOrTx, ['a'], 1);
    await readListStock(db as unknown as DbOrTx, ['a'], 1);
    expect(db.reads).toBe(2);
  });

  it('merges the live figure into copies, keeping the cached one for a product gone since', async () => {
    const cached = [
      { id: 'a', stock: 140, name: 'A' },
      { id: 'gone', stock: 3, name: 'B' },
    ];
    const merged = await withLiveStock(fakeDb({ a: 138 }) as unknown as DbOrTx, cached);
    expect(merged).toEqual([
      { id: 'a', stock: 138, name: 'A' },
      { id: 'gone', stock: 3, name: 'B' },
    ]);
    expect(cached[0]!.stock).toBe(140);
  });
});
