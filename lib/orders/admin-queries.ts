import 'server-only';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { containsPattern } from '../db/like';
import { orders } from '../db/schema';
import { paiseToRupees } from '../money';
import { periodRange } from './admin-period';
import type { AdminOrderDto, AdminOrderFilters, AdminOrderStats, AdminOrdersPage } from './admin-types';
import type { OrderRow } from './dto';
import { hydrateOrders } from './queries';
import { ORDER_STATUSES, type OrderDto, type OrderStatus } from './types';

/**
 * Revenue (docs/requirements.md#payment-status): orders whose payment completed. A cancelled order whose refund is
 * still on its way also reads completed until the gateway confirms the refund; it is money
 * going back, so it is left out.
 */
export const revenueCondition = sql`${orders.paymentStatus} = 'completed' and ${orders.status} <> 'cancelled'`;

export function adminOrdersWhere(filters: Omit<AdminOrderFilters, 'page' | 'limit' | 'sort'>, now: Date = new Date()): SQL | undefined {
  const conds: SQL[] = [];
  if (filters.userId) conds.push(eq(orders.userId, filters.userId));
  if (filters.status) conds.push(eq(orders.status, filters.status));
  if (filters.paymentStatus) conds.push(eq(orders.paymentStatus, filters.paymentStatus));
  const range = periodRange(filters.period, now);
  if (range) {
    conds.push(gte(orders.createdAt, range.from));
    if (range.to) conds.push(lt(orders.createdAt, range.to));
  }
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conds.push(or(ilike(orders.orderNumber, pattern), ilike(orders.customerName, pattern), ilike(orders.customerEmail, pattern))!);
  }
  return conds.length ? and(...conds) : undefined;
}

export function adminOrdersOrderBy(sort: AdminOrderFilters['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(orders.createdAt), asc(orders.id)];
    case 'amount-desc':
      return [desc(orders.totalPaise), desc(orders.createdAt), desc(orders.id)];
    case 'amount-asc':
      return [asc(orders.totalPaise), desc(orders.createdAt), desc(orders.id)];
    case 'newest':
      return [desc(orders.createdAt), desc(orders.id)];
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toAdminOrderDto(row: OrderRow, dto: OrderDto): AdminOrderDto {
  return {
    ...dto,
    userId: row.userId,
    user: { _id: row.userId, name: row.customerName, email: row.customerEmail },
    customer: { name: row.customerName, email: row.customerEmail, phone: dto.shippingAddress.phone },
    originalTotal: paiseToRupees(row.subtotalPaise),
    discountAmount: paiseToRupees(row.discountPaise),
    paymentFlag: row.paymentFlag,
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    isDelivered: row.status === 'delivered' || row.status === 'completed',
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function hydrateAdminOrders(db: DbOrTx, rows: OrderRow[]): Promise<AdminOrderDto[]> {
  const dtos = await hydrateOrders(db, rows);
  return rows.map((row, i) => toAdminOrderDto(row, dtos[i]!));
}

export function emptyByStatus(): Record<OrderStatus, number> {
  return Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
}

/** Count, revenue and the count of each status for the filtered orders: one grouped scan. */
async function adminOrderStats(db: DbOrTx, where: SQL | undefined): Promise<AdminOrderStats> {
  const rows = await db
    .select({
      status: orders.status,
      n: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${revenueCondition}))::int`,
      revenue: sql<string>`coalesce(sum(${orders.totalPaise}) filter (where ${revenueCondition}), 0)::bigint`,
    })
    .from(orders)
    .where(where)
    .groupBy(orders.status);
  const stats: AdminOrderStats = { total: 0, byStatus: emptyByStatus(), revenue: 0, paidOrders: 0 };
  let revenuePaise = 0;
  for (const r of rows) {
    stats.byStatus[r.status] = Number(r.n);
    stats.total += Number(r.n);
    stats.paidOrders += Number(r.paid);
    revenuePaise += Number(r.revenue);
  }
  stats.revenue = paiseToRupees(revenuePaise);
  return stats;
}

/**
 * GET /orders/all: one page of orders with their lines, and the figures for the same filters.
 * Paged and sorted by the database on the (status|payment_status, created_at) and created_at
 * indexes, so a page costs the same at 50,000 orders as at 50.
 */
export async function listAdminOrders(db: DbOrTx, filters: AdminOrderFilters, now: Date = new Date()): Promise<AdminOrdersPage> {
  const where = adminOrdersWhere(filters, now);
  const [rows, stats] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...adminOrdersOrderBy(filters.sort))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    adminOrderStats(db, where),
  ]);
  return { orders: await hydrateAdminOrders(db, rows), stats };
}

export async function getAdminOrder(db: DbOrTx, id: string): Promise<AdminOrderDto | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  const [dto] = await hydrateAdminOrders(db, [row]);
  return dto ?? null;
}
