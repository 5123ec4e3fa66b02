import { getDb } from '../db/client';
import { runAfterResponse } from '../http/after-response';
import { deliverEmails } from './outbox';

/** Delivers emails a committed transaction queued, after the response. */
export async function sendQueuedEmails(ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await runAfterResponse(async () => deliverEmails(await getDb(), ids));
}
