/*
 * The steps My Orders draws for an order, from the order alone: placed, paid, packed, shipped,
 * out for delivery, delivered. Import-free apart from types, so the browser computes it from the
 * order JSON. A step is done when its own time is set or a later step is done (an order shipped
 * straight from confirmed was packed, though no one pressed "processing"); its time is shown only
 * when it was recorded.
 */
import type { OrderStatus, PaymentMethod, PaymentStatus } from './types';

const TIMELINE_STEPS = ['placed', 'paid', 'packed', 'shipped', 'outForDelivery', 'delivered'] as const;
type TimelineStepKey = (typeof TIMELINE_STEPS)[number];

const TIMELINE_LABELS: Record<TimelineStepKey, string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  packed: 'Packed',
  shipped: 'Shipped',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
};

type When = string | Date | null | undefined;

export interface TimelineOrder {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  createdAt: When;
  paidAt: When;
  packedAt: When;
  shippedAt: When;
  outForDeliveryAt: When;
  deliveredAt: When;
}

export interface TimelineStep {
  key: TimelineStepKey;
  label: string;
  done: boolean;
  /** The furthest step reached: the one a reader wants first. */
  current: boolean;
  /** ISO time the step was recorded, or null (not yet, or not recorded). */
  at: string | null;
}

const iso = (value: When): string | null => {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

const PACKED_OR_LATER: readonly OrderStatus[] = ['processing', 'shipped', 'delivered', 'completed'];
const SHIPPED_OR_LATER: readonly OrderStatus[] = ['shipped', 'delivered', 'completed'];
const DELIVERED: readonly OrderStatus[] = ['delivered', 'completed'];

/** The steps in order; empty for a cancelled order, which has no journey left to show. */
export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  if (order.orderStatus === 'cancelled') return [];
  const at: Record<TimelineStepKey, string | null> = {
    placed: iso(order.createdAt),
    paid: iso(order.paidAt),
    packed: iso(order.packedAt),
    shipped: iso(order.shippedAt),
    outForDelivery: iso(order.outForDeliveryAt),
    delivered: iso(order.deliveredAt),
  };
  const paid = order.paymentStatus === 'completed' || order.paymentStatus === 'refunded';
  const reached: Record<TimelineStepKey, boolean> = {
    placed: true,
    // Cash on delivery is paid at the door: its payment step follows the delivery, not the order.
    paid: at.paid !== null || paid,
    packed: at.packed !== null || PACKED_OR_LATER.includes(order.orderStatus),
    shipped: at.shipped !== null || SHIPPED_OR_LATER.includes(order.orderStatus),
    outForDelivery: at.outForDelivery !== null,
    delivered: at.delivered !== null || DELIVERED.includes(order.orderStatus),
  };
  const keys: TimelineStepKey[] =
    order.paymentMethod === 'COD' ? [...TIMELINE_STEPS.filter((k) => k !== 'paid'), 'paid'] : [...TIMELINE_STEPS];
  let furthest = 0;
  keys.forEach((key, i) => {
    if (reached[key]) furthest = i;
  });
  return keys.map((key, i) => ({
    key,
    label: key === 'paid' && order.paymentMethod === 'COD' ? 'Paid on delivery' : TIMELINE_LABELS[key],
    done: i <= furthest,
    current: i === furthest,
    at: i <= furthest ? at[key] : null,
  }));
}
