/*
 * The `'use cache'` handler of a self-hosted server (next.config.ts cacheHandlers.default), the
 * documented interface: get, set, refreshTags, getExpiration, updateTags. Entries are kept in
 * this process's memory (bounded, least recently used go first), as Next's own default handler
 * keeps them; what it adds is the cluster: refreshTags reads the invalidations other instances
 * recorded (at most once a second, lib/cache-sync.ts), and updateTags records this instance's in
 * the same log, so an admin's change made through one instance reaches every instance within
 * about a second. Not used on Vercel, whose cache is shared and revalidated by tag itself.
 */
import { tagRecord } from './cache-handler-tags.mjs';

/** Bytes of serialised entries kept (Next's default cacheMaxMemorySize is 50 MB too). */
export const MAX_BYTES = 50 * 1024 * 1024;

/**
 * An entry as Next hands it over, without its value stream (Next's documented CacheEntry).
 * @typedef {{ tags: string[], stale: number, timestamp: number, expire: number, revalidate: number }} EntryMeta
 */

/** A handler over its own store, so a test can make several (one per instance). */
export function createUseCacheHandler({ maxBytes = MAX_BYTES, now = () => Date.now(), tags = tagRecord(), warn = (...a) => console.warn(...a) } = {}) {
  /** @type {Map<string, { meta: EntryMeta, bytes: Uint8Array }>} */
  const entries = new Map();
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();
  let size = 0;

  function remove(key) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    size -= old.bytes.byteLength + key.length;
  }

  return {
    async get(cacheKey, softTags) {
      const pending = pendingSets.get(cacheKey);
      if (pending) await pending;
      const hit = entries.get(cacheKey);
      if (!hit) return undefined;
      const { meta, bytes } = hit;
      // Like Next's in-memory handler: past its revalidate time an entry is read again rather
      // than served stale (an entry this process may drop any moment is not worth warming).
      if (now() > meta.timestamp + meta.revalidate * 1000) {
        remove(cacheKey);
        return undefined;
      }
      if (tags.invalidatedSince(meta.tags, meta.timestamp, now()) || tags.invalidatedSince(softTags ?? [], meta.timestamp, now())) {
        remove(cacheKey);
        return undefined;
      }
      // Least recently used first: a read moves the entry to the end.
      entries.delete(cacheKey);
      entries.set(cacheKey, hit);
      return {
        ...meta,
        value: new ReadableStream({
          start(controller) {
            controller.enqueue(bytes.slice());
            controller.close();
          },
        }),
      };
    },

    async set(cacheKey, pendingEntry) {
      let done = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)));
      try {
        const entry = await pendingEntry;
        // `expire: 0` is a per-request entry Next never serves back from a handler.
        if (entry.expire === 0) return;
        const bytes = new Uint8Array(await new Response(entry.value).arrayBuffer());
        const meta = { tags: entry.tags, stale: entry.stale, timestamp: entry.timestamp, expire: entry.expire, revalidate: entry.revalidate };
        remove(cacheKey);
        if (bytes.byteLength + cacheKey.length > maxBytes) return;
        entries.set(cacheKey, { meta, bytes });
        size += bytes.byteLength + cacheKey.length;
        for (const oldest of entries.keys()) {
          if (size <= maxBytes) break;
          remove(oldest);
        }
      } catch (error) {
        // A failed render is not kept; the next read renders again.
        warn('[store] use-cache handler: entry not kept', cacheKey, String(error));
      } finally {
        pendingSets.delete(cacheKey);
        done();
      }
    },

    async refreshTags() {
      await tags.refresh();
    },

    async getExpiration(list) {
      return tags.latest(list);
    },

    async updateTags(list, durations) {
      tags.expire(list, now() + (durations?.expire ?? 0) * 1000);
      await tags.record(list);
    },

    /** For tests. */
    get size() {
      return entries.size;
    },
  };
}

export default createUseCacheHandler();
