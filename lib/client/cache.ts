/*
 * The browser's one cache for what a page shows per visitor (who is signed in, the bag and
 * wishlist counts, the bag): a store per resource, kept in the module, so every island that reads
 * it shares one copy and one request. A resource is fetched by its first reader, once per page
 * load; a reader arriving while that request is in flight joins it. It is asked again when the tab
 * comes back into view, when a mutation here settles, and when another tab says it changed
 * something (BroadcastChannel). A mutation writes its expected result at once and puts the old
 * value back if the request fails.
 *
 * One rule keeps answers in order: an answer is applied only if nothing was written, invalidated
 * or optimistically changed since its request started; anything newer wins.
 *
 * Free of React (components/layout/use-resource.ts reads a resource with useSyncExternalStore)
 * and of the window (the page's events come in through CacheEnv), so it is unit-tested as is.
 */

type Status = 'idle' | 'loading' | 'ready' | 'error';

export interface Snapshot<T> {
  /** idle: nobody asked yet; loading: the first answer is awaited; error: the first load failed; ready: `data` holds a value. */
  readonly status: Status;
  /** The last answer or write; kept through a failed refresh. */
  readonly data: T | undefined;
}

/** What the cache needs from the page: created on the first subscription, never on the server. */
export interface CacheEnv {
  now(): number;
  /** Whether the page is on screen: a hidden tab waits for its return instead of asking. */
  visible(): boolean;
  /** Calls back each time the page comes back into view or gets focus. */
  onReturn(callback: () => void): void;
  /** The same site's other tabs, where the browser has a channel to them. */
  channel?: {
    post(keys: string[]): void;
    listen(callback: (keys: string[]) => void): void;
  };
}

export interface ResourceOptions<T> {
  key: string;
  fetch: () => Promise<T>;
  /**
   * Whether a value this old needs no new request when the page comes back (default: never; a
   * resource cheap to ask, like a count, is asked on every return).
   */
  fresh?: (data: T | undefined, ageMs: number) => boolean;
  /** After each change of the value (a new answer or write), with the one it replaced. */
  onChange?: (data: T | undefined, previous: T | undefined) => void;
}

/** An optimistic change: `done` once the request succeeded (with the server's value if it sent one), `undo` if it failed. */
export interface Change<T> {
  done(value?: T): void;
  undo(): void;
}

export interface Resource<T> {
  readonly key: string;
  get(): Snapshot<T>;
  /** The snapshot while rendering on the server: always idle. */
  getServerSnapshot(): Snapshot<T>;
  /** useSyncExternalStore's contract; the first listener loads the resource if it has no current value. */
  subscribe(listener: () => void): () => void;
  /** Asks the server; joins the request in flight unless something changed since it started. */
  refresh(): Promise<void>;
  /** The server's value has changed: answers in flight are old news; ask again now if anyone is watching, else on the next subscription. */
  invalidate(): void;
  /** The server's value, from a mutation's answer. */
  set(value: T): void;
  /** Shows `update`'s value at once, until the request settles. */
  change(update: (data: T | undefined) => T): Change<T>;
}

const IDLE: Snapshot<never> = { status: 'idle', data: undefined };

