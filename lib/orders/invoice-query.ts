import 'server-only';
import { and, asc, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orderItems, refunds, type PostalAddress } from '../db/schema';
import { env } from '../env';
import { AppError } from '../errors';
import { readStoreDetails } from '../store-details/settings';
import { fullRefundId } from '../payments/refund-rows';
import { TAX_SPLIT_RULES, buildInvoice, invoiceStanding, type CreditNote, type Invoice, type InvoiceStanding } from './invoice';
import { claimCreditNoteNumber, claimRefundNumber } from '../claims/rules';
import { invoiceSellerOf, type InvoiceSeller } from './invoice-seller';
import { getOrderForActor, type OrderActor } from './queries';
import type { PaymentMethod } from './types';
import { log } from '../log';
import { ORDER_INVOICE_MESSAGES } from './messages';

export interface InvoiceView {
  invoiceNumber: string;
  /** ISO; the payment time when the invoice date was not recorded. */
  invoiceDate: string;
  orderId: string;
  orderNumber: string;
  orderDate: string;
  seller: InvoiceSeller;
  buyer: { name: string; address: PostalAddress };
  paymentMethod: PaymentMethod;
  transactionId: string | null;
  couponCode: string | null;
  invoice: Invoice;
  /** Whether the invoice is in force or the order was cancelled (with its credit note). */
  standing: InvoiceStanding;
  /**
   * Credit notes for claimed lines refunded while the supply stands (docs/claims.md): one per
   * claim refund, numbered C<n> in the invoice's series.
   */
  claimCreditNotes: CreditNote[];
}

/**
 * The tax invoice of an order the actor may see. Someone else's order answers 'Order not found'
 * like a missing one, so ids cannot be probed; an unpaid order has no invoice yet.
 */
export async function loadInvoice(db: DbOrTx, actor: OrderActor, orderId: string): Promise<InvoiceView> {
  const order = await getOrderForActor(db, actor, orderId);
  if (!order.invoiceNumber) throw new AppError('NOT_FOUND', ORDER_INVOICE_MESSAGES.notPaid);

  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const [fullRefund] = await db
    .select({ refundId: refunds.refundId, amountPaise: refunds.amountPaise, status: refunds.status, createdAt: refunds.createdAt })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.refundId, fullRefundId(order.orderNumber))))
    .limit(1);
  const claimRefunds = await db
    .select({ refundId: refunds.refundId, amountPaise: refunds.amountPaise, status: refunds.status, createdAt: refunds.createdAt })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), like(refunds.refundId, `${fullRefundId(order.orderNumber)}-C%`)))
    .orderBy(asc(refunds.createdAt));
  const invoiceNumber = order.invoiceNumber;
  const claimCreditNotes: CreditNote[] = claimRefunds.flatMap((r) => {
    const n = claimRefundNumber(order.orderNumber, r.refundId);
    return n == null
      ? []
      : [{ number: claimCreditNoteNumber(invoiceNumber, n), amountPaise: r.amountPaise, refundId: r.refundId, refundStatus: r.status, issuedAt: r.createdAt.toISOString() }];
  });
  const settings = env();
  // The seller the invoice was issued by; invoices issued before that was kept print today's.
  const seller = order.invoiceSeller ?? invoiceSellerOf(await readStoreDetails(db));

  const invoice = buildInvoice({
    lines: items.map((item) => ({
      description: item.variantLabel ? `${item.name} (${item.variantLabel})` : item.name,
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      lineTotalPaise: item.lineTotalPaise,
    })),
    discountPaise: order.discountPaise,
    giftWrapPaise: order.giftWrapPaise,
    // The rate stored with the invoice wins, so changing the setting never rewrites old invoices.
    ratePercent: order.gstRatePercent ?? settings.GST_RATE_PERCENT,
    taxSplitRule: order.taxSplitRule === TAX_SPLIT_RULES.equalHalves ? TAX_SPLIT_RULES.equalHalves : TAX_SPLIT_RULES.oddPaisaToSgst,
    sellerGstin: seller.gstin,
    buyerState: order.shippingAddress.state,
  });

  // Shipping is free and the wrap is a line; a charge missing from the lines would show here, so say so loudly.
  if (invoice.totals.totalPaise !== order.totalPaise) {
    log.warn('loadInvoice', 'Invoice total differs from the order total', {
      orderId: order.id,
      invoiceTotalPaise: invoice.totals.totalPaise,
      orderTotalPaise: order.totalPaise,
    });
  }

  return {
    invoiceNumber: order.invoiceNumber,
    invoiceDate: (order.invoiceDate ?? order.paidAt ?? order.createdAt).toISOString(),
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    seller,
    buyer: { name: order.customerName || order.shippingAddress.fullName, address: order.shippingAddress },
    paymentMethod: order.paymentMethod,
    transactionId: order.transactionId,
    couponCode: order.couponCode,
    invoice,
    standing: invoiceStanding({
      invoiceNumber: order.invoiceNumber,
      orderStatus: order.status,
      paymentStatus: order.paymentStatus,
      fullRefund: fullRefund ?? null,
    }),
    claimCreditNotes,
  };
}
