import 'server-only';
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orderItems, orders, products, refunds } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { loadClaimsForOrders } from '../claims/queries';
import { readStoreDetails } from '../store-details/settings';
import { isId } from '../ids';
import { ORDER_NUMBER_PATTERN } from './constants';
import { ORDER_MESSAGES } from './messages';
import { canPayOrder, toOrderDto, type OrderItemRow, type OrderRow, type RefundRow } from './dto';
import type { OrderDto } from './types';

/** Who is asking: orders are read by their owner, or by an admin. */
export interface OrderActor {
  userId: string;
  role: 'user' | 'admin';
}

function assertCanSeeUserOrders(actor: OrderActor, userId: string): void {
  if (actor.role !== 'admin' && actor.userId !== userId) throw forbidden(ORDER_MESSAGES.ownOrdersOnly);
}

async function loadItems(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ item: orderItems, slug: products.slug })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  for (const { item, slug } of rows) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push({ ...item, slug });
    byOrder.set(item.orderId, list);
  }
  return byOrder;
}

async function loadRefunds(db: DbOrTx, orderIds: string[]): Promise<Map<string, RefundRow[]>> {
  const byOrder = new Map<string, RefundRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.createdAt));
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  return byOrder;
}

/** Orders with their lines and refunds, in the given order. */
export async function hydrateOrders(db: DbOrTx, rows: OrderRow[]): Promise<OrderDto[]> {
  const ids = rows.map((r) => r.id);
  const [items, refundMap, claimMap, details] = await Promise.all([
    loadItems(db, ids),
    loadRefunds(db, ids),
    loadClaimsForOrders(db, ids),
    readStoreDetails(db),
  ]);
  const now = new Date();
  return rows.map((r) =>
    toOrderDto(r, items.get(r.id) ?? [], refundMap.get(r.id) ?? [], now, {
      claims: claimMap.get(r.id) ?? [],
      claimWindowHours: details.claimWindowHours,
    }),
  );
}

export async function listOrdersForUser(
  db: DbOrTx,
  actor: OrderActor,
  userId: string,
  opts: { page: number; limit: number },
): Promise<{ orders: OrderDto[]; total: number }> {
  assertCanSeeUserOrders(actor, userId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { orders: await hydrateOrders(db, rows), total: totalRow?.n ?? 0 };
}

/** An order by its id or its number; the ref's shape is checked first so junk never reaches SQL. */
export async function findOrderRow(db: DbOrTx, ref: string): Promise<OrderRow | null> {
  const where = isId(ref) ? eq(orders.id, ref) : ORDER_NUMBER_PATTERN.test(ref) ? eq(orders.orderNumber, ref) : null;
  if (!where) return null;
  const [row] = await db.select().from(orders).where(where).limit(1);
  return row ?? null;
}

/**
 * The order if the actor may see it. Someone else's order answers 404, like a missing one,
 * so order ids cannot be probed.
 */
export async function getOrderForActor(db: DbOrTx, actor: OrderActor, ref: string): Promise<OrderRow> {
  const row = await findOrderRow(db, ref);
  if (!row || (actor.role !== 'admin' && row.userId !== actor.userId)) throw notFound(ORDER_MESSAGES.notFound);
  return row;
}

export async function getOrderDto(db: DbOrTx, orderId: string): Promise<OrderDto> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const [dto] = await hydrateOrders(db, [row]);
  return dto!;
}

/**
 * The customer's newest order that still waits for payment (placed, sent to the gateway, not paid
 * and not expired), or null. A shopper who leaves the payment page with the browser's Back button
 * lands on an empty checkout (the bag became the order): this is what it offers to pay instead.
 */
export async function findOrderAwaitingPayment(db: DbOrTx, userId: string, now: Date = new Date()): Promise<OrderDto | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), gt(orders.expiresAt, now)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(5);
  const payable = rows.find((row) => canPayOrder(row, now));
  if (!payable) return null;
  const [dto] = await hydrateOrders(db, [payable]);
  return dto ?? null;
}
