import { describe, expect, it, vi } from 'vitest';
import { GET as getCart } from '@/app/api/v1/cart/route';
import { POST as add } from '@/app/api/v1/cart/add/route';
import { PATCH as update } from '@/app/api/v1/cart/update-quantity/route';
import { PATCH as increment } from '@/app/api/v1/cart/increment/route';
import { PATCH as decrement } from '@/app/api/v1/cart/decrement/route';
import { POST as bulkAdd } from '@/app/api/v1/cart/bulk-add/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as register } from '@/app/api/v1/auth/register/route';
import { signGuestId } from '@/lib/auth/guest';
import { loadOwnerCart, removeOrderedLines } from '@/lib/cart/service';
import { products } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { cookieHeaderFrom, freshIp } from '../helpers/auth';
import { createProduct, createShopper, fillCart, setDefaultSize } from '../helpers/shoppers';

const db = useTestDatabase();
const ORIGIN = 'http://localhost:3000';
const CAP = 'You can have at most 999 of one product in your cart';

const guest = () => `ma_guest=${signGuestId(newId())}`;

function send(handler: any, method: string, cookie: string, body?: unknown) {
  return call(handler, { method, path: '/x', body, headers: { cookie, origin: ORIGIN } });
}

async function quantities(cookie: string): Promise<Record<string, number>> {
  const cart = await send(getCart, 'GET', cookie);
  return Object.fromEntries(cart.body.data.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity]));
}

describe('the 999-per-line cap holds on every path', () => {
  it('add, increment and set stop at 999 even with more in stock', async () => {
    const p = await createProduct(db(), { stock: 5000 });
    const cookie = guest();
    expect((await send(add, 'POST', cookie, { productId: p.id, quantity: 999 })).status).toBe(200);
    const more = await send(add, 'POST', cookie, { productId: p.id, quantity: 1 });
    expect(more.status).toBe(409);
    expect(more.body.message).toBe(CAP);
    const up = await send(increment, 'PATCH', cookie, { productId: p.id });
    expect(up.status).toBe(409);
    expect(up.body.message).toBe(CAP);
    expect((await send(update, 'PATCH', cookie, { productId: p.id, quantity: 1000 })).status).toBe(400);
    expect(await quantities(cookie)).toEqual({ [p.id]: 999 });
    // Fewer is always fine.
    expect((await send(decrement, 'PATCH', cookie, { productId: p.id })).body.data.count).toBe(998);
    expect((await send(increment, 'PATCH', cookie, { productId: p.id })).body.data.count).toBe(999);
  });

  it('the stock still comes first when it is the lower limit', async () => {
    const p = await createProduct(db(), { stock: 3 });
    const cookie = guest();
    await send(add, 'POST', cookie, { productId: p.id, quantity: 3 });
    const up = await send(increment, 'PATCH', cookie, { productId: p.id });
    expect(up.status).toBe(409);
    expect(up.body.message).toBe('Only 3 items available in stock');
    // The stock fell below the line: one less is still allowed, one more is not.
    await setDefaultSize(db(), p.id, { stock: 1 });
    expect((await send(decrement, 'PATCH', cookie, { productId: p.id })).body.data.items[0].quantity).toBe(2);
    expect((await send(update, 'PATCH', cookie, { productId: p.id, quantity: 2 })).body.message).toBe('Only 1 items available in stock');
  });

  it('bulk add counts items of one product together, up to the cap', async () => {
    const p = await createProduct(db(), { stock: 5000 });
    const cookie = guest();
    await send(add, 'POST', cookie, { productId: p.id, quantity: 400 });
    const res = await send(bulkAdd, 'POST', cookie, {
      items: [
        { productId: p.id, quantity: 500 },
        { productId: p.id, quantity: 100 },
        { productId: p.id, quantity: 99 },
      ],
    });
    expect(res.body.data).toMatchObject({ successful: 2, failed: 1 });
    expect(res.body.data.results.map((r: { success: boolean; message: string }) => [r.success, r.message])).toEqual([
      [true, `${p.name} quantity increased!`],
      [false, CAP],
      [true, `${p.name} quantity increased!`],
    ]);
    expect(await quantities(cookie)).toEqual({ [p.id]: 999 });
  });

  it('merging a guest cart at login stops at 999', async () => {
    const p = await createProduct(db(), { stock: 5000 });
    const email = `cap.${Date.now()}@example.in`;
    const password = 'Cardamom#2026';
    await call(register, { method: 'POST', path: '/x', body: { name: 'Anu', email, password, confirmPassword: password, acceptTerms: true }, headers: { 'x-forwarded-for': freshIp() } });
    const first = await call(login, { method: 'POST', path: '/x', body: { email, password }, headers: { 'x-forwarded-for': freshIp() } });
    await send(add, 'POST', cookieHeaderFrom(first.headers), { productId: p.id, quantity: 700 });
    const g = guest();
    await send(add, 'POST', g, { productId: p.id, quantity: 700 });
    const res = await call(login, { method: 'POST', path: '/x', body: { email, password }, headers: { cookie: g, 'x-forwarded-for': freshIp() } });
    expect(res.body.data).toMatchObject({ cartMerged: true, cartCount: 999 });
  });
});

describe('bulk add', () => {
  it('takes the same few queries for 100 items as for 2', async () => {
    const catalogue = await db().select({ id: products.id, stock: products.stock }).from(products).limit(40);
    const inStock = catalogue.filter((p) => p.stock > 10);
    const client = (db() as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
    const queries = async (items: { productId: string; quantity: number }[]) => {
      const spy = vi.spyOn(client, 'query');
      try {
        const res = await send(bulkAdd, 'POST', guest(), { items });
        expect(res.status).toBe(200);
        return { n: spy.mock.calls.length, data: res.body.data };
      } finally {
        spy.mockRestore();
      }
    };
    const small = await queries(inStock.slice(0, 2).map((p) => ({ productId: p.id, quantity: 1 })));
    const items = Array.from({ length: 100 }, (_, i) =>
      i % 10 === 9 ? { productId: newId(), quantity: 1 } : { productId: inStock[i % inStock.length]!.id, quantity: 1 },
    );
    const large = await queries(items);
    expect(large.data.failed).toBe(10);
    expect(large.data.successful).toBe(90);
    expect(large.data.cart.summary.totalItems).toBe(90);
    expect(large.n).toBeLessThanOrEqual(6);
    expect(large.n).toBe(small.n);
  });
});

describe('checkout takes out exactly the lines it ordered', () => {
  it('a line raised meanwhile keeps the difference, a line added meanwhile stays, an untouched one goes', async () => {
    const shopper = await createShopper(db());
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createProduct(db(), { stock: 50 })));
    await fillCart(db(), shopper.id, [
      { productId: a!.id, quantity: 2 },
      { productId: b!.id, quantity: 1 },
    ]);
    // What the checkout read…
    const { lines } = await loadOwnerCart(db(), { userId: shopper.id });
    // …then another tab raises one line and adds another before the checkout removes its lines.
    const tab = { authorization: shopper.headers.authorization!, origin: ORIGIN };
    await call(increment, { method: 'PATCH', path: '/x', body: { productId: a!.id }, headers: tab });
    await call(add, { method: 'POST', path: '/x', body: { productId: c!.id, quantity: 4 }, headers: tab });
    await removeOrderedLines(db(), lines);
    const after = await loadOwnerCart(db(), { userId: shopper.id });
    expect(Object.fromEntries(after.lines.map((l) => [l.product!.id, l.quantity]))).toEqual({ [a!.id]: 1, [c!.id]: 4 });
  });
});
