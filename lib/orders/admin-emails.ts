import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orderItems, products } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { env } from '../env';
import { trackingOf } from './couriers';
import type { OrderRow } from './dto';
import type { IssuedCredit } from '../discovery/credits';
import { formatInr } from '../money';
import { formatIstDate } from '../india-time';
import { wordList } from '../text/list';

/** A discovery credit as the delivered email words it. */
function creditText(c: IssuedCredit) {
  return { code: c.code, value: formatInr(c.valuePaise), perfumes: wordList(c.productNames, 'or'), expires: formatIstDate(c.expiresAt, 'long') };
}

/* The emails of the back office's status moves, each queued in the transaction that makes the move, so a rolled-back change sends nothing. */

const site = () => env().SITE_URL.replace(/\/+$/, '');

export async function queueOrderShipped(tx: DbOrTx, order: OrderRow): Promise<string | null> {
  if (!order.customerEmail) return null;
  const items = await tx
    .select({ name: orderItems.name, size: orderItems.variantLabel, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id);
  const a = order.shippingAddress;
  const tracking = trackingOf(order);
  const { id } = await enqueueEmail(tx, {
    to: order.customerEmail,
    template: 'order-shipped',
    name: order.customerName,
    orderNumber: order.orderNumber,
    shippedAt: order.shippedAt ?? new Date(),
    items,
    totalPaise: order.totalPaise,
    shippingAddress: { ...a, country: a.country ?? 'India' },
    ordersUrl: `${site()}/orders`,
    tracking: tracking && { courierName: tracking.courierName, trackingNumber: tracking.trackingNumber, url: tracking.url },
  });
  return id;
}

/**
 * The delivered email asks for a review of each product in the parcel, linking to its reviews on
 * its page. A product no longer on sale (archived or switched off) has no page to review on, so it is left out.
 */
export async function queueOrderDelivered(tx: DbOrTx, order: OrderRow, credits: readonly IssuedCredit[] = []): Promise<string | null> {
  if (!order.customerEmail) return null;
  const lines = await tx
    .select({ productId: orderItems.productId, name: products.name, slug: products.slug })
    .from(orderItems)
    .innerJoin(products, and(eq(products.id, orderItems.productId), eq(products.isActive, true), isNull(products.archivedAt)))
    // A free sample is not a purchase to review.
    .where(and(eq(orderItems.orderId, order.id), ne(orderItems.kind, 'sample')))
    .orderBy(orderItems.id);
  const seen = new Set<string>();
  const reviews: { name: string; url: string }[] = [];
  for (const line of lines) {
    if (!line.productId || seen.has(line.productId)) continue;
    seen.add(line.productId);
    reviews.push({ name: line.name, url: `${site()}/products/${encodeURIComponent(line.slug)}#reviews` });
  }
  const { id } = await enqueueEmail(tx, {
    to: order.customerEmail,
    template: 'order-delivered',
    name: order.customerName,
    orderNumber: order.orderNumber,
    deliveredAt: order.deliveredAt ?? new Date(),
    reviews,
    ordersUrl: `${site()}/orders`,
    ...(credits.length ? { credits: credits.map(creditText) } : {}),
  });
  return id;
}
