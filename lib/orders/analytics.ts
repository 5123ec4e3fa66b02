import 'server-only';
import { and, asc, count, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { contactMessages, orderItems, orders, products, users } from '../db/schema';
import { paiseToRupees } from '../money';
import { IST_OFFSET_MINUTES, startOfIstDay } from '../india-time';
import { timeframeBuckets, timeframeStart, type Bucket } from './admin-period';
import { emptyByStatus, revenueCondition } from './admin-queries';
import type { AnalyticsTimeframe, OrderAnalytics, RevenuePoint, TopProduct } from './admin-types';
import type { OrderStatus, PaymentStatus } from './types';

/*
 * The dashboard's figures, computed live from the orders, not placeholders
 * (docs/decisions.md#dashboard-figures-are-live). Days are Indian calendar days: "today" starts at midnight in Kolkata.
 * Orders are bucketed by when they were placed (a prepaid order is paid within its 30-minute
 * window), which keeps every query on the created_at indexes.
 */

/** The same low-stock line as the admin products table: below 20. */
export const LOW_STOCK_BELOW = 20;
const TOP_PRODUCTS = 5;

// Kolkata wall-clock time without time-zone data: IST is a fixed UTC+5:30.
const istOffset = sql.raw(`interval '${IST_OFFSET_MINUTES} minutes'`);
const istDay = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + ${istOffset}, 'YYYY-MM-DD')`;
const istMonth = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + ${istOffset}, 'YYYY-MM')`;

/** One point per bucket, in order, zero where nothing was sold. */
export function fillSeries(buckets: Bucket[], rows: { key: string; revenuePaise: number; orders: number }[]): RevenuePoint[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return buckets.map((b) => {
    const r = byKey.get(b.key);
    return { key: b.key, revenue: paiseToRupees(r ? Number(r.revenuePaise) : 0), orders: r ? Number(r.orders) : 0 };
  });
}

/** Revenue over paid orders, in rupees rounded to the paisa; 0 when nothing was paid. */
export function averageOrderValue(revenuePaise: number, paidOrders: number): number {
  return paidOrders > 0 ? paiseToRupees(Math.round(revenuePaise / paidOrders)) : 0;
}

