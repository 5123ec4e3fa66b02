import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, productVariants, stockAlerts, users } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { absoluteUrl } from '../seo';
import { dueAlertOutcome, productSizePath, stockAlertsUnsubscribePath } from './due';
import { unsubscribeAlertsToken } from './token';

/*
 * Mails the alerts the products_sizes_sync trigger marked due (due_at set when a size's stock
 * rose from zero, whatever raised it). `due_at IS NOT NULL` is only a flag: it was written by
 * the database's clock, which the app's need not agree with.
 *
 * One transaction per batch: the due rows are taken FOR NO KEY UPDATE SKIP LOCKED, with their
 * size and product, so concurrent runs (after a response, the cron, ordinary traffic on another
 * instance) take disjoint rows, and a stock write to one of these sizes waits for the batch
 * rather than changing the stock under it. Each alert is then either mailed (the email queued in
 * the outbox and notified_at set in the same transaction, so a crash loses or doubles nothing)
 * or, when its size sold out again or left the shop meanwhile, sent back to waiting (due_at
 * cleared: the trigger marks it due again at the next rise).
 */

/** Alerts taken per transaction: each renders one email inside it. */
const ALERT_BATCH = 25;

export interface AlertRunReport {
  /** Emails queued (one per alert spent). */
  queued: number;
  /** Due alerts whose size was not sellable any more: they wait again. */
  rewaited: number;
  /** The outbox rows queued, for delivery once the transactions committed. */
  emailIds: string[];
}

async function runBatch(db: Db, limit: number): Promise<AlertRunReport> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: stockAlerts.id,
        email: stockAlerts.email,
        userName: users.name,
        userEmail: users.email,
        productName: products.name,
        brand: products.brand,
        slug: products.slug,
        productLive: sql<boolean>`(${products.isActive} and ${products.archivedAt} is null)`,
        sizeLabel: productVariants.label,
        volumeMl: productVariants.volumeMl,
        stock: productVariants.stock,
        sizeActive: productVariants.isActive,
        pricePaise: productVariants.pricePaise,
      })
      .from(stockAlerts)
      .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .leftJoin(users, eq(users.id, stockAlerts.userId))
      .where(and(isNotNull(stockAlerts.dueAt), isNull(stockAlerts.notifiedAt), isNull(stockAlerts.unsubscribedAt)))
      .orderBy(asc(stockAlerts.dueAt), asc(stockAlerts.id))
      .limit(limit)
      .for('no key update', { of: [stockAlerts, productVariants, products], skipLocked: true });

    const report: AlertRunReport = { queued: 0, rewaited: 0, emailIds: [] };
    const waitAgain: string[] = [];
    const spent: string[] = [];
    for (const alert of due) {
      if (dueAlertOutcome(alert) === 'wait') {
        waitAgain.push(alert.id);
        continue;
      }
      const { id } = await enqueueEmail(tx, {
        template: 'back-in-stock',
        to: alert.email,
        // Greeted by name only when the address is still the account's own.
        name: alert.userName && alert.userEmail === alert.email ? alert.userName : '',
        productName: alert.productName,
        brand: alert.brand,
        sizeLabel: alert.sizeLabel,
        pricePaise: alert.pricePaise,
        productUrl: absoluteUrl(productSizePath(alert.slug, alert.volumeMl)),
        unsubscribeUrl: absoluteUrl(stockAlertsUnsubscribePath(unsubscribeAlertsToken(alert.id))),
      });
      report.emailIds.push(id);
      spent.push(alert.id);
    }
    if (spent.length) {
      await tx.update(stockAlerts).set({ notifiedAt: sql`now()` }).where(inArray(stockAlerts.id, spent));
      report.queued = spent.length;
    }
    if (waitAgain.length) {
      await tx.update(stockAlerts).set({ dueAt: null }).where(inArray(stockAlerts.id, waitAgain));
      report.rewaited = waitAgain.length;
    }
    return report;
  });
}

/**
 * Marks due the waiting alerts whose size can be bought now though no rise from zero marked
 * them: the size came back while its product was hidden (the job then sent them back to
 * waiting) and the product was shown again, which changes no size. For the periodic sweep;
 * the trigger covers every other way back.
 */
export async function markSellableAlertsDue(db: Db): Promise<number> {
  const rows = await db
    .update(stockAlerts)
    .set({ dueAt: sql`now()` })
    .where(
      and(
        isNull(stockAlerts.dueAt),
        isNull(stockAlerts.notifiedAt),
        isNull(stockAlerts.unsubscribedAt),
        sql`exists (select 1 from ${productVariants} v join ${products} p on p.id = v.product_id
          where v.id = ${stockAlerts.variantId} and v.is_active and v.stock > 0 and p.is_active and p.archived_at is null)`,
      ),
    )
    .returning({ id: stockAlerts.id });
  return rows.length;
}

/**
 * Works through the due alerts in batches until none is left or the deadline (epoch ms) passes.
 * Returns the emails it queued; the caller delivers them (or leaves them to the email sweep).
 */
export async function sendDueStockAlerts(db: Db, options: { deadline?: number; batch?: number } = {}): Promise<AlertRunReport> {
  const total: AlertRunReport = { queued: 0, rewaited: 0, emailIds: [] };
  const batch = options.batch ?? ALERT_BATCH;
  for (;;) {
    const report = await runBatch(db, batch);
    total.queued += report.queued;
    total.rewaited += report.rewaited;
    total.emailIds.push(...report.emailIds);
    if (report.queued + report.rewaited < batch) return total;
    if (options.deadline != null && Date.now() > options.deadline) return total;
  }
}
