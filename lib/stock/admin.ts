import 'server-only';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit';
import type { Db, DbOrTx } from '../db/client';
import { orders, products, productVariants, stockMovements, users } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError, notFound } from '../errors';
import { stockMoved } from '../orders/holdings';
import { attributeStockMovements, type StockMovementCause } from './ledger';
import { belowZeroMessage, countOutcome, stockChangedMessage, type MovementReason } from './rules';
import { STOCK_MESSAGES as M } from './messages';
import type { StockAdjustmentInput, StockMovementsQuery } from './schema';

/*
 * The back office's stock writes. The ledger rows themselves are the database trigger's
 * (migration 0015): these only say why, before they move stock, in the same transaction.
 */

/** A count the admin set for one size against the figure they saw. */
export interface StockCount {
  variantId: string;
  stock: number;
  /** The figure they saw; undefined from an old client or a file without it (see setCountedStock). */
  expectedStock: number | undefined;
  label: string;
  /** Where a refusal points in the request (`sizes.1.stock`, `stock`). */
  field: string;
}

/** One size whose stock moved since the admin saw it, as STOCK_CHANGED's `details.sizes` lists it. */
interface StockConflict {
  variantId: string;
  label: string;
  expectedStock: number;
  currentStock: number;
}

/** STOCK_CHANGED naming every size that moved, each with its current figure (errors by field, details by size). */
function stockChangedError(conflicts: readonly (StockConflict & { field: string })[]): AppError {
  const errors: Record<string, string[]> = {};
  for (const c of conflicts) errors[c.field] = [stockChangedMessage(c.currentStock, conflicts.length > 1 ? c.label : null)];
  const first = conflicts[0]!;
  return new AppError('STOCK_CHANGED', stockChangedMessage(first.currentStock, conflicts.length > 1 ? first.label : null), {
    errors,
    details: { sizes: conflicts.map(({ variantId, label, expectedStock, currentStock }) => ({ variantId, label, expectedStock, currentStock })) },
  });
}

/** The counts that need writing, and the refusals, given each size's stock now. */
export function checkCounts(counts: readonly StockCount[], current: ReadonlyMap<string, number>) {
  const toSet: StockCount[] = [];
  const conflicts: (StockConflict & { field: string })[] = [];
  const missingExpected: StockCount[] = [];
  for (const c of counts) {
    const now = current.get(c.variantId) ?? 0;
    if (c.expectedStock === undefined) {
      // Without the figure they saw, only a count that changes nothing is safe to accept.
      if (c.stock !== now) missingExpected.push(c);
      continue;
    }
    const outcome = countOutcome({ stock: c.stock, expectedStock: c.expectedStock }, now);
    if (outcome === 'set') toSet.push(c);
    else if (outcome === 'conflict') conflicts.push({ variantId: c.variantId, label: c.label, expectedStock: c.expectedStock, currentStock: now, field: c.field });
  }
  return { toSet, conflicts, missingExpected };
}

function missingExpectedError(missing: readonly StockCount[]): AppError {
  const errors: Record<string, string[]> = {};
  for (const c of missing) errors[c.field.replace(/stock$/, 'expectedStock')] = [M.expectedStockRequired];
  return new AppError('VALIDATION_ERROR', M.expectedStockRequired, { errors });
}

/**
 * Sets counted stock, all or nothing: a size whose stock moved since the admin saw it refuses
 * the whole write with STOCK_CHANGED (the caller's transaction undoes the rest). A count equal
 * to the figure seen changes nothing, whatever sold since. Each update is conditional on the
 * figure seen, so a sale between the check and the write is caught too. Answers the sizes whose
 * stock was set, with their figure before.
 */
export async function setCountedStock(tx: DbOrTx, productId: string, counts: readonly StockCount[], cause: StockMovementCause): Promise<{ variantId: string; before: number; after: number }[]> {
  if (counts.length === 0) return [];
  const rows = await tx
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, counts.map((c) => c.variantId))))
    .orderBy(productVariants.id)
    .for('update');
  const current = new Map(rows.map((r) => [r.id, r.stock]));
  const { toSet, conflicts, missingExpected } = checkCounts(counts, current);
  if (conflicts.length) throw stockChangedError(conflicts);
  if (missingExpected.length) throw missingExpectedError(missingExpected);
  if (toSet.length === 0) return [];
  await attributeStockMovements(tx, cause);
  const changed: { variantId: string; before: number; after: number }[] = [];
  for (const c of toSet) {
    const [row] = await tx
      .update(productVariants)
      .set({ stock: c.stock, updatedAt: new Date() })
      .where(and(eq(productVariants.id, c.variantId), eq(productVariants.stock, c.expectedStock!)))
      .returning({ id: productVariants.id });
    if (!row) {
      const [now] = await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, c.variantId));
      throw stockChangedError([{ variantId: c.variantId, label: c.label, expectedStock: c.expectedStock!, currentStock: now?.stock ?? 0, field: c.field }]);
    }
    changed.push({ variantId: c.variantId, before: c.expectedStock!, after: c.stock });
  }
  return changed;
}

