'use client';

import { Link } from '@/components/ui/link';
import { Printer, TriangleAlert } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatOrderDateTime, formatRupees, paymentMethodLabel, refundStatusLook } from '@/components/orders/format';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/orders/status-badge';
import type { AdminOrderDto } from '@/lib/orders/admin-types';
import { PostalAddress } from '@/components/ui/postal-address';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-border pt-4">
      <h3 className="font-sans text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <div className="mt-1">{children}</div>
    </section>
  );
}

/**
 * The details modal: customer, summary, shipping address and items, plus what the back
 * office needs beside them: payment references, refunds, the fulfilment dates and any payment flag.
 */
export function OrderDetailsDialog({
  order,
  onClose,
  returnFocus,
}: {
  order: AdminOrderDto | null;
  onClose: () => void;
  returnFocus: () => void;
}) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order ? (
        <DialogContent
          className="sm:max-w-2xl!"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          <DetailsBody order={order} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DetailsBody({ order }: { order: AdminOrderDto }) {
  const a = order.shippingAddress;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-all">Order {order.orderNumber}</DialogTitle>
        <DialogDescription>
          Placed <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt)}</time> (India time)
        </DialogDescription>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.orderStatus} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </div>
      </DialogHeader>

      {order.paymentFlag ? (
        <p role="note" className="flex gap-2 rounded-md border border-warning/25 bg-warning/10 px-3 py-2 text-sm text-warning">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">Needs attention: </span>
            {order.paymentFlag}
          </span>
        </p>
      ) : null}

      <div className="space-y-4">
        <Section title="Customer">
          <dl>
            <Row label="Name">{order.customer.name}</Row>
            <Row label="Email">{order.customer.email ? <span className="break-all">{order.customer.email}</span> : 'Account deleted'}</Row>
            <Row label="Phone">{order.customer.phone || '—'}</Row>
            {order.userId ? (
              <Row label="Orders">
                <Link
                  href={`/admin/orders?userId=${encodeURIComponent(order.userId)}`}
                  className="font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
                >
                  All orders of this customer
                </Link>
              </Row>
            ) : null}
          </dl>
        </Section>

        <Section title="Summary">
          <dl>
            <Row label="Subtotal">{formatRupees(order.originalTotal)}</Row>
            {order.discountAmount > 0 ? (
              <Row label={order.couponCode ? `Discount (${order.couponCode})` : 'Discount'}>−{formatRupees(order.discountAmount)}</Row>
            ) : null}
            {order.giftWrap > 0 ? <Row label="Gift wrap">{formatRupees(order.giftWrap)}</Row> : null}
            <Row label="Shipping">{order.shipping > 0 ? formatRupees(order.shipping) : 'Free'}</Row>
            <Row label="Total">
              <span className="font-semibold">{formatRupees(order.totalPrice)}</span>
            </Row>
            <Row label="Payment">
              {paymentMethodLabel(order.paymentMethod)}
              {order.paidAt ? `, paid ${formatOrderDateTime(order.paidAt)}` : ''}
            </Row>
            {order.transactionId ? <Row label="Transaction ID">{order.transactionId}</Row> : null}
            {order.cfOrderId ? <Row label="Gateway order ID">{order.cfOrderId}</Row> : null}
            {order.invoiceNumber ? (
              <Row label="Tax invoice">
                <Link
                  href={`/orders/${encodeURIComponent(order.id)}/invoice`}
                  className="font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
                >
                  {order.invoiceNumber}
                </Link>
              </Row>
            ) : null}
            {order.refunds.map((r) => (
              <Row key={r.refundId} label="Refund">
                {formatRupees(r.amount)} · {refundStatusLook(r.status).label} · {r.refundId}
                {r.arn ? ` · ARN ${r.arn}` : ''}
              </Row>
            ))}
            {order.packedAt ? <Row label="Packed">{formatOrderDateTime(order.packedAt)}</Row> : null}
            {order.shippedAt ? <Row label="Shipped">{formatOrderDateTime(order.shippedAt)}</Row> : null}
            {order.tracking ? (
              <Row label="Tracking">
                {order.tracking.courierName} ·{' '}
                <a
                  href={order.tracking.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium break-all underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
                >
                  {order.tracking.trackingNumber}
                  <span className="sr-only"> (opens {order.tracking.courierName}’s site in a new tab)</span>
                </a>
              </Row>
            ) : null}
            {order.outForDeliveryAt ? <Row label="Out for delivery">{formatOrderDateTime(order.outForDeliveryAt)}</Row> : null}
            {order.deliveredAt ? <Row label="Delivered">{formatOrderDateTime(order.deliveredAt)}</Row> : null}
            {order.cancelledAt ? (
              <Row label="Cancelled">
                {formatOrderDateTime(order.cancelledAt)}
                {order.cancellationReason ? ` — ${order.cancellationReason}` : ''}
              </Row>
            ) : null}
          </dl>
        </Section>

        <Section title="Gift and packing">
          <dl>
            <Row label="Gift wrap">{order.gift.wrap ? 'Yes' : 'No'}</Row>
            <Row label="Prices in parcel">{order.gift.hidePrices ? 'Hidden (gift receipt)' : 'Shown'}</Row>
            {order.gift.message ? (
              <Row label="Gift message">
                <span className="whitespace-pre-line">{order.gift.message}</span>
              </Row>
            ) : null}
          </dl>
          <Link
            href={`/admin/orders/${encodeURIComponent(order.id)}/packing-slip`}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
          >
            <Printer aria-hidden className="size-4" />
            Print packing slip
          </Link>
        </Section>

        <Section title="Shipping address">
          <PostalAddress address={a} className="text-sm" />
        </Section>

        <Section title={`Items (${order.itemCount})`}>
          <table className="mt-1 w-full text-left text-sm">
            <caption className="sr-only">Items in order {order.orderNumber}</caption>
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Product
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Qty
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Price
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {order.items.map((item) => (
                <tr key={item._id}>
                  <td className="py-2 pr-3 break-words">
                    {item.name}
                    {item.size ? <span className="block text-xs text-muted-foreground">{item.size}</span> : null}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{item.quantity}</td>
                  <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">{formatRupees(item.price)}</td>
                  <td className="py-2 text-right tabular-nums whitespace-nowrap">{formatRupees(item.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      </div>
    </>
  );
}
