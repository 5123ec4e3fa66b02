import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { stockMovementReason } from '../db/schema';

type StockMovementReason = (typeof stockMovementReason.enumValues)[number];

/** Why the stock changes that follow in this transaction happen, and on whose behalf. */
export interface StockMovementCause {
  reason: StockMovementReason;
  orderId?: string | null;
  claimId?: string | null;
  /** The admin who made the change (adjustments, the product form, an import). */
  actorId?: string | null;
  note?: string | null;
}

/**
 * Names the cause of every stock change made later in this transaction. The ledger row itself is
 * written by the database's `product_variants_stock_ledger` trigger (migration 0015), so no path
 * can move stock without one; this only tells it why. The setting is transaction-local (it ends
 * at commit, so a pooled connection carries nothing to the next client) and must be called inside
 * `db.transaction`: outside one it would end with its own statement and the change would be
 * recorded as 'unattributed'.
 */
export async function attributeStockMovements(tx: DbOrTx, cause: StockMovementCause): Promise<void> {
  const ctx = JSON.stringify({
    reason: cause.reason,
    orderId: cause.orderId ?? null,
    claimId: cause.claimId ?? null,
    actorId: cause.actorId ?? null,
    note: cause.note ?? null,
  });
  await tx.execute(sql`select set_config('app.stock_movement', ${ctx}, true)`);
}
