/*
 * The page cache of a self-hosted server (next.config.ts cacheHandler), Next's documented
 * interface for it: get, set, revalidateTag, resetRequestCache. Kept pages live in this
 * process's memory (bounded, least recently used go first); a page whose tags were invalidated
 * after it was rendered, here or on another instance (lib/cache-handler-tags.mjs, read at most
 * once a second before a lookup), is not served again: the next visit renders it. So an admin's
 * price change shows on the next visit to the instance that made it, and within about a second
 * on the others. Not used on Vercel, whose CDN keeps the pages and revalidates them by tag.
 *
 * Plain JavaScript: Next imports this file at run time, outside the bundles.
 */
import { tagRecord } from './cache-handler-tags.mjs';

/** At most this many kept pages and route answers per process. */
export const MAX_ENTRIES = 2_000;
/** And at most this many bytes of them (their HTML and RSC payloads). */
export const MAX_BYTES = 200 * 1024 * 1024;
/**
 * A render that began before a write and finished after it stores what it read before: a page
 * stored less than this long after an invalidation of its tags is rendered once more.
 */
export const RENDER_MARGIN_MS = 2_000;

const TAGS_HEADER = 'x-next-cache-tags';

/** The tags a stored value carries: a page's and a route answer's in its headers, a fetch's in the lookup. */
function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  const own = typeof header === 'string' ? header.split(',') : [];
  return [...own, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

function bytesOf(value) {
  let n = 0;
  for (const part of [value?.html, value?.rscData, value?.body, value?.data?.body]) {
    if (typeof part === 'string') n += part.length;
    else if (part?.byteLength) n += part.byteLength;
  }
  if (value?.segmentData instanceof Map) for (const seg of value.segmentData.values()) n += seg?.byteLength ?? 0;
  return n;
}

/** The store, shared by every instance of the handler Next makes in this process (one per request). */
function createStore({ maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES } = {}) {
  /** @type {Map<string, { value: unknown, lastModified: number, tags: string[], bytes: number }>} */
  const entries = new Map();
  let bytes = 0;
  const remove = (key) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.bytes;
  };
  return {
    entries,
    remove,
    put(key, entry) {
      remove(key);
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
  };
}

const STORE_KEY = Symbol.for('maison-aurelle.page-cache');

export default class StorePageCache {
  constructor(options = {}) {
    this.store = options.store ?? (globalThis[STORE_KEY] ??= createStore());
    this.now = options.now ?? (() => Date.now());
    this.tags = options.tags ?? tagRecord();
  }

  async get(key, ctx) {
    await this.tags.refresh();
    const hit = this.store.entries.get(key);
    if (!hit) return null;
    const tags = [...hit.tags, ...tagsOf(undefined, ctx)];
    if (this.tags.invalidatedSince(tags, hit.lastModified - RENDER_MARGIN_MS, this.now())) {
      this.store.remove(key);
      return null;
    }
    // Least recently used first: a read moves the entry to the end.
    this.store.entries.delete(key);
    this.store.entries.set(key, hit);
    return { lastModified: hit.lastModified, value: hit.value };
  }

  async set(key, data, ctx) {
    if (!data) {
      this.store.remove(key);
      return;
    }
    // A made-up product address renders "not found": keeping a page per guess would let anyone
    // fill the memory. Such a request is rendered each time instead (it reads no database).
    if (data.kind === 'APP_PAGE' && data.status === 404) return;
    this.store.put(key, { value: data, lastModified: this.now(), tags: tagsOf(data, ctx), bytes: bytesOf(data) });
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    this.tags.expire(list, this.now() + (durations?.expire ?? 0) * 1000);
  }

  resetRequestCache() {}
}

export { createStore };
