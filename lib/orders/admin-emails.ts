import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orderItems } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { env } from '../env';
import type { OrderRow } from './dto';

/** Queued in the transaction that marks the order shipped, so a rolled-back change sends nothing. */
export async function queueOrderShipped(tx: DbOrTx, order: OrderRow): Promise<string | null> {
  if (!order.customerEmail) return null;
  const items = await tx
    .select({ name: orderItems.name, size: orderItems.variantLabel, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id);
  const a = order.shippingAddress;
  const { id } = await enqueueEmail(tx, {
    to: order.customerEmail,
    template: 'order-shipped',
    name: order.customerName,
    orderNumber: order.orderNumber,
    shippedAt: order.shippedAt ?? new Date(),
    items,
    totalPaise: order.totalPaise,
    shippingAddress: { ...a, country: a.country ?? 'India' },
    ordersUrl: `${env().SITE_URL.replace(/\/+$/, '')}/orders`,
  });
  return id;
}
