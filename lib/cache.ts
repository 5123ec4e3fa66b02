/**
 * Cached reads of shared data (the catalogue, public offers). Inside Next.js this is the
 * framework's data cache with tags, so an admin write can revalidate every instance; in
 * plain Node (tests, scripts) it calls straight through. Results must be JSON-safe: the data
 * cache serialises them (dates as ISO strings).
 *
 * In front of the data cache sits a small in-process memo with a short life: the data cache
 * costs a lookup and a JSON round trip per call, which caps the catalogue API well below its
 * budget. `invalidate()` clears the memo here at once and records the tags in the database;
 * other instances read that record before their next cached read (at most once per
 * CROSS_INSTANCE_SYNC_MS, lib/cache-sync.ts) and drop their memo and data-cache entries, so an
 * admin write shows on every instance within about a second.
 */
import { createInvalidationSync, readInvalidations, recordInvalidations, type Invalidation } from './cache-sync';
import { log } from './log';

export const cacheTags = {
  products: 'products',
  product: (id: string) => `product:${id}`,
  coupons: 'coupons',
  reviews: (productId: string) => `reviews:${productId}`,
  deliveryRules: 'delivery-rules',
  storeSettings: 'store-settings',
} as const;

type AsyncFn<A extends unknown[], R> = (...args: A) => Promise<R>;

export const MEMO_TTL_MS = 10_000;
/** The memo's bound: whatever keys callers make up, it never holds more (least recently used go first). */
export const MEMO_MAX_ENTRIES = 500;

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
  // Another instance's invalidations first, when a read of them is due (else no await at all).
  const syncing = crossInstance().maybeSync(now);
  if (syncing) return syncing.then(() => rememberNow(key, tags, load, now));
  return rememberNow(key, tags, load, now);
}

function rememberNow<R>(key: string, tags: string[], load: () => Promise<R>, now: number): Promise<R> {
  const hit = memo.get(key);
  // A Map iterates in insertion order: re-inserting on every use keeps the least recently used first.
  memo.delete(key);
  if (hit && hit.expiresAt > now) {
    memo.set(key, hit);
    return hit.value as Promise<R>;
  }
  const value = load();
  memo.set(key, { value, expiresAt: now + MEMO_TTL_MS, tags });
  // A failed load must not be remembered.
  value.catch(() => memo.get(key)?.value === value && memo.delete(key));
  for (const oldest of memo.keys()) {
    if (memo.size <= MEMO_MAX_ENTRIES) break;
    memo.delete(oldest);
  }
  return value;
}

/**
 * A value kept in Next's data cache under `tags` without asking the database (no instance key,
 * no memo): for what `next build` prerenders, when there is no database, so the page still
 * carries the tag and an invalidation renders it again. Domains ask here rather than import
 * next/cache themselves.
 */
export function buildTimeTagged<R>(fn: () => Promise<R>, keyParts: string[], tags: string[]): () => Promise<R> {
  return async () => {
    const { unstable_cache } = await import('next/cache');
    return unstable_cache(fn, keyParts, { tags })();
  };
}

/**
 * True while Next renders a page for its page cache (ISR). Such a render must call the data
 * cache itself, never the memo: the data cache is what hands the page its tags and its
 * `revalidate`, so a memo hit would store a page that no admin write can revalidate.
 */
type WorkUnitStorage = { getStore(): { type: string } | undefined };
/** Loaded once: cachedQuery sits on the catalogue API's hot path. */
let workUnitStorage: Promise<WorkUnitStorage | null> | undefined;

async function renderingForPageCache(): Promise<boolean> {
  workUnitStorage ??= import('next/dist/server/app-render/work-unit-async-storage.external.js').then(
    (m) => m.workUnitAsyncStorage as WorkUnitStorage,
    // Another Next version without this module: pages then go through the memo, and only their
    // own `revalidate` bounds how long one stays stale (tests/e2e/static-catalogue.spec.ts fails).
    () => null,
  );
  return (await workUnitStorage)?.getStore()?.type.startsWith('prerender') ?? false;
}

export function cachedQuery<A extends unknown[], R>(
  fn: AsyncFn<A, R>,
  keyParts: string[],
  options: { tags: string[]; revalidate: number },
): AsyncFn<A, R> {
  const wrapped = new Map<string, AsyncFn<A, R>>();
  const fromDataCache = async (args: A): Promise<R> => {
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
  };
  return async (...args: A) => {
    if (!process.env.NEXT_RUNTIME) return fn(...args);
    if (await renderingForPageCache()) return fromDataCache(args);
    const key = `${keyParts.join('/')}:${JSON.stringify(args)}`;
    return remember(key, options.tags, () => fromDataCache(args));
  };
}

