import { and, eq, gt, lte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getCart } from '@/app/api/v1/cart/route';
import { POST as add } from '@/app/api/v1/cart/add/route';
import { PATCH as update } from '@/app/api/v1/cart/update-quantity/route';
import { PATCH as increment } from '@/app/api/v1/cart/increment/route';
import { PATCH as decrement } from '@/app/api/v1/cart/decrement/route';
import { DELETE as remove } from '@/app/api/v1/cart/remove/[productId]/route';
import { DELETE as clear } from '@/app/api/v1/cart/clear/route';
import { GET as count } from '@/app/api/v1/cart/count/route';
import { GET as check } from '@/app/api/v1/cart/check/[productId]/route';
import { GET as validate } from '@/app/api/v1/cart/validate/route';
import { GET as stats } from '@/app/api/v1/cart/statistics/route';
import { POST as bulkAdd } from '@/app/api/v1/cart/bulk-add/route';
import { POST as merge } from '@/app/api/v1/cart/merge/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as register } from '@/app/api/v1/auth/register/route';
import { GET as verifyEmail } from '@/app/api/v1/auth/verify-email/[token]/route';
import { POST as wishAdd } from '@/app/api/v1/wishlist/add/route';
import { GET as getWishlist } from '@/app/api/v1/wishlist/route';
import { products } from '@/lib/db/schema';
import { signGuestId } from '@/lib/auth/guest';
import { newId } from '@/lib/ids';
import { useTestDatabase } from '../helpers/db';
import { setDefaultSize } from '../helpers/shoppers';
import { call } from '../helpers/http';
import { cookieHeaderFrom, freshIp, lastEmailTo, SEED_CUSTOMER, signIn, tokenFromEmail } from '../helpers/auth';

const db = useTestDatabase();
const ORIGIN = 'http://localhost:3000';

type Product = typeof products.$inferSelect;
let plenty: Product; // stock > 10
let plenty2: Product;
let few: Product; // stock 1..10
let soldOut: Product; // stock 0

beforeAll(async () => {
  const many = await db().select().from(products).where(gt(products.stock, 10)).limit(2);
  [plenty, plenty2] = many as [Product, Product];
  [few] = (await db().select().from(products).where(and(gt(products.stock, 0), lte(products.stock, 10))).limit(1)) as [Product];
  [soldOut] = (await db().select().from(products).where(eq(products.stock, 0)).limit(1)) as [Product];
  expect([plenty, plenty2, few, soldOut].every(Boolean)).toBe(true);
});

/** A fresh guest: a valid signed guest cookie of its own. */
const guest = () => `ma_guest=${signGuestId(newId())}`;

function send(handler: any, method: string, path: string, cookie: string, body?: unknown, params?: Record<string, string>) {
  return call(handler, { method, path, body, params, headers: { cookie, origin: ORIGIN } });
}

