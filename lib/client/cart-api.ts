/*
 * The browser's cart and wishlist calls. Each mutation announces itself with window
 * events (cartUpdated, wishlistUpdated) so the navigation badges refresh at once. A line is
 * addressed by its product id or by its own line id; a product in two sizes has two lines, so
 * the bag addresses those by line id.
 */
import type { BulkAddResult, CartStatistics, CartValidation, CartView } from '@/lib/cart/types';
import type { WishlistStatistics, WishlistView } from '@/lib/wishlist/types';
import { apiFetch, type ApiSuccess } from './api';

export const CART_UPDATED_EVENT = 'cartUpdated';
export const WISHLIST_UPDATED_EVENT = 'wishlistUpdated';

function announce(event: string) {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(event));
}

async function cartChange(path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown): Promise<ApiSuccess<CartView>> {
  const res = await apiFetch<CartView>(path, { method, body });
  announce(CART_UPDATED_EVENT);
  return res;
}

async function wishlistChange(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<ApiSuccess<WishlistView>> {
  const res = await apiFetch<WishlistView>(path, { method, body });
  announce(WISHLIST_UPDATED_EVENT);
  return res;
}

const id = (productId: string) => encodeURIComponent(productId);

export const cartApi = {
  get: (signal?: AbortSignal) => apiFetch<CartView>('/api/v1/cart', { signal }),
  /** Without a variantId the server adds the product's default size. */
  add: (productId: string, quantity = 1, variantId?: string | null) =>
    cartChange('/api/v1/cart/add', 'POST', variantId ? { productId, quantity, variantId } : { productId, quantity }),
  updateQuantity: (productId: string, quantity: number, signal?: AbortSignal) =>
    apiFetch<CartView>('/api/v1/cart/update-quantity', { method: 'PATCH', body: { productId, quantity }, signal }).then((res) => {
      announce(CART_UPDATED_EVENT);
      return res;
    }),
  increment: (productId: string) => cartChange('/api/v1/cart/increment', 'PATCH', { productId }),
  decrement: (productId: string) => cartChange('/api/v1/cart/decrement', 'PATCH', { productId }),
  remove: (productId: string) => cartChange(`/api/v1/cart/remove/${id(productId)}`, 'DELETE'),
  clear: () => cartChange('/api/v1/cart/clear', 'DELETE'),
  count: () => apiFetch<{ count: number }>('/api/v1/cart/count'),
  check: (productId: string) => apiFetch<{ inCart: boolean; quantity: number }>(`/api/v1/cart/check/${id(productId)}`),
  validate: () => apiFetch<CartValidation>('/api/v1/cart/validate'),
  statistics: () => apiFetch<CartStatistics>('/api/v1/cart/statistics'),
  bulkAdd: async (items: { productId: string; quantity?: number }[]) => {
    const res = await apiFetch<BulkAddResult>('/api/v1/cart/bulk-add', { method: 'POST', body: { items } });
    announce(CART_UPDATED_EVENT);
    return res;
  },
};

export const wishlistApi = {
  get: (signal?: AbortSignal) => apiFetch<WishlistView>('/api/v1/wishlist', { signal }),
  add: (productId: string, variantId?: string | null) => wishlistChange('/api/v1/wishlist/add', 'POST', variantId ? { productId, variantId } : { productId }),
  remove: (productId: string) => wishlistChange(`/api/v1/wishlist/remove/${id(productId)}`, 'DELETE'),
  clear: () => wishlistChange('/api/v1/wishlist/clear', 'DELETE'),
  bulkRemove: (productIds: string[]) => wishlistChange('/api/v1/wishlist/bulk-remove', 'POST', { productIds }),
  count: () => apiFetch<{ count: number }>('/api/v1/wishlist/count'),
  check: (productId: string) => apiFetch<{ inWishlist: boolean }>(`/api/v1/wishlist/check/${id(productId)}`),
  statistics: () => apiFetch<WishlistStatistics>('/api/v1/wishlist/statistics'),
};
