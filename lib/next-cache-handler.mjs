/*
 * The page and data cache of a self-hosted cluster (several `next start` behind a proxy): Next's
 * own file-system cache, plus one step before every lookup: read the invalidations other
 * instances recorded (lib/cache-sync.ts, at most once a second, one indexed query). Those land
 * in Next's tag manifest, which the file-system cache checks each entry's tags against, so a
 * cached product page is re-rendered here within about a second of a price change made on
 * another instance. Next calls this the `refreshTags` step of a cache handler.
 *
 * Plain JavaScript: Next imports this file at run time, outside the bundles. The store's code
 * registers the refresh function on globalThis from instrumentation.ts (installCrossInstanceRefresh
 * in lib/cache.ts). Not used on Vercel, whose cache is shared and revalidated by tag itself.
 */
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const REFRESH_TAGS_KEY = Symbol.for('maison-aurelle.cache.refresh-tags');

export default class StoreCacheHandler extends FileSystemCache {
  async get(...args) {
    const refresh = globalThis[REFRESH_TAGS_KEY];
    const pending = typeof refresh === 'function' ? refresh() : undefined;
    // A failed read is logged by the sync itself; the lookup then goes on with what is known.
    if (pending) await pending.catch(() => undefined);
    return super.get(...args);
  }

  async set(key, data, ctx) {
    // A made-up product address renders "not found": keeping a page per guess would let anyone
    // fill the disk. Such a request is rendered each time instead (one indexed read).
    if (data?.kind === 'APP_PAGE' && data.status === 404) return;
    return super.set(key, data, ctx);
  }
}
