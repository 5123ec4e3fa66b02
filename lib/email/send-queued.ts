import { getDb } from '../db/client';
import { runAfterResponse } from '../http/after-response';
import { maybeRunFollowUps } from '../jobs/run';
import { deliverEmails } from './outbox';

/**
 * Delivers emails a committed transaction queued, after the response, then lets the sweep
 * (throttled) pick up anything else due. Whatever fails here is retried by a later sweep.
 */
export async function sendQueuedEmails(ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await runAfterResponse(async () => {
    const db = await getDb();
    try {
      await deliverEmails(db, ids);
    } catch (e) {
      // The rows stay pending; the sweep delivers them.
      console.error(JSON.stringify({ level: 'error', where: 'email:after-response', message: e instanceof Error ? e.message : String(e) }));
    }
    await maybeRunFollowUps(db);
  });
}
