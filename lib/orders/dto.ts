import type { orderItems, orders, refunds } from '../db/schema';
import { paiseToRupees } from '../money';
import { CANCELLABLE_STATUSES, type OrderDto, type OrderItemDto, type RefundDto } from './types';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect & { slug: string | null };
export type RefundRow = typeof refunds.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function canPayOrder(order: OrderRow, now: Date = new Date()): boolean {
  return (
    order.paymentMethod === 'online' &&
    order.status === 'pending' &&
    order.paymentStatus !== 'completed' &&
    order.paymentStatus !== 'refunded' &&
    order.paymentFlag == null &&
    order.expiresAt != null &&
    order.expiresAt.getTime() > now.getTime()
  );
}

export function canCancelOrder(order: Pick<OrderRow, 'status'>): boolean {
  return CANCELLABLE_STATUSES.includes(order.status);
}

function toItemDto(row: OrderItemRow): OrderItemDto {
  return {
    _id: row.id,
    productId: row.productId,
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

export function toOrderDto(order: OrderRow, items: OrderItemRow[], refundRows: RefundRow[] = [], now = new Date()): OrderDto {
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
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    subtotal: paiseToRupees(order.subtotalPaise),
    discount: paiseToRupees(order.discountPaise),
    shipping: paiseToRupees(order.shippingPaise),
    totalPrice: total,
    totalAmount: total,
    couponCode: order.couponCode,
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
  };
}
