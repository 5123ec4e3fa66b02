import 'server-only';
import { getDb } from '../db/client';
import { deliverQueuedNow } from '../email/deliver-queued';
import { log } from '../log';
import { sendDueStockAlerts } from './job';

/**
 * After a committed write that may have raised a size's stock from zero (an admin edit, an
 * import, a cancelled or expired order), run after the response by lib/db/transaction.ts when
 * the write promised it (effects.notifyStockAlerts): mail its due alerts and deliver them. Cheap
 * when nothing is due (one indexed read that finds no row). Never throws: whatever fails here is
 * picked up by the follow-up sweep (lib/jobs/run.ts).
 */
export async function sendDueStockAlertsNow(): Promise<void> {
  try {
    const db = await getDb();
    const { emailIds } = await sendDueStockAlerts(db);
    if (emailIds.length) await deliverQueuedNow(db, emailIds);
  } catch (e) {
    log.error('stock-alerts:after-response', e);
  }
}