describe('a guest cart', () => {
  it('starts with a signed guest cookie on the first add, and GET never creates one', async () => {
    const empty = await call(getCart, { path: '/api/v1/cart' });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ items: [], itemsWithDetails: [], count: 0, summary: { totalItems: 0, totalPrice: 0, estimatedShipping: 0 } });
    expect(empty.headers.getSetCookie()).toEqual([]);

    const res = await call(add, { method: 'POST', path: '/api/v1/cart/add', body: { productId: plenty.id, quantity: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`${plenty.name} added to cart!`);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('ma_guest='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Max-Age=7776000/);
    const cookie = cookieHeaderFrom(res.headers);
    const cart = await send(getCart, 'GET', '/api/v1/cart', cookie);
    expect(cart.body.data.count).toBe(2);
    expect(cart.body.data.items[0]).toMatchObject({ productId: plenty.id, quantity: 2, originalPrice: plenty.pricePaise / 100 });
    expect(cart.body.data.itemsWithDetails[0]).toMatchObject({
      productId: plenty.id,
      productAvailable: true,
      inStock: true,
      maxQuantity: plenty.stock,
      itemTotal: (plenty.pricePaise * 2) / 100,
    });
    expect(cart.body.data.summary).toMatchObject({ totalItems: 2, totalPrice: (plenty.pricePaise * 2) / 100, availableItems: 1, outOfStockItems: 0 });
  });

  it('a forged or tampered guest cookie is ignored, not trusted', async () => {
    const cookie = guest();
    await send(add, 'POST', '/x', cookie, { productId: plenty.id });
    const [id] = cookie.slice('ma_guest='.length).split('.');
    const forged = `ma_guest=${id}.AAAA`;
    expect((await send(getCart, 'GET', '/x', forged)).body.data.count).toBe(0);
    expect((await send(getCart, 'GET', '/x', `ma_guest=${id}`)).body.data.count).toBe(0);
    expect((await send(getCart, 'GET', '/x', cookie)).body.data.count).toBe(1);
  });

  it('adding again increases the line, capped at the stock with the stock message', async () => {
    const cookie = guest();
    await send(add, 'POST', '/x', cookie, { productId: few.id, quantity: 1 });
    const again = await send(add, 'POST', '/x', cookie, { productId: few.id, quantity: 1 });
    if (few.stock >= 2) expect(again.body.message).toBe(`${few.name} quantity increased!`);
    const over = await send(add, 'POST', '/x', cookie, { productId: few.id, quantity: few.stock });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`Only ${few.stock} items available in stock`);
    // Nothing changed by the refusal.
    expect((await send(check, 'GET', '/x', cookie, undefined, { productId: few.id })).body.data).toEqual({ inCart: true, quantity: Math.min(2, few.stock) });
  });

  it.each([
    [{}, 400, 'Product ID is required'],
    [{ productId: '' }, 400, 'Product ID is required'],
    [{ productId: 'x', quantity: 0 }, 400, 'Quantity must be at least 1'],
    [{ productId: 'x', quantity: -2 }, 400, 'Quantity must be at least 1'],
    [{ productId: 'x', quantity: '2' }, 400, 'Quantity must be a whole number'],
    [{ productId: 'x', quantity: 1.5 }, 400, 'Quantity must be a whole number'],
    [{ productId: '0123456789abcdef01234567' }, 404, 'Product not found'],
    [{ productId: 'not-an-id' }, 404, 'Product not found'],
  ])('add refuses %j', async (body, status, message) => {
    const res = await send(add, 'POST', '/x', guest(), body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('refuses an out-of-stock product and more than the stock', async () => {
    const out = await send(add, 'POST', '/x', guest(), { productId: soldOut.id });
    expect(out.status).toBe(409);
    expect(out.body.message).toBe('This product is out of stock');
    const tooMany = await send(add, 'POST', '/x', guest(), { productId: few.id, quantity: few.stock + 1 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(`Only ${few.stock} items available in stock`);
  });

  it('updates, increments and decrements quantities; 0 removes; negatives are refused', async () => {
    const cookie = guest();
    await send(add, 'POST', '/x', cookie, { productId: plenty.id, quantity: 1 });
    expect((await send(update, 'PATCH', '/x', cookie, { productId: plenty.id, quantity: 4 })).body.data.count).toBe(4);
    expect((await send(increment, 'PATCH', '/x', cookie, { productId: plenty.id })).body.data.count).toBe(5);
    expect((await send(decrement, 'PATCH', '/x', cookie, { productId: plenty.id })).body.data.count).toBe(4);
    const negative = await send(update, 'PATCH', '/x', cookie, { productId: plenty.id, quantity: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('Quantity cannot be negative');
    const nan = await send(update, 'PATCH', '/x', cookie, { productId: plenty.id, quantity: 'many' });
    expect(nan.status).toBe(400);
    const missing = await send(update, 'PATCH', '/x', cookie, { quantity: 2 });
    expect(missing.body.message).toBe('Product ID is required');
    const over = await send(update, 'PATCH', '/x', cookie, { productId: plenty.id, quantity: plenty.stock + 1 });
    expect(over.status).toBe(409);
    const zero = await send(update, 'PATCH', '/x', cookie, { productId: plenty.id, quantity: 0 });
    expect(zero.body.data.items).toEqual([]);
    const gone = await send(update, 'PATCH', '/x', cookie, { productId: plenty.id, quantity: 2 });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Cart item not found');
    await send(add, 'POST', '/x', cookie, { productId: plenty.id, quantity: 1 });
    expect((await send(decrement, 'PATCH', '/x', cookie, { productId: plenty.id })).body.data.items).toEqual([]);
    expect((await send(increment, 'PATCH', '/x', cookie, { productId: plenty.id })).status).toBe(404);
  });

  it('removes a line and clears the cart', async () => {
    const cookie = guest();
    await send(add, 'POST', '/x', cookie, { productId: plenty.id });
    await send(add, 'POST', '/x', cookie, { productId: plenty2.id });
    const removed = await send(remove, 'DELETE', '/x', cookie, undefined, { productId: plenty.id });
    expect(removed.body.data.items.map((i: any) => i.productId)).toEqual([plenty2.id]);
    expect((await send(remove, 'DELETE', '/x', cookie, undefined, { productId: plenty.id })).status).toBe(404);
    const cleared = await send(clear, 'DELETE', '/x', cookie);
    expect(cleared.body).toMatchObject({ message: 'Cart cleared', data: { items: [], count: 0 } });
    expect((await send(count, 'GET', '/x', cookie)).body.data).toEqual({ count: 0 });
  });

  it('shows a deactivated product as an unavailable line, not an error, and lets it be removed', async () => {
    const [victim] = await db().insert(products).values({ ...plenty, id: newId(), slug: `gone-${Date.now()}`, stock: 5 }).returning();
    const cookie = guest();
    await send(add, 'POST', '/x', cookie, { productId: victim!.id, quantity: 2 });
    await send(add, 'POST', '/x', cookie, { productId: plenty.id, quantity: 1 });
    await db().update(products).set({ isActive: false }).where(eq(products.id, victim!.id));
    const cart = await send(getCart, 'GET', '/x', cookie);
    expect(cart.status).toBe(200);
    const line = cart.body.data.itemsWithDetails.find((d: any) => d.productId === victim!.id);
    expect(line).toMatchObject({ productAvailable: false, itemTotal: 0, inStock: false });
    expect(cart.body.data.summary).toMatchObject({ totalItems: 1, outOfStockItems: 1 });
    expect((await send(count, 'GET', '/x', cookie)).body.data.count).toBe(1);
    const v = await send(validate, 'GET', '/x', cookie);
    expect(v.body.data.isValid).toBe(false);
    expect(v.body.data.invalidItems[0].issues).toEqual(['Product no longer exists']);
    // Deleted outright: the line stays, addressed by its own id.
    await db().delete(products).where(eq(products.id, victim!.id));
    const after = await send(getCart, 'GET', '/x', cookie);
    const orphan = after.body.data.items.find((i: any) => i.product === null);
    expect(orphan).toBeTruthy();
    expect((await send(remove, 'DELETE', '/x', cookie, undefined, { productId: orphan._id })).status).toBe(200);
  });

  it('validation reports stock shortfalls and price changes over 10%', async () => {
    const [p] = await db().insert(products).values({ ...plenty, id: newId(), slug: `drift-${Date.now()}`, stock: 5, pricePaise: 200_000 }).returning();
    const cookie = guest();
    await send(add, 'POST', '/x', cookie, { productId: p!.id, quantity: 4 });
    await setDefaultSize(db(), p!.id, { stock: 2, pricePaise: 230_000 });
    const v = await send(validate, 'GET', '/x', cookie);
    expect(v.body.data.invalidItems[0].issues).toEqual(['Only 2 available, but 4 requested', 'Price changed from ₹2,000 to ₹2,300']);
    await setDefaultSize(db(), p!.id, { stock: 9, pricePaise: 210_000 });
    expect((await send(validate, 'GET', '/x', cookie)).body.data).toEqual({ isValid: true, invalidItems: [] });
  });

  it('statistics and bulk add', async () => {
    const cookie = guest();
    const bulk = await send(bulkAdd, 'POST', '/x', cookie, {
      items: [{ productId: plenty.id, quantity: 2 }, { productId: soldOut.id }, { productId: plenty2.id }],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toMatchObject({ successful: 2, failed: 1 });
    expect(bulk.body.data.results[1]).toEqual({ productId: soldOut.id, success: false, message: 'This product is out of stock' });
    const s = await send(stats, 'GET', '/x', cookie);
    expect(s.body.data).toMatchObject({ totalItems: 3, uniqueProducts: 2, estimatedShipping: 0 });
    expect((await send(bulkAdd, 'POST', '/x', cookie, { items: [] })).body.message).toBe('Items must be a non-empty array');
    expect((await send(bulkAdd, 'POST', '/x', cookie, {})).status).toBe(400);
  });
});

describe('customers and guests are kept apart', () => {
  it('one customer never sees or changes another’s cart', async () => {
    const a = await signIn(SEED_CUSTOMER);
    const email = `cart.${Date.now()}@example.in`;
    await call(register, { method: 'POST', path: '/x', body: { name: 'Rohan', email, password: 'Cardamom#2026', confirmPassword: 'Cardamom#2026', acceptTerms: true }, headers: { 'x-forwarded-for': freshIp() } });
    const b = await signIn({ email, password: 'Cardamom#2026' });
    await send(clear, 'DELETE', '/x', a.cookie);
    await send(add, 'POST', '/x', a.cookie, { productId: plenty.id, quantity: 3 });
    expect((await send(getCart, 'GET', '/x', b.cookie)).body.data.count).toBe(0);
    // B removing A's product id touches only B's (empty) cart.
    expect((await send(remove, 'DELETE', '/x', b.cookie, undefined, { productId: plenty.id })).status).toBe(404);
    // A guest cookie alongside a session is ignored: the session decides.
    const g = guest();
    await send(add, 'POST', '/x', g, { productId: plenty2.id });
    expect((await send(getCart, 'GET', '/x', `${b.cookie}; ${g}`)).body.data.count).toBe(0);
    expect((await send(getCart, 'GET', '/x', a.cookie)).body.data.count).toBe(3);
  });

  it('refuses a cookie-carrying cart change from another origin', async () => {
    const res = await call(add, { method: 'POST', path: '/x', body: { productId: plenty.id }, headers: { cookie: guest(), origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('merging a guest bag at sign-in', () => {
  it('login adds quantities up to the stock, keeps wishlist items once, and answers the counts', async () => {
    const email = `merge.${Date.now()}@example.in`;
    const password = 'Saffron#2026';
    await call(register, { method: 'POST', path: '/x', body: { name: 'Isha', email, password, confirmPassword: password, acceptTerms: true }, headers: { 'x-forwarded-for': freshIp() } });
    const me = await signIn({ email, password });
    await send(add, 'POST', '/x', me.cookie, { productId: few.id, quantity: few.stock });
    await send(wishAdd, 'POST', '/x', me.cookie, { productId: plenty.id });

    const g = guest();
    await send(add, 'POST', '/x', g, { productId: few.id, quantity: 1 });
    await send(add, 'POST', '/x', g, { productId: plenty2.id, quantity: 2 });
    await send(wishAdd, 'POST', '/x', g, { productId: plenty.id });
    await send(wishAdd, 'POST', '/x', g, { productId: plenty2.id });

    const res = await call(login, { method: 'POST', path: '/x', body: { email, password }, headers: { cookie: g, 'x-forwarded-for': freshIp() } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      cartMerged: true,
      wishlistMerged: true,
      mergedItems: { cart: 2, wishlist: 1 },
      cartCount: few.stock + 2,
      wishlistCount: 2,
    });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('ma_guest=;') && c.includes('Max-Age=0'))).toBe(true);
    const cookie = cookieHeaderFrom(res.headers);
    const cart = await send(getCart, 'GET', '/x', cookie);
    const qty = Object.fromEntries(cart.body.data.items.map((i: any) => [i.productId, i.quantity]));
    expect(qty).toEqual({ [few.id]: few.stock, [plenty2.id]: 2 });
    const wl = await send(getWishlist, 'GET', '/x', cookie);
    expect(wl.body.data.items.map((i: any) => i.productId).sort()).toEqual([plenty.id, plenty2.id].sort());
    // The guest bag is gone.
    expect((await send(getCart, 'GET', '/x', g)).body.data.count).toBe(0);
  });

  it('registration leaves the guest bag in the browser; verifying the email there signs in and moves it into the account', async () => {
    const g = guest();
    await send(add, 'POST', '/x', g, { productId: plenty.id, quantity: 2 });
    await send(wishAdd, 'POST', '/x', g, { productId: plenty2.id });
    const email = `newbag.${Date.now()}@example.in`;
    const res = await call(register, {
      method: 'POST',
      path: '/x',
      body: { name: 'Tara', email, password: 'Vetiver#2026', confirmPassword: 'Vetiver#2026', acceptTerms: true },
      headers: { cookie: g, 'x-forwarded-for': freshIp() },
    });
    expect(res.body.data).toMatchObject({ cartMerged: false, wishlistMerged: false });
    // Still signed out, so the bag, the badges and checkout all still see the guest's bag.
    expect(res.headers.getSetCookie().some((c) => c.startsWith('ma_guest='))).toBe(false);
    expect((await send(count, 'GET', '/x', g)).body.data.count).toBe(2);

    const browser = `${g}; ${cookieHeaderFrom(res.headers)}`;
    const token = tokenFromEmail((await lastEmailTo(db(), email, 'verify-email'))!.text, '/verify-email/');
    const verified = await call(verifyEmail, { path: '/x', params: { token }, headers: { cookie: browser } });
    expect(verified.body.data).toMatchObject({ signedIn: true, redirectTo: '/cart', cartMerged: true, wishlistMerged: true, cartCount: 2, wishlistCount: 1 });
    expect(verified.headers.getSetCookie().some((c) => c.startsWith('ma_guest=;') && c.includes('Max-Age=0'))).toBe(true);
    const session = cookieHeaderFrom(verified.headers);
    expect((await send(count, 'GET', '/x', session)).body.data.count).toBe(2);
    expect((await send(count, 'GET', '/x', g)).body.data.count).toBe(0);
  });

  it('a registration started from checkout: verifying the email in that browser returns to the checkout', async () => {
    const g = guest();
    await send(add, 'POST', '/x', g, { productId: plenty.id, quantity: 1 });
    const email = `fromcheckout.${Date.now()}@example.in`;
    const res = await call(register, {
      method: 'POST',
      path: '/x',
      body: { name: 'Tara', email, password: 'Vetiver#2026', confirmPassword: 'Vetiver#2026', acceptTerms: true, returnTo: '/checkout' },
      headers: { cookie: g, 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(201);
    const token = tokenFromEmail((await lastEmailTo(db(), email, 'verify-email'))!.text, '/verify-email/');
    const verified = await call(verifyEmail, { path: '/x', params: { token }, headers: { cookie: `${g}; ${cookieHeaderFrom(res.headers)}` } });
    expect(verified.body.data).toMatchObject({ signedIn: true, redirectTo: '/checkout', cartCount: 1 });

    // Any other return path (or a foreign one) keeps the bag as the landing.
    const other = `elsewhere.${Date.now()}@example.in`;
    const g2 = guest();
    await send(add, 'POST', '/x', g2, { productId: plenty.id, quantity: 1 });
    const res2 = await call(register, {
      method: 'POST',
      path: '/x',
      body: { name: 'Tara', email: other, password: 'Vetiver#2026', confirmPassword: 'Vetiver#2026', acceptTerms: true, returnTo: 'https://evil.example/checkout' },
      headers: { cookie: g2, 'x-forwarded-for': freshIp() },
    });
    const token2 = tokenFromEmail((await lastEmailTo(db(), other, 'verify-email'))!.text, '/verify-email/');
    const verified2 = await call(verifyEmail, { path: '/x', params: { token: token2 }, headers: { cookie: `${g2}; ${cookieHeaderFrom(res2.headers)}` } });
    expect(verified2.body.data).toMatchObject({ signedIn: true, redirectTo: '/cart' });
  });

  it('POST /cart/merge needs a session', async () => {
    expect((await send(merge, 'POST', '/x', guest())).status).toBe(401);
    const me = await signIn(SEED_CUSTOMER);
    const res = await send(merge, 'POST', '/x', `${me.cookie}; ${guest()}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ cartMerged: false, wishlistMerged: false });
  });
});
