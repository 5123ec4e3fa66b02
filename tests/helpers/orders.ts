import { expect } from 'vitest';
import { POST as createOrderRoute } from '@/app/api/v1/orders/create/[userId]/route';
import type { Db } from '@/lib/db/client';
import { orderItems, orders } from '@/lib/db/schema';
import { completeHostedPayment } from '@/lib/payments/local-gateway/service';
import { deliverLocalWebhook } from '@/lib/payments/local-gateway/webhooks';
import { call } from './http';
import { ADDRESS, createProduct, createShopper, fillCart, type Shopper, STORED_ADDRESS } from './shoppers';

type Product = Awaited<ReturnType<typeof createProduct>>;

// Order numbers are unique in the database, which the test files of a worker share; each file
// gets this module afresh, so the counter starts at a random point rather than at a constant.
let sequence = 100_000_000 + Math.floor(Math.random() * 800_000_000);
export const nextOrderNumber = () => `MA-2026-${++sequence}`;

/**
 * An order written straight into the database, for tests of what happens to an order after it
 * is placed (the checkout has its own tests). Paid when its payment status says so.
 */
export async function insertOrder(
  db: Db,
  options: {
    userId?: string | null;
    status?: (typeof orders.$inferInsert)['status'];
    paymentStatus?: (typeof orders.$inferInsert)['paymentStatus'];
    paymentMethod?: 'online' | 'COD';
    lines?: { product: Product; quantity: number }[];
    createdAt?: Date;
    customerName?: string;
    customerEmail?: string | null;
    stockReleased?: boolean;
    couponId?: string;
    totalPaise?: number;
    invoiceNumber?: string;
  } = {},
) {
  const lines = options.lines ?? [];
  const subtotal = lines.reduce((n, l) => n + l.product.pricePaise * l.quantity, 0) || 100_000;
  const createdAt = options.createdAt ?? new Date();
  const paid = options.paymentStatus === 'completed' || options.paymentStatus === 'refunded';
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: nextOrderNumber(),
      userId: options.userId ?? null,
      customerName: options.customerName ?? 'Priya Sharma',
      customerEmail: options.customerEmail === undefined ? 'priya@example.test' : options.customerEmail,
      shippingAddress: STORED_ADDRESS,
      status: options.status ?? 'pending',
      paymentStatus: options.paymentStatus ?? 'pending',
      paymentMethod: options.paymentMethod ?? 'online',
      subtotalPaise: subtotal,
      totalPaise: options.totalPaise ?? subtotal,
      couponId: options.couponId ?? null,
      paidAt: paid ? createdAt : null,
      invoiceNumber: options.invoiceNumber ?? null,
      stockReleasedAt: options.stockReleased ? createdAt : null,
      cancelledAt: options.status === 'cancelled' ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (lines.length) {
    await db.insert(orderItems).values(
      lines.map((l) => ({
        orderId: row!.id,
        productId: l.product.id,
        name: l.product.name,
        unitPricePaise: l.product.pricePaise,
        quantity: l.quantity,
        lineTotalPaise: l.product.pricePaise * l.quantity,
      })),
    );
  }
  return row!;
}

/**
 * The shopper's bag checked out online through the real route, to the usual address with no
 * coupon; `extra` adds to or replaces fields of the body, `headers` to the shopper's own.
 */
export function checkoutOnline(shopper: Shopper, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return call(createOrderRoute, {
    method: 'POST',
    path: `/api/v1/orders/create/${shopper.id}`,
    params: { userId: shopper.id },
    body: { shippingAddress: ADDRESS, paymentMethod: 'online', couponCode: '', ...extra },
    headers: { ...shopper.headers, ...headers },
  });
}

/** A new shopper with one product in the bag, checking out online through the real route. */
export async function placeOnlineOrder(db: Db, options: { pricePaise?: number; stock?: number; address?: Partial<typeof ADDRESS> } = {}) {
  const shopper = await createShopper(db);
  const product = await createProduct(db, { stock: options.stock ?? 5, pricePaise: options.pricePaise ?? 170_000 });
  await fillCart(db, shopper.id, [{ productId: product.id, quantity: 1 }]);
  const res = await checkoutOnline(shopper, { shippingAddress: { ...ADDRESS, ...options.address } });
  return { shopper, product, res };
}

/**
 * placeOnlineOrder, then paid on the local gateway's page and its webhook delivered: the order is
 * confirmed, its stock taken and its invoice issued. `order` is the create route's answer.
 */
export async function placePaidOrder(db: Db, options: Parameters<typeof placeOnlineOrder>[1] = {}) {
  const { shopper, product, res } = await placeOnlineOrder(db, options);
  expect(res.status).toBe(201);
  const { webhook, order: gatewayOrder } = await completeHostedPayment(db, res.body.data.paymentSession.payment_session_id, 'pay');
  expect(await deliverLocalWebhook(gatewayOrder.order_meta.notify_url!, webhook!)).toBe(200);
  return { shopper, product, order: res.body.data.order };
}
