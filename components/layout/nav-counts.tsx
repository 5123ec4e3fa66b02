'use client';

import { createContext, useContext } from 'react';

export interface NavCounts {
  cart: number;
  wishlist: number;
}

export type CountKind = keyof NavCounts;

/** Cart and wishlist counts for the navigation badges, kept live by NavCountsProvider. */
export const NavCountsContext = createContext<NavCounts>({ cart: 0, wishlist: 0 });

export function useNavCounts(): NavCounts {
  return useContext(NavCountsContext);
}

/*
 * Everything below ships on every page (the layout needs it), so: plain fetch, no API client,
 * no messages module. The product page's panel shares getData for its two checks.
 */

/** A GET of /api/v1 answered with the envelope's data; any failure rejects. */
export async function getData<T>(path: string): Promise<T> {
  const res = await fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) throw new Error(String(res.status));
  return ((await res.json()) as { data: T }).data;
}

/** Navigation counts poll every 30 s. */
export const COUNTS_POLL_MS = 30_000;

export const COUNT_EVENTS: Record<CountKind, string> = { cart: 'cartUpdated', wishlist: 'wishlistUpdated' };

/**
 * Loads each count with a request of its own; an answer is applied only if no newer request for
 * that count was started (a slow poll must not overwrite the count a cart change asked for). A
 * failed request keeps the last value: 0 only before the first answer.
 */
export function countsLoader(fetchCount: (kind: CountKind) => Promise<number>, apply: (kind: CountKind, count: number) => void) {
  const latest: NavCounts = { cart: 0, wishlist: 0 };
  return (kind: CountKind) => {
    const ticket = ++latest[kind];
    fetchCount(kind).then(
      (count) => {
        if (ticket === latest[kind] && Number.isFinite(count)) apply(kind, count);
      },
      () => {},
    );
  };
}

interface CountsEnv {
  win: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  doc: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState: string };
  every?: number;
}

/**
 * Both counts load at once, again on cartUpdated / wishlistUpdated (that one
 * only), every 30 s while the tab is visible, and as soon as it becomes visible again.
 * Returns the cleanup.
 */
export function watchCounts(load: (kind: CountKind) => void, { win, doc, every = COUNTS_POLL_MS }: CountsEnv): () => void {
  const both = () => {
    load('cart');
    load('wishlist');
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  const poll = (on: boolean) => {
    clearInterval(timer);
    timer = on ? setInterval(both, every) : undefined;
  };
  const onCart = () => load('cart');
  const onWishlist = () => load('wishlist');
  const onVisibility = () => {
    const visible = doc.visibilityState === 'visible';
    if (visible) both();
    poll(visible);
  };
  win.addEventListener(COUNT_EVENTS.cart, onCart);
  win.addEventListener(COUNT_EVENTS.wishlist, onWishlist);
  doc.addEventListener('visibilitychange', onVisibility);
  both();
  poll(doc.visibilityState === 'visible');
  return () => {
    poll(false);
    win.removeEventListener(COUNT_EVENTS.cart, onCart);
    win.removeEventListener(COUNT_EVENTS.wishlist, onWishlist);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
