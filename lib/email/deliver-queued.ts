import 'server-only';
import { getDb, type Db } from '../db/client';
import { runAfterResponse } from '../runtime/after-response';
import { deliverEmails } from './outbox';
import { log } from '../log';

/** Delivers queued emails now; whatever fails stays pending, and the sweep delivers it. */
export async function deliverQueuedNow(db: Db, ids: readonly string[]): Promise<void> {
  try {
    await deliverEmails(db, ids);
  } catch (e) {
    log.error('email:after-response', e);
  }
}

/**
 * Delivers emails a committed transaction queued, after the response, and nothing more: for
 * work that runs inside the follow-up sweep, which send-queued.ts would start again.
 */
export async function deliverQueuedEmails(ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await runAfterResponse(async () => deliverQueuedNow(await getDb(), ids));
}
