/*
 * When each cache tag was last invalidated, as this process knows it: the one record both cache
 * handlers Next loads on a self-hosted server consult (lib/use-cache-handler.mjs for `'use cache'`
 * entries, lib/page-cache-handler.mjs for kept pages). A write on this instance lands here through
 * Next's revalidateTag (the handlers' updateTags / revalidateTag); another instance's write lands
 * here from the cache_invalidations log, read at most once a second before a lookup
 * (lib/cache-sync.ts, through the functions lib/cache.ts installs from instrumentation.ts).
 *
 * Plain JavaScript on globalThis: Next imports the handlers at run time, outside the bundles,
 * while the store's code that reads and writes the log lives in the bundles.
 */

const KEY = Symbol.for('maison-aurelle.cache.tags');

/**
 * @typedef {{ tag: string, at: number }} Invalidation
 * @typedef {{
 *   expired: Map<string, number>,
 *   sync?: () => Promise<void> | undefined,
 *   record?: (tags: string[]) => Promise<void>,
 * }} SharedTags
 */

/** @returns {SharedTags} */
function sharedTags() {
  return (globalThis[KEY] ??= { expired: new Map() });
}

/**
 * The operations the handlers use, over one record: this process's (the default), or one a
 * test makes per simulated instance.
 * @param {SharedTags} [shared]
 */
export function tagRecord(shared = sharedTags()) {
  return {
    /** Marks `tags` invalidated at `at` (epoch milliseconds); an earlier mark never replaces a later one. */
    expire(tags, at) {
      for (const tag of tags) if ((shared.expired.get(tag) ?? -Infinity) < at) shared.expired.set(tag, at);
    },

    /** The latest invalidation of any of `tags`, 0 when none was ever invalidated. */
    latest(tags) {
      let latest = 0;
      for (const tag of tags) latest = Math.max(latest, shared.expired.get(tag) ?? 0);
      return latest;
    },

    /**
     * True when one of `tags` was invalidated after `since` (and that moment has come: an
     * invalidation may be scheduled for later, `revalidateTag(tag, { expire })`).
     */
    invalidatedSince(tags, since, now = Date.now()) {
      for (const tag of tags) {
        const at = shared.expired.get(tag);
        if (at !== undefined && at > since && at <= now) return true;
      }
      return false;
    },

    /** Another instance's invalidations, when a read of them is due (else at once). */
    async refresh() {
      const pending = shared.sync?.();
      // The sync logs a failed read itself (lib/cache.ts); lookups then go on with what is known.
      if (pending) await pending;
    },

    /** Tells other instances, through the log, that `tags` were invalidated here. */
    async record(tags) {
      if (shared.record) await shared.record(tags);
    },
  };
}
