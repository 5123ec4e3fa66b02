import { describe, expect, it } from 'vitest';
import { POST as add } from '@/app/api/v1/cart/add/route';
import { GET as getCart } from '@/app/api/v1/cart/route';
import { POST as acceptChanges } from '@/app/api/v1/cart/accept-changes/route';
import { signGuestId } from '@/lib/auth/guest';
import { newId } from '@/lib/ids';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createProduct, createShopper, defaultSizeOf, setDefaultSize } from '../helpers/shoppers';

/*
 * Issue 30: the bag says, once, what changed since the shopper added a line: a new price, or a
 * quantity lowered to the stock left.
 */
const db = useTestDatabase();
const ORIGIN = 'http://localhost:3000';
const guest = () => `ma_guest=${signGuestId(newId())}`;

const accept = (cookie: string) => call(acceptChanges, { method: 'POST', path: '/api/v1/cart/accept-changes', headers: { cookie, origin: ORIGIN } });

describe('POST /api/v1/cart/accept-changes', () => {
  it('tells a price change and a quantity lowered to the stock, once, and the bag takes them', async () => {
    const dearer = await createProduct(db(), { stock: 20, pricePaise: 450_000, name: `Oud Rasa ${newId().slice(-4)}` });
    const scarce = await createProduct(db(), { stock: 8, pricePaise: 199_000, name: `Neroli ${newId().slice(-4)}` });
    const steady = await createProduct(db(), { stock: 8, pricePaise: 99_000 });
    const cookie = guest();
    for (const [product, quantity] of [[dearer, 1], [scarce, 5], [steady, 2]] as const) {
      const res = await call(add, { method: 'POST', path: '/api/v1/cart/add', body: { productId: product.id, quantity }, headers: { cookie, origin: ORIGIN } });
      expect(res.status).toBe(200);
    }
    const dearerSize = await defaultSizeOf(db(), dearer.id);
    await setDefaultSize(db(), dearer.id, { pricePaise: 495_000 });
    await setDefaultSize(db(), scarce.id, { stock: 3 });

    const first = await accept(cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const messages = first.body.data.changes.map((c: { message: string }) => c.message);
    expect(messages).toEqual([
      `${dearer.name} ${dearerSize.label} is now ₹4,950, was ₹4,500.`,
      expect.stringMatching(new RegExp(`^${scarce.name}.*: only 3 left, so we changed your quantity to 3\\.$`)),
    ]);
    expect(first.body.data.changes[0]).toMatchObject({ kind: 'price', productId: dearer.id, wasPaise: 450_000, nowPaise: 495_000 });
    expect(first.body.data.changes[1]).toMatchObject({ kind: 'quantity', productId: scarce.id, wasQuantity: 5, nowQuantity: 3 });

    // The bag as it is now: the lowered quantity, the new price as the price it was added at.
    const cart = await call(getCart, { path: '/api/v1/cart', headers: { cookie } });
    const line = (id: string) => cart.body.data.items.find((l: { productId: string }) => l.productId === id);
    expect(line(scarce.id).quantity).toBe(3);
    expect(line(dearer.id).originalPrice).toBe(4950);
    expect(first.body.data.cart.count).toBe(cart.body.data.count);

    // Told once.
    expect((await accept(cookie)).body.data.changes).toEqual([]);
    // A later change is told in its turn.
    await setDefaultSize(db(), dearer.id, { pricePaise: 420_000 });
    const later = await accept(cookie);
    expect(later.body.data.changes.map((c: { message: string }) => c.message)).toEqual([`${dearer.name} ${dearerSize.label} is now ₹4,200, was ₹4,950.`]);
  });

  it('answers no change for a visitor with no bag, and for a signed-in customer’s own untouched bag', async () => {
    const none = await call(acceptChanges, { method: 'POST', path: '/api/v1/cart/accept-changes', headers: { origin: ORIGIN } });
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ changes: [], cart: { count: 0 } });
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 5 });
    await call(add, { method: 'POST', path: '/api/v1/cart/add', body: { productId: product.id, quantity: 1 }, headers: { ...shopper.headers, origin: ORIGIN } });
    const mine = await call(acceptChanges, { method: 'POST', path: '/api/v1/cart/accept-changes', headers: { ...shopper.headers, origin: ORIGIN } });
    expect(mine.body.data).toMatchObject({ changes: [], cart: { count: 1 } });
  });

  it('refuses a cross-site request', async () => {
    const res = await call(acceptChanges, { method: 'POST', path: '/api/v1/cart/accept-changes', headers: { cookie: guest(), origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});
