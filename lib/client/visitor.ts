/*
 * What the browser knows about the visitor, in the one client cache (./cache.ts): who is signed
 * in, the bag and wishlist counts of the navigation, the bag, and which perfumes are in the
 * wishlist. Read by every island (components/layout/use-resource.ts); changed only through the
 * functions below, which the cart client (./cart-api.ts) and the session hooks call.
 *
 * Ships on every page (the navigation reads it): plain fetch, no API client, no messages. The
 * server is the authority (the httpOnly session cookie, the bag's cookie); these are its copies.
 */
import type { UserDto } from '@/lib/auth/types';
import type { CartView } from '@/lib/cart/types';
import type { WishlistView } from '@/lib/wishlist/types';
import { createCache, type CacheEnv, type Change } from './cache';
import { clearSessionHint, hasSessionHint } from './session-hint';

const get = (path: string) => fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' });

/** A GET of /api/v1 answered with the envelope's data; any failure rejects. */
export async function getData<T>(path: string): Promise<T> {
  const res = await get(path);
  if (!res.ok) throw new Error(String(res.status));
  return ((await res.json()) as { data: T }).data;
}

function browserEnv(): CacheEnv | null {
  if (typeof window === 'undefined') return null;
  let channel: CacheEnv['channel'];
  if (typeof BroadcastChannel === 'function') {
    const tabs = new BroadcastChannel('visitor');
    channel = {
      post: (keys) => tabs.postMessage(keys),
      listen: (callback) => {
        tabs.onmessage = (e: MessageEvent<unknown>) => {
          if (Array.isArray(e.data)) callback(e.data.filter((k): k is string => typeof k === 'string'));
        };
      },
    };
  }
  return {
    now: () => Date.now(),
    visible: () => document.visibilityState === 'visible',
    onReturn(callback) {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') callback();
      });
      window.addEventListener('focus', callback);
      // Back from the back-forward cache: the page's copies are as old as the page.
      window.addEventListener('pageshow', (e) => {
        if (e.persisted) callback();
      });
    },
    channel,
  };
}

const cache = createCache(browserEnv);

/**
 * A signed-in session is checked again on the page's return only after this long; a hint cookie
 * that appeared or went (a sign-in or sign-out in another tab) makes it ask at once.
 */
const SESSION_FRESH_MS = 30_000;

async function verifyToken(): Promise<UserDto | null> {
  const res = await get('/api/v1/auth/verify-token');
  if (res.status === 401) {
    // The session ended (expiry, sign-out elsewhere, password reset): drop the stale hint so
    // later page loads stop asking.
    clearSessionHint();
    return null;
  }
  if (!res.ok) throw new Error(`verify-token ${res.status}`);
  const body = (await res.json()) as { data?: { user?: UserDto | null } };
  return body.data?.user ?? null;
}

/** The signed-in user, or null. */
export const session = cache.resource<UserDto | null>({
  key: 'session',
  // No hint cookie: nobody is signed in, so no request.
  fetch: () => (hasSessionHint() ? verifyToken() : Promise.resolve(null)),
  fresh: (user, age) => age < SESSION_FRESH_MS && hasSessionHint() === (user != null),
  // Another user (or none) holds the bag now: sign-in merges, sign-out leaves the guest's.
  onChange: (user, previous) => {
    if (previous !== undefined && user?.id !== previous?.id) ownerChanged();
  },
});

function countOf(path: string) {
  return async () => {
    const { count } = await getData<{ count: number }>(path);
    if (!Number.isFinite(count)) throw new Error(`${path}: no count`);
    return count;
  };
}

/** Units in the bag (the navigation's badge). */
export const cartCount = cache.resource<number>({ key: 'cartCount', fetch: countOf('/api/v1/cart/count') });

export const wishlistCount = cache.resource<number>({ key: 'wishlistCount', fetch: countOf('/api/v1/wishlist/count') });

/** The whole bag, as GET /api/v1/cart answers it. */
export const bag = cache.resource<CartView>({ key: 'bag', fetch: () => getData<CartView>('/api/v1/cart') });

function idsOf(view: Pick<WishlistView, 'items'>): ReadonlySet<string> {
  return new Set(view.items.flatMap((i) => (i.productId ? [i.productId] : [])));
}

/** The perfumes in the wishlist (the hearts of the cards and the product page). */
export const wishlistIds = cache.resource<ReadonlySet<string>>({ key: 'wishlist', fetch: () => getData<WishlistView>('/api/v1/wishlist').then(idsOf) });

function ownerChanged() {
  cartCount.invalidate();
  wishlistCount.invalidate();
  bag.invalidate();
  wishlistIds.invalidate();
}

/** Someone signed in here (`user`, from the answer that did it) or out (null). */
export function sessionChanged(user: UserDto | null): void {
  session.set(user);
  ownerChanged();
  cache.announce([session.key, cartCount.key, wishlistCount.key, bag.key, wishlistIds.key]);
}

/** Asks the server who is signed in (hint cookie or not); resolves to the user, or null. */
export async function verifySession(): Promise<UserDto | null> {
  try {
    const user = await verifyToken();
    sessionChanged(user);
    return user;
  } catch {
    // No answer: keep what is known, but never leave the page waiting on a check that ended.
    if (session.get().status !== 'ready') session.set(null);
    return null;
  }
}

/**
 * The bag changed: it takes `next` (a change's answer, the whole bag; without one it is asked
 * for), the count is asked again, and the other tabs are told.
 */
export function bagChanged(next?: CartView): void {
  if (Array.isArray(next?.items)) bag.set(next);
  else bag.invalidate();
  cartCount.invalidate();
  cache.announce([bag.key, cartCount.key]);
}

export type WishlistEdit = { productIds: readonly string[]; on: boolean } | 'clear';

function edited(ids: ReadonlySet<string>, edit: WishlistEdit): ReadonlySet<string> {
  if (edit === 'clear') return new Set();
  const next = new Set(ids);
  for (const id of edit.productIds) {
    if (edit.on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * A wishlist request: the hearts and the count show `edit` at once (put back if the request
 * fails); the answer, the whole wishlist, then replaces both (without one, both are asked for),
 * and the other tabs are told.
 */
export async function changeWishlist<R>(request: () => Promise<R>, viewOf: (reply: R) => WishlistView | undefined, edit: WishlistEdit): Promise<R> {
  const known = wishlistIds.get().data;
  const shownIds: Change<ReadonlySet<string>> = wishlistIds.change((ids) => edited(ids ?? new Set(), edit));
  const after = wishlistIds.get().data!;
  const shownCount = wishlistCount.change((n) => {
    if (edit === 'clear') return 0;
    // With the list known the count moves by what really changed; else by what was asked.
    const delta = known ? after.size - known.size : edit.productIds.length * (edit.on ? 1 : -1);
    return Math.max(0, (n ?? 0) + delta);
  });
  let reply: R;
  try {
    reply = await request();
  } catch (err) {
    shownIds.undo();
    shownCount.undo();
    throw err;
  }
  // As for the bag: an answer without the list in it leaves both to be asked for.
  const view = viewOf(reply) as WishlistView | undefined;
  const whole = Array.isArray(view?.items);
  shownIds.done(whole ? idsOf(view!) : undefined);
  shownCount.done(whole && Number.isFinite(view!.count) ? view!.count : undefined);
  cache.announce([wishlistIds.key, wishlistCount.key]);
  return reply;
}
