import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '@/lib/db/schema';
import { findOrderAwaitingPayment } from '@/lib/orders/queries';
import { useTestDatabase } from '../helpers/db';
import { placeOnlineOrder } from '../helpers/orders';
import { createShopper } from '../helpers/shoppers';

const db = useTestDatabase();

describe('the order a shopper back from the payment page is offered to pay', () => {
  it('is their newest unpaid, unexpired online order, with its lines', async () => {
    const { shopper, product, res } = await placeOnlineOrder(db());
    expect(res.status).toBe(201);
    const waiting = await findOrderAwaitingPayment(db(), shopper.id);
    expect(waiting?.orderNumber).toBe(res.body.data.order.orderNumber);
    expect(waiting?.canPay).toBe(true);
    expect(waiting?.items.map((i) => i.productId)).toEqual([product.id]);
  });

  it('is nothing for someone else, once paid, once cancelled, once expired, or when flagged', async () => {
    const { shopper, res } = await placeOnlineOrder(db());
    const id = res.body.data.order._id as string;
    const stranger = await createShopper(db());
    expect(await findOrderAwaitingPayment(db(), stranger.id)).toBeNull();

    const past = new Date(Date.now() + 31 * 60_000);
    expect(await findOrderAwaitingPayment(db(), shopper.id, past)).toBeNull();

    await db().update(orders).set({ paymentFlag: 'checking' }).where(eq(orders.id, id));
    expect(await findOrderAwaitingPayment(db(), shopper.id)).toBeNull();
    await db().update(orders).set({ paymentFlag: null }).where(eq(orders.id, id));
    expect(await findOrderAwaitingPayment(db(), shopper.id)).not.toBeNull();

    await db().update(orders).set({ paymentStatus: 'completed', status: 'confirmed' }).where(eq(orders.id, id));
    expect(await findOrderAwaitingPayment(db(), shopper.id)).toBeNull();

    await db().update(orders).set({ paymentStatus: 'pending', status: 'cancelled' }).where(eq(orders.id, id));
    expect(await findOrderAwaitingPayment(db(), shopper.id)).toBeNull();
  });
});
