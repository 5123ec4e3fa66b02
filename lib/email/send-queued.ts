import 'server-only';
import { getDb, type Db } from '../db/client';
import { runAfterResponse } from '../runtime/after-response';
import { maybeRunFollowUps } from '../jobs/run';
import { deliverQueuedNow } from './deliver-queued';

/**
 * Delivers emails a committed transaction queued, after the response, then lets the sweep
 * (throttled) pick up anything else due. Whatever fails here is retried by a later sweep.
 * A use case's own emails go through its transaction's effects (lib/db/transaction.ts), which
 * end in deliverThenSweep; this is for the refund worker's transactions, below that helper,
 * which carry out their own emails (lib/db/transaction.ts hands it to processRefunds).
 */
export async function sendQueuedEmails(ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await runAfterResponse(async () => deliverThenSweep(await getDb(), ids));
}

/** sendQueuedEmails' work, for a caller already past the response. */
export async function deliverThenSweep(db: Db, ids: readonly string[]): Promise<void> {
  await deliverQueuedNow(db, ids);
  await maybeRunFollowUps(db);
}
