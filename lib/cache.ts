/**
 * Cached reads of shared data (the catalogue, public offers). Inside Next.js this is the
 * framework's data cache with tags, so an admin write can revalidate every instance; in
 * plain Node (tests, scripts) it calls straight through. Results must be JSON-safe: the data
 * cache serialises them (dates as ISO strings).
 *
 * In front of the data cache sits a small in-process memo with a short life: the data cache
 * costs a lookup and a JSON round trip per call, which caps the catalogue API well below its
 * budget. `invalidate()` clears the memo here at once; other instances see a write within
 * MEMO_TTL_MS at the latest.
 */
export const cacheTags = {
  products: 'products',
  product: (id: string) => `product:${id}`,
  coupons: 'coupons',
  reviews: (productId: string) => `reviews:${productId}`,
} as const;

type AsyncFn<A extends unknown[], R> = (...args: A) => Promise<R>;

export const MEMO_TTL_MS = 10_000;
const MEMO_MAX_ENTRIES = 500;

interface MemoEntry {
  value: Promise<unknown>;
  expiresAt: number;
  tags: string[];
}

const memo: Map<string, MemoEntry> = ((globalThis as Record<string, unknown>).__storeMemo ??= new Map()) as Map<string, MemoEntry>;

/** Memoises `load()` under `key` for MEMO_TTL_MS in this process; `invalidate(tag)` drops it. */
export function remember<R>(key: string, tags: string[], load: () => Promise<R>, now = Date.now()): Promise<R> {
  // Like the data cache, only inside the Next.js server: tests and scripts read fresh data.
  if (!process.env.NEXT_RUNTIME) return load();
  const hit = memo.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<R>;
  const value = load();
  memo.set(key, { value, expiresAt: now + MEMO_TTL_MS, tags });
  // A failed load must not be remembered.
  value.catch(() => memo.get(key)?.value === value && memo.delete(key));
  if (memo.size > MEMO_MAX_ENTRIES) {
    const oldest = memo.keys().next().value;
    if (oldest !== undefined) memo.delete(oldest);
  }
  return value;
}

export function cachedQuery<A extends unknown[], R>(
  fn: AsyncFn<A, R>,
  keyParts: string[],
  options: { tags: string[]; revalidate: number },
): AsyncFn<A, R> {
  const wrapped = new Map<string, AsyncFn<A, R>>();
  return async (...args: A) => {
    if (!process.env.NEXT_RUNTIME) return fn(...args);
    const key = `${keyParts.join('/')}:${JSON.stringify(args)}`;
    return remember(key, options.tags, async () => {
      // The data cache survives restarts on disk; keying it by the database's identity means a
      // fresh database (a new .data folder, a restored backup) never sees another one's rows.
      const { databaseInstanceId } = await import('./db/instance');
      const database = await databaseInstanceId();
      let cached = wrapped.get(database);
      if (!cached) {
        const { unstable_cache } = await import('next/cache');
        cached = unstable_cache(fn, [...keyParts, database], options);
        wrapped.set(database, cached);
      }
      return cached(...args);
    });
  };
}

/** Drops this process's memoised reads carrying any of `tags`. */
export function forgetTags(tags: string[]): void {
  for (const [key, entry] of memo) if (entry.tags.some((t) => tags.includes(t))) memo.delete(key);
}

/** Marks tagged reads stale after a write (the memo at once; the data cache via Next). */
export async function invalidate(...tags: string[]): Promise<void> {
  forgetTags(tags);
  if (!process.env.NEXT_RUNTIME) return;
  const { revalidateTag } = await import('next/cache');
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** For tests. */
export const __memo = { clear: () => memo.clear(), size: () => memo.size };
