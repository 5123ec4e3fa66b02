import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { products } from '@/lib/db/schema';
import { getCartView } from '@/lib/cart/service';
import { getWishlistView } from '@/lib/wishlist/service';
import { signGuestId, verifyGuestCookie } from '@/lib/auth/guest';
import { newId } from '@/lib/ids';
import type { CookieFields } from '@/lib/http/set-cookie';
import { useTestDatabase } from '../helpers/db';
import { createShopper } from '../helpers/shoppers';

/*
 * The bag's Server Actions (app/actions/bag.ts) against the database: what Next hands an action
 * (the request's headers, a cookie jar that becomes Set-Cookie) is stood in for by `request` and
 * `jar`; the rest is the real handler, domain code and database.
 */
const request = { headers: new Headers() };
const jar: CookieFields[] = [];
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ set: (cookie: CookieFields) => jar.push(cookie) }),
}));

const { addToBagAction, addToWishlistAction, removeFromBagAction, updateBagQuantityAction, clearBagAction, removeFromWishlistAction } = await import('@/app/actions/bag');

const db = useTestDatabase();
const ORIGIN = 'http://localhost:3000';
type Product = typeof products.$inferSelect;
let product: Product;

beforeAll(async () => {
  [product] = (await db().select().from(products).where(and(gt(products.stock, 10), eq(products.isActive, true))).limit(1)) as [Product];
  expect(product).toBeTruthy();
});

beforeEach(() => {
  jar.length = 0;
  request.headers = new Headers({ host: 'localhost:3000', origin: ORIGIN });
});

const as = (headers: Record<string, string>) => {
  request.headers = new Headers({ host: 'localhost:3000', origin: ORIGIN, ...headers });
};

describe('the bag through Server Actions', () => {
  it('a guest’s first add starts the signed guest cookie, and the bag is theirs', async () => {
    const answer = await addToBagAction({ productId: product.id, quantity: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: { count: 2 } });
    const cookie = jar.find((c) => c.name === 'ma_guest');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'lax' });
    const guestId = verifyGuestCookie(cookie!.value);
    expect(guestId).toBeTruthy();
    const bag = await getCartView(db(), { guestId: guestId! });
    expect(bag.items.map((i) => [i.productId, i.quantity])).toEqual([[product.id, 2]]);

    // The same guest's next change finds that bag.
    as({ cookie: `ma_guest=${cookie!.value}` });
    const updated = await updateBagQuantityAction({ productId: product.id, quantity: 5 });
    expect(updated.body).toMatchObject({ data: { count: 5 } });
    const removed = await removeFromBagAction(product.id);
    expect(removed).toMatchObject({ status: 200, body: { message: 'Item removed from cart', data: { count: 0 } } });
  });

  it('a signed-in customer’s add goes to their own bag, with no guest cookie', async () => {
    const shopper = await createShopper(db());
    as(shopper.headers);
    const answer = await addToBagAction({ productId: product.id, quantity: 1 });
    expect(answer.status).toBe(200);
    expect(jar).toEqual([]);
    expect((await getCartView(db(), { userId: shopper.id })).items).toHaveLength(1);
    expect((await clearBagAction()).status).toBe(200);
    expect((await getCartView(db(), { userId: shopper.id })).items).toHaveLength(0);
  });

  it('refuses bad input with the API’s 400 and message, and changes nothing', async () => {
    const guestId = newId();
    as({ cookie: `ma_guest=${signGuestId(guestId)}` });
    for (const bad of [{ productId: product.id, quantity: 0 }, { quantity: 1 }, 'not an object', null]) {
      const answer = await addToBagAction(bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    const unknown = await addToBagAction({ productId: newId(), quantity: 1 });
    expect(unknown.status).toBe(404);
    expect((await getCartView(db(), { guestId })).items).toHaveLength(0);
  });

  it('refuses a change sent from another site, as the API does', async () => {
    as({ origin: 'https://evil.example', cookie: `ma_guest=${signGuestId(newId())}` });
    const answer = await addToBagAction({ productId: product.id, quantity: 1 });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('the heart: the wishlist takes a perfume and gives it back, for that visitor only', async () => {
    const shopper = await createShopper(db());
    as(shopper.headers);
    const added = await addToWishlistAction({ productId: product.id });
    expect(added.status).toBe(200);
    expect((await getWishlistView(db(), { userId: shopper.id })).items.map((i) => i.productId)).toEqual([product.id]);

    const other = await createShopper(db());
    as(other.headers);
    // Someone else's removal finds nothing of theirs to remove.
    expect((await removeFromWishlistAction(product.id)).status).toBe(404);
    as(shopper.headers);
    expect((await removeFromWishlistAction(product.id)).status).toBe(200);
    expect((await getWishlistView(db(), { userId: shopper.id })).items).toHaveLength(0);
  });
});
