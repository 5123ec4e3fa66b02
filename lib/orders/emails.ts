import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orderItems } from '../db/schema';
import { env } from '../env';
import { enqueueEmail } from '../email/outbox';
import { deliveryZone, estimateDelivery } from '../delivery/estimate';
import { deliveryRangeText } from '../delivery/format';
import { readDeliveryRules } from '../delivery/read-rules';
import type { OrderRow } from './dto';

/*
 * The order emails, each queued in the transaction that made the change it reports, so a
 * rolled-back payment never tells a customer it was paid.
 */

const site = () => env().SITE_URL.replace(/\/+$/, '');
const ordersUrl = () => `${site()}/orders`;

function addressOf(order: OrderRow) {
  const a = order.shippingAddress;
  return { ...a, country: a.country ?? 'India' };
}

/** A picture's address as a mail client can fetch it: the store's own files are served from the site. */
function absoluteImageUrl(image: string | null): string | null {
  if (!image) return null;
  if (/^https:\/\//.test(image)) return image;
  return image.startsWith('/') ? `${site()}${image}` : null;
}

/** The delivery range for the order's PIN counted from now (it is queued once paid), as the checkout showed it. */
async function deliveryEstimateText(tx: DbOrTx, postalCode: string): Promise<string | null> {
  const zone = deliveryZone(postalCode);
  if ('problem' in zone) return null;
  const estimate = estimateDelivery(await readDeliveryRules(tx), zone.zone, zone.pin, new Date());
  return deliveryRangeText(estimate.from, estimate.to);
}

export async function queueOrderConfirmation(tx: DbOrTx, order: OrderRow): Promise<string | null> {
  if (!order.customerEmail) return null;
  const rows = await tx
    .select({
      name: orderItems.name,
      size: orderItems.variantLabel,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      lineTotalPaise: orderItems.lineTotalPaise,
      image: orderItems.image,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const items = rows.map(({ image, ...item }) => ({ ...item, imageUrl: absoluteImageUrl(image) }));
  const { id } = await enqueueEmail(tx, {
    to: order.customerEmail,
    template: 'order-confirmation',
    name: order.customerName,
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    deliveryEstimate: await deliveryEstimateText(tx, order.shippingAddress.postalCode),
    items,
    subtotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise,
    couponCode: order.couponCode,
    giftWrapPaise: order.giftWrapPaise,
    shippingPaise: order.shippingPaise,
    totalPaise: order.totalPaise,
    shippingAddress: addressOf(order),
    ordersUrl: ordersUrl(),
    invoiceUrl: order.invoiceNumber ? `${site()}/orders/${order.id}/invoice` : null,
  });
  return id;
}

export async function queuePaymentFailed(tx: DbOrTx, order: OrderRow, reason: string | null): Promise<string | null> {
  if (!order.customerEmail) return null;
  const { id } = await enqueueEmail(tx, {
    to: order.customerEmail,
    template: 'payment-failed',
    name: order.customerName,
    orderNumber: order.orderNumber,
    totalPaise: order.totalPaise,
    reason,
    retryUrl: ordersUrl(),
    payBy: order.expiresAt,
  });
  return id;
}

export async function queueOrderCancelled(tx: DbOrTx, order: OrderRow, reason: string, refundPaise: number | null): Promise<string | null> {
  if (!order.customerEmail) return null;
  const { id } = await enqueueEmail(tx, {
    to: order.customerEmail,
    template: 'order-cancelled',
    name: order.customerName,
    orderNumber: order.orderNumber,
    totalPaise: order.totalPaise,
    reason,
    cancelledAt: order.cancelledAt ?? new Date(),
    refundPaise,
    ordersUrl: ordersUrl(),
  });
  return id;
}

export async function queueRefundIssued(
  tx: DbOrTx,
  order: OrderRow,
  refund: { amountPaise: number; refundId: string; arn: string | null },
): Promise<string | null> {
  if (!order.customerEmail) return null;
  const { id } = await enqueueEmail(tx, {
    to: order.customerEmail,
    template: 'refund-issued',
    name: order.customerName,
    orderNumber: order.orderNumber,
    refundPaise: refund.amountPaise,
    refundId: refund.refundId,
    arn: refund.arn,
    ordersUrl: ordersUrl(),
  });
  return id;
}
