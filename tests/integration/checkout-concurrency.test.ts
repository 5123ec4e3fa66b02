import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getCartRoute } from '@/app/api/v1/cart/route';
import { POST as addRoute } from '@/app/api/v1/cart/add/route';
import { PATCH as incrementRoute } from '@/app/api/v1/cart/increment/route';
import { PATCH as decrementRoute } from '@/app/api/v1/cart/decrement/route';
import { couponRedemptions, orderItems, orders, paymentEvents, payments, products } from '@/lib/db/schema';
import { completeHostedPayment } from '@/lib/payments/local-gateway/service';
import { deliverLocalWebhook } from '@/lib/payments/local-gateway/webhooks';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { checkoutOnline } from '../helpers/orders';
import { createCoupon, createProduct, createShopper, fillCart, stockOf, usedCountOf, type Shopper } from '../helpers/shoppers';

/*
 * Races, on PostgreSQL only: PGlite runs one statement at a time, so a race there proves
 * nothing. `.ci/run` runs this file against the machine's PostgreSQL.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const db = useTestDatabase({ poolSize: 20 });

const place = (s: Shopper, couponCode = '') => checkoutOnline(s, { couponCode });

describe.skipIf(!onPostgres)('concurrent checkouts on PostgreSQL', () => {
  it('100 customers for the last 10 units: exactly 10 orders, stock 0, never negative, no 500', async () => {
    const product = await createProduct(db(), { stock: 10, name: 'Last Ten' });
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => createShopper(db())));
    for (const s of shoppers) await fillCart(db(), s.id, [{ productId: product.id, quantity: 1 }]);
    const results = await Promise.all(shoppers.map((s) => place(s)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    expect(results.find((r) => r.status === 409)!.body.message).toMatch(/^Last Ten: This product is out of stock$/);
    expect(await stockOf(db(), product.id)).toBe(0);
    const made = await db().select().from(orders);
    expect(made.filter((o) => shoppers.some((s) => s.id === o.userId))).toHaveLength(10);
  });

  it('50 customers race for a coupon with 5 uses left: exactly 5 uses', async () => {
    const coupon = await createCoupon(db(), { code: 'RACE5', usageLimit: 15, usedCount: 10 });
    const product = await createProduct(db(), { stock: 500 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => createShopper(db())));
    for (const s of shoppers) await fillCart(db(), s.id, [{ productId: product.id, quantity: 1 }]);
    const results = await Promise.all(shoppers.map((s) => place(s, 'RACE5')));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === 'This coupon has reached its usage limit')).toBe(true);
    expect(results.filter((r) => r.status === 500)).toHaveLength(0);
    expect(await usedCountOf(db(), coupon.id)).toBe(15);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toHaveLength(5);
    // The 45 refused checkouts took no stock.
    expect(await stockOf(db(), product.id)).toBe(495);
  });

  it('the same webhook delivered 5 times at once records one payment and one confirmation', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 3 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const { order, paymentSession } = (await place(shopper)).body.data;
    const { webhook, order: cf } = await completeHostedPayment(db(), paymentSession.payment_session_id, 'pay');
    const statuses = await Promise.all(Array.from({ length: 5 }, () => deliverLocalWebhook(cf.order_meta.notify_url!, webhook!)));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.orderNumber, order.orderNumber))).toHaveLength(1);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
  });

  it('a double-clicked Place Order (10 at once, one key) makes one order', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 20 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 2 }]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        checkoutOnline(shopper, {}, { 'idempotency-key': 'same-click-0001' }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(9);
    expect(new Set(results.map((r) => r.body.data.order.id)).size).toBe(1);
    expect(await stockOf(db(), product.id)).toBe(18);
  });

  it('two tabs: an add-to-cart and a raised line during a checkout both survive it, and the cart shows them', async () => {
    const shopper = await createShopper(db());
    const ordered = await createProduct(db(), { stock: 20, name: 'Ordered Oud' });
    const added = await createProduct(db(), { stock: 20, name: 'Added Amber' });
    await fillCart(db(), shopper.id, [{ productId: ordered.id, quantity: 2 }]);
    const tab = { ...shopper.headers, origin: 'http://localhost:3000' };
    let checkout!: ReturnType<typeof place>;
    // Hold the ordered product's row: the checkout reads the cart, then waits at its stock update,
    // which is exactly when the other tab's changes land.
    await db().transaction(async (tx) => {
      await tx.select({ id: products.id }).from(products).where(eq(products.id, ordered.id)).for('update');
      checkout = place(shopper);
      for (let i = 0; i < 200; i++) {
        const [row] = await db().execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        ).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
        if (row && row.n > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const [addRes, incRes] = await Promise.all([
        call(addRoute, { method: 'POST', path: '/x', body: { productId: added.id, quantity: 1 }, headers: tab }),
        call(incrementRoute, { method: 'PATCH', path: '/x', body: { productId: ordered.id }, headers: tab }),
      ]);
      expect(addRes.status).toBe(200);
      expect(incRes.status).toBe(200);
    });
    const res = await checkout;
    expect(res.status).toBe(201);
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, res.body.data.order.id));
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[ordered.id, 2]]);
    const cart = await call(getCartRoute, { path: '/api/v1/cart', headers: shopper.headers });
    const left = Object.fromEntries(cart.body.data.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity]));
    expect(left).toEqual({ [added.id]: 1, [ordered.id]: 1 });
  });

  it('20 increments and 10 decrements at once all count', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 100 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 50 }]);
    const tab = { ...shopper.headers, origin: 'http://localhost:3000' };
    const step = (handler: typeof incrementRoute) => call(handler, { method: 'PATCH', path: '/x', body: { productId: product.id }, headers: tab });
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => step(incrementRoute)),
      ...Array.from({ length: 10 }, () => step(decrementRoute)),
    ]);
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const cart = await call(getCartRoute, { path: '/api/v1/cart', headers: shopper.headers });
    expect(cart.body.data.items[0].quantity).toBe(60);
  });
});