/**
 * Reads other instances' invalidations when a read is due (lib/cache-sync.ts). The page cache
 * handler (next-cache-handler.mjs) calls it through globalThis before every page-cache lookup,
 * so a cached page is never served past another instance's write by more than the sync interval.
 */
export function refreshCrossInstanceTags(now = Date.now()): Promise<void> | undefined {
  return crossInstance().maybeSync(now);
}

/** The key next-cache-handler.mjs finds refreshCrossInstanceTags under. */
export const REFRESH_TAGS_KEY = Symbol.for('maison-aurelle.cache.refresh-tags');

export function installCrossInstanceRefresh(): void {
  (globalThis as Record<symbol, unknown>)[REFRESH_TAGS_KEY] = refreshCrossInstanceTags;
}

/** Drops this process's memoised reads carrying any of `tags`. */
export function forgetTags(tags: string[]): void {
  for (const [key, entry] of memo) if (entry.tags.some((t) => tags.includes(t))) memo.delete(key);
}

/**
 * Marks Next's data-cache entries under these tags expired at `at`, as revalidateTag does, but
 * callable while rendering (revalidateTag is not): the tag manifest is the process's own map
 * that Next consults on every cached read. On another Next version without it, the memo alone
 * is dropped and entries age out by their `revalidate`.
 */
async function expireDataCacheTags(changed: Invalidation[]): Promise<void> {
  try {
    const { tagsManifest } = await import('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
    const now = performance.timeOrigin + performance.now();
    for (const { tag, at } of changed) {
      const entry = tagsManifest.get(tag) ?? {};
      const expired = Math.min(at, now);
      if ((entry.expired ?? -Infinity) < expired) tagsManifest.set(tag, { ...entry, expired });
    }
  } catch {
    // Memo-only fallback (see above).
  }
}

/**
 * A read already in flight when a write commits can finish afterwards and store what it read
 * before the write, newer than the expiry: so the tags are expired again shortly after, which
 * drops such a copy (and costs one reload of a fresh one).
 */
export const RE_EXPIRE_AFTER_MS = [500, 2_000] as const;

function expireAgainLater(tags: string[]): void {
  for (const delay of RE_EXPIRE_AFTER_MS) {
    const timer = setTimeout(() => {
      forgetTags(tags);
      void expireDataCacheTags(tags.map((tag) => ({ tag, at: Date.now() })));
    }, delay);
    timer.unref?.();
  }
}

type Sync = ReturnType<typeof createInvalidationSync> & { disabled?: boolean };
const syncHolder = ((globalThis as Record<string, unknown>).__storeCacheSync ??= {}) as { sync?: Sync };

/** This process's poller; a no-op on the embedded database, which only one process opens. */
function crossInstance(): Pick<Sync, 'maybeSync' | 'noteLocal'> {
  syncHolder.sync ??= createInvalidationSync({
    async read(since) {
      const { getDbHandle } = await import('./db/client');
      const handle = await getDbHandle();
      if (handle.kind !== 'pg') return { rows: [], now: Date.now() };
      return readInvalidations(handle.db, since);
    },
    async apply(changed) {
      const tags = changed.map((c) => c.tag);
      forgetTags(tags);
      await expireDataCacheTags(changed);
      expireAgainLater(tags);
    },
    onError(error) {
      log.warn('cache sync', String(error));
    },
  });
  return syncHolder.sync;
}

/** Marks tagged reads stale after a write: here at once (memo and data cache), elsewhere via the database. */
export async function invalidate(...tags: string[]): Promise<void> {
  forgetTags(tags);
  if (!process.env.NEXT_RUNTIME) return;
  const { revalidateTag } = await import('next/cache');
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  expireAgainLater(tags);
  try {
    const { getDbHandle } = await import('./db/client');
    const handle = await getDbHandle();
    if (handle.kind === 'pg') crossInstance().noteLocal(await recordInvalidations(handle.db, tags));
  } catch (error) {
    // The write itself succeeded; other instances then catch up by their entries' `revalidate`.
    log.warn('cache invalidate', String(error));
  }
}

/** For tests. */
export const __memo = { clear: () => memo.clear(), size: () => memo.size };
/** For tests: replace this process's cross-instance poller (undefined restores the real one). */
export const __crossInstance = {
  set(sync: Pick<Sync, 'maybeSync' | 'noteLocal'> | undefined) {
    syncHolder.sync = sync as Sync | undefined;
  },
};
