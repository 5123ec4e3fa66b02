'use server';
/*
 * The bag's and the wishlist's changes made inside pages (add to bag, the hearts, the bag's
 * quantities), as Server Actions. Each runs the very /api/v1 handler its request would reach
 * (lib/http/route.ts: who is asking, zod, the domain function, the error envelope), handed a request
 * built from this one's headers, so the page and the public API cannot drift apart: one function
 * per use case, two ways in. The answer is the API's envelope with its status
 * (lib/client/api.ts reads both alike), and the cookie the handler sets (a guest's bag) is set here.
 */
import { cookies, headers } from 'next/headers';
import { POST as cartAdd } from '@/app/api/v1/cart/add/route';
import { DELETE as cartClear } from '@/app/api/v1/cart/clear/route';
import { PATCH as cartDecrement } from '@/app/api/v1/cart/decrement/route';
import { PATCH as cartIncrement } from '@/app/api/v1/cart/increment/route';
import { DELETE as cartRemove } from '@/app/api/v1/cart/remove/[productId]/route';
import { PATCH as cartUpdateQuantity } from '@/app/api/v1/cart/update-quantity/route';
import { POST as wishlistAdd } from '@/app/api/v1/wishlist/add/route';
import { POST as wishlistBulkRemove } from '@/app/api/v1/wishlist/bulk-remove/route';
import { DELETE as wishlistClear } from '@/app/api/v1/wishlist/clear/route';
import { DELETE as wishlistRemove } from '@/app/api/v1/wishlist/remove/[productId]/route';
import { parseSetCookie } from '@/lib/http/set-cookie';
import type { ActionAnswer } from '@/lib/client/api';

type Handler = (req: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

// The request's own headers but these: the body is rebuilt as JSON, and the action's are Next's.
const DROPPED_HEADERS = ['content-length', 'content-type', 'content-encoding', 'transfer-encoding', 'next-action', 'next-router-state-tree', 'accept'];

async function viaRoute(handler: Handler, method: string, path: string, body?: unknown, params: Record<string, string> = {}): Promise<ActionAnswer> {
  const incoming = await headers();
  const forwarded = new Headers(incoming);
  for (const name of DROPPED_HEADERS) forwarded.delete(name);
  forwarded.set('accept', 'application/json');
  if (body !== undefined) forwarded.set('content-type', 'application/json');
  const host = incoming.get('x-forwarded-host')?.split(',')[0]?.trim() || incoming.get('host') || 'localhost';
  const proto = incoming.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  const req = new Request(new URL(path, `${proto}://${host}`), {
    method,
    headers: forwarded,
    // A value that is not JSON (undefined inside an array, a function) is refused by the handler's zod like any bad body.
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const res = await handler(req, { params: Promise.resolve(params) });
  const jar = await cookies();
  for (const header of res.headers.getSetCookie()) {
    const cookie = parseSetCookie(header);
    if (cookie) jar.set(cookie);
  }
  const retryAfter = Number(res.headers.get('retry-after'));
  return { status: res.status, body: await res.json().catch(() => null), retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
}

// Arguments arrive from the browser as anything at all: each is the body or address part its
// handler validates, so a wrong one gets the API's 400, never a 500.
const segment = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : String(value));

export async function addToBagAction(body: unknown) {
  return viaRoute(cartAdd, 'POST', '/api/v1/cart/add', body);
}
export async function updateBagQuantityAction(body: unknown) {
  return viaRoute(cartUpdateQuantity, 'PATCH', '/api/v1/cart/update-quantity', body);
}
export async function incrementBagAction(body: unknown) {
  return viaRoute(cartIncrement, 'PATCH', '/api/v1/cart/increment', body);
}
export async function decrementBagAction(body: unknown) {
  return viaRoute(cartDecrement, 'PATCH', '/api/v1/cart/decrement', body);
}
export async function removeFromBagAction(productId: unknown) {
  return viaRoute(cartRemove, 'DELETE', `/api/v1/cart/remove/${segment(productId)}`, undefined, { productId: String(productId) });
}
export async function clearBagAction() {
  return viaRoute(cartClear, 'DELETE', '/api/v1/cart/clear');
}
export async function addToWishlistAction(body: unknown) {
  return viaRoute(wishlistAdd, 'POST', '/api/v1/wishlist/add', body);
}
export async function removeFromWishlistAction(productId: unknown) {
  return viaRoute(wishlistRemove, 'DELETE', `/api/v1/wishlist/remove/${segment(productId)}`, undefined, { productId: String(productId) });
}
export async function clearWishlistAction() {
  return viaRoute(wishlistClear, 'DELETE', '/api/v1/wishlist/clear');
}
export async function bulkRemoveFromWishlistAction(body: unknown) {
  return viaRoute(wishlistBulkRemove, 'POST', '/api/v1/wishlist/bulk-remove', body);
}
