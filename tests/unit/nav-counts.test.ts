import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quantityIn } from '@/components/catalog/shop-actions';
import { badgeText } from '@/components/layout/nav-links';

// The toast library draws into a real document; the sign-out's toast is not what is tested here.
vi.mock('@/components/ui/sonner', () => ({ toastSuccess: vi.fn() }));
// The bag's changes are Server Actions answering the API's status and envelope (app/actions/bag.ts):
// here each is the stand-in server's answer to the API request it stands for.
vi.mock('@/app/actions/bag', () => {
  const via = (method: string, path: string) => async () => {
    const res = await fetch(path, { method });
    return { status: res.status, body: await res.json(), retryAfter: null };
  };
  return { addToBagAction: via('POST', '/api/v1/cart/add') };
});

/*
 * The visitor's resources in the client cache (lib/client/visitor.ts): the navigation counts, the
 * session, the wishlist's hearts, and what the other tabs hear. The cache's own rules are in
 * client-cache.test.ts; here a page (window, document, fetch, BroadcastChannel) is stood in for.
 */

/** BroadcastChannel between the "tabs" of this test: a message reaches every other channel of the name. */
class FakeChannel {
  static open: FakeChannel[] = [];
  onmessage: ((e: { data: unknown }) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.open.push(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.open) if (other !== this && other.name === this.name) queueMicrotask(() => other.onmessage?.({ data }));
  }
}

type Answer = { status: number; body?: unknown } | Error;

