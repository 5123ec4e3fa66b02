import { describe, expect, it, vi } from 'vitest';
import { createCache, type CacheEnv, type Resource } from '@/lib/client/cache';

/** A page the test drives: its clock, whether it is on screen, its returns and its other tabs. */
function fakePage() {
  let onReturn: () => void = () => {};
  let fromOtherTab: (keys: string[]) => void = () => {};
  const page = {
    time: 0,
    shown: true,
    posted: [] as string[][],
    comeBack() {
      page.shown = true;
      onReturn();
    },
    otherTabSays(keys: string[]) {
      fromOtherTab(keys);
    },
  };
  const env: CacheEnv = {
    now: () => page.time,
    visible: () => page.shown,
    onReturn: (callback) => void (onReturn = callback),
    channel: { post: (keys) => void page.posted.push(keys), listen: (callback) => void (fromOtherTab = callback) },
  };
  return { page, cache: createCache(() => env) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A server the test answers by hand: each request waits until the test settles it. */
function handServer<T>() {
  const requests: ReturnType<typeof deferred<T>>[] = [];
  const fetch = vi.fn(() => {
    const d = deferred<T>();
    requests.push(d);
    return d.promise;
  });
  return { fetch, requests, last: () => requests.at(-1)! };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

function watch<T>(resource: Resource<T>) {
  const seen: unknown[] = [];
  const stop = resource.subscribe(() => seen.push(resource.get().data));
  return { seen, stop };
}

describe('client cache: loading', () => {
  it('is idle, with no request, until someone reads it (and on the server)', () => {
    const { cache } = fakePage();
    const server = handServer<number>();
    const count = cache.resource({ key: 'count', fetch: server.fetch });
    expect(count.get()).toEqual({ status: 'idle', data: undefined });
    expect(count.getServerSnapshot()).toEqual({ status: 'idle', data: undefined });
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('loads once for every reader of the page: the first asks, the others share the answer', async () => {
    const { cache } = fakePage();
    const server = handServer<number>();
    const count = cache.resource({ key: 'count', fetch: server.fetch });
    const a = watch(count);
    const b = watch(count);
    expect(count.get().status).toBe('loading');
    server.last().resolve(3);
    await flush();
    expect(count.get()).toEqual({ status: 'ready', data: 3 });
    expect(a.seen.at(-1)).toBe(3);
    expect(b.seen.at(-1)).toBe(3);
    // A reader arriving later reads what is known: no request.
    watch(count);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('joins the request in flight instead of sending a second one', async () => {
    const { cache } = fakePage();
    const server = handServer<number>();
    const count = cache.resource({ key: 'count', fetch: server.fetch });
    watch(count);
    const again = count.refresh();
    void count.refresh();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    server.last().resolve(2);
    await again;
    expect(count.get().data).toBe(2);
  });

  it('a failed first load is an error; a failed refresh keeps the value on screen', async () => {
    const { cache } = fakePage();
    const server = handServer<number>();
    const count = cache.resource({ key: 'count', fetch: server.fetch });
    watch(count);
    server.last().reject(new Error('offline'));
    await flush();
    expect(count.get()).toEqual({ status: 'error', data: undefined });
    // Retried: loading again, then the answer.
    void count.refresh();
    expect(count.get().status).toBe('loading');
    server.last().resolve(4);
    await flush();
    void count.refresh();
    server.last().reject(new Error('offline'));
    await flush();
    expect(count.get()).toEqual({ status: 'ready', data: 4 });
  });

  it('a fetch that throws at once counts as a failed request', async () => {
    const { cache } = fakePage();
    const count = cache.resource<number>({
      key: 'count',
      fetch: () => {
        throw new Error('no');
      },
    });
    watch(count);
    await flush();
    expect(count.get().status).toBe('error');
  });

  it('stops telling a reader who left', async () => {
    const { cache } = fakePage();
    const server = handServer<number>();
    const count = cache.resource({ key: 'count', fetch: server.fetch });
    const { seen, stop } = watch(count);
    stop();
    const before = seen.length;
    server.last().resolve(1);
    await flush();
    expect(seen).toHaveLength(before);
  });
});

describe('client cache: newer news wins', () => {
  it('after an invalidation the answer to the older request is dropped, whichever arrives first', async () => {
    const { cache } = fakePage();
    const server = handServer<number>();
    const count = cache.resource({ key: 'count', fetch: server.fetch });
    watch(count);
    const [first] = server.requests;
    count.invalidate();
    await flush();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    server.requests[1]!.resolve(2);
    await flush();
    first!.resolve(1);
    await flush();
    expect(count.get().data).toBe(2);
  });

  it('a write (a mutation\'s answer) wins over a request that started before it', async () => {
    const { cache } = fakePage();
    const server = handServer<number>();
    const count = cache.resource({ key: 'count', fetch: server.fetch });
    watch(count);
    count.set(5);
    server.last().resolve(1);
    await flush();
    expect(count.get()).toEqual({ status: 'ready', data: 5 });
  });

  it('several invalidations in one go make one request', async () => {
    const { cache } = fakePage();
    const server = handServer<number>();
    const count = cache.resource({ key: 'count', fetch: server.fetch });
    watch(count);
    server.last().resolve(1);
    await flush();
    count.invalidate();
    count.invalidate();
    count.invalidate();
    await flush();
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('client cache: optimistic changes', () => {
  it('shows the change at once and takes the server\'s value when the request succeeds', async () => {
    const { cache } = fakePage();
    const server = handServer<number>();
    const count = cache.resource({ key: 'count', fetch: server.fetch });
    const { seen } = watch(count);
    server.last().resolve(2);
    await flush();
    const change = count.change((n) => (n ?? 0) + 1);
    expect(count.get()).toEqual({ status: 'ready', data: 3 });
    expect(seen.at(-1)).toBe(3);
    change.done(4);
    expect(count.get().data).toBe(4);
    await flush();
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('without a value from the server, asks for it once the request succeeded', async () => {
    const { cache } = fakePage();
    const server = handServer<number>();
    const count = cache.resource({ key: 'count', fetch: server.fetch });
    watch(count);
    server.last().resolve(2);
    await flush();
    count.change((n) => (n ?? 0) + 1).done();
    await flush();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    server.last().resolve(3);
    await flush();
    expect(count.get().data).toBe(3);
  });

  it('puts the old value back when the request fails, then checks with the server', async () => {
    const { cache } = fakePage();
    const server = handServer<number>();
    const count = cache.resource({ key: 'count', fetch: server.fetch });
    const { seen } = watch(count);
    server.last().resolve(2);
    await flush();
    const change = count.change((n) => (n ?? 0) + 1);
    change.undo();
    expect(seen.slice(-2)).toEqual([3, 2]);
    expect(count.get()).toEqual({ status: 'ready', data: 2 });
    await flush();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    // Settling twice changes nothing.
    change.done(9);
    change.undo();
    expect(count.get().data).toBe(2);
  });

  it('an answer that left while a change was on its way is older news: dropped', async () => {
    const { cache } = fakePage();
    const server = handServer<number>();
    const count = cache.resource({ key: 'count', fetch: server.fetch });
    watch(count);
    server.last().resolve(2);
    await flush();
    void count.refresh();
    const change = count.change((n) => (n ?? 0) + 1);
    // No request starts while the change is out: its settling brings the server's value.
    void count.refresh();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    server.last().resolve(2);
    await flush();
    expect(count.get().data).toBe(3);
    change.done(3);
    expect(count.get().data).toBe(3);
  });

  it('a failed change does not undo a newer one: both are settled by asking the server', async () => {
    const { cache } = fakePage();
    const server = handServer<ReadonlySet<string>>();
    const ids = cache.resource({ key: 'wishlist', fetch: server.fetch });
    watch(ids);
    server.last().resolve(new Set());
    await flush();
    const first = ids.change((s) => new Set([...(s ?? []), 'a']));
    const second = ids.change((s) => new Set([...(s ?? []), 'b']));
    first.undo();
    // 'b' is still shown: the first's old value was written over.
    expect([...ids.get().data!]).toEqual(['a', 'b']);
    second.done(new Set(['b']));
    // Two were out at once: no one reply is the whole truth, so the server is asked.
    await flush();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    server.last().resolve(new Set(['b']));
    await flush();
    expect([...ids.get().data!]).toEqual(['b']);
  });

  it('a change before the first answer shows at once; the late first answer does not undo it', async () => {
    const { cache } = fakePage();
    const server = handServer<number>();
    const count = cache.resource({ key: 'count', fetch: server.fetch });
    watch(count);
    const change = count.change((n) => (n ?? 0) + 1);
    server.requests[0]!.resolve(5);
    await flush();
    expect(count.get()).toEqual({ status: 'ready', data: 1 });
    change.done();
    await flush();
    server.last().resolve(6);
    await flush();
    expect(count.get().data).toBe(6);
  });
});

describe('client cache: other tabs and the page coming back', () => {
  it('announces changes to the other tabs', () => {
    const { page, cache } = fakePage();
    cache.announce(['bag', 'cartCount']);
    expect(page.posted).toEqual([['bag', 'cartCount']]);
  });

  it('asks again for what another tab changed, only the resources it names', async () => {
    const { page, cache } = fakePage();
    const counts = handServer<number>();
    const bagServer = handServer<string>();
    const count = cache.resource({ key: 'cartCount', fetch: counts.fetch });
    const bag = cache.resource({ key: 'bag', fetch: bagServer.fetch });
    watch(count);
    watch(bag);
    counts.last().resolve(1);
    bagServer.last().resolve('one bottle');
    await flush();
    page.otherTabSays(['cartCount', 'unknown']);
    await flush();
    expect(counts.fetch).toHaveBeenCalledTimes(2);
    expect(bagServer.fetch).toHaveBeenCalledTimes(1);
    counts.last().resolve(2);
    await flush();
    expect(count.get().data).toBe(2);
  });

  it('a hidden tab waits for its return to ask; nobody watching: the next reader asks', async () => {
    const { page, cache } = fakePage();
    const counts = handServer<number>();
    const bagServer = handServer<string>();
    const count = cache.resource({ key: 'cartCount', fetch: counts.fetch });
    const bag = cache.resource({ key: 'bag', fetch: bagServer.fetch });
    watch(count);
    const bagReader = watch(bag);
    counts.last().resolve(1);
    bagServer.last().resolve('one bottle');
    await flush();
    bagReader.stop();

    page.shown = false;
    page.otherTabSays(['cartCount', 'bag']);
    await flush();
    expect(counts.fetch).toHaveBeenCalledTimes(1);
    page.comeBack();
    expect(counts.fetch).toHaveBeenCalledTimes(2);
    expect(bagServer.fetch).toHaveBeenCalledTimes(1);
    watch(bag);
    expect(bagServer.fetch).toHaveBeenCalledTimes(2);
    // The old bag stays on screen while it is read again.
    expect(bag.get()).toEqual({ status: 'ready', data: 'one bottle' });
  });

  it('the page coming back asks again for what its readers show, unless that is still fresh', async () => {
    const { page, cache } = fakePage();
    const counts = handServer<number>();
    const sessions = handServer<string | null>();
    const count = cache.resource({ key: 'cartCount', fetch: counts.fetch });
    const session = cache.resource({ key: 'session', fetch: sessions.fetch, fresh: (_user, age) => age < 30_000 });
    watch(count);
    watch(session);
    counts.last().resolve(1);
    sessions.last().resolve('asha');
    await flush();

    page.time = 10_000;
    page.comeBack();
    expect(counts.fetch).toHaveBeenCalledTimes(2);
    expect(sessions.fetch).toHaveBeenCalledTimes(1);
    counts.last().resolve(1);
    await flush();

    page.time = 40_000;
    page.comeBack();
    expect(sessions.fetch).toHaveBeenCalledTimes(2);
  });

  it('a resource loaded earlier and read by nobody now is asked for by its next reader after a return', async () => {
    const { page, cache } = fakePage();
    const server = handServer<string>();
    const bag = cache.resource({ key: 'bag', fetch: server.fetch });
    const reader = watch(bag);
    server.last().resolve('one bottle');
    await flush();
    reader.stop();
    page.comeBack();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    watch(bag);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('reports each change of value with the one it replaced', async () => {
    const { cache } = fakePage();
    const server = handServer<string | null>();
    const onChange = vi.fn();
    const session = cache.resource({ key: 'session', fetch: server.fetch, onChange });
    watch(session);
    server.last().resolve(null);
    await flush();
    session.set('asha');
    expect(onChange.mock.calls).toEqual([
      [null, undefined],
      ['asha', null],
    ]);
  });
});
