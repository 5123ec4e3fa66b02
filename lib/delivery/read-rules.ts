import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { deliveryRules } from '../db/schema';
import { DEFAULT_DELIVERY_RULES, type DeliveryRules } from './estimate';

/*
 * Apart from rules.ts (which saves them in a transaction): the order emails read the rules inside
 * the payment's transaction, and importing the transaction helper from there would close a loop.
 */

/** The stored rules; the defaults when the row is missing (a database the migration seeded never is). */
export async function readDeliveryRules(db: DbOrTx): Promise<DeliveryRules> {
  const [row] = await db.select({ rules: deliveryRules.rules }).from(deliveryRules).where(eq(deliveryRules.id, 1)).limit(1);
  return row?.rules ?? DEFAULT_DELIVERY_RULES;
}
