import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit';
import { defaultSizeId } from '../catalog/size-sql';
import { withdrawDiscoveryCredits } from '../discovery/credits';
import type { Db, Tx } from '../db/client';
import type { Effects } from '../db/effects';
import { claimItems, claims, orderItems, orders, refunds } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError, badRequest, notFound } from '../errors';
import { formatInr } from '../money';
import { orderNumberSql } from '../orders/create';
import type { OrderRow } from '../orders/dto';
import { takeStock } from '../orders/holdings';
import { markOrderPaid } from '../orders/mark-paid';
import { fullRefundId, requestRefund } from '../payments/refund-rows';
import { queueClaimDecided } from './emails';
import { getClaimDto } from './queries';
import { claimRefundId, claimRefundPaise } from './rules';
import { CLAIM_MESSAGES } from './messages';
import type { DecideClaimInput } from './schema';
import type { ClaimDto } from './types';

/*
 * PATCH /claims/{id}: the store's one answer to an open claim, in one transaction on the locked
 * claim and order, audited, the shopper emailed through the outbox:
 *  - replace: a ₹0 order (payment method 'replacement', replaces_order_id set) for the claimed
 *    lines, their stock taken under the ledger reason 'claim_replacement', settled at once through
 *    markOrderPaid without a tax invoice (not a new supply), shipped like any order;
 *  - refund: the lines' amount (lib/claims/rules.ts claimRefundPaise) through the durable refund
 *    jobs, a credit note against the invoice; a refunded discovery set's credit, if not spent, is
 *    withdrawn (the set's price comes back once, as money or as credit, not both);
 *  - reject: with the reason the shopper reads.
 * A refusal (no stock, nothing left to refund) writes nothing.
 */

export interface ClaimDecisionResult {
  claim: ClaimDto;
  message: string;
}

export async function decideClaim(db: Db, actor: AuditActor, claimId: string, input: DecideClaimInput, now = new Date()): Promise<ClaimDecisionResult> {
  const note = input.note.trim();
  if (input.decision === 'reject' && !note) throw badRequest(CLAIM_MESSAGES.noteRequired, { note: [CLAIM_MESSAGES.noteRequired] });

  const outcome = await inTransaction(db, async (tx, effects) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
    if (!claim) throw notFound(CLAIM_MESSAGES.notFound);
    if (claim.status !== 'open') throw new AppError('CLAIM_ALREADY_DECIDED', CLAIM_MESSAGES.alreadyDecided);
    const [order] = await tx.select().from(orders).where(eq(orders.id, claim.orderId)).for('update');
    if (!order) throw notFound(CLAIM_MESSAGES.notFound);
    const lines = await tx
      .select({
        orderItemId: claimItems.orderItemId,
        quantity: claimItems.quantity,
        item: orderItems,
        variantId: sql<string | null>`coalesce(${orderItems.variantId}, ${defaultSizeId(orderItems.productId)})`,
      })
      .from(claimItems)
      .innerJoin(orderItems, eq(orderItems.id, claimItems.orderItemId))
      .where(eq(claimItems.claimId, claim.id))
      .orderBy(asc(orderItems.id));
    const emailLines = lines.map((l) => ({ name: l.item.name, size: l.item.variantLabel, quantity: l.quantity }));

    let replacement: OrderRow | null = null;
    let refundPaise: number | null = null;
    let refundRowId: string | null = null;
    let withdrawnCredits: string[] = [];

    if (input.decision === 'replace') {
      replacement = await createReplacementOrder(tx, effects, order, claim.id, lines, now);
    } else if (input.decision === 'refund') {
      const refund = await promiseClaimRefund(tx, effects, order, lines.map((l) => ({ unitPricePaise: l.item.unitPricePaise, quantity: l.quantity })), note);
      refundPaise = refund.amountPaise;
      refundRowId = refund.refundRowId;
      withdrawnCredits = await withdrawDiscoveryCredits(tx, lines.filter((l) => l.item.kind === 'discovery_set').map((l) => l.orderItemId));
    }

    const status = input.decision === 'replace' ? 'replaced' : input.decision === 'refund' ? 'refunded' : 'rejected';
    await tx
      .update(claims)
      .set({
        status,
        decisionNote: note || null,
        decidedBy: actor.id,
        decidedAt: now,
        replacementOrderId: replacement?.id ?? null,
        refundRowId,
        updatedAt: now,
      })
      .where(eq(claims.id, claim.id));
    await recordAudit(tx, actor, {
      action: `claim.${input.decision}`,
      entityType: 'claim',
      entityId: claim.id,
      before: { status: 'open', orderNumber: order.orderNumber },
      after: {
        status,
        note: note || null,
        ...(replacement ? { replacementOrderId: replacement.id, replacementOrderNumber: replacement.orderNumber } : {}),
        ...(refundPaise != null ? { refundPaise } : {}),
        ...(withdrawnCredits.length ? { withdrawnCredits } : {}),
        lines: lines.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity })),
      },
    });
    effects.email(
      await queueClaimDecided(tx, order, {
        decision: status,
        items: emailLines,
        replacementOrderNumber: replacement?.orderNumber ?? null,
        refundPaise,
        note: note || null,
        withdrawnCredits,
      }),
    );
    return { replacement, refundPaise };
  });

  const message =
    input.decision === 'replace'
      ? CLAIM_MESSAGES.replaced(outcome.replacement!.orderNumber)
      : input.decision === 'refund'
        ? CLAIM_MESSAGES.refunded(formatInr(outcome.refundPaise ?? 0))
        : CLAIM_MESSAGES.rejected;
  return { claim: (await getClaimDto(db, claimId))!, message };
}

