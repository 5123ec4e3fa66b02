import 'server-only';
import type { Db } from '../db/client';
import { sendQueuedEmails } from '../email/send-queued';
import { runAfterResponse } from '../runtime/after-response';
import { processRefunds } from './refund';

/** Works the refund jobs a committed transaction promised, after the response. */
export async function processRefundsSoon(db: Db, jobIds: readonly string[]): Promise<void> {
  if (!jobIds.length) return;
  await runAfterResponse(() => processRefunds(db, { ids: jobIds, sendEmails: sendQueuedEmails }));
}

/** What follows an applied payment once its transaction committed (webhook and verify alike). */
export async function afterPaymentApplied(db: Db, applied: { emailIds: string[]; refundJobIds: string[] }): Promise<void> {
  await sendQueuedEmails(applied.emailIds);
  await processRefundsSoon(db, applied.refundJobIds);
}
