import 'server-only';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { productVariants, stockAlerts } from '../db/schema';

import type { WaitingBySize } from './types';

/** For the back office: how many wait for each size of these products (see WaitingBySize). */
export async function waitingBySize(db: DbOrTx, productIds: readonly string[]): Promise<WaitingBySize> {
  const out: WaitingBySize = {};
  if (productIds.length === 0) return out;
  const rows = await db
    .select({ productId: stockAlerts.productId, variantId: stockAlerts.variantId, label: productVariants.label, waiting: count() })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(and(inArray(stockAlerts.productId, [...productIds]), isNull(stockAlerts.notifiedAt), isNull(stockAlerts.unsubscribedAt)))
    .groupBy(stockAlerts.productId, stockAlerts.variantId, productVariants.label, productVariants.position, productVariants.volumeMl)
    .orderBy(asc(productVariants.position), asc(productVariants.volumeMl));
  for (const r of rows) (out[r.productId] ??= []).push({ variantId: r.variantId, label: r.label, waiting: r.waiting });
  return out;
}