type ClaimLine = { orderItemId: string; quantity: number; item: typeof orderItems.$inferSelect; variantId: string | null };

/** The ₹0 order that replaces the claimed lines: same customer and address, paid at once, stock taken. */
async function createReplacementOrder(tx: Tx, effects: Effects, original: OrderRow, claimId: string, lines: ClaimLine[], now: Date): Promise<OrderRow> {
  const [inserted] = await tx
    .insert(orders)
    .values({
      orderNumber: orderNumberSql(now),
      userId: original.userId,
      customerName: original.customerName,
      customerEmail: original.customerEmail,
      shippingAddress: original.shippingAddress,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'replacement',
      subtotalPaise: 0,
      discountPaise: 0,
      shippingPaise: 0,
      totalPaise: 0,
      replacesOrderId: original.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const stockLines = lines.flatMap((l) => {
    // A discovery set is replaced whole: one unit of each of its sprays' sizes per set.
    if (l.item.kind === 'discovery_set') {
      return (l.item.setItems ?? []).map((spray) => ({ productId: spray.productId, variantId: spray.variantId, quantity: l.quantity, name: `${spray.name} travel spray` }));
    }
    const label = l.item.variantLabel ? `${l.item.name} (${l.item.variantLabel})` : l.item.name;
    if (!l.item.productId || !l.variantId) throw new AppError('OUT_OF_STOCK', CLAIM_MESSAGES.lineGone(label));
    return [{ productId: l.item.productId, variantId: l.variantId, quantity: l.quantity, name: label }];
  });
  await takeStock(tx, effects, stockLines, { reason: 'claim_replacement', claimId, orderId: inserted!.id }, now);
  await tx.insert(orderItems).values(
    lines.map((l) => ({
      orderId: inserted!.id,
      productId: l.item.productId,
      variantId: l.variantId,
      kind: l.item.kind,
      setItems: l.item.setItems,
      name: l.item.name,
      image: l.item.image,
      brand: l.item.brand,
      category: l.item.category,
      variantLabel: l.item.variantLabel,
      hsnCode: l.item.hsnCode,
      unitPricePaise: 0,
      quantity: l.quantity,
      lineTotalPaise: 0,
    })),
  );
  // Confirmed and mailed like any paid order, never sent to the gateway; no tax invoice (docs/claims.md).
  return markOrderPaid(tx, effects, inserted!, { transactionId: null, now, invoice: false });
}

/** Promises the claimed lines' refund, capped at what the order has not had back yet. */
async function promiseClaimRefund(tx: Tx, effects: Effects, order: OrderRow, claimed: { unitPricePaise: number; quantity: number }[], note: string) {
  if (order.paymentStatus !== 'completed') throw new AppError('NOTHING_TO_REFUND', CLAIM_MESSAGES.nothingToRefund);
  const earlier = await tx
    .select({ refundId: refunds.refundId, amountPaise: refunds.amountPaise, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.orderId, order.id));
  const prefix = `${fullRefundId(order.orderNumber)}-C`;
  const claimRefunds = earlier.filter((r) => r.refundId.startsWith(prefix));
  const full = earlier.find((r) => r.refundId === fullRefundId(order.orderNumber) && r.status !== 'CANCELLED' && r.status !== 'FAILED');
  const given = claimRefunds.filter((r) => r.status !== 'CANCELLED' && r.status !== 'FAILED').reduce((n, r) => n + r.amountPaise, 0);
  const refundable = full ? 0 : Math.max(0, order.totalPaise - given);
  const amountPaise = claimRefundPaise(claimed, order, refundable);
  if (amountPaise <= 0) throw new AppError('NOTHING_TO_REFUND', CLAIM_MESSAGES.nothingToRefund);
  const refundId = claimRefundId(order.orderNumber, claimRefunds.length + 1);
  await requestRefund(tx, effects, order, note || 'Refund for a reported problem', { refundId, amountPaise });
  const [row] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.refundId, refundId));
  return { amountPaise, refundRowId: row!.id };
}
