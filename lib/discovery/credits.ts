import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { couponRedemptions, coupons, discoveryCredits, orderItems, orders } from '../db/schema';
import { creditCode, creditState, creditTerms, type CreditState } from './credit';

/*
 * The credits delivered discovery sets earn: issued in the transaction that marks the order
 * delivered, one per set line (a unique key, so marking it again issues none), each a private
 * coupon of the buyer's (lib/discovery/credit.ts says its terms).
 */

/** A credit as its owner, the email and the back office read it. */
export interface IssuedCredit {
  code: string;
  valuePaise: number;
  expiresAt: Date;
  /** The set's perfumes it may be spent on. */
  productNames: string[];
}

/**
 * Issues the credits of an order's discovery sets, now that it is delivered. Idempotent: a line
 * that already has its credit gets none. An order with no account (its buyer deleted it) earns none.
 */
export async function issueDiscoveryCredits(tx: DbOrTx, order: { id: string; userId: string | null }, deliveredAt: Date): Promise<IssuedCredit[]> {
  if (!order.userId) return [];
  const lines = await tx
    .select({ id: orderItems.id, lineTotalPaise: orderItems.lineTotalPaise, setItems: orderItems.setItems })
    .from(orderItems)
    .leftJoin(discoveryCredits, eq(discoveryCredits.orderItemId, orderItems.id))
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'discovery_set'), isNull(discoveryCredits.id)))
    .orderBy(orderItems.id);
  const issued: IssuedCredit[] = [];
  for (const line of lines) {
    const setItems = line.setItems ?? [];
    const terms = creditTerms({ userId: order.userId, linePaise: line.lineTotalPaise, setItems, deliveredAt });
    if (!terms) continue;
    const code = creditCode(randomBytes(8));
    const [coupon] = await tx.insert(coupons).values({ code, ...terms }).returning({ id: coupons.id });
    const [credit] = await tx
      .insert(discoveryCredits)
      .values({ orderItemId: line.id, orderId: order.id, userId: order.userId, couponId: coupon!.id, valuePaise: terms.discountAmountPaise, issuedAt: deliveredAt })
      .onConflictDoNothing()
      .returning({ id: discoveryCredits.id });
    // Another transaction issued this line's credit first: its coupon goes, ours is not kept.
    if (!credit) {
      await tx.delete(coupons).where(eq(coupons.id, coupon!.id));
      continue;
    }
    issued.push({ code, valuePaise: terms.discountAmountPaise, expiresAt: terms.expiryDate, productNames: setItems.map((i) => i.name) });
  }
  return issued;
}

/**
 * A credit's coupon is spent (or held by an order awaiting payment) while a redemption of it is not
 * released: what the credit's state reads as redeemed, and what a withdrawal leaves alone.
 */
const creditSpent = sql<boolean>`exists (select 1 from ${couponRedemptions} where ${couponRedemptions.couponId} = ${coupons.id} and ${couponRedemptions.releasedAt} is null)`;

/**
 * Withdraws the credits of refunded set lines that were not spent: their coupons are switched off
 * (private coupons, in no cached list, so there is no tag to expire).
 * A code held by an order still awaiting payment counts as spent, as everywhere a credit is shown,
 * and is left alone. Returns the codes withdrawn, for the shopper's email and the audit. Called in
 * the refund's transaction, so a refund that fails withdraws nothing.
 */
export async function withdrawDiscoveryCredits(tx: DbOrTx, orderItemIds: readonly string[]): Promise<string[]> {
  if (!orderItemIds.length) return [];
  const rows = await tx
    .update(coupons)
    .set({ isActive: false, updatedAt: new Date() })
    .where(
      and(
        eq(coupons.isActive, true),
        inArray(coupons.id, tx.select({ id: discoveryCredits.couponId }).from(discoveryCredits).where(inArray(discoveryCredits.orderItemId, [...orderItemIds]))),
        not(creditSpent),
      ),
    )
    .returning({ code: coupons.code });
  return rows.map((r) => r.code).sort();
}

/** A credit as the shopper's order page and the back office list it. */
export interface CreditView extends IssuedCredit {
  orderId: string;
  state: CreditState;
  issuedAt: Date;
}

