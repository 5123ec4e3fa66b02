import { describe, expect, it } from 'vitest';
import { createInvalidationSync, readInvalidations, recordInvalidations } from '@/lib/cache-sync';
import { tagRecord } from '@/lib/cache-handler-tags.mjs';
import StorePageCache, { createStore } from '@/lib/page-cache-handler.mjs';
import { createUseCacheHandler } from '@/lib/use-cache-handler.mjs';
import { useTestDatabase } from '../helpers/db';

/*
 * The self-hosted cache handlers (next.config.ts) against the database the cluster shares: two
 * instances, each with its own entries and its own record of invalidated tags, wired to the
 * cache_invalidations log the way instrumentation.ts wires a server (lib/cache.ts
 * installCrossInstanceRefresh). A write through one instance expires the entries of both.
 */

const db = useTestDatabase();

function instance(now: () => number = () => Date.now()) {
  const expired = new Map<string, number>();
  const sync = createInvalidationSync({
    read: (since) => readInvalidations(db(), since),
    apply: (changed) => record.expire([...new Set(changed.map((c) => c.tag))], Math.max(...changed.map((c) => c.at))),
    // Every refresh reads (a test has no second to wait): the interval is covered by tests/unit/cache.test.ts.
    intervalMs: 0,
    onError: (error) => {
      throw error;
    },
  });
  const record = tagRecord({
    expired,
    sync: () => sync.maybeSync(),
    record: async (tags) => sync.noteLocal(await recordInvalidations(db(), tags, 0)),
  });
  return {
    useCache: createUseCacheHandler({ tags: record }),
    pages: new StorePageCache({ store: createStore(), tags: record, now }),
  };
}

function entry(tags: string[], body: string, timestamp = Date.now()) {
  return {
    value: new Response(body).body!,
    tags,
    stale: 300,
    timestamp,
    expire: 86_400,
    revalidate: 300,
  };
}

async function read(handler: ReturnType<typeof createUseCacheHandler>, key: string) {
  const hit = await handler.get(key, []);
  return hit ? new Response(hit.value).text() : undefined;
}

function page(tags: string[], html: string) {
  return { kind: 'APP_PAGE', html, rscData: Buffer.from(html), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 };
}

describe("the 'use cache' handler", () => {
  it('serves what it kept, a new stream each time, until a tag of it is invalidated on this instance or another', async () => {
    const a = instance();
    const b = instance();
    const before = Date.now() - 10;
    await Promise.all([a.useCache.set('list', Promise.resolve(entry(['products'], 'old list', before))), b.useCache.set('list', Promise.resolve(entry(['products'], 'old list', before)))]);
    await b.useCache.set('offers', Promise.resolve(entry(['coupons'], 'offers', before)));
    await b.useCache.refreshTags();
    expect(await read(b.useCache, 'list')).toBe('old list');
    expect(await read(b.useCache, 'list')).toBe('old list');

    await a.useCache.updateTags(['products']);
    expect(await read(a.useCache, 'list')).toBeUndefined();
    expect(await a.useCache.getExpiration(['products'])).toBeGreaterThan(before);

    // B learns of A's write from the log at its next refresh (Next calls it before a request's first cached read).
    await b.useCache.refreshTags();
    expect(await b.useCache.getExpiration(['products'])).toBeGreaterThan(before);
    expect(await read(b.useCache, 'list')).toBeUndefined();
    expect(await read(b.useCache, 'offers')).toBe('offers');
    expect(await b.useCache.getExpiration(['coupons'])).toBe(0);

    // An entry made after the write is served.
    await b.useCache.set('list', Promise.resolve(entry(['products'], 'new list', Date.now() + 5)));
    await b.useCache.refreshTags();
    expect(await read(b.useCache, 'list')).toBe('new list');
  });

  it('waits for an entry still being written, and drops one past its revalidate time', async () => {
    const { useCache } = instance();
    let finish!: (e: ReturnType<typeof entry>) => void;
    const setting = useCache.set('slow', new Promise((resolve) => (finish = resolve)));
    const reading = read(useCache, 'slow');
    finish(entry(['products'], 'slow value'));
    await setting;
    expect(await reading).toBe('slow value');

    await useCache.set('old', Promise.resolve({ ...entry([], 'old'), timestamp: Date.now() - 301_000 }));
    expect(await read(useCache, 'old')).toBeUndefined();
  });
});

describe('the page cache handler', () => {
  it('keeps pages but never a 404, and drops a page whose tag another instance invalidated', async () => {
    const a = instance();
    // B's clock: the page was kept a while before the write (a render that began before a write
    // and finished after it is rendered again, lib/page-cache-handler.mjs RENDER_MARGIN_MS).
    let clock = Date.now() - 10_000;
    const b = instance(() => clock);
    await b.pages.set('/products/fiorita', page(['products', 'reviews:1'], '<h1>Fiorita ₹2,150</h1>'), {});
    await b.pages.set('/products/no-such', { ...page([], 'not found'), status: 404 }, {});
    expect((await b.pages.get('/products/fiorita', {}))?.value).toMatchObject({ html: '<h1>Fiorita ₹2,150</h1>' });
    expect(await b.pages.get('/products/no-such', {})).toBeNull();

    clock = Date.now();
    // Next calls revalidateTag on the page cache and updateTags on the 'use cache' handler for one write.
    await a.pages.revalidateTag(['reviews:1']);
    await a.useCache.updateTags(['reviews:1']);
    expect(await b.pages.get('/products/fiorita', {})).toBeNull();
  });
});