/** The server: each path answers what the test set (a function of the request count), else 404. */
function fakeServer() {
  const answers = new Map<string, (n: number) => Answer>();
  const calls: string[] = [];
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    calls.push(key);
    const answer = answers.get(key)?.(calls.filter((c) => c === key).length) ?? { status: 404 };
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  });
  return {
    fetch,
    calls,
    answer(key: string, make: (n: number) => Answer) {
      answers.set(key, make);
    },
    count: (key: string) => calls.filter((c) => c === key).length,
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
const data = (d: unknown) => ({ status: 200, body: { success: true, data: d } });

let server: ReturnType<typeof fakeServer>;
let doc: EventTarget & { visibilityState: string; cookie: string };

async function visitorModule() {
  vi.resetModules();
  return import('@/lib/client/visitor');
}

beforeEach(() => {
  FakeChannel.open = [];
  server = fakeServer();
  doc = Object.assign(new EventTarget(), { visibilityState: 'visible', cookie: '' });
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { pathname: '/products' } }));
  vi.stubGlobal('document', doc);
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('BroadcastChannel', FakeChannel);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('badge text', () => {
  it('is hidden at 0, the number up to 99, 99+ above', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('navigation counts', () => {
  it('are asked for once however many islands read them, and again when the tab comes back', async () => {
    server.answer('GET /api/v1/cart/count', () => data({ count: 3 }));
    const { cartCount } = await visitorModule();
    cartCount.subscribe(() => {});
    cartCount.subscribe(() => {});
    await flush();
    expect(cartCount.get().data).toBe(3);
    expect(server.count('GET /api/v1/cart/count')).toBe(1);

    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(server.count('GET /api/v1/cart/count')).toBe(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(server.count('GET /api/v1/cart/count')).toBe(2);
  });

  it('never poll: no timer is left running', async () => {
    vi.useFakeTimers();
    try {
      server.answer('GET /api/v1/cart/count', () => data({ count: 3 }));
      const { cartCount } = await visitorModule();
      cartCount.subscribe(() => {});
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keep the last value when an answer fails or is not a number (0 only before the first)', async () => {
    server.answer('GET /api/v1/wishlist/count', (n) => (n === 1 ? data({ count: 2 }) : n === 2 ? data({}) : { status: 500 }));
    const { wishlistCount } = await visitorModule();
    wishlistCount.subscribe(() => {});
    await flush();
    expect(wishlistCount.get().data).toBe(2);
    await wishlistCount.refresh();
    expect(wishlistCount.get()).toEqual({ status: 'ready', data: 2 });
    await wishlistCount.refresh();
    expect(wishlistCount.get()).toEqual({ status: 'ready', data: 2 });
  });

  it('are asked for again when another tab says the bag changed', async () => {
    server.answer('GET /api/v1/cart/count', (n) => data({ count: n }));
    const { cartCount } = await visitorModule();
    cartCount.subscribe(() => {});
    await flush();
    expect(cartCount.get().data).toBe(1);
    new FakeChannel('visitor').postMessage(['bag', 'cartCount']);
    await flush();
    expect(cartCount.get().data).toBe(2);
  });
});

describe('session', () => {
  it('without the hint cookie nobody is signed in: no request', async () => {
    const { session } = await visitorModule();
    session.subscribe(() => {});
    await flush();
    expect(session.get()).toEqual({ status: 'ready', data: null });
    expect(server.calls).toEqual([]);
  });

  it('with the hint asks the server; a 401 drops the stale hint', async () => {
    doc.cookie = 'ma_session=1';
    server.answer('GET /api/v1/auth/verify-token', () => ({ status: 401 }));
    const { session } = await visitorModule();
    session.subscribe(() => {});
    await flush();
    expect(session.get()).toEqual({ status: 'ready', data: null });
    expect(doc.cookie).not.toMatch(/ma_session=1/);
  });

  it('signing out asks for the counts again and tells the other tabs, which ask again too', async () => {
    doc.cookie = 'ma_session=1';
    server.answer('GET /api/v1/auth/verify-token', () => data({ user: { id: 'u1', name: 'Asha' } }));
    server.answer('POST /api/v1/auth/logout', () => data(null));
    server.answer('GET /api/v1/cart/count', (n) => data({ count: n === 1 ? 4 : 0 }));
    const { session, cartCount } = await visitorModule();
    const { signOut } = await import('@/components/auth/sign-out');
    const router = { push: vi.fn(), refresh: vi.fn() };
    session.subscribe(() => {});
    cartCount.subscribe(() => {});
    const otherTab = new FakeChannel('visitor');
    const heard: unknown[] = [];
    otherTab.onmessage = (e) => heard.push(e.data);
    await flush();
    expect(session.get().data).toMatchObject({ id: 'u1' });
    expect(cartCount.get().data).toBe(4);

    await signOut(router as never);
    await flush();
    expect(router.push).toHaveBeenCalledWith('/');
    expect(session.get().data).toBeNull();
    expect(doc.cookie).not.toMatch(/ma_session=1/);
    expect(cartCount.get().data).toBe(0);
    // One request for the count, though the session's change and the sign-out both invalidated it.
    expect(server.count('GET /api/v1/cart/count')).toBe(2);
    expect(heard).toEqual([['session', 'cartCount', 'wishlistCount', 'bag', 'wishlist']]);
  });

  it('another tab signing in: the session is read again and the counts follow the new owner', async () => {
    server.answer('GET /api/v1/auth/verify-token', () => data({ user: { id: 'u1', name: 'Asha' } }));
    server.answer('GET /api/v1/cart/count', (n) => data({ count: n === 1 ? 0 : 2 }));
    const { session, cartCount } = await visitorModule();
    session.subscribe(() => {});
    cartCount.subscribe(() => {});
    await flush();
    expect(session.get().data).toBeNull();

    // The other tab's sign-in set the hint cookie this tab shares, then said so.
    doc.cookie = 'ma_session=1';
    new FakeChannel('visitor').postMessage(['session']);
    await flush();
    await flush();
    expect(session.get().data).toMatchObject({ id: 'u1' });
    expect(cartCount.get().data).toBe(2);
  });
});

describe('changes', () => {
  const view = (ids: string[]) => ({ _id: 'w', items: ids.map((productId) => ({ productId })), itemsWithDetails: [], count: ids.length });

  it('the heart and the count show a wishlist change at once and take the answer after', async () => {
    server.answer('GET /api/v1/wishlist/count', () => data({ count: 1 }));
    server.answer('GET /api/v1/wishlist', () => data(view(['a'])));
    const { wishlistCount, wishlistIds, changeWishlist } = await visitorModule();
    wishlistCount.subscribe(() => {});
    wishlistIds.subscribe(() => {});
    await flush();
    let answer!: (v: ReturnType<typeof view>) => void;
    const done = changeWishlist(() => new Promise<ReturnType<typeof view>>((r) => (answer = r)), (v) => v as never, { productIds: ['b'], on: true });
    expect(wishlistCount.get().data).toBe(2);
    expect(wishlistIds.get().data?.has('b')).toBe(true);
    answer(view(['a', 'b', 'c']));
    await done;
    expect(wishlistCount.get().data).toBe(3);
    expect([...wishlistIds.get().data!]).toEqual(['a', 'b', 'c']);
  });

  it('a failed wishlist change is put back, and the count is not moved for a perfume already there', async () => {
    server.answer('GET /api/v1/wishlist/count', () => data({ count: 1 }));
    server.answer('GET /api/v1/wishlist', () => data(view(['a'])));
    const { wishlistCount, wishlistIds, changeWishlist } = await visitorModule();
    wishlistCount.subscribe(() => {});
    wishlistIds.subscribe(() => {});
    await flush();
    let fail!: (err: Error) => void;
    const done = changeWishlist(() => new Promise<never>((_, reject) => (fail = reject)), () => undefined, { productIds: ['a'], on: true });
    expect(wishlistCount.get().data).toBe(1);
    const removing = changeWishlist(() => new Promise<never>(() => {}), () => undefined, { productIds: ['a'], on: false });
    expect(wishlistCount.get().data).toBe(0);
    void removing;
    fail(new Error('offline'));
    await expect(done).rejects.toThrow('offline');
    // The removal is still on its way: it is not undone by the add's failure.
    expect(wishlistIds.get().data?.has('a')).toBe(false);
  });

  it('an add shows its units on the badge at once, puts them back if it fails, and writes the bag it is answered with', async () => {
    const cart = { items: [{ productId: 'a', variantId: 's', quantity: 3 }], itemsWithDetails: [], summary: {} };
    // 1 until the add that succeeds; asked again after each change.
    server.answer('GET /api/v1/cart/count', (n) => data({ count: n <= 2 ? 1 : 3 }));
    server.answer('POST /api/v1/cart/add', (n) => (n === 1 ? { status: 409, body: { success: false, message: 'Out of stock' } } : data(cart)));
    const { cartCount, bag } = await visitorModule();
    const { cartApi } = await import('@/lib/client/cart-api');
    cartCount.subscribe(() => {});
    const heard: unknown[] = [];
    new FakeChannel('visitor').onmessage = (e) => heard.push(e.data);
    await flush();

    const failing = cartApi.add('a', 2, 's');
    expect(cartCount.get().data).toBe(3);
    await expect(failing).rejects.toThrow('Out of stock');
    expect(cartCount.get().data).toBe(1);
    await flush();
    expect(server.count('GET /api/v1/cart/count')).toBe(2);

    await cartApi.add('a', 2, 's');
    expect(bag.get()).toEqual({ status: 'ready', data: cart });
    await flush();
    expect(cartCount.get().data).toBe(3);
    // One request for the count after the add, and the other tabs told.
    expect(server.count('GET /api/v1/cart/count')).toBe(3);
    expect(heard).toEqual([['bag', 'cartCount']]);
  });
});

describe('getData', () => {
  it('unwraps the envelope and sends the cookies, never from a cache', async () => {
    server.answer('GET /api/v1/cart/count', () => data({ count: 7 }));
    const { getData } = await visitorModule();
    await expect(getData<{ count: number }>('/api/v1/cart/count')).resolves.toEqual({ count: 7 });
    expect(server.fetch).toHaveBeenCalledWith('/api/v1/cart/count', expect.objectContaining({ credentials: 'same-origin', cache: 'no-store' }));
  });

  it('rejects on an error status', async () => {
    server.answer('GET /api/v1/wishlist/count', () => ({ status: 500, body: { success: false, message: 'Server error' } }));
    const { getData } = await visitorModule();
    await expect(getData('/api/v1/wishlist/count')).rejects.toThrow('500');
  });
});

describe('quantityIn', () => {
  it('reads a product line, 0 when absent or the product was deleted', () => {
    const cart = {
      items: [
        { productId: 'a', quantity: 2 },
        { productId: null, quantity: 4 },
      ],
    } as Parameters<typeof quantityIn>[0];
    expect(quantityIn(cart, 'a')).toBe(2);
    expect(quantityIn(cart, 'b')).toBe(0);
  });
});
