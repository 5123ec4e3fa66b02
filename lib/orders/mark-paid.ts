import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { Effects } from '../db/effects';
import { orders } from '../db/schema';
import { env } from '../env';
import type { OrderRow } from './dto';
import { queueOrderConfirmation } from './emails';
import { nextInvoiceNumber } from './invoice-number';
import { CURRENT_TAX_SPLIT_RULE } from './invoice';
import { invoiceSellerSnapshot } from '../store-details/settings';

/**
 * The one way an order becomes paid, in the caller's transaction on the order row it locked (or
 * just wrote): confirmed, its GST invoice numbered, the confirmation email queued. A gateway's
 * payment (webhook, verify, the expiry's last look) and a ₹0 order settled by its coupon at
 * checkout (./create.ts) all come here, so every paid order reads and mails alike. A claim's free
 * replacement (lib/claims/decide.ts) comes here too, with `invoice: false`: it is not a new supply
 * (docs/claims.md), so it gets no tax invoice number.
 */
export async function markOrderPaid(
  tx: Tx,
  effects: Effects,
  order: OrderRow,
  payment: { transactionId: string | null; now: Date; invoice?: boolean },
): Promise<OrderRow> {
  const { now } = payment;
  const invoiced = payment.invoice !== false;
  const invoiceNumber = invoiced ? await nextInvoiceNumber(tx, now) : null;
  const [paid] = await tx
    .update(orders)
    .set({
      status: order.status === 'pending' ? 'confirmed' : order.status,
      paymentStatus: 'completed',
      transactionId: payment.transactionId,
      paidAt: now,
      invoiceNumber,
      invoiceDate: invoiced ? now : null,
      gstRatePercent: invoiced ? env().GST_RATE_PERCENT : null,
      // The seller as of now: a later change of the store details never rewrites this invoice.
      invoiceSeller: invoiced ? await invoiceSellerSnapshot(tx) : null,
      taxSplitRule: invoiced ? CURRENT_TAX_SPLIT_RULE : null,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  effects.email(await queueOrderConfirmation(tx, paid!));
  return paid!;
}
