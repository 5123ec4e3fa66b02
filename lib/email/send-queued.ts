import 'server-only';
import { getDb } from '../db/client';
import { runAfterResponse } from '../runtime/after-response';
import { maybeRunFollowUps } from '../jobs/run';
import { deliverQueuedNow } from './deliver-queued';

/**
 * Delivers emails a committed transaction queued, after the response, then lets the sweep
 * (throttled) pick up anything else due. Whatever fails here is retried by a later sweep.
 */
export async function sendQueuedEmails(ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await runAfterResponse(async () => {
    const db = await getDb();
    await deliverQueuedNow(db, ids);
    await maybeRunFollowUps(db);
  });
}