/** A movement as the back office lists it. */
export interface StockMovementDto {
  seq: number;
  variantId: string;
  sizeLabel: string | null;
  delta: number;
  stockAfter: number;
  reason: MovementReason;
  orderId: string | null;
  orderNumber: string | null;
  claimId: string | null;
  actorId: string | null;
  actorName: string | null;
  note: string | null;
  createdAt: string;
}

export interface StockAdjustmentResult {
  productId: string;
  variantId: string;
  stock: number;
  movement: StockMovementDto;
}

async function productOrNotFound(tx: DbOrTx, productId: string, lock: boolean) {
  const q = tx.select({ id: products.id, archivedAt: products.archivedAt }).from(products).where(eq(products.id, productId));
  const [row] = lock ? await q.for('update') : await q;
  if (!row || row.archivedAt) throw notFound('Product not found');
  return row;
}

const movementColumns = {
  seq: stockMovements.seq,
  variantId: stockMovements.variantId,
  sizeLabel: productVariants.label,
  delta: stockMovements.delta,
  stockAfter: stockMovements.stockAfter,
  reason: stockMovements.reason,
  orderId: stockMovements.orderId,
  orderNumber: orders.orderNumber,
  claimId: stockMovements.claimId,
  actorId: stockMovements.actorId,
  actorName: users.name,
  note: stockMovements.note,
  createdAt: stockMovements.createdAt,
};

function movementsFrom(db: DbOrTx) {
  return db
    .select(movementColumns)
    .from(stockMovements)
    .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(users, eq(users.id, stockMovements.actorId));
}

type MovementRow = Awaited<ReturnType<ReturnType<typeof movementsFrom>['execute']>>[number];

const toMovementDto = (r: MovementRow): StockMovementDto => ({ ...r, reason: r.reason as MovementReason, createdAt: r.createdAt.toISOString() });

/**
 * POST /products/{id}/stock-adjustments: stock received, damaged or a count correction, as a
 * change of units. The product row is locked first, as every back-office product write does
 * (lib/catalog/admin.ts), so an adjustment and a product save never wait on each other in
 * opposite orders. Refused with STOCK_BELOW_ZERO, naming the figure now, when it would leave
 * less than 0.
 */
export async function adjustStock(db: Db, actor: AuditActor, productId: string, input: StockAdjustmentInput): Promise<StockAdjustmentResult> {
  return inTransaction(db, async (tx, effects) => {
    await productOrNotFound(tx, productId, true);
    const [size] = await tx
      .select({ id: productVariants.id, stock: productVariants.stock, label: productVariants.label, isActive: productVariants.isActive })
      .from(productVariants)
      .where(and(eq(productVariants.id, input.variantId), eq(productVariants.productId, productId)))
      .for('update');
    if (!size || !size.isActive) throw new AppError('SIZE_NOT_FOUND', M.sizeNotFound);
    if (size.stock + input.delta < 0) {
      throw new AppError('STOCK_BELOW_ZERO', belowZeroMessage(size.stock, input.delta), {
        errors: { delta: [belowZeroMessage(size.stock, input.delta)] },
        details: { variantId: size.id, currentStock: size.stock },
      });
    }
    await attributeStockMovements(tx, { reason: input.reason, actorId: actor.id, note: input.note ?? null });
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${input.delta}`, updatedAt: new Date() })
      .where(eq(productVariants.id, size.id))
      .returning({ stock: productVariants.stock });
    const [movement] = await movementsFrom(tx).where(eq(stockMovements.variantId, size.id)).orderBy(desc(stockMovements.seq)).limit(1);
    await recordAudit(tx, actor, {
      action: 'product.stock_adjust',
      entityType: 'product',
      entityId: productId,
      before: { variantId: size.id, size: size.label, stock: size.stock },
      after: { variantId: size.id, size: size.label, stock: row!.stock, delta: input.delta, reason: input.reason, note: input.note ?? null },
    });
    // Pages show stock; a rise from 0 makes the size's back-in-stock alerts due (a trigger), sent after the commit.
    stockMoved(effects, [productId]);
    return { productId, variantId: size.id, stock: row!.stock, movement: toMovementDto(movement!) };
  });
}

/** GET /products/{id}/stock-movements: newest first, of one size or all the product's. */
export async function listStockMovements(db: DbOrTx, productId: string, query: StockMovementsQuery): Promise<{ items: StockMovementDto[]; total: number }> {
  await productOrNotFound(db, productId, false);
  if (query.variantId) {
    const [size] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.id, query.variantId), eq(productVariants.productId, productId)));
    if (!size) throw new AppError('SIZE_NOT_FOUND', M.sizeNotFound);
  }
  const where = and(eq(stockMovements.productId, productId), query.variantId ? eq(stockMovements.variantId, query.variantId) : undefined);
  const rows = await movementsFrom(db)
    .where(where)
    .orderBy(desc(stockMovements.seq))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(stockMovements).where(where);
  return { items: rows.map(toMovementDto), total };
}
