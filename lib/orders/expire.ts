import 'server-only';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { applyPayment } from '../payments/apply';
import { paymentGateway } from '../payments/gateway';
import { cancelLockedOrder } from './cancel';
import { log } from '../log';

const BATCH = 100;

/**
 * Cancels online orders left unpaid past their 30 minutes and gives back their stock and coupon
 * use. Before giving up on an order it asks the gateway once more, so a payment whose webhook
 * is late is taken, not thrown away.
 */
export async function expirePendingOrders(db: Db, options: { now?: Date; askGateway?: boolean } = {}): Promise<{ expired: number; paid: number }> {
  const now = options.now ?? new Date();
  const due = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, cfOrderId: orders.cfOrderId })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), eq(orders.paymentStatus, 'pending'), isNull(orders.paymentFlag), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(BATCH);
  let expired = 0;
  let paid = 0;
  for (const candidate of due) {
    if (candidate.cfOrderId && options.askGateway !== false) {
      try {
        const gateway = paymentGateway();
        const payments = await gateway.client.getPayments(candidate.orderNumber);
        const success = payments.find((p) => p.payment_status === 'SUCCESS');
        if (success) {
          const applied = await inTransaction(db, (tx, effects) => applyPayment(tx, effects, gateway.provider, candidate.orderNumber, success, now));
          if (applied.outcome === 'paid' || applied.outcome === 'already-paid' || applied.outcome === 'flagged') {
            paid += 1;
            continue;
          }
        }
      } catch (e) {
        // The gateway could not be asked: keep holding the order and try again on the next run.
        log.warn('expire-orders', e, { order: candidate.orderNumber });
        continue;
      }
    }
    const done = await inTransaction(db, async (tx, effects) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, candidate.id)).for('update');
      if (!order || order.status !== 'pending' || order.paymentStatus !== 'pending' || order.paymentFlag || !order.expiresAt || order.expiresAt > now) {
        return null;
      }
      return cancelLockedOrder(tx, effects, order, { kind: 'expiry' }, { now });
    });
    if (done) expired += 1;
  }
  return { expired, paid };
}

let lastOpportunisticRun = 0;
const OPPORTUNISTIC_INTERVAL_MS = 60_000;

/** Runs the expiry at most once a minute per process, from ordinary traffic, besides the cron. */
export async function maybeExpireOrders(db: Db): Promise<void> {
  const now = Date.now();
  if (now - lastOpportunisticRun < OPPORTUNISTIC_INTERVAL_MS) return;
  lastOpportunisticRun = now;
  try {
    await expirePendingOrders(db);
  } catch (e) {
    log.error('expire-orders', e);
  }
}
