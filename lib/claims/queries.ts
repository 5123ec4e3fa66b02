import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { claimItems, claims, orderItems, orders, refunds } from '../db/schema';
import { paiseToRupees } from '../money';
import { CLAIM_LIMITS } from './messages';
import type { AdminClaimsQuery } from './schema';
import type { AdminClaimDto, ClaimDto } from './types';

type ClaimRow = typeof claims.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function answerBy(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CLAIM_LIMITS.answerHours * 3_600_000);
}

const replacement = alias(orders, 'replacement');
const original = alias(orders, 'original');

/** Claims with their lines, replacement order number and refund, in the given order. */
async function hydrate(db: DbOrTx, rows: { claim: ClaimRow; orderNumber: string }[]): Promise<ClaimDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.claim.id);
  const [items, replacements, refundRows] = await Promise.all([
    db
      .select({ claimId: claimItems.claimId, orderItemId: claimItems.orderItemId, quantity: claimItems.quantity, name: orderItems.name, size: orderItems.variantLabel })
      .from(claimItems)
      .innerJoin(orderItems, eq(orderItems.id, claimItems.orderItemId))
      .where(inArray(claimItems.claimId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select({ claimId: claims.id, orderNumber: replacement.orderNumber })
      .from(claims)
      .innerJoin(replacement, eq(replacement.id, claims.replacementOrderId))
      .where(inArray(claims.id, ids)),
    db
      .select({ claimId: claims.id, amountPaise: refunds.amountPaise, status: refunds.status })
      .from(claims)
      .innerJoin(refunds, eq(refunds.id, claims.refundRowId))
      .where(inArray(claims.id, ids)),
  ]);
  return rows.map(({ claim, orderNumber }) => {
    const refund = refundRows.find((r) => r.claimId === claim.id);
    return {
      id: claim.id,
      orderId: claim.orderId,
      orderNumber,
      reason: claim.reason,
      description: claim.description,
      media: claim.media.map((m) => ({ url: m.url, kind: m.kind })),
      items: items.filter((i) => i.claimId === claim.id).map((i) => ({ orderItemId: i.orderItemId, name: i.name, size: i.size, quantity: i.quantity })),
      status: claim.status,
      decisionNote: claim.decisionNote,
      decidedAt: iso(claim.decidedAt),
      replacementOrderId: claim.replacementOrderId,
      replacementOrderNumber: replacements.find((r) => r.claimId === claim.id)?.orderNumber ?? null,
      refundAmount: refund ? paiseToRupees(refund.amountPaise) : null,
      refundStatus: refund?.status ?? null,
      createdAt: claim.createdAt.toISOString(),
      answerBy: answerBy(claim.createdAt).toISOString(),
    };
  });
}

/** Every claim on these orders, oldest first, by order id: what each order answer carries as `claims`. */
export async function loadClaimsForOrders(db: DbOrTx, orderIds: string[]): Promise<Map<string, ClaimDto[]>> {
  const byOrder = new Map<string, ClaimDto[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ claim: claims, orderNumber: orders.orderNumber })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(inArray(claims.orderId, orderIds))
    .orderBy(asc(claims.createdAt), asc(claims.id));
  for (const dto of await hydrate(db, rows)) byOrder.set(dto.orderId, [...(byOrder.get(dto.orderId) ?? []), dto]);
  return byOrder;
}

export async function getClaimDto(db: DbOrTx, claimId: string): Promise<ClaimDto | null> {
  const rows = await db
    .select({ claim: claims, orderNumber: orders.orderNumber })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(eq(claims.id, claimId));
  const [dto] = await hydrate(db, rows);
  return dto ?? null;
}

/** The back office's list: open claims first, the longest waiting first; then the rest, newest decision first. */
export async function listAdminClaims(db: DbOrTx, query: AdminClaimsQuery): Promise<{ items: AdminClaimDto[]; total: number; openCount: number }> {
  const where = query.status ? eq(claims.status, query.status) : undefined;
  const [rows, [totalRow], [openRow]] = await Promise.all([
    db
      .select({ claim: claims, orderNumber: original.orderNumber, customerName: original.customerName, customerEmail: original.customerEmail })
      .from(claims)
      .innerJoin(original, eq(original.id, claims.orderId))
      .where(where)
      .orderBy(sql`case when ${claims.status} = 'open' then 0 else 1 end`, sql`case when ${claims.status} = 'open' then ${claims.createdAt} end asc`, desc(claims.decidedAt), desc(claims.createdAt), asc(claims.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(claims).where(where),
    db.select({ n: count() }).from(claims).where(and(eq(claims.status, 'open'))),
  ]);
  const dtos = await hydrate(db, rows);
  return {
    items: dtos.map((d, i) => ({ ...d, customerName: rows[i]!.customerName, customerEmail: rows[i]!.customerEmail })),
    total: totalRow?.n ?? 0,
    openCount: openRow?.n ?? 0,
  };
}
