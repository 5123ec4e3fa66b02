import { describe, expect, it, vi } from 'vitest';
import { GET as getProduct } from '@/app/api/v1/products/[id]/route';
import { GET as listProducts } from '@/app/api/v1/products/route';
import { DELETE as cancelRoute } from '@/app/api/v1/orders/cancel/[id]/route';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { checkoutOnline } from '../helpers/orders';
import { createProduct, createShopper, fillCart } from '../helpers/shoppers';

/*
 * Outside Next.js the catalogue cache calls straight through, which would hide stale stock.
 * Here it is replaced by one that never forgets (as a product cached for 5 minutes behaves
 * within them), so only a live read of the stock can answer right.
 */
vi.mock('@/lib/catalog/cached', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/catalog/cached')>();
  const forever = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => {
    const memo = new Map<string, Promise<R>>();
    return (...args: A) => {
      const key = JSON.stringify(args);
      if (!memo.has(key)) memo.set(key, fn(...args));
      return memo.get(key)!;
    };
  };
  return { ...real, cachedGetProduct: forever(real.cachedGetProduct), cachedListProducts: forever(real.cachedListProducts) };
});

const db = useTestDatabase();

describe('stock in the public product JSON is live beside the cached product', () => {
  it('an order of 2 shows 138 at once, its cancellation 140 again, in the product and in the listing', async () => {
    const product = await createProduct(db(), { stock: 140, name: 'Live Stock Vetiver' });
    const shopper = await createShopper(db());
    const read = async () => (await call(getProduct, { path: `/api/v1/products/${product.id}`, params: { id: product.id } })).body.data.stock;
    const listed = async () => {
      const res = await call(listProducts, { path: '/api/v1/products?search=Live%20Stock%20Vetiver' });
      return res.body.data.find((p: { id: string }) => p.id === product.id)?.stock;
    };
    expect(await read()).toBe(140);
    expect(await listed()).toBe(140);

    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 2 }]);
    const placed = await checkoutOnline(shopper);
    expect(placed.status).toBe(201);
    expect(await read()).toBe(138);
    expect(await listed()).toBe(138);

    const cancelled = await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: placed.body.data.order.id }, headers: shopper.headers });
    expect(cancelled.status).toBe(200);
    expect(await read()).toBe(140);
    expect(await listed()).toBe(140);
  });

  it('lets a shared cache keep a product for a second at most, and a listing not at all', async () => {
    const product = await createProduct(db(), { stock: 5 });
    const res = await call(getProduct, { path: `/api/v1/products/${product.id}`, params: { id: product.id } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    // A listing's stock may already be up to a second old in the server: no shared cache adds to it.
    const list = await call(listProducts, { path: '/api/v1/products' });
    expect(list.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});
