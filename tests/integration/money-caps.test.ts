import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as add } from '@/app/api/v1/cart/add/route';
import { POST as bulkAdd } from '@/app/api/v1/cart/bulk-add/route';
import { PATCH as increment } from '@/app/api/v1/cart/increment/route';
import { PATCH as update } from '@/app/api/v1/cart/update-quantity/route';
import { GET as analytics } from '@/app/api/v1/orders/analytics/route';
import { GET as allOrders } from '@/app/api/v1/orders/all/route';
import { mergeGuestCart } from '@/lib/cart/service';
import { bagCapExceeded } from '@/lib/cart/calc';
import { cartItems, carts, orderItems, orders } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { MAX_ORDER_TOTAL_PAISE } from '@/lib/money';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { checkoutOnline } from '../helpers/orders';
import { createProduct, createShopper, fillCart, type Shopper, stockOf, STORED_ADDRESS } from '../helpers/shoppers';

const db = useTestDatabase();

// ₹10,00,000 a bottle: two fit in one order (₹20 lakh), three (₹30 lakh) do not.
const PRICE = 100_000_000;

async function lines(userId: string) {
  const rows = await db()
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId));
  return rows.sort((a, b) => String(a.productId).localeCompare(String(b.productId)));
}

const post = (handler: typeof add, shopper: Shopper, body: unknown) => call(handler, { method: 'POST', path: '/x', body, headers: shopper.headers });
const patch = (handler: typeof increment, shopper: Shopper, body: unknown) => call(handler, { method: 'PATCH', path: '/x', body, headers: shopper.headers });

