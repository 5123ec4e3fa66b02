import type { orderItems, orders, refunds } from '../db/schema';
import { claimableQuantities, claimWindowClosesAt, withinClaimWindow } from '../claims/rules';
import type { ClaimDto } from '../claims/types';
import { paiseToRupees } from '../money';
import { ORDER_MESSAGES } from './messages';
import { trackingOf } from './couriers';
import { CANCELLABLE_STATUSES, type OrderDto, type OrderItemDto, type RefundDto } from './types';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect & { slug: string | null };
export type RefundRow = typeof refunds.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const PAY_REFUSALS = {
  cancelled: 'This order was cancelled, so it can no longer be paid. Please place a new order for these items.',
  paid: 'This order has already been paid.',
  expired: 'The time to pay for this order has run out, so it can no longer be paid. Please place a new order for these items.',
  flagged: 'This order’s payment is being checked by our team, so it cannot be paid again. We will be in touch.',
} as const;

/**
 * Why an order may not be paid now, or null when it may (a pending, unexpired, unflagged online
 * order not yet paid), with a message that says which part failed, so a shopper with a stale tab
 * learns why.
 */
export function payRefusal(order: OrderRow, now: Date = new Date()): string | null {
  if (order.paymentStatus === 'completed' || order.paymentStatus === 'refunded') return PAY_REFUSALS.paid;
  if (order.status === 'cancelled') return PAY_REFUSALS.cancelled;
  if (order.paymentFlag != null) return PAY_REFUSALS.flagged;
  if (order.paymentMethod !== 'online' || order.status !== 'pending') return ORDER_MESSAGES.cannotPay;
  if (order.expiresAt == null || order.expiresAt.getTime() <= now.getTime()) return PAY_REFUSALS.expired;
  return null;
}

export function canPayOrder(order: OrderRow, now: Date = new Date()): boolean {
  return payRefusal(order, now) === null;
}

export function canCancelOrder(order: Pick<OrderRow, 'status'>): boolean {
  return CANCELLABLE_STATUSES.includes(order.status);
}

function toItemDto(row: OrderItemRow): OrderItemDto {
  return {
    _id: row.id,
    productId: row.productId,
    variantId: row.variantId,
    kind: row.kind,
    size: row.variantLabel,
    slug: row.slug,
    name: row.name,
    image: row.image,
    brand: row.brand,
    category: row.category,
    price: paiseToRupees(row.unitPricePaise),
    quantity: row.quantity,
    lineTotal: paiseToRupees(row.lineTotalPaise),
  };
}

function toRefundDto(row: RefundRow): RefundDto {
  return {
    refundId: row.refundId,
    amount: paiseToRupees(row.amountPaise),
    status: row.status,
    arn: row.arn,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an order answer says about claims; hydrateOrders (./queries.ts) fills it. */
export interface OrderClaimsPart {
  claims: ClaimDto[];
  /** The store's claim window in hours; null leaves the window unknown (no Report a problem). */
  claimWindowHours: number | null;
}

export function toOrderDto(
  order: OrderRow,
  items: OrderItemRow[],
  refundRows: RefundRow[] = [],
  now = new Date(),
  claimsPart: OrderClaimsPart = { claims: [], claimWindowHours: null },
): OrderDto {
  const a = order.shippingAddress;
  const total = paiseToRupees(order.totalPaise);
  return {
    _id: order.id,
    id: order.id,
    orderNumber: order.orderNumber,
    cfOrderId: order.cfOrderId,
    createdAt: order.createdAt.toISOString(),
    orderStatus: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    items: items.map(toItemDto),
    // What was bought: the free samples ride along uncounted.
    itemCount: items.reduce((n, i) => n + (i.kind === 'sample' ? 0 : i.quantity), 0),
    subtotal: paiseToRupees(order.subtotalPaise),
    discount: paiseToRupees(order.discountPaise),
    shipping: paiseToRupees(order.shippingPaise),
    giftWrap: paiseToRupees(order.giftWrapPaise),
    totalPrice: total,
    totalAmount: total,
    couponCode: order.couponCode,
    gift: {
      wrap: order.giftWrap,
      wrapPrice: paiseToRupees(order.giftWrapPaise),
      message: order.giftMessage,
      hidePrices: order.giftHidePrices,
    },
    shippingAddress: {
      fullName: a.fullName,
      addressLine1: a.addressLine1,
      ...(a.addressLine2 ? { addressLine2: a.addressLine2 } : {}),
      city: a.city,
      state: a.state,
      postalCode: a.postalCode,
      zipCode: a.postalCode,
      country: a.country ?? 'India',
      phone: a.phone,
    },
    transactionId: order.transactionId,
    paidAt: iso(order.paidAt),
    expiresAt: iso(order.expiresAt),
    cancelledAt: iso(order.cancelledAt),
    cancellationReason: order.cancellationReason,
    canCancel: canCancelOrder(order),
    canPay: canPayOrder(order, now),
    invoiceNumber: order.invoiceNumber,
    refunds: refundRows.map(toRefundDto),
    packedAt: iso(order.packedAt),
    shippedAt: iso(order.shippedAt),
    outForDeliveryAt: iso(order.outForDeliveryAt),
    deliveredAt: iso(order.deliveredAt),
    tracking: trackingOf(order),
    replacesOrderId: order.replacesOrderId,
    claims: claimsPart.claims,
    claimWindowClosesAt:
      order.deliveredAt && claimsPart.claimWindowHours != null ? claimWindowClosesAt(order.deliveredAt, claimsPart.claimWindowHours).toISOString() : null,
    canReportProblem: canReportProblem(order, items, claimsPart, now),
  };
}

/** Delivered (or completed), inside the window, no claim waiting, and some unit not yet claimed. */
function canReportProblem(order: OrderRow, items: OrderItemRow[], part: OrderClaimsPart, now: Date): boolean {
  if (part.claimWindowHours == null || (order.status !== 'delivered' && order.status !== 'completed')) return false;
  if (!withinClaimWindow(order.deliveredAt, part.claimWindowHours, now)) return false;
  if (part.claims.some((c) => c.status === 'open')) return false;
  const left = claimableQuantities(items, part.claims);
  return [...left.values()].some((n) => n > 0);
}
