import 'server-only';
import { getDb } from '../db/client';
import { deliverQueuedNow } from '../email/deliver-queued';
import { runAfterResponse } from '../runtime/after-response';
import { log } from '../log';
import { sendDueStockAlerts } from './job';

/**
 * After a committed write that may have raised a size's stock from zero (an admin edit, an
 * import, a cancelled or expired order): mail its due alerts after the response, and deliver
 * them. Cheap when nothing is due (one indexed read that finds no row). Whatever fails here is
 * picked up by the follow-up sweep (lib/jobs/run.ts).
 */
export async function sendStockAlertsSoon(): Promise<void> {
  await runAfterResponse(sendDueStockAlertsNow);
}

/** sendStockAlertsSoon's work, for a caller already past the response. Never throws. */
export async function sendDueStockAlertsNow(): Promise<void> {
  try {
    const db = await getDb();
    const { emailIds } = await sendDueStockAlerts(db);
    if (emailIds.length) await deliverQueuedNow(db, emailIds);
  } catch (e) {
    log.error('stock-alerts:after-response', e);
  }
}
