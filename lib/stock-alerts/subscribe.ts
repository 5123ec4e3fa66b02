import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, productVariants, stockAlerts } from '../db/schema';
import { AppError, notFound } from '../errors';
import { inStockMessage, STOCK_ALERT_MESSAGES as M } from './messages';
import { ALERT_SIZE_MESSAGE } from './schema';
import { rateLimitKey, type RateLimitOptions } from '../rate-limit';

/*
 * "Notify me when it is back". One waiting row per size and address (the partial unique index
 * stock_alerts_waiting_key), so asking again changes nothing and the answer is the same whether
 * the address has an account or already waits: nothing here tells who is on the list. Nothing is
 * emailed now; the products_sizes_sync trigger marks the row due when the size's stock rises
 * from zero, and ./job.ts mails it once.
 */

/** Per address (IP): a household or an office shares one; a script filling the table does not get far. */
const NOTIFY_IP_LIMIT = { limit: 20, windowSeconds: 60 * 60 } as const;
/** Per email: enough for every size of a few perfumes, not for pestering one inbox's owner through us. */
const NOTIFY_EMAIL_LIMIT = { limit: 10, windowSeconds: 60 * 60 } as const;

/**
 * The buckets a Notify me request is counted against, in the order they are taken
 * (consumeRateLimitsInTurn): the client address first, so a request it refuses costs no one's
 * email anything; then the address asked for, or, for a signed-in customer asking for their own
 * account's address, their account, which strangers cannot reach: asking for that address
 * while signed out fills only the email's bucket.
 */
export function notifyRateLimits(input: { ip: string; email: string; ownAccountId: string | null }): RateLimitOptions[] {
  return [
    { key: rateLimitKey('stock-alert:ip', input.ip), ...NOTIFY_IP_LIMIT },
    input.ownAccountId
      ? { key: rateLimitKey('stock-alert:user', input.ownAccountId), ...NOTIFY_EMAIL_LIMIT }
      : { key: rateLimitKey('stock-alert:email', input.email), ...NOTIFY_EMAIL_LIMIT },
  ];
}

export interface NotifyRequest {
  productId: string;
  variantId?: string;
  email: string;
  /** The signed-in customer, when the address is their account's own. */
  userId: string | null;
}

export interface NotifyResult {
  productId: string;
  productName: string;
  variantId: string;
  sizeLabel: string;
}

/** A size that is not one of this product's sellable sizes: an input error, on the field that named it. */
const sizeRefused = () => new AppError('VALIDATION_ERROR', ALERT_SIZE_MESSAGE, { errors: { variantId: [ALERT_SIZE_MESSAGE] } });

export async function subscribeToStockAlert(db: Db, input: NotifyRequest): Promise<NotifyResult> {
  const [product] = await db
    .select({ id: products.id, name: products.name, isActive: products.isActive, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product || !product.isActive || product.archivedAt) throw notFound(M.productNotFound);

  // Default size: the first active one by position, as the product page shows it.
  const sizes = await db
    .select({ id: productVariants.id, isActive: productVariants.isActive })
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
    .orderBy(asc(productVariants.position), asc(productVariants.volumeMl));
  const chosen = input.variantId ? sizes.find((s) => s.id === input.variantId && s.isActive) : sizes.find((s) => s.isActive);
  if (!chosen) throw sizeRefused();

  return db.transaction(async (tx) => {
    // A share lock on the size: a concurrent stock write waits for this commit, so its trigger
    // sees the new row and marks it due; or it committed first, and the stock read here is its.
    const [size] = await tx
      .select({ id: productVariants.id, label: productVariants.label, stock: productVariants.stock, isActive: productVariants.isActive })
      .from(productVariants)
      .where(and(eq(productVariants.id, chosen.id), eq(productVariants.productId, product.id)))
      .for('share');
    if (!size || !size.isActive) throw sizeRefused();
    if (size.stock > 0) throw new AppError('IN_STOCK', inStockMessage(size.label));
    await tx
      .insert(stockAlerts)
      .values({ productId: product.id, variantId: size.id, email: input.email, userId: input.userId })
      .onConflictDoNothing();
    return { productId: product.id, productName: product.name, variantId: size.id, sizeLabel: size.label };
  });
}
