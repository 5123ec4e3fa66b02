import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quantityIn } from '@/components/catalog/shop-actions';
import { COUNT_EVENTS, COUNTS_POLL_MS, countsLoader, getData, watchCounts, type CountKind } from '@/components/layout/nav-counts';
import { badgeText } from '@/components/layout/nav-links';
import { CART_UPDATED_EVENT, WISHLIST_UPDATED_EVENT } from '@/lib/client/cart-api';

/** A document stand-in whose visibility the test controls. */
class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
  set(state: 'visible' | 'hidden') {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
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

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('badge text', () => {
  it('is hidden at 0, the number up to 99, 99+ above', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('count events', () => {
  it('are the names the cart client and the session provider dispatch', () => {
    expect(COUNT_EVENTS).toEqual({ cart: CART_UPDATED_EVENT, wishlist: WISHLIST_UPDATED_EVENT });
    expect(COUNT_EVENTS).toEqual({ cart: 'cartUpdated', wishlist: 'wishlistUpdated' });
  });
});

describe('countsLoader', () => {
  it('applies each answer to its own count', async () => {
    const apply = vi.fn();
    const load = countsLoader(async (kind) => (kind === 'cart' ? 3 : 5), apply);
    load('cart');
    load('wishlist');
    await flush();
    expect(apply.mock.calls).toEqual([
      ['cart', 3],
      ['wishlist', 5],
    ]);
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const first = deferred<number>();
    const second = deferred<number>();
    const answers = [first, second];
    const apply = vi.fn();
    const load = countsLoader(() => answers.shift()!.promise, apply);
    load('cart'); // a poll
    load('cart'); // then a cart change
    second.resolve(2);
    await flush();
    first.resolve(1);
    await flush();
    expect(apply.mock.calls).toEqual([['cart', 2]]);
  });

  it('keeps the last value when a request fails (nothing applied), and counts apart', async () => {
    const apply = vi.fn();
    const load = countsLoader(async (kind) => {
      if (kind === 'cart') throw new Error('offline');
      return 4;
    }, apply);
    load('cart');
    load('wishlist');
    await flush();
    expect(apply.mock.calls).toEqual([['wishlist', 4]]);
  });

  it('never applies a value that is not a number', async () => {
    const apply = vi.fn();
    const load = countsLoader(async () => Number(undefined), apply);
    load('cart');
    await flush();
    expect(apply).not.toHaveBeenCalled();
  });
});

describe('watchCounts', () => {
  let win: EventTarget;
  let doc: FakeDocument;
  let calls: CountKind[];
  const load = (kind: CountKind) => void calls.push(kind);

  beforeEach(() => {
    vi.useFakeTimers();
    win = new EventTarget();
    doc = new FakeDocument();
    calls = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads both counts at once', () => {
    const stop = watchCounts(load, { win, doc });
    expect(calls).toEqual(['cart', 'wishlist']);
    stop();
  });

  it('reloads only the count an event names', () => {
    const stop = watchCounts(load, { win, doc });
    calls = [];
    win.dispatchEvent(new Event('cartUpdated'));
    expect(calls).toEqual(['cart']);
    win.dispatchEvent(new Event('wishlistUpdated'));
    expect(calls).toEqual(['cart', 'wishlist']);
    stop();
  });

  it('polls both every 30 s while the tab is visible', () => {
    expect(COUNTS_POLL_MS).toBe(30_000);
    const stop = watchCounts(load, { win, doc });
    calls = [];
    vi.advanceTimersByTime(29_999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['cart', 'wishlist']);
    vi.advanceTimersByTime(60_000);
    expect(calls).toHaveLength(6);
    stop();
  });

  it('stops polling while hidden and reloads as soon as the tab is visible again', () => {
    const stop = watchCounts(load, { win, doc });
    calls = [];
    doc.set('hidden');
    vi.advanceTimersByTime(5 * 60_000);
    expect(calls).toEqual([]);
    doc.set('visible');
    expect(calls).toEqual(['cart', 'wishlist']);
    // The 30 s restart from the moment it became visible.
    vi.advanceTimersByTime(30_000);
    expect(calls).toHaveLength(4);
    stop();
  });

  it('does not poll when it starts in a background tab, but still loads once', () => {
    doc.visibilityState = 'hidden';
    const stop = watchCounts(load, { win, doc });
    expect(calls).toEqual(['cart', 'wishlist']);
    vi.advanceTimersByTime(120_000);
    expect(calls).toHaveLength(2);
    stop();
  });

  it('events still reload while the tab is hidden', () => {
    const stop = watchCounts(load, { win, doc });
    doc.set('hidden');
    calls = [];
    win.dispatchEvent(new Event('wishlistUpdated'));
    expect(calls).toEqual(['wishlist']);
    stop();
  });

  it('cleans up: no timer, no listeners', () => {
    const stop = watchCounts(load, { win, doc, every: 1000 });
    stop();
    calls = [];
    vi.advanceTimersByTime(10_000);
    win.dispatchEvent(new Event('cartUpdated'));
    doc.set('visible');
    expect(calls).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('getData', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('unwraps the envelope and sends the cookies, never from a cache', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { count: 7 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getData<{ count: number }>('/api/v1/cart/count')).resolves.toEqual({ count: 7 });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/cart/count', expect.objectContaining({ credentials: 'same-origin', cache: 'no-store' }));
  });

  it('rejects on an error status', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, message: 'Server error' }), { status: 500 }));
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
