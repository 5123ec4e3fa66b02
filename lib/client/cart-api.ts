/*
 * The browser's cart and wishlist calls. Each change goes through the visitor's cache
 * (./visitor.ts): the bag and the wishlist take the answer (the whole of either), the navigation
 * counts follow, shown at once where the change says by how much (put back if it fails), and the
 * other tabs are told. A
 * line is addressed by its product id or by its own line id; a product in two sizes has two
 * lines, so the bag addresses those by line id.
 *
 * The changes go through Server Actions (app/actions/bag.ts), each running the /api/v1 handler
 * named beside it; reads stay plain GETs of /api/v1.
 */
import type { BulkAddResult, CartStatistics, CartValidation, CartView } from '@/lib/cart/types';
import type { WishlistStatistics, WishlistView } from '@/lib/wishlist/types';
import {
  addToBagAction,
  addToWishlistAction,
  bulkRemoveFromWishlistAction,
  clearBagAction,
  clearWishlistAction,
  decrementBagAction,
  incrementBagAction,
  removeFromBagAction,
  removeFromWishlistAction,
  updateBagQuantityAction,
} from '@/app/actions/bag';
import { apiAction, apiFetch, type ActionAnswer, type ApiSuccess } from './api';
import { bagChanged, cartCount, changeWishlist, type WishlistEdit } from './visitor';

const view = <T>(res: ApiSuccess<T>) => res.data;

/**
 * A bag request: the count moves by `count` at once (put back if the request fails); once it
 * succeeds the bag takes the answer and the count is asked again. Here, not in ./visitor.ts: the
 * pages that only read the bag never load it.
 */
async function changeBag<R>(request: () => Promise<R>, bagOf: (reply: R) => CartView, count?: (n: number) => number): Promise<R> {
  const shown = count ? cartCount.change((n) => Math.max(0, count(n ?? 0))) : null;
  let reply: R;
  try {
    reply = await request();
  } catch (err) {
    shown?.undo();
    throw err;
  }
  shown?.done();
  bagChanged(bagOf(reply));
  return reply;
}

function cartChange(path: string, send: () => Promise<ActionAnswer>, count?: (n: number) => number, signal?: AbortSignal): Promise<ApiSuccess<CartView>> {
  return changeBag(() => apiAction<CartView>(path, send, { signal }), view, count);
}

function wishlistChange(path: string, send: () => Promise<ActionAnswer>, edit: WishlistEdit): Promise<ApiSuccess<WishlistView>> {
  return changeWishlist(() => apiAction<WishlistView>(path, send), view, edit);
}

const id = (productId: string) => encodeURIComponent(productId);

export const cartApi = {
  get: (signal?: AbortSignal) => apiFetch<CartView>('/api/v1/cart', { signal }),
  /** Without a variantId the server adds the product's default size. */
  add: (productId: string, quantity = 1, variantId?: string | null) =>
    cartChange('/api/v1/cart/add', () => addToBagAction(variantId ? { productId, quantity, variantId } : { productId, quantity }), (n) => n + quantity),
  updateQuantity: (productId: string, quantity: number, signal?: AbortSignal) =>
    cartChange('/api/v1/cart/update-quantity', () => updateBagQuantityAction({ productId, quantity }), undefined, signal),
  increment: (productId: string) => cartChange('/api/v1/cart/increment', () => incrementBagAction({ productId }), (n) => n + 1),
  decrement: (productId: string) => cartChange('/api/v1/cart/decrement', () => decrementBagAction({ productId }), (n) => n - 1),
  remove: (productId: string) => cartChange(`/api/v1/cart/remove/${id(productId)}`, () => removeFromBagAction(productId)),
  clear: () => cartChange('/api/v1/cart/clear', () => clearBagAction(), () => 0),
  count: () => apiFetch<{ count: number }>('/api/v1/cart/count'),
  check: (productId: string) => apiFetch<{ inCart: boolean; quantity: number }>(`/api/v1/cart/check/${id(productId)}`),
  validate: () => apiFetch<CartValidation>('/api/v1/cart/validate'),
  statistics: () => apiFetch<CartStatistics>('/api/v1/cart/statistics'),
  bulkAdd: (items: { productId: string; quantity?: number }[]) =>
    changeBag(() => apiFetch<BulkAddResult>('/api/v1/cart/bulk-add', { method: 'POST', body: { items } }), (res) => res.data.cart),
  /** A discovery set of 3 or 5 travel sprays: one line, one item of the count. */
  addSet: (setSize: number, variantIds: string[]) =>
    changeBag(() => apiFetch<CartView>('/api/v1/cart/discovery-sets', { method: 'POST', body: { setSize, variantIds } }), view, (n) => n + 1),
  removeSet: (setId: string) => changeBag(() => apiFetch<CartView>(`/api/v1/cart/discovery-sets/${id(setId)}`, { method: 'DELETE' }), view, (n) => n - 1),
};

/**
 * The heart's two requests, bare: the product pages' heart (components/catalog/shop-actions.ts)
 * shows its change through the cache before this module has loaded, and sends these inside it.
 */
export const wishlistRequests = {
  add: (productId: string, variantId?: string | null) =>
    apiAction<WishlistView>('/api/v1/wishlist/add', () => addToWishlistAction(variantId ? { productId, variantId } : { productId })),
  remove: (productId: string) => apiAction<WishlistView>(`/api/v1/wishlist/remove/${id(productId)}`, () => removeFromWishlistAction(productId)),
};

export const wishlistApi = {
  get: (signal?: AbortSignal) => apiFetch<WishlistView>('/api/v1/wishlist', { signal }),
  remove: (productId: string) => changeWishlist(() => wishlistRequests.remove(productId), view, { productIds: [productId], on: false }),
  clear: () => wishlistChange('/api/v1/wishlist/clear', () => clearWishlistAction(), 'clear'),
  bulkRemove: (productIds: string[]) => wishlistChange('/api/v1/wishlist/bulk-remove', () => bulkRemoveFromWishlistAction({ productIds }), { productIds, on: false }),
  count: () => apiFetch<{ count: number }>('/api/v1/wishlist/count'),
  check: (productId: string) => apiFetch<{ inWishlist: boolean }>(`/api/v1/wishlist/check/${id(productId)}`),
  statistics: () => apiFetch<WishlistStatistics>('/api/v1/wishlist/statistics'),
};