describe('one order (and so one bag) may not pass the cap', () => {
  it('the cap is ₹25,00,000, far below what an integer money column holds', () => {
    expect(MAX_ORDER_TOTAL_PAISE).toBe(250_000_000);
    expect(MAX_ORDER_TOTAL_PAISE).toBeLessThan(2 ** 31 - 1);
    expect(bagCapExceeded).toMatch(/^Your bag can't exceed ₹25,00,000 in one order\./);
  });

  it('add, increment and update-quantity past the cap answer 409 and change nothing', async () => {
    const shopper = await createShopper(db());
    const p = await createProduct(db(), { stock: 50, pricePaise: PRICE });
    expect((await post(add, shopper, { productId: p.id, quantity: 2 })).status).toBe(200);
    const before = await lines(shopper.id);

    const added = await post(add, shopper, { productId: p.id, quantity: 1 });
    expect(added.status).toBe(409);
    expect(added.body.message).toBe(bagCapExceeded);
    const stepped = await patch(increment, shopper, { productId: p.id });
    expect(stepped.status).toBe(409);
    expect(stepped.body.message).toBe(bagCapExceeded);
    const set = await patch(update, shopper, { productId: p.id, quantity: 600 });
    expect(set.status).toBe(409);
    expect(set.body.message).toBe(bagCapExceeded);
    expect(await lines(shopper.id)).toEqual(before);

    // Another product counts towards the same bag.
    const q = await createProduct(db(), { stock: 50, pricePaise: 60_000_000 });
    const other = await post(add, shopper, { productId: q.id, quantity: 1 });
    expect(other.status).toBe(409);
    expect(await lines(shopper.id)).toEqual(before);
    // Fewer is always allowed.
    expect((await patch(update, shopper, { productId: p.id, quantity: 1 })).status).toBe(200);
    expect((await post(add, shopper, { productId: q.id, quantity: 1 })).status).toBe(200);
  });

  it('a bag of 999 × ₹99,999 (₹9.99 crore, past 2^31 paise) is refused, not a 500', async () => {
    const shopper = await createShopper(db());
    const p = await createProduct(db(), { stock: 5_000, pricePaise: 9_999_900 });
    const res = await post(add, shopper, { productId: p.id, quantity: 999 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(bagCapExceeded);
    expect(await lines(shopper.id)).toEqual([]);
  });

  it('bulk-add refuses the items that would pass the cap and adds the rest', async () => {
    const shopper = await createShopper(db());
    const p = await createProduct(db(), { stock: 50, pricePaise: PRICE });
    const cheap = await createProduct(db(), { stock: 50, pricePaise: 150_000 });
    const res = await post(bulkAdd, shopper, {
      items: [
        { productId: p.id, quantity: 2 },
        { productId: p.id, quantity: 1 },
        { productId: cheap.id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((r: { success: boolean; message: string }) => [r.success, r.success ? '' : r.message])).toEqual([
      [true, ''],
      [false, bagCapExceeded],
      [true, ''],
    ]);
    const held = Object.fromEntries((await lines(shopper.id)).map((l) => [l.productId, l.quantity]));
    expect(held).toEqual({ [p.id]: 2, [cheap.id]: 1 });
  });

  it('the guest bag merged at sign-in adds only what fits within the cap', async () => {
    const shopper = await createShopper(db());
    const p = await createProduct(db(), { stock: 50, pricePaise: PRICE });
    const q = await createProduct(db(), { stock: 50, pricePaise: 40_000_000 });
    await fillCart(db(), shopper.id, [{ productId: p.id, quantity: 2 }]);
    const guestId = newId();
    const [guestCart] = await db().insert(carts).values({ guestId }).returning({ id: carts.id });
    await db().insert(cartItems).values([
      { cartId: guestCart!.id, productId: p.id, quantity: 3, unitPriceAtAddPaise: PRICE },
      { cartId: guestCart!.id, productId: q.id, quantity: 4, unitPriceAtAddPaise: 40_000_000 },
    ]);
    await db().transaction((tx) => mergeGuestCart(tx, guestId, shopper.id));
    const held = Object.fromEntries((await lines(shopper.id)).map((l) => [l.productId, l.quantity]));
    // ₹20,00,000 held; one ₹4,00,000 bottle fits (₹24,00,000), a second would not.
    expect(held).toEqual({ [p.id]: 2, [q.id]: 1 });
  });

  it('an order past the cap (a price raised since the bag was filled) is refused: no order, stock untouched', async () => {
    const shopper = await createShopper(db());
    const p = await createProduct(db(), { stock: 50, pricePaise: PRICE });
    await fillCart(db(), shopper.id, [{ productId: p.id, quantity: 20 }]); // ₹2 crore
    const res = await checkoutOnline(shopper);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(bagCapExceeded);
    expect(await db().select().from(orders).where(eq(orders.userId, shopper.id))).toEqual([]);
    expect(await stockOf(db(), p.id)).toBe(50);
    expect(await lines(shopper.id)).toEqual([{ productId: p.id, quantity: 20 }]);
  });

  it('the cap includes gift wrap: goods of exactly ₹25,00,000 with wrap are refused (no order, stock and bag untouched); without wrap they go through', async () => {
    const shopper = await createShopper(db());
    const p = await createProduct(db(), { stock: 50, pricePaise: PRICE });
    const q = await createProduct(db(), { stock: 50, pricePaise: PRICE / 2 });
    await fillCart(db(), shopper.id, [
      { productId: p.id, quantity: 2 },
      { productId: q.id, quantity: 1 },
    ]); // ₹25,00,000, the cap itself
    const place = (gift?: unknown) => checkoutOnline(shopper, gift ? { gift } : {});
    const wrapped = await place({ wrap: true });
    expect(wrapped.status).toBe(409);
    expect(wrapped.body).toMatchObject({ code: 'BAG_LIMIT', message: "An order can't exceed ₹25,00,000 including gift wrap. Please lower a quantity, untick gift wrap or place a separate order for the rest." });
    expect(await db().select().from(orders).where(eq(orders.userId, shopper.id))).toEqual([]);
    expect(await stockOf(db(), p.id)).toBe(50);
    expect((await lines(shopper.id)).map((l) => l.quantity).sort()).toEqual([1, 2]);

    const plain = await place();
    expect(plain.status).toBe(201);
    expect(plain.body.data.order.totalPrice).toBe(2_500_000);
  });

  it('an order of 60 × ₹10,00,000 (₹6 crore, past 2^31 paise) answers 409, not 500', async () => {
    const shopper = await createShopper(db());
    const p = await createProduct(db(), { stock: 100, pricePaise: PRICE });
    await fillCart(db(), shopper.id, [{ productId: p.id, quantity: 60 }]);
    const res = await checkoutOnline(shopper);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(bagCapExceeded);
  });
});

describe('sums over many orders', () => {
  it('revenue past 2^31 paise is reported, not a 500', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const p = await createProduct(db(), { stock: 0, pricePaise: 99_000_000 });
    const [{ before } = { before: 0 }] = await db()
      .select({ before: sql<string>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.paymentStatus} = 'completed' and ${orders.status} <> 'cancelled' and ${orders.createdAt} >= now() - interval '6 days'), 0)::text` })
      .from(orders);
    const now = new Date();
    const tag = newId().slice(-6);
    for (let i = 0; i < 25; i++) {
      const [row] = await db()
        .insert(orders)
        .values({
          orderNumber: `MA-2026-9${tag}${String(i).padStart(2, '0')}`.replace(/[^A-Z0-9-]/gi, '0'),
          userId: admin.id,
          customerName: 'Big Spender',
          customerEmail: 'big@example.test',
          shippingAddress: STORED_ADDRESS,
          status: 'confirmed',
          paymentStatus: 'completed',
          paymentMethod: 'online',
          subtotalPaise: 99_000_000,
          totalPaise: 99_000_000,
          paidAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orders.id });
      await db().insert(orderItems).values({ orderId: row!.id, productId: p.id, name: p.name, unitPricePaise: 99_000_000, quantity: 1, lineTotalPaise: 99_000_000 });
    }
    const expected = Number(before) + 25 * 99_000_000;
    expect(expected).toBeGreaterThan(2 ** 31);

    const res = await call(analytics, { path: '/api/v1/orders/analytics?timeframe=7d', headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.body.data.revenue * 100).toBeGreaterThanOrEqual(expected);
    expect(res.body.data.topProducts.find((t: { productId: string }) => t.productId === p.id)).toMatchObject({ quantity: 25, revenue: 24_750_000 });

    const list = await call(allOrders, { path: '/api/v1/orders/all?search=Big%20Spender', headers: admin.headers });
    expect(list.status).toBe(200);
  });
});
