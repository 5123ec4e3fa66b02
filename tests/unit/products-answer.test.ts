import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../helpers/http';

/*
 * GET /api/v1/products inside the server (NEXT_RUNTIME set), where the page of products and its
 * stock read are reused and the serialised answer with them: what it answers must still be what
 * serialising afresh gives, a new stock read or a dropped page must show at once, and a bad
 * query is refused every time.
 */

const state = vi.hoisted(() => ({
  stock: new Map<string, number>(),
  stockReads: 0,
  pageLoads: 0,
  name: 'Fiorita',
}));

vi.mock('@/lib/db/client', () => {
  const db = {
    select: () => ({
      from: () => ({
        where: async () => {
          state.stockReads++;
          return [...state.stock].map(([id, stock]) => ({ id, stock }));
        },
      }),
    }),
  };
  return { getDb: async () => db, getDbHandle: async () => ({ kind: 'pglite', db }) };
});

vi.mock('@/lib/catalog/cached', () => ({
  cachedListProducts: async () => {
    state.pageLoads++;
    return {
      items: [
        { id: 'a'.repeat(24), name: state.name, stock: 10 },
        { id: 'b'.repeat(24), name: 'Gone since', stock: 4 },
      ],
      total: 2,
      page: 1,
      limit: 24,
      totalPages: 1,
      fuzzy: false,
    };
  },
}));

const { GET } = await import('@/app/api/v1/products/route');
const { __crossInstance, __memo, cacheTags, forgetTags } = await import('@/lib/cache');
const { LIST_STOCK_CACHE_CONTROL, LIST_STOCK_MAX_AGE_MS } = await import('@/lib/catalog/live-stock');

const list = (query = '?gender=women&sort=price-asc') => call(GET, { path: `/api/v1/products${query}` });

describe('GET /api/v1/products: the reused answer', () => {
  let clock = Date.parse('2026-11-27T02:00:00Z');
  beforeEach(() => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.useFakeTimers({ toFake: ['Date'] });
    // Each test a minute later: the stock memo (module state) holds nothing a test can see.
    vi.setSystemTime((clock += 60_000));
    __crossInstance.set({ maybeSync: () => undefined, noteLocal: () => undefined });
    __memo.clear();
    state.stock = new Map([['a'.repeat(24), 7]]);
    state.stockReads = 0;
    state.pageLoads = 0;
    state.name = 'Fiorita';
  });
  afterEach(() => {
    __crossInstance.set(undefined);
    __memo.clear();
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('answers the same envelope, headers and live stock as before, reading the page and the stock once', async () => {
    const first = await list();
    const again = await list();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      data: [
        { id: 'a'.repeat(24), name: 'Fiorita', stock: 7 },
        // Not in the stock read: keeps its cached figure.
        { id: 'b'.repeat(24), name: 'Gone since', stock: 4 },
      ],
      pagination: { page: 1, limit: 24, total: 2, totalPages: 1 },
    });
    expect(first.headers.get('cache-control')).toBe(LIST_STOCK_CACHE_CONTROL);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('cache-control')).toBe(LIST_STOCK_CACHE_CONTROL);
    expect(state.pageLoads).toBe(1);
    expect(state.stockReads).toBe(1);
  });

  it('shows a new stock read once the last one is LIST_STOCK_MAX_AGE_MS old', async () => {
    expect((await list()).body.data[0].stock).toBe(7);
    state.stock.set('a'.repeat(24), 2);
    vi.setSystemTime(Date.now() + LIST_STOCK_MAX_AGE_MS - 1);
    expect((await list()).body.data[0].stock).toBe(7);
    vi.setSystemTime(Date.now() + 1);
    expect((await list()).body.data[0].stock).toBe(2);
    expect(state.stockReads).toBe(2);
  });

  it('shows a reloaded page at once when its tag is dropped (an admin write)', async () => {
    expect((await list()).body.data[0].name).toBe('Fiorita');
    state.name = 'Fiorita Intense';
    forgetTags([cacheTags.products]);
    expect((await list()).body.data[0].name).toBe('Fiorita Intense');
    expect(state.pageLoads).toBe(2);
  });

  it('refuses a bad query with its message every time (only good parses are reused)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await list('?gender=robots');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: 'Gender must be men, women or unisex' });
    }
  });
});

describe('Response and a reused body', () => {
  it('copies the bytes it is given, so one serialised answer can be sent again and again', async () => {
    const bytes = new TextEncoder().encode('{"success":true}');
    const one = new Response(bytes);
    const two = new Response(bytes);
    expect(await one.text()).toBe('{"success":true}');
    expect(await two.text()).toBe('{"success":true}');
    expect(new TextDecoder().decode(bytes)).toBe('{"success":true}');
  });
});