export async function getOrderAnalytics(db: DbOrTx, timeframe: AnalyticsTimeframe, now: Date = new Date()): Promise<OrderAnalytics> {
  const buckets = timeframeBuckets(timeframe, now);
  const from = buckets[0]!.from;
  const monthly = timeframe === '12m';
  const key = monthly ? istMonth : istDay;
  const today = startOfIstDay(now);
  const from7 = timeframeStart('7d', now);
  const from30 = timeframeStart('30d', now);

  const [seriesRows, windows, statusRows, customerRows, top] = await Promise.all([
    db
      .select({ key, revenuePaise: sql<number>`sum(${orders.totalPaise})::bigint`, orders: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(sql`${revenueCondition}`, gte(orders.createdAt, from)))
      .groupBy(key),
    db
      .select({
        today: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.createdAt} >= ${today}), 0)::bigint`,
        d7: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.createdAt} >= ${from7}), 0)::bigint`,
        d30: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::bigint`,
      })
      .from(orders)
      .where(and(sql`${revenueCondition}`, gte(orders.createdAt, from30))),
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(gte(orders.createdAt, from))
      .groupBy(orders.status),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'user'), ne(users.status, 'deleted'), gte(users.createdAt, from))),
    topProducts(db, from),
  ]);

  const series = fillSeries(buckets, seriesRows);
  const revenuePaise = seriesRows.reduce((n, r) => n + Number(r.revenuePaise), 0);
  const paidOrders = seriesRows.reduce((n, r) => n + Number(r.orders), 0);
  const ordersByStatus = emptyByStatus();
  for (const r of statusRows) ordersByStatus[r.status] = Number(r.n);
  const w = windows[0];
  return {
    timeframe,
    from: from.toISOString(),
    to: now.toISOString(),
    granularity: monthly ? 'month' : 'day',
    revenue: paiseToRupees(revenuePaise),
    revenueToday: paiseToRupees(Number(w?.today ?? 0)),
    revenue7d: paiseToRupees(Number(w?.d7 ?? 0)),
    revenue30d: paiseToRupees(Number(w?.d30 ?? 0)),
    totalOrders: Object.values(ordersByStatus).reduce((a, b) => a + b, 0),
    paidOrders,
    averageOrderValue: averageOrderValue(revenuePaise, paidOrders),
    ordersByStatus,
    newCustomers: customerRows[0]?.n ?? 0,
    series,
    topProducts: top,
  };
}

/** Best sellers by revenue among paid orders since `from` (line totals, before the order's coupon). */
async function topProducts(db: DbOrTx, from: Date): Promise<TopProduct[]> {
  const revenue = sql<number>`sum(${orderItems.lineTotalPaise})::bigint`;
  const rows = await db
    .select({
      productId: orderItems.productId,
      name: sql<string>`max(${orderItems.name})`,
      // bigint: units sold over a year of orders may pass an int.
      quantity: sql<number>`sum(${orderItems.quantity})::bigint`,
      revenuePaise: revenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(sql`${revenueCondition}`, gte(orders.createdAt, from), ne(orderItems.kind, 'sample')))
    .groupBy(orderItems.productId)
    .orderBy(desc(revenue))
    .limit(TOP_PRODUCTS);
  return rows.map((r) => ({ productId: r.productId, name: r.name, quantity: Number(r.quantity), revenue: paiseToRupees(Number(r.revenuePaise)) }));
}

interface StockAlert {
  id: string;
  name: string;
  stock: number;
  isActive: boolean;
}

export interface DashboardExtras {
  lowStockCount: number;
  outOfStockCount: number;
  /** The products with the least stock (out of stock first), at most `limit`. */
  stockAlerts: StockAlert[];
  recentOrders: {
    id: string;
    orderNumber: string;
    customerName: string;
    total: number;
    orderStatus: OrderStatus;
    paymentStatus: PaymentStatus;
    createdAt: string;
  }[];
  unreadMessages: number;
  latestUnread: { id: string; name: string; subject: string; createdAt: string }[];
}

/** What the dashboard shows beside the order figures: stock to reorder, the latest orders, unread messages. */
export async function getDashboardExtras(db: DbOrTx, limit = 5): Promise<DashboardExtras> {
  const inCatalogue = isNull(products.archivedAt);
  const [stockCounts, alerts, recent, unreadCount, unread] = await Promise.all([
    db
      .select({
        // Over all of a product's sizes, as the products list counts them.
        low: sql<number>`(count(*) filter (where ${products.totalStock} > 0 and ${products.totalStock} < ${LOW_STOCK_BELOW}))::int`,
        out: sql<number>`(count(*) filter (where ${products.totalStock} <= 0))::int`,
      })
      .from(products)
      .where(inCatalogue),
    db
      .select({ id: products.id, name: products.name, stock: products.totalStock, isActive: products.isActive })
      .from(products)
      .where(and(inCatalogue, lt(products.totalStock, LOW_STOCK_BELOW)))
      .orderBy(asc(products.totalStock), asc(products.name))
      .limit(limit),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
        totalPaise: orders.totalPaise,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, false)),
    db
      .select({ id: contactMessages.id, name: contactMessages.name, subject: contactMessages.subject, createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .where(eq(contactMessages.isRead, false))
      .orderBy(desc(contactMessages.createdAt))
      .limit(limit),
  ]);
  return {
    lowStockCount: Number(stockCounts[0]?.low ?? 0),
    outOfStockCount: Number(stockCounts[0]?.out ?? 0),
    stockAlerts: alerts,
    recentOrders: recent.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      customerName: o.customerName,
      total: paiseToRupees(o.totalPaise),
      orderStatus: o.status,
      paymentStatus: o.paymentStatus,
      createdAt: o.createdAt.toISOString(),
    })),
    unreadMessages: unreadCount[0]?.n ?? 0,
    latestUnread: unread.map((m) => ({ id: m.id, name: m.name, subject: m.subject, createdAt: m.createdAt.toISOString() })),
  };
}

/** The back office's stock colours: 0 red, below 20 orange, otherwise green. */
export function stockLevel(stock: number): 'out' | 'low' | 'ok' {
  if (stock <= 0) return 'out';
  return stock < LOW_STOCK_BELOW ? 'low' : 'ok';
}
