import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __memo, cachedQuery, forgetTags, MEMO_TTL_MS, remember } from '@/lib/cache';

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
    beforeEach(() => vi.stubEnv('NEXT_RUNTIME', 'nodejs'));

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

  it('cachedQuery calls through outside Next.js', async () => {
    vi.stubEnv('NEXT_RUNTIME', '');
    const fn = vi.fn(async (x: number) => x * 2);
    const cached = cachedQuery(fn, ['double'], { tags: ['t'], revalidate: 60 });
    expect(await cached(21)).toBe(42);
    expect(await cached(21)).toBe(42);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
