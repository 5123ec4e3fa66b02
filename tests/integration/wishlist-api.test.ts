import { eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getWishlist } from '@/app/api/v1/wishlist/route';
import { POST as add } from '@/app/api/v1/wishlist/add/route';
import { DELETE as remove } from '@/app/api/v1/wishlist/remove/[productId]/route';
import { DELETE as clear } from '@/app/api/v1/wishlist/clear/route';
import { GET as stats } from '@/app/api/v1/wishlist/statistics/route';
import { GET as check } from '@/app/api/v1/wishlist/check/[productId]/route';
import { GET as count } from '@/app/api/v1/wishlist/count/route';
import { POST as bulkRemove } from '@/app/api/v1/wishlist/bulk-remove/route';
import { POST as merge } from '@/app/api/v1/wishlist/merge/route';
import { products } from '@/lib/db/schema';
import { signGuestId } from '@/lib/auth/guest';
import { newId } from '@/lib/ids';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { SEED_ADMIN, SEED_CUSTOMER, signIn } from '../helpers/auth';

const db = useTestDatabase();
type Product = typeof products.$inferSelect;
let a: Product, b: Product, c: Product, soldOut: Product;

beforeAll(async () => {
  [a, b, c] = (await db().select().from(products).where(gt(products.stock, 10)).limit(3)) as [Product, Product, Product];
  [soldOut] = (await db().select().from(products).where(eq(products.stock, 0)).limit(1)) as [Product];
});

const guest = () => `ma_guest=${signGuestId(newId())}`;
const send = (handler: any, method: string, cookie: string, body?: unknown, params?: Record<string, string>) =>
  call(handler, { method, path: '/api/v1/wishlist', body, params, headers: { cookie, origin: 'http://localhost:3000' } });

describe('wishlist', () => {
  it('adds once, checks, counts and removes', async () => {
    const g = guest();
    const first = await send(add, 'POST', g, { productId: a.id });
    expect(first.body).toMatchObject({ message: 'Added to wishlist', data: { count: 1 } });
    const twice = await send(add, 'POST', g, { productId: a.id });
    expect(twice.body.data.count).toBe(1);
    expect((await send(check, 'GET', g, undefined, { productId: a.id })).body.data).toEqual({ inWishlist: true });
    expect((await send(check, 'GET', g, undefined, { productId: b.id })).body.data).toEqual({ inWishlist: false });
    expect((await send(count, 'GET', g)).body.data).toEqual({ count: 1 });
    const gone = await send(remove, 'DELETE', g, undefined, { productId: a.id });
    expect(gone.body).toMatchObject({ message: 'Removed from wishlist', data: { count: 0 } });
    const again = await send(remove, 'DELETE', g, undefined, { productId: a.id });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Item not in wishlist');
  });

  it.each([
    [{}, 400, 'Product ID is required'],
    [{ productId: 'nope' }, 404, 'Product not found'],
    [{ productId: '0123456789abcdef01234567' }, 404, 'Product not found'],
  ])('add refuses %j', async (body, status, message) => {
    const res = await send(add, 'POST', guest(), body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('statistics, bulk remove and clear', async () => {
    const g = guest();
    for (const p of [a, b, c, soldOut]) await send(add, 'POST', g, { productId: p.id });
    const s = await send(stats, 'GET', g);
    expect(s.body.data).toMatchObject({
      totalItems: 4,
      totalValue: (a.pricePaise + b.pricePaise + c.pricePaise + soldOut.pricePaise) / 100,
      availableItems: 3,
      outOfStockItems: 1,
    });
    const shares = s.body.data.categoryBreakdown.reduce((sum: number, x: any) => sum + x.percentage, 0);
    expect(Math.round(shares)).toBe(100);
    const bulk = await send(bulkRemove, 'POST', g, { productIds: [a.id, b.id, '0123456789abcdef01234567'] });
    expect(bulk.body).toMatchObject({ message: '2 items removed from wishlist', data: { count: 2 } });
    expect((await send(bulkRemove, 'POST', g, { productIds: [] })).status).toBe(400);
    expect((await send(bulkRemove, 'POST', g, {})).status).toBe(400);
    const cleared = await send(clear, 'DELETE', g);
    expect(cleared.body).toMatchObject({ message: 'Wishlist cleared successfully', data: { count: 0 } });
  });

  it('keeps customers apart', async () => {
    const customer = await signIn(SEED_CUSTOMER);
    const admin = await signIn(SEED_ADMIN);
    await send(clear, 'DELETE', customer.cookie);
    await send(add, 'POST', customer.cookie, { productId: c.id });
    expect((await send(getWishlist, 'GET', admin.cookie)).body.data.items.some((i: any) => i.productId === c.id)).toBe(false);
    expect((await send(remove, 'DELETE', admin.cookie, undefined, { productId: c.id })).status).toBe(404);
    expect((await send(getWishlist, 'GET', customer.cookie)).body.data.count).toBe(1);
  });

  it('merge needs a session and moves the guest list in', async () => {
    const g = guest();
    await send(add, 'POST', g, { productId: b.id });
    expect((await send(merge, 'POST', g)).status).toBe(401);
    const me = await signIn(SEED_CUSTOMER);
    const res = await send(merge, 'POST', `${me.cookie}; ${g}`);
    expect(res.body.data).toMatchObject({ wishlistMerged: true, mergedItems: { wishlist: 1 } });
    expect((await send(check, 'GET', me.cookie, undefined, { productId: b.id })).body.data.inWishlist).toBe(true);
  });
});
