import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { recordAudit, type AuditActor } from '../audit';
import { conflict, notFound } from '../errors';
import type { EmailStatus } from './types';
import { EMAIL_ADMIN_MESSAGES } from './messages';

export interface RetriedEmail {
  id: string;
  status: EmailStatus;
  attempts: number;
  nextAttemptAt: Date;
}

/**
 * Makes a failed row due again with a fresh set of attempts (after the cause was fixed: a key,
 * an address, an outage). The same id stays the Idempotency-Key, so if the failed send did reach
 * Resend after all, the inbox still gets one copy. Audited in the same transaction.
 */
export async function retryEmail(db: Db, actor: AuditActor, id: string): Promise<RetriedEmail> {
  return inTransaction(db, async (tx, effects) => {
    const [current] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for('update');
    if (!current) throw notFound(EMAIL_ADMIN_MESSAGES.notFound);
    if (current.status !== 'failed') throw conflict(EMAIL_ADMIN_MESSAGES.notFailed);
    // Resending would mail an empty body, or a link that no longer works: a fresh request makes a fresh link.
    if (current.bodyClearedAt || (current.secretExpiresAt && current.secretExpiresAt <= new Date())) {
      throw conflict(EMAIL_ADMIN_MESSAGES.bodyCleared);
    }
    const [row] = await tx
      .update(emailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
      .where(eq(emailOutbox.id, id))
      .returning({ id: emailOutbox.id, status: emailOutbox.status, attempts: emailOutbox.attempts, nextAttemptAt: emailOutbox.nextAttemptAt });
    await recordAudit(tx, actor, {
      action: 'email.retry',
      entityType: 'email',
      entityId: id,
      before: { status: current.status, attempts: current.attempts, error: current.error, to: current.to, template: current.template },
      after: { status: 'pending', attempts: 0 },
    });
    // Tried once the retry has committed (after the response); the sweep retries it after that.
    effects.email(id);
    return row!;
  });
}
