import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __crossInstance, __memo, cacheFor, forgetTags, MEMO_TTL_MS, readAtRequestTime, remember } from '@/lib/cache';
import { COMMIT_MARGIN_MS, createInvalidationSync, FIRST_SYNC_LOOKBACK_MS, type Invalidation } from '@/lib/cache-sync';

describe('remember (the in-process memo in front of the data cache)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    __memo.clear();
  });

  it('calls straight through outside the Next.js server, so tests and scripts read fresh data', async () => {
    vi.stubEnv('NEXT_RUNTIME', '');
    const load = vi.fn(async () => Math.random());
    await remember('k', ['t'], load);
    await remember('k', ['t'], load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(__memo.size()).toBe(0);
  });

  describe('inside the server', () => {
    beforeEach(() => {
      vi.stubEnv('NEXT_RUNTIME', 'nodejs');
      // No database here: another instance never invalidates anything.
      __crossInstance.set({ maybeSync: () => undefined, noteLocal: () => {} });
    });
    afterEach(() => __crossInstance.set(undefined));

    it('serves a second call within the TTL from memory and reloads after it', async () => {
      let n = 0;
      const load = async () => ++n;
      expect(await remember('k', ['products'], load, 1_000)).toBe(1);
      expect(await remember('k', ['products'], load, 1_000 + MEMO_TTL_MS - 1)).toBe(1);
      expect(await remember('k', ['products'], load, 1_000 + MEMO_TTL_MS + 1)).toBe(2);
    });

    it('forgets entries by tag at once, leaving other tags alone', async () => {
      let n = 0;
      const load = async () => ++n;
      await remember('a', ['products'], load, 0);
      await remember('b', ['coupons'], load, 0);
      forgetTags(['products']);
      expect(await remember('a', ['products'], load, 1)).toBe(3);
      expect(await remember('b', ['coupons'], load, 1)).toBe(2);
    });

    it('does not remember a failed load', async () => {
      const failing = vi.fn(async () => {
        throw new Error('db down');
      });
      await expect(remember('k', [], failing, 0)).rejects.toThrow('db down');
      await Promise.resolve();
      const ok = vi.fn(async () => 'fresh');
      expect(await remember('k', [], ok, 1)).toBe('fresh');
    });
  });

  it("the 'use cache' helpers do nothing outside Next.js, so a cached read there is a plain read", async () => {
    vi.stubEnv('NEXT_RUNTIME', '');
    expect(() => cacheFor(['t'], 60)).not.toThrow();
    await expect(readAtRequestTime()).resolves.toBeUndefined();
  });
});

describe('cross-instance invalidation (the polling state machine)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    __memo.clear();
    __crossInstance.set(undefined);
  });

  function fakeDatabase() {
    const rows: Invalidation[] = [];
    let clock = 1_000_000;
    const reads: number[] = [];
    return {
      rows,
      reads,
      tick: (ms: number) => (clock += ms),
      write: (tag: string) => rows.push({ tag, at: clock }),
      read: async (since: number) => {
        reads.push(since);
        return { rows: rows.filter((r) => r.at > since), now: clock };
      },
    };
  }

  it('reads at most once per interval, and not at all in between (no await on the hot path)', async () => {
    const db = fakeDatabase();
    const sync = createInvalidationSync({ read: db.read, apply: () => {}, intervalMs: 1_000 });
    await sync.maybeSync(0);
    expect(sync.maybeSync(500)).toBeUndefined();
    await sync.maybeSync(1_000);
    expect(db.reads).toHaveLength(2);
  });

  it('applies another instance’s invalidation once, and not its own', async () => {
    const db = fakeDatabase();
    const applied: string[][] = [];
    const sync = createInvalidationSync({ read: db.read, apply: (c) => void applied.push(c.map((x) => x.tag)), intervalMs: 1_000 });
    await sync.maybeSync(0);
    db.tick(100);
    db.write('products');
    db.write('coupons');
    sync.noteLocal([{ tag: 'coupons', at: db.rows[1]!.at }]);
    await sync.maybeSync(1_000);
    await sync.maybeSync(2_000);
    expect(applied).toEqual([['products']]);
    db.tick(100);
    db.write('products');
    await sync.maybeSync(3_000);
    expect(applied).toEqual([['products'], ['products']]);
  });

  it('a new process looks back an hour (entries on disk may predate its start), then reads from the database clock less a margin', async () => {
    const db = fakeDatabase();
    const sync = createInvalidationSync({ read: db.read, apply: () => {}, intervalMs: 1_000 });
    await sync.maybeSync(5_000_000);
    expect(db.reads[0]).toBe(5_000_000 - FIRST_SYNC_LOOKBACK_MS);
    db.tick(2_000);
    await sync.maybeSync(5_001_000);
    expect(db.reads[1]).toBe(1_000_000 - COMMIT_MARGIN_MS);
  });

  it('survives a failed read and tries again at the next interval', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const sync = createInvalidationSync({
      read: async () => {
        if (fail) throw new Error('pooler down');
        return { rows: [{ tag: 'products', at: 1 }], now: 2 };
      },
      apply: () => {},
      intervalMs: 1_000,
      onError: (e) => errors.push(e),
    });
    await sync.maybeSync(0);
    fail = false;
    expect(sync.maybeSync(10)).toBeUndefined();
    await sync.maybeSync(1_000);
    expect(errors).toHaveLength(1);
  });

  it('drops the memo for a tag another instance invalidated before serving the next read', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    const db = fakeDatabase();
    const sync = createInvalidationSync({
      read: db.read,
      apply: (changed) => forgetTags(changed.map((c) => c.tag)),
      intervalMs: 1_000,
    });
    __crossInstance.set(sync);
    let n = 0;
    const load = async () => ++n;
    expect(await remember('list', ['products'], load, 0)).toBe(1);
    db.tick(10);
    db.write('products');
    expect(await remember('list', ['products'], load, 500)).toBe(1); // not due yet: within the bound
    expect(await remember('list', ['products'], load, 1_000)).toBe(2);
  });
});
