/**
 * Cached reads of shared data (the catalogue, reviews, public offers, the store's settings).
 * Inside Next.js these are `'use cache'` functions (Cache Components): each calls `cacheFor()`
 * with its tags and life, and `invalidate()` expires the tags after a write. In plain Node
 * (tests, scripts) the directive means nothing and `cacheFor()` does nothing: reads go straight
 * to the database.
 *
 * `next build` has no database (docs/decisions.md, "The build needs no database"): every cached
 * read of the database first awaits `readAtRequestTime()`, which during the build defers the
 * read (and the part of the page around it, inside its <Suspense>) to request time. At run time
 * it costs nothing, so a page regenerated at run time keeps its catalogue in the static page.
 *
 * The catalogue API also keeps a small in-process memo with a short life (`remember`): a
 * cached read costs a lookup and a deserialisation per call, which caps the filtered listing API
 * below its budget. `invalidate()` clears the memo here at once and expires the tags through
 * Next; on a self-hosted cluster the cache handlers (lib/use-cache-handler.mjs,
 * lib/page-cache-handler.mjs) record them in the database, and every instance reads that record
 * before its next cached read (at most once per CROSS_INSTANCE_SYNC_MS, lib/cache-sync.ts) and
 * drops its copies, so an admin write shows on every instance within about a second.
 */
import { cacheLife, cacheTag, revalidateTag } from 'next/cache';
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
 * generateStaticParams of a page per slug (a perfume, a house). Next renders the pages it names at
 * build time, and with Cache Components it must name one. The build has no database: this slug
 * names nothing, so the build keeps a 404 for it and every real page is rendered on its first visit.
 */
export function buildPlaceholderParams(): { slug: string }[] {
  return [{ slug: 'rendered-on-first-visit' }];
}

/** True while `next build` prerenders: there is no database then. */
export function building(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/**
 * Awaited before every cached read of the database, outside its `'use cache'` function. During
 * `next build` it waits for a request (Next's `connection()`), so the build renders the
 * surrounding <Suspense> boundary's fallback instead of reading a database it does not have, and
 * never bakes one database's rows into a page that many servers serve. At run time, including
 * when Next regenerates a page in the background, it returns at once.
 */
export async function readAtRequestTime(): Promise<void> {
  if (!building()) return;
  const { connection } = await import('next/server');
  await connection();
}

/** A day: an entry is never served older than this, whatever its tags (the CDN's bound too, next.config.ts expireTime). */
const EXPIRE_SECONDS = 60 * 60 * 24;
/**
 * How long a browser's router may reuse a page without asking (Next's default). Not less: Next
 * leaves an entry kept less than 5 minutes out of the prerendered page, and one under 30 s out
 * of every prerender, which would make every page wait for the request.
 */
const STALE_SECONDS = 300;

/**
 * Called first inside a `'use cache'` function: the entry carries `tags` (what `invalidate()`
 * expires) and is read again after `revalidate` seconds. Outside Next.js nothing.
 */
export function cacheFor(tags: readonly string[], revalidate: number): void {
  if (!process.env.NEXT_RUNTIME) return;
  if (tags.length) cacheTag(...tags);
  cacheLife({ stale: STALE_SECONDS, revalidate, expire: Math.max(revalidate, EXPIRE_SECONDS) });
}

/**
 * For what `next build` renders with defaults instead of the database (the store's details on
 * the static pages): kept one second, so the first visit after a deployment has the page
 * rendered again, from the database, in the background.
 */
export function cacheForBuildDefaults(tags: readonly string[]): void {
  if (!process.env.NEXT_RUNTIME) return;
  if (tags.length) cacheTag(...tags);
  cacheLife({ stale: STALE_SECONDS, revalidate: 1, expire: EXPIRE_SECONDS });
}

/**
 * The clock a kept page is rendered with (an offer's end, a perfume ceasing to be new, the
 * years in the figures), kept five minutes like the page: Next refuses a bare `new Date()` in a
 * page it keeps, since the page would show that moment for as long as it is kept. A page that
 * reads it is rendered again within five minutes, so the time it shows is never older. For a
 * request's own decisions (an order, a coupon's redemption) use `new Date()`.
 */
export async function pageClock(): Promise<Date> {
  'use cache';
  cacheFor([], 300);
  return new Date();
}

/** Drops this process's memoised reads carrying any of `tags`. */
export function forgetTags(tags: string[]): void {
  for (const [key, entry] of memo) if (entry.tags.some((t) => tags.includes(t))) memo.delete(key);
}

/*
 * The record both cache handlers of a self-hosted server consult (lib/cache-handler-tags.mjs,
 * plain JavaScript loaded by Next outside the bundles): when each tag was last invalidated, and
 * the two functions through which they reach the cache_invalidations log. Its shape is that
 * file's SharedTags; the key is the same symbol.
 */
interface SharedTags {
  expired: Map<string, number>;
  sync?: () => Promise<void> | undefined;
  record?: (tags: string[]) => Promise<void>;
}
const TAGS_KEY = Symbol.for('maison-aurelle.cache.tags');

function sharedTags(): SharedTags {
  return ((globalThis as Record<symbol, unknown>)[TAGS_KEY] ??= { expired: new Map() }) as SharedTags;
}

function expireShared(changed: Invalidation[]): void {
  const { expired } = sharedTags();
  for (const { tag, at } of changed) if ((expired.get(tag) ?? -Infinity) < at) expired.set(tag, at);
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
    apply(changed) {
      forgetTags(changed.map((c) => c.tag));
      expireShared(changed);
    },
    onError(error) {
      log.warn('cache sync', String(error));
    },
  });
  return syncHolder.sync;
}

/**
 * Records that this instance invalidated `tags`, for the others (the cache handlers' updateTags
 * calls it, lib/use-cache-handler.mjs); a no-op on the embedded database, which one process opens.
 */
async function recordForOtherInstances(tags: string[]): Promise<void> {
  try {
    const { getDbHandle } = await import('./db/client');
    const handle = await getDbHandle();
    if (handle.kind === 'pg') crossInstance().noteLocal(await recordInvalidations(handle.db, tags));
  } catch (error) {
    // The write itself succeeded; other instances then catch up by their entries' life.
    log.warn('cache invalidate', String(error));
  }
}

/**
 * Connects this process's cache handlers (next.config.ts: lib/use-cache-handler.mjs,
 * lib/page-cache-handler.mjs) to the cache_invalidations log; called from instrumentation.ts.
 */
export function installCrossInstanceRefresh(): void {
  const shared = sharedTags();
  shared.sync = () => crossInstance().maybeSync();
  shared.record = recordForOtherInstances;
}

/**
 * Marks tagged reads stale after a write: the memo here at once, Next's caches through
 * revalidateTag (its cache handlers expire the tags here and, self-hosted, record them for the
 * other instances).
 */
export async function invalidate(...tags: string[]): Promise<void> {
  forgetTags(tags);
  if (!process.env.NEXT_RUNTIME) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** For tests. */
export const __memo = { clear: () => memo.clear(), size: () => memo.size };
/** For tests: replace this process's cross-instance poller (undefined restores the real one). */
export const __crossInstance = {
  set(sync: Pick<Sync, 'maybeSync' | 'noteLocal'> | undefined) {
    syncHolder.sync = sync as Sync | undefined;
  },
};