export function createCache(makeEnv: () => CacheEnv | null) {
  const resources = new Map<string, { revalidate(): void; invalidate(): void }>();
  let env: CacheEnv | null | undefined;

  function start(): CacheEnv | null {
    if (env !== undefined) return env;
    env = makeEnv();
    env?.onReturn(() => {
      for (const r of resources.values()) r.revalidate();
    });
    env?.channel?.listen((keys) => {
      for (const key of keys) resources.get(key)?.invalidate();
    });
    return env;
  }

  const now = () => start()?.now() ?? 0;

  function resource<T>({ key, fetch, fresh = () => false, onChange }: ResourceOptions<T>): Resource<T> {
    let snapshot: Snapshot<T> = IDLE;
    const listeners = new Set<() => void>();
    // Bumped by every write, invalidation and optimistic change: an answer to a request started
    // before the latest bump is older than what is known.
    let generation = 0;
    let inflight: { generation: number; promise: Promise<void> } | null = null;
    let fetchedAt = -Infinity;
    // Invalidated while nobody watched or the tab was hidden: ask on the next chance.
    let stale = false;
    // Optimistic changes waiting for their requests; `overlapped` when two were out at once, so no
    // one reply can be trusted as the whole truth.
    let pending = 0;
    let overlapped = false;

    const write = (next: Snapshot<T>) => {
      const previous = snapshot.data;
      snapshot = next;
      for (const listener of [...listeners]) listener();
      if (next.data !== previous) onChange?.(next.data, previous);
    };

    const watched = () => listeners.size > 0 && (env?.visible() ?? false);

    function refresh(): Promise<void> {
      // A change on its way settles with the server's value or a request of its own.
      if (pending > 0) return Promise.resolve();
      if (inflight && inflight.generation === generation) return inflight.promise;
      const started = generation;
      stale = false;
      if (snapshot.status === 'idle' || snapshot.status === 'error') write({ status: 'loading', data: snapshot.data });
      let request: Promise<T>;
      try {
        request = fetch();
      } catch (err) {
        request = Promise.reject(err);
      }
      const promise = request.then(
        (data) => {
          if (generation !== started || pending > 0) return;
          fetchedAt = now();
          write({ status: 'ready', data });
        },
        () => {
          // A failed refresh keeps the value on screen; only a first load shows the failure.
          if (generation === started && snapshot.status === 'loading') write({ status: 'error', data: undefined });
        },
      );
      const entry = {
        generation: started,
        promise: promise.finally(() => {
          if (inflight === entry) inflight = null;
        }),
      };
      inflight = entry;
      return entry.promise;
    }

    function invalidate() {
      generation++;
      stale = true;
      // In a microtask: the invalidations of one change (a sign-out touches several) make one request.
      queueMicrotask(() => {
        if (stale && watched()) void refresh();
      });
    }

    function set(value: T) {
      generation++;
      stale = false;
      fetchedAt = now();
      write({ status: 'ready', data: value });
    }

    function settle(value: T | undefined, ok: boolean) {
      pending--;
      if (pending > 0) {
        if (!ok) overlapped = true;
        return;
      }
      const trusted = ok && !overlapped && value !== undefined;
      overlapped = false;
      if (trusted) set(value);
      else invalidate();
    }

    function change(update: (data: T | undefined) => T): Change<T> {
      if (pending > 0) overlapped = true;
      pending++;
      generation++;
      const before = snapshot;
      const mine: Snapshot<T> = { status: 'ready', data: update(snapshot.data) };
      write(mine);
      let settled = false;
      return {
        done(value) {
          if (settled) return;
          settled = true;
          settle(value, true);
        },
        undo() {
          if (settled) return;
          settled = true;
          // Put back what was there, unless something newer has been written over it since.
          if (snapshot === mine) write(before);
          settle(undefined, false);
        },
      };
    }

    function revalidate() {
      if (stale || !fresh(snapshot.data, now() - fetchedAt)) {
        if (listeners.size > 0) void refresh();
        else if (snapshot.status !== 'idle') stale = true;
      }
    }

    function subscribe(listener: () => void) {
      start();
      listeners.add(listener);
      if (snapshot.status === 'idle' || snapshot.status === 'error' || stale) void refresh();
      return () => {
        listeners.delete(listener);
      };
    }

    resources.set(key, { revalidate, invalidate });
    return {
      key,
      get: () => snapshot,
      getServerSnapshot: () => IDLE,
      subscribe,
      refresh,
      invalidate,
      set,
      change,
    };
  }

  return {
    resource,
    /** Tells the other tabs that these resources changed here (they ask their server again). */
    announce(keys: string[]) {
      start()?.channel?.post(keys);
    },
  };
}
