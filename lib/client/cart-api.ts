/*
 * The browser's cart and wishlist calls. Each change goes through the visitor's cache
 * (./visitor.ts): the bag and the wishlist take the answer (the whole of either), the navigation
 * counts follow, shown at once where the change says by how much (put back if it fails), and the
 * other tabs are told. A
 * line is addressed by its product id or by its own line id; a product in two sizes has two
 * lines, so the bag addresses those by line id.
 */
import type { BulkAddResult, CartStatistics, CartValidation, CartView } from '@/lib/cart/types';
import type { WishlistStatistics, WishlistView } from '@/lib/wishlist/types';
import { apiFetch, type ApiSuccess } from './api';
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

function cartChange(path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown, count?: (n: number) => number, signal?: AbortSignal): Promise<ApiSuccess<CartView>> {
  return changeBag(() => apiFetch<CartView>(path, { method, body, signal }), view, count);
}

function wishlistChange(path: string, method: 'POST' | 'DELETE', edit: WishlistEdit, body?: unknown): Promise<ApiSuccess<WishlistView>> {
  return changeWishlist(() => apiFetch<WishlistView>(path, { method, body }), view, edit);
}

const id = (productId: string) => encodeURIComponent(productId);

export const cartApi = {
  get: (signal?: AbortSignal) => apiFetch<CartView>('/api/v1/cart', { signal }),
  /** Without a variantId the server adds the product's default size. */
  add: (productId: string, quantity = 1, variantId?: string | null) =>
    cartChange('/api/v1/cart/add', 'POST', variantId ? { productId, quantity, variantId } : { productId, quantity }, (n) => n + quantity),
  updateQuantity: (productId: string, quantity: number, signal?: AbortSignal) =>
    cartChange('/api/v1/cart/update-quantity', 'PATCH', { productId, quantity }, undefined, signal),
  increment: (productId: string) => cartChange('/api/v1/cart/increment', 'PATCH', { productId }, (n) => n + 1),
  decrement: (productId: string) => cartChange('/api/v1/cart/decrement', 'PATCH', { productId }, (n) => n - 1),
  remove: (productId: string) => cartChange(`/api/v1/cart/remove/${id(productId)}`, 'DELETE'),
  clear: () => cartChange('/api/v1/cart/clear', 'DELETE', undefined, () => 0),
  count: () => apiFetch<{ count: number }>('/api/v1/cart/count'),
  check: (productId: string) => apiFetch<{ inCart: boolean; quantity: number }>(`/api/v1/cart/check/${id(productId)}`),
  validate: () => apiFetch<CartValidation>('/api/v1/cart/validate'),
  statistics: () => apiFetch<CartStatistics>('/api/v1/cart/statistics'),
  bulkAdd: (items: { productId: string; quantity?: number }[]) =>
    changeBag(() => apiFetch<BulkAddResult>('/api/v1/cart/bulk-add', { method: 'POST', body: { items } }), (res) => res.data.cart),
};

/**
 * The heart's two requests, bare: the product pages' heart (components/catalog/shop-actions.ts)
 * shows its change through the cache before this module has loaded, and sends these inside it.
 */
export const wishlistRequests = {
  add: (productId: string, variantId?: string | null) =>
    apiFetch<WishlistView>('/api/v1/wishlist/add', { method: 'POST', body: variantId ? { productId, variantId } : { productId } }),
  remove: (productId: string) => apiFetch<WishlistView>(`/api/v1/wishlist/remove/${id(productId)}`, { method: 'DELETE' }),
};

export const wishlistApi = {
  get: (signal?: AbortSignal) => apiFetch<WishlistView>('/api/v1/wishlist', { signal }),
  remove: (productId: string) => changeWishlist(() => wishlistRequests.remove(productId), view, { productIds: [productId], on: false }),
  clear: () => wishlistChange('/api/v1/wishlist/clear', 'DELETE', 'clear'),
  bulkRemove: (productIds: string[]) => wishlistChange('/api/v1/wishlist/bulk-remove', 'POST', { productIds, on: false }, { productIds }),
  count: () => apiFetch<{ count: number }>('/api/v1/wishlist/count'),
  check: (productId: string) => apiFetch<{ inWishlist: boolean }>(`/api/v1/wishlist/check/${id(productId)}`),
  statistics: () => apiFetch<WishlistStatistics>('/api/v1/wishlist/statistics'),
};