const creditColumns = {
  orderId: discoveryCredits.orderId,
  code: coupons.code,
  valuePaise: discoveryCredits.valuePaise,
  issuedAt: discoveryCredits.issuedAt,
  expiresAt: coupons.expiryDate,
  description: coupons.description,
  setItems: orderItems.setItems,
  active: coupons.isActive,
  redeemed: creditSpent,
};

type CreditRow = { orderId: string; code: string; valuePaise: number; issuedAt: Date; expiresAt: Date; setItems: { name: string }[] | null; active: boolean; redeemed: boolean };

const toView = (r: CreditRow, now: Date): CreditView => ({
  orderId: r.orderId,
  code: r.code,
  valuePaise: r.valuePaise,
  issuedAt: r.issuedAt,
  expiresAt: r.expiresAt,
  productNames: (r.setItems ?? []).map((i) => i.name),
  state: creditState({ expiresAt: r.expiresAt, redeemed: r.redeemed, active: r.active }, now),
});

/** The shopper's credits, newest first (their own only), optionally of one order. */
export async function creditsOfUser(db: DbOrTx, userId: string, options: { orderId?: string; now?: Date } = {}): Promise<CreditView[]> {
  const rows = await db
    .select(creditColumns)
    .from(discoveryCredits)
    .innerJoin(coupons, eq(coupons.id, discoveryCredits.couponId))
    .innerJoin(orderItems, eq(orderItems.id, discoveryCredits.orderItemId))
    .where(and(eq(discoveryCredits.userId, userId), options.orderId ? eq(discoveryCredits.orderId, options.orderId) : undefined))
    .orderBy(desc(discoveryCredits.issuedAt));
  const now = options.now ?? new Date();
  return rows.map((r) => toView(r, now));
}

/** What the back office sees at /admin/discovery: sets sold, and credits issued and redeemed. */
export interface DiscoveryReport {
  sets: { setSize: number; sold: number; revenuePaise: number }[];
  credits: { issued: number; redeemed: number; expired: number; withdrawn: number; available: number; issuedPaise: number; redeemedPaise: number };
  recent: (CreditView & { orderNumber: string; customerName: string })[];
}

/** Sets count as sold on paid orders (refunded ones too: they were sold, then refunded) not cancelled unpaid. */
export async function discoveryReport(db: DbOrTx, now = new Date()): Promise<DiscoveryReport> {
  const sold = await db
    .select({
      setSize: sql<number>`jsonb_array_length(${orderItems.setItems})::int`,
      sold: sql<number>`sum(${orderItems.quantity})::int`,
      revenuePaise: sql<string>`sum(${orderItems.lineTotalPaise})::text`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.kind, 'discovery_set'), inArray(orders.paymentStatus, ['completed', 'refunded'])))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const rows = await db
    .select({ ...creditColumns, orderNumber: orders.orderNumber, customerName: orders.customerName, redeemedPaise: sql<number>`coalesce((select sum(${couponRedemptions.discountPaise}) from ${couponRedemptions} where ${couponRedemptions.couponId} = ${coupons.id} and ${couponRedemptions.releasedAt} is null), 0)::int` })
    .from(discoveryCredits)
    .innerJoin(coupons, eq(coupons.id, discoveryCredits.couponId))
    .innerJoin(orderItems, eq(orderItems.id, discoveryCredits.orderItemId))
    .innerJoin(orders, eq(orders.id, discoveryCredits.orderId))
    .orderBy(desc(discoveryCredits.issuedAt));
  const views = rows.map((r) => ({ ...toView(r, now), orderNumber: r.orderNumber, customerName: r.customerName }));
  const count = (s: CreditState) => views.filter((v) => v.state === s).length;
  return {
    sets: sold.map((s) => ({ setSize: s.setSize, sold: s.sold, revenuePaise: Number(s.revenuePaise) })),
    credits: {
      issued: views.length,
      redeemed: count('redeemed'),
      expired: count('expired'),
      withdrawn: count('withdrawn'),
      available: count('available'),
      issuedPaise: views.reduce((n, v) => n + v.valuePaise, 0),
      redeemedPaise: rows.reduce((n, r) => n + r.redeemedPaise, 0),
    },
    recent: views.slice(0, 50),
  };
}
