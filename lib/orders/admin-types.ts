/*
 * The back office's view of orders (docs/requirements.md#back-office, #order-status).
 * Import-free apart from types, so the admin pages bundle it without zod or the database.
 */
import type { OrderDto, OrderStatus, PaymentStatus } from './types';

export const ADMIN_PERIODS = ['all', 'today', '7d', 'lastMonth'] as const;
export type AdminPeriod = (typeof ADMIN_PERIODS)[number];

export const ADMIN_ORDER_SORTS = ['newest', 'oldest', 'amount-desc', 'amount-asc'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** The orders list API: page 1, 20 a page. */
export const ADMIN_ORDERS_DEFAULT_LIMIT = 20;
export const ADMIN_ORDERS_MAX_LIMIT = 100;

/** The statuses the bulk bar offers. Not shipped: each parcel has its own courier and AWB. */
export const BULK_ORDER_STATUSES = ['processing', 'delivered'] as const satisfies readonly OrderStatus[];

export const ANALYTICS_TIMEFRAMES = ['7d', '30d', '90d', '12m'] as const;
export type AnalyticsTimeframe = (typeof ANALYTICS_TIMEFRAMES)[number];

export interface AdminOrderFilters {
  page: number;
  limit: number;
  search: string;
  /** One customer's orders (the users screen links here). */
  userId: string | null;
  status: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
  period: AdminPeriod;
  sort: AdminOrderSort;
}

/** An order as the back office reads it: the customer's order plus who bought it and the fulfilment dates. */
export interface AdminOrderDto extends OrderDto {
  userId: string | null;
  /** The original clients' `user`: name and email as they were when the order was placed. */
  user: { _id: string | null; name: string; email: string | null };
  customer: { name: string; email: string | null; phone: string };
  /** Rupees before the coupon (originalTotal), and the coupon's part. */
  originalTotal: number;
  discountAmount: number;
  /** Set when a payment or refund disagreed with the order: a person must look at it. */
  paymentFlag: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  isDelivered: boolean;
  updatedAt: string;
}

export interface AdminOrderStats {
  /** Orders matching the filters. */
  total: number;
  byStatus: Record<OrderStatus, number>;
  /** Rupees: paid orders (payment completed) that are not cancelled. */
  revenue: number;
  paidOrders: number;
}

export interface AdminOrdersPage {
  orders: AdminOrderDto[];
  stats: AdminOrderStats;
}

export const PERIOD_LABELS: Record<AdminPeriod, string> = {
  all: 'All time',
  today: 'Today',
  '7d': 'Last 7 days',
  lastMonth: 'Last calendar month',
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

export interface RevenuePoint {
  /** 'YYYY-MM-DD' (a day in India) or 'YYYY-MM' (a month). */
  key: string;
  /** Rupees from paid orders placed in the bucket. */
  revenue: number;
  /** Paid orders placed in the bucket. */
  orders: number;
}

export interface TopProduct {
  productId: string | null;
  name: string;
  quantity: number;
  /** Rupees, before the order's coupon. */
  revenue: number;
}

/** GET /orders/analytics?timeframe=: figures over the timeframe (days or months ending today, in India). */
export interface OrderAnalytics {
  timeframe: AnalyticsTimeframe;
  from: string;
  to: string;
  granularity: 'day' | 'month';
  /** Rupees from paid orders over the timeframe, and over the fixed windows the dashboard heads with. */
  revenue: number;
  revenueToday: number;
  revenue7d: number;
  revenue30d: number;
  /** Orders placed in the timeframe, whatever their state. */
  totalOrders: number;
  paidOrders: number;
  /** Rupees: revenue over paid orders (0 when there are none). */
  averageOrderValue: number;
  ordersByStatus: Record<OrderStatus, number>;
  /** Customer accounts opened in the timeframe. */
  newCustomers: number;
  series: RevenuePoint[];
  topProducts: TopProduct[];
}
