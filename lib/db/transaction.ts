import 'server-only';
import { invalidate } from '../cache';
import { deliverThenSweep, sendQueuedEmails } from '../email/send-queued';
import { runAfterResponse } from '../runtime/after-response';
import { log } from '../log';
import { processRefunds } from '../payments/refund';
import { closeGatewayOrder } from '../payments/session';
import { sendDueStockAlertsNow } from '../stock-alerts/soon';
import type { Db, Tx } from './client';
import { Effects, type PromisedEffects } from './effects';

/**
 * The one way a use case runs a transaction whose commit promises more work: `work` writes its
 * rows and tells `effects` what it promised (./effects.ts); once the transaction has committed,
 * they are done, and if it throws (a rollback) none is. Functions that take part in the
 * transaction take the same `effects`, so what they promise (a cancellation's email, refund and
 * cache tags, say) happens for every caller without the caller knowing of it.
 *
 * This is where lib/db reaches up into the domains: it is the seam that turns the promises into
 * calls, and nothing it imports imports it back (the refund worker, below it, carries out its own
 * emails; see lib/payments/refund.ts).
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx, effects: Effects) => Promise<T>): Promise<T> {
  const effects = new Effects();
  const result = await db.transaction((tx) => work(tx, effects));
  await runEffects(db, effects.promised());
  return result;
}

/**
 * Cache tags are dropped at once, before the answer: the next page the person opens must show
 * the write. The rest runs after the response (inline outside a Next request), one after the
 * other in this order: back-in-stock alerts, emails, refunds, closing gateway orders. Each
 * failure is logged and stops nothing: the commit stands, the answer goes out, and the rows
 * the transaction wrote are retried by the follow-up sweep (lib/jobs/run.ts).
 */
async function runEffects(db: Db, promised: PromisedEffects): Promise<void> {
  const { cacheTags, stockAlerts, emailIds, refundJobIds, gatewayOrders } = promised;
  if (cacheTags.length) await attempt('cache', () => invalidate(...cacheTags));
  const later: [string, () => Promise<unknown>][] = [];
  if (stockAlerts) later.push(['stock-alerts', sendDueStockAlertsNow]);
  if (emailIds.length) later.push(['emails', () => deliverThenSweep(db, emailIds)]);
  // A settled refund's own email is sent like any other, after this response.
  if (refundJobIds.length) later.push(['refunds', () => processRefunds(db, { ids: refundJobIds, sendEmails: sendQueuedEmails })]);
  for (const order of gatewayOrders) later.push(['close-gateway-order', () => closeGatewayOrder(order)]);
  if (!later.length) return;
  await runAfterResponse(async () => {
    for (const [name, step] of later) await attempt(name, step);
  });
}

async function attempt(name: string, step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (e) {
    log.error(`after-commit:${name}`, e);
  }
}
