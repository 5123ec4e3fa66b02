import 'server-only';
import { eq } from 'drizzle-orm';
import type { AuditActor } from '../audit';
import { recordAudit } from '../audit';
import { cacheFor, cacheTags, readAtRequestTime } from '../cache';
import { getDb, type Db } from '../db/client';
import { deliveryRules } from '../db/schema';
import type { DeliveryRules } from './estimate';
import { inTransaction } from '../db/transaction';
import { readDeliveryRules } from './read-rules';


// Every estimate reads the rules; they change only when the admin saves, which invalidates the tag.
async function cachedRules(): Promise<DeliveryRules> {
  'use cache';
  cacheFor([cacheTags.deliveryRules], 3600);
  return readDeliveryRules(await getDb());
}

export async function getDeliveryRules(): Promise<DeliveryRules> {
  await readAtRequestTime();
  return cachedRules();
}

/** Replaces the rules (checked by deliveryRulesSchema), audited in the same transaction. */
export async function saveDeliveryRules(db: Db, actor: AuditActor, rules: DeliveryRules): Promise<DeliveryRules> {
  await inTransaction(db, async (tx, effects) => {
    effects.invalidate(cacheTags.deliveryRules);
    const [before] = await tx.select({ rules: deliveryRules.rules }).from(deliveryRules).where(eq(deliveryRules.id, 1)).for('update');
    await tx
      .insert(deliveryRules)
      .values({ id: 1, rules })
      .onConflictDoUpdate({ target: deliveryRules.id, set: { rules, updatedAt: new Date() } });
    await recordAudit(tx, actor, { action: 'delivery_rules.update', entityType: 'delivery_rules', entityId: null, before: before?.rules ?? null, after: rules });
  });
  return rules;
}
