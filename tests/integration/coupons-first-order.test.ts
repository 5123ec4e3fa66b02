import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETE as cancelRoute } from '@/app/api/v1/orders/cancel/[id]/route';
import { POST as validateRoute } from '@/app/api/v1/coupons/validate/route';
import { cartItems, carts, couponRedemptions, coupons, orders } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { checkoutOnline } from '../helpers/orders';
import { ADDRESS, createCoupon, createProduct, createShopper, fillCart, stockOf, usedCountOf, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase();

const REFUSAL = 'WELCOME10 is for your first order only.';

function place(shopper: Shopper, couponCode: string) {
  return checkoutOnline(shopper, { couponCode });
}

function validate(code: string, orderAmount: number, shopper?: Shopper) {
  return call(validateRoute, { method: 'POST', path: '/api/v1/coupons/validate', body: { code, orderAmount }, headers: shopper?.headers ?? {} });
}

/** An earlier order of the customer's, in the given state (no lines: only its state matters here). */
async function pastOrder(userId: string, status: (typeof orders.$inferInsert)['status'], paymentStatus: (typeof orders.$inferInsert)['paymentStatus']) {
  const id = newId();
  await db().insert(orders).values({
    id,
    orderNumber: `TEST-${id.slice(-8)}`,
    userId,
    customerName: 'Test Shopper',
    shippingAddress: { ...ADDRESS, country: 'India' },
    status,
    paymentStatus,
    subtotalPaise: 249_900,
    totalPaise: 249_900,
  });
  return id;
}

async function welcome() {
  const [row] = await db().select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
  return row!;
}

async function ordersOf(userId: string) {
  return db().select().from(orders).where(eq(orders.userId, userId));
}

async function cartQuantity(userId: string): Promise<number> {
  const rows = await db().select({ q: cartItems.quantity }).from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(eq(carts.userId, userId));
  return rows.reduce((n, r) => n + r.q, 0);
}

describe('first-order-only coupons', () => {
  it('the seeded WELCOME10 is first-order-only', async () => {
    expect(await welcome()).toMatchObject({ firstOrderOnly: true, isPublic: true, isActive: true });
  });

  it('a new customer validates WELCOME10 and places the order with it', async () => {
    const shopper = await createShopper(db());
    const check = await validate('welcome10', 2499, shopper);
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ isValid: true, message: 'Coupon is valid', discountAmount: 249.9, finalAmount: 2249.1 });

    const product = await createProduct(db(), { stock: 4, pricePaise: 249_900 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const usedBefore = (await welcome()).usedCount;
    const res = await place(shopper, 'WELCOME10');
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({ couponCode: 'WELCOME10', discount: 249.9, totalPrice: 2249.1 });
    expect(await stockOf(db(), product.id)).toBe(3);
    expect(await usedCountOf(db(), (await welcome()).id)).toBe(usedBefore + 1);
  });

  it('a customer with a paid order is refused on validate and on order creation; nothing is taken', async () => {
    const shopper = await createShopper(db());
    await pastOrder(shopper.id, 'delivered', 'completed');

    const check = await validate('WELCOME10', 2499, shopper);
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ isValid: false, message: REFUSAL, discountAmount: 0, finalAmount: 2499 });
    expect(check.body.message).toBe(REFUSAL);

    const product = await createProduct(db(), { stock: 4, pricePaise: 249_900 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 2 }]);
    const usedBefore = (await welcome()).usedCount;
    const res = await place(shopper, 'welcome10');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: REFUSAL });
    expect(await ordersOf(shopper.id)).toHaveLength(1);
    expect(await stockOf(db(), product.id)).toBe(4);
    expect(await usedCountOf(db(), (await welcome()).id)).toBe(usedBefore);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.userId, shopper.id))).toEqual([]);
    expect(await cartQuantity(shopper.id)).toBe(2);

    // Another code is not affected: the same cart goes through with it.
    const other = await place(shopper, '');
    expect(other.status).toBe(201);
  });

  it.each<[string, (typeof orders.$inferInsert)['status'], (typeof orders.$inferInsert)['paymentStatus'], boolean]>([
    ['paid, then refunded', 'cancelled', 'refunded', false],
    ['paid, then cancelled (refund still to come)', 'cancelled', 'completed', false],
    ['awaiting payment', 'pending', 'pending', false],
    ['whose payment failed but may be retried', 'pending', 'failed', false],
    ['cancelled before payment', 'cancelled', 'pending', true],
    ['expired unpaid', 'cancelled', 'failed', true],
  ])('an earlier order %s: WELCOME10 valid = %s', async (_label, status, paymentStatus, valid) => {
    const shopper = await createShopper(db());
    await pastOrder(shopper.id, status, paymentStatus);
    const check = await validate('WELCOME10', 1000, shopper);
    expect(check.body.data.isValid).toBe(valid);
    if (!valid) expect(check.body.data.message).toBe(REFUSAL);
  });

  it('a first order still awaiting payment blocks a second checkout with the code, until it is cancelled', async () => {
    const shopper = await createShopper(db());
    const product = await createProduct(db(), { stock: 10, pricePaise: 199_900 });
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const first = await place(shopper, '');
    expect(first.status).toBe(201);

    // A second tab, with the welcome code: the first order is the first order.
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const second = await place(shopper, 'WELCOME10');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(REFUSAL);
    expect(await stockOf(db(), product.id)).toBe(9);

    const cancelled = await call(cancelRoute, {
      method: 'DELETE',
      path: `/api/v1/orders/cancel/${first.body.data.order.id}`,
      params: { id: first.body.data.order.id },
      headers: shopper.headers,
    });
    expect(cancelled.status).toBe(200);
    const again = await place(shopper, 'WELCOME10');
    expect(again.status).toBe(201);
    expect(again.body.data.order.couponCode).toBe('WELCOME10');
  });

  it('any first-order coupon an admin makes follows the same rule, with its own code in the message', async () => {
    const coupon = await createCoupon(db(), { code: 'HELLO5', discountPercent: 5, firstOrderOnly: true });
    const shopper = await createShopper(db());
    expect((await validate('hello5', 1000, shopper)).body.data.isValid).toBe(true);
    await pastOrder(shopper.id, 'confirmed', 'completed');
    expect((await validate('hello5', 1000, shopper)).body.data).toMatchObject({ isValid: false, message: 'HELLO5 is for your first order only.' });
    // Someone else's orders do not count against a new customer.
    expect((await validate('hello5', 1000, await createShopper(db()))).body.data.isValid).toBe(true);
    const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.usedCount).toBe(0);
  });

  it('a guest sees the discount with the condition spelled out (orders need signing in, and are checked then)', async () => {
    const check = await validate('WELCOME10', 2000, undefined);
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({
      isValid: true,
      message: 'WELCOME10 is for your first order only: it applies when you sign in and place your first order.',
      discountAmount: 200,
      finalAmount: 1800,
    });
  });

  it('an ordinary coupon ignores earlier orders', async () => {
    const shopper = await createShopper(db());
    await pastOrder(shopper.id, 'delivered', 'completed');
    expect((await validate('ATTAR15', 2000, shopper)).body.data).toMatchObject({ isValid: true, discountAmount: 300 });
  });
});
