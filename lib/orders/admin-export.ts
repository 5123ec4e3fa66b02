import 'server-only';
import { and, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { BOM, csvRow } from '../csv';
import type { DbOrTx } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { istDateKey, istDateTimeKey } from '../india-time';
import { adminOrdersOrderBy, adminOrdersWhere } from './admin-queries';
import type { AdminOrderFilters } from './admin-types';
import type { OrderRow } from './dto';

export { csvCell, csvRow } from '../csv';

/*
 * GET /orders/export: the filtered orders as CSV (lib/csv.ts), streamed in batches so 50,000
 * orders never sit in memory at once. Keyset paging on the sort's own columns keeps every batch
 * as cheap as the first.
 */

export const EXPORT_BATCH = 500;

/** '2026-03-05 15:04' in Kolkata: what a spreadsheet reads as a date and time. */
export function istDateTime(d: Date | null): string {
  return d ? istDateTimeKey(d) : '';
}

const money = (paise: number) => (paise / 100).toFixed(2);

export const EXPORT_HEADER = [
  'Order Number',
  'Placed At (IST)',
  'Customer Name',
  'Customer Email',
  'Phone',
  'Address',
  'City',
  'State',
  'PIN Code',
  'Items',
  'Units',
  'Subtotal (INR)',
  'Discount (INR)',
  'Coupon',
  'Shipping (INR)',
  'Total (INR)',
  'Payment Status',
  'Payment Method',
  'Transaction ID',
  'Order Status',
  'Shipped At (IST)',
  'Delivered At (IST)',
  'Cancelled At (IST)',
  'Invoice Number',
  // Last, so a sheet or script that reads the older columns by position still finds them.
  'Gift Wrap (INR)',
] as const;

function exportRow(o: OrderRow, lines: { name: string; size?: string | null; quantity: number }[]): string {
  const a = o.shippingAddress;
  return csvRow([
    o.orderNumber,
    istDateTime(o.createdAt),
    o.customerName,
    o.customerEmail,
    a.phone,
    [a.addressLine1, a.addressLine2].filter(Boolean).join(', '),
    a.city,
    a.state,
    a.postalCode,
    lines.map((l) => `${l.size ? `${l.name} (${l.size})` : l.name} × ${l.quantity}`).join('; '),
    lines.reduce((n, l) => n + l.quantity, 0),
    money(o.subtotalPaise),
    money(o.discountPaise),
    o.couponCode,
    money(o.shippingPaise),
    money(o.totalPaise),
    o.paymentStatus,
    o.paymentMethod,
    o.transactionId,
    o.status,
    istDateTime(o.shippedAt),
    istDateTime(o.deliveredAt),
    istDateTime(o.cancelledAt),
    o.invoiceNumber,
    money(o.giftWrapPaise),
  ]);
}

interface Cursor {
  /** created_at as PostgreSQL prints it: microseconds survive, which a JS Date would drop. */
  createdAtText: string;
  totalPaise: number;
  id: string;
}

/** Rows strictly after the cursor in the sort's order (row comparison on its key columns). */
function after(sort: AdminOrderFilters['sort'], c: Cursor): SQL {
  const at = sql`${c.createdAtText}::timestamptz`;
  switch (sort) {
    case 'newest':
      return sql`(${orders.createdAt}, ${orders.id}) < (${at}, ${c.id})`;
    case 'oldest':
      return sql`(${orders.createdAt}, ${orders.id}) > (${at}, ${c.id})`;
    case 'amount-desc':
      return sql`(${orders.totalPaise}, ${orders.createdAt}, ${orders.id}) < (${c.totalPaise}, ${at}, ${c.id})`;
    case 'amount-asc':
      return sql`(${orders.totalPaise}, ${orders.createdAt}, ${orders.id}) > (${c.totalPaise}, ${at}, ${c.id})`;
  }
}

/** The order of keyset paging: every key column in the same direction (the list's amount sorts break ties newest first; here they must not). */
function exportOrderBy(sort: AdminOrderFilters['sort']): SQL[] {
  if (sort === 'amount-asc') return [sql`${orders.totalPaise} asc`, sql`${orders.createdAt} asc`, sql`${orders.id} asc`];
  return adminOrdersOrderBy(sort);
}

export function exportFileName(now: Date = new Date()): string {
  return `orders-${istDateKey(now)}.csv`;
}

/**
 * The CSV as a stream of UTF-8 chunks, opening with a byte-order mark so Excel reads ₹ and
 * Indian names correctly, then the header row, then one row per order.
 */
export function ordersCsvStream(
  db: DbOrTx,
  filters: Omit<AdminOrderFilters, 'page' | 'limit'>,
  now: Date = new Date(),
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = adminOrdersWhere(filters, now);
  let last: Cursor | null = null;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + csvRow(EXPORT_HEADER)));
        return;
      }
      if (done) {
        controller.close();
        return;
      }
      const batch = await db
        .select({ ...getTableColumns(orders), createdAtText: sql<string>`${orders.createdAt}::text` })
        .from(orders)
        .where(last ? and(where, after(filters.sort, last)) : where)
        .orderBy(...exportOrderBy(filters.sort))
        .limit(EXPORT_BATCH);
      if (batch.length < EXPORT_BATCH) done = true;
      if (batch.length === 0) {
        controller.close();
        return;
      }
      const tail = batch[batch.length - 1]!;
      last = { createdAtText: tail.createdAtText, totalPaise: tail.totalPaise, id: tail.id };
      const lines = await db
        .select({ orderId: orderItems.orderId, name: orderItems.name, size: orderItems.variantLabel, quantity: orderItems.quantity })
        .from(orderItems)
        .where(inArray(orderItems.orderId, batch.map((o) => o.id)))
        .orderBy(orderItems.id);
      const byOrder = new Map<string, { name: string; size: string | null; quantity: number }[]>();
      for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
      controller.enqueue(encoder.encode(batch.map((o) => exportRow(o, byOrder.get(o.id) ?? [])).join('')));
    },
  });
}
