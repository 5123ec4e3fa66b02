import 'server-only';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stockAlerts } from '../db/schema';
import { badRequest } from '../errors';
import { STOCK_ALERT_MESSAGES as M } from './messages';
import { verifyUnsubscribeAlertsToken } from './token';

/**
 * Follows the unsubscribe link of a back-in-stock email. The alert it names was spent by that
 * email, so "no more of these" means every alert still waiting for the same address, whichever
 * perfume or size. Idempotent: a second press says the same. Asking again later, on a product
 * page, is a new request and is honoured.
 */
export async function unsubscribeStockAlerts(db: Db, token: string, now: Date = new Date()): Promise<{ stopped: number }> {
  const alertId = verifyUnsubscribeAlertsToken(token);
  if (!alertId) throw badRequest(M.invalidUnsubscribe);
  return db.transaction(async (tx) => {
    const [alert] = await tx.select({ email: stockAlerts.email }).from(stockAlerts).where(eq(stockAlerts.id, alertId));
    // Its product (and so the alert) was deleted since: nothing waits under that link any more.
    if (!alert) return { stopped: 0 };
    const stopped = await tx
      .update(stockAlerts)
      .set({ unsubscribedAt: sql`coalesce(${stockAlerts.unsubscribedAt}, ${now.toISOString()}::timestamptz)` })
      .where(
        and(
          eq(stockAlerts.email, alert.email),
          or(eq(stockAlerts.id, alertId), and(isNull(stockAlerts.notifiedAt), isNull(stockAlerts.unsubscribedAt))),
        ),
      )
      .returning({ id: stockAlerts.id, notifiedAt: stockAlerts.notifiedAt });
    return { stopped: stopped.filter((r) => r.notifiedAt === null).length };
  });
}
