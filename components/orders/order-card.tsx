'use client';

import { Link } from '@/components/ui/link';
import { useId, useState, useSyncExternalStore } from 'react';
import { AlertTriangle, ChevronDown, Clock, FileText } from 'lucide-react';
import { OrderClaims } from '@/components/claims/order-claims';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import type { OrderDto, OrderItemDto, RefundDto } from '@/lib/orders/types';
import { cn } from '@/lib/utils/cn';
import { CancelOrderDialog } from './cancel-order-dialog';
import {
  BADGE_TONE_CLASSES,
  formatOrderDate,
  formatOrderDateTime,
  formatRupees,
  itemCountLabel,
  paymentMethodLabel,
  refundStatusLook,
} from './format';
import { PayNowButton } from './pay-now-button';
import { OrderTimeline } from './order-timeline';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badge';
import { PostalAddress } from '@/components/ui/postal-address';

const PLACEHOLDER_IMAGE = '/placeholder-product.webp';

/** The id the list focuses after loading more orders or cancelling one. */
export function orderTriggerId(order: OrderDto): string {
  return `order-${order.id || order._id}-toggle`;
}

interface OrderCardProps {
  order: OrderDto;
  onChange: (order: OrderDto) => void;
}

export function OrderCard({ order, onChange }: OrderCardProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const triggerId = orderTriggerId(order);
  const id = order.id || order._id;
  const total = order.totalPrice ?? order.totalAmount;
  const awaiting = awaitingPayment(order);
  const pictures = order.items.slice(0, 3);

  return (
    <li className="rounded-lg border border-border bg-card shadow-xs">
      <h3 className="font-sans text-base">
        <button
          type="button"
          id={triggerId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-start gap-4 rounded-lg p-4 text-left transition-colors hover:bg-cream/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden sm:p-6"
        >
          {/* What was ordered, at a glance: a list of order numbers alone says little. */}
          <span aria-hidden className="flex shrink-0 -space-x-3">
            {pictures.map((item, i) => (
              // One on a phone, where the order's number needs the width; up to three beside it from sm.
              <span key={item._id} className={cn('aspect-[4/5] w-11 overflow-hidden rounded-md border-2 border-card bg-cream sm:w-12', i > 0 && 'max-sm:hidden')}>
                <Img src={item.image || PLACEHOLDER_IMAGE} alt="" width={48} height={60} sizes="48px" className="h-full w-full object-cover" />
              </span>
            ))}
          </span>
          <span className="grid min-w-0 flex-1 gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-display text-xl font-medium break-all sm:text-2xl">Order #{order.orderNumber}</span>
              <span className="text-sm font-normal text-muted-foreground">
                Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
                {' · '}
                {itemCountLabel(order.itemCount ?? order.items.length)}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:justify-end">
              <OrderStatusBadge status={order.orderStatus} />
              <span className="text-base font-semibold tabular-nums">
                <span className="sr-only">Total </span>
                {formatRupees(total)}
              </span>
            </span>
          </span>
          <ChevronDown
            aria-hidden
            className={cn('mt-1.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200', open && 'rotate-180')}
          />
        </button>
      </h3>

      {awaiting ? (
        // Said and offered on the closed card: an unpaid order is the one thing here that needs the shopper.
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3 sm:px-6">
          <p className="flex items-start gap-2 text-sm text-warning">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              Awaiting payment
              {order.expiresAt ? (
                <>
                  {' · pay by '}
                  <time dateTime={order.expiresAt}>{formatOrderDateTime(order.expiresAt)}</time>
                  <TimeLeft until={order.expiresAt} />
                </>
              ) : null}
            </span>
          </p>
          <PayNowButton orderId={id} orderNumber={order.orderNumber} onUnpayable={() => onChange({ ...order, canPay: false })} />
        </div>
      ) : null}

      <div id={panelId} role="region" aria-labelledby={triggerId} hidden={!open}>
        {open ? <OrderDetails order={order} id={id} onChange={onChange} /> : null}
      </div>
    </li>
  );
}

const awaitingPayment = (order: OrderDto) => order.orderStatus === 'pending' && order.paymentStatus !== 'completed' && order.canPay;

/** The clock, to the half minute, for what counts down; null while rendering on the server. */
const subscribeClock = (tick: () => void) => {
  const timer = setInterval(tick, 30_000);
  return () => clearInterval(timer);
};
const halfMinute = () => Math.floor(Date.now() / 30_000) * 30_000;

/** " (14 min left)", counted down; nothing once the time is up (the order lapses). */
function TimeLeft({ until }: { until: string }) {
  const now = useSyncExternalStore(subscribeClock, halfMinute, () => null);
  if (now === null) return null;
  const minutes = Math.ceil((Date.parse(until) - now) / 60_000);
  if (!(minutes > 0)) return null;
  const left = minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return <span className="font-medium"> ({left} left)</span>;
}

function OrderDetails({ order, id, onChange }: { order: OrderDto; id: string; onChange: (order: OrderDto) => void }) {
  const address = order.shippingAddress;
  const cancelled = order.orderStatus === 'cancelled';

  return (
    <div className="border-t border-border px-4 pt-5 pb-6 sm:px-6">
      {awaitingPayment(order) && order.expiresAt ? (
        <p className="mb-5 flex items-start gap-2 rounded-md border border-warning/25 bg-warning/10 px-3 py-2 text-sm text-warning">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            Complete payment by <time dateTime={order.expiresAt}>{formatOrderDateTime(order.expiresAt)}</time> or the order is
            cancelled.
          </span>
        </p>
      ) : null}
      {cancelled ? (
        <p className="mb-5 rounded-md border border-destructive/25 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {order.cancelledAt ? `Cancelled on ${formatOrderDateTime(order.cancelledAt)}` : 'Cancelled'}
          {order.cancellationReason ? `: ${order.cancellationReason}` : ''}
        </p>
      ) : null}
      {order.replacesOrderId ? (
        <p className="mb-5 rounded-md border border-border bg-cream/60 px-3 py-2 text-sm">
          A free replacement for a problem you reported with an earlier order.
        </p>
      ) : null}
      <OrderTimeline order={order} headingId={`${panelKey(id)}-progress`} />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby={`${panelKey(id)}-items`}>
          <h4 id={`${panelKey(id)}-items`} className="text-lg font-medium">
            Items
          </h4>
          <ul className="mt-3 divide-y divide-border">
            {order.items.map((item) => (
              <OrderItemRow key={item._id} item={item} />
            ))}
          </ul>
          <OrderTotals order={order} />
        </section>

        <div className="space-y-6">
          <section aria-labelledby={`${panelKey(id)}-address`}>
            <h4 id={`${panelKey(id)}-address`} className="text-lg font-medium">
              Shipping address
            </h4>
            <PostalAddress address={address} className="mt-2 text-sm" />
          </section>

          <section aria-labelledby={`${panelKey(id)}-payment`}>
            <h4 id={`${panelKey(id)}-payment`} className="text-lg font-medium">
              Payment
            </h4>
            <dl className="mt-2 space-y-2 text-sm">
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-muted-foreground">Method</dt>
                <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-x-4">
                <dt className="text-muted-foreground">Status</dt>
                <dd>
                  <PaymentStatusBadge status={order.paymentStatus} orderStatus={order.orderStatus} />
                </dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-muted-foreground">Transaction ID</dt>
                <dd className="font-mono text-xs break-all">{order.transactionId || 'N/A'}</dd>
              </div>
              {order.paidAt ? (
                <div className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-muted-foreground">Paid on</dt>
                  <dd>
                    <time dateTime={order.paidAt}>{formatOrderDateTime(order.paidAt)}</time>
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>

          {order.gift && (order.gift.wrap || order.gift.message || order.gift.hidePrices) ? (
            <GiftDetails gift={order.gift} headingId={`${panelKey(id)}-gift`} />
          ) : null}

          {order.claims.length > 0 ? <OrderClaims claims={order.claims} headingId={`${panelKey(id)}-claims`} /> : null}

          {order.refunds.length > 0 ? <Refunds refunds={order.refunds} headingId={`${panelKey(id)}-refunds`} /> : null}
        </div>
      </div>

      <div className="mt-6 flex flex-wrap gap-3 border-t border-border pt-5 empty:hidden">
        {/* Pay now sits on the card itself while the order awaits payment (OrderCard). */}
        {order.canPay && !awaitingPayment(order) ? (
          <PayNowButton orderId={id} orderNumber={order.orderNumber} onUnpayable={() => onChange({ ...order, canPay: false })} />
        ) : null}
        {order.invoiceNumber ? (
          <Button asChild variant="outline">
            <Link href={`/orders/${encodeURIComponent(id)}/invoice`} prefetch={false}>
              <FileText aria-hidden />
              Download invoice
              <span className="sr-only"> for order {order.orderNumber}</span>
            </Link>
          </Button>
        ) : null}
        {order.canReportProblem ? (
          <Button asChild variant="outline">
            <Link href={`/orders/${encodeURIComponent(id)}/report`} prefetch={false}>
              <AlertTriangle aria-hidden />
              Report a problem
              <span className="sr-only"> with order {order.orderNumber}</span>
            </Link>
          </Button>
        ) : null}
        <CancelOrderDialog
          order={order}
          showTrigger={order.canCancel}
          onCancelled={onChange}
          focusAfterCancel={() => document.getElementById(orderTriggerId(order))}
        />
      </div>
    </div>
  );
}

/** Ids inside the panel: the order id is already unique on the page. */
function panelKey(id: string): string {
  return `order-${id}`;
}

function OrderItemRow({ item }: { item: OrderItemDto }) {
  const href = item.slug ? `/products/${item.slug}` : null;
  return (
    <li className="flex gap-4 py-4">
      <div className="aspect-[4/5] w-16 shrink-0 overflow-hidden rounded-md border border-border bg-cream sm:w-20">
        <Img src={item.image || PLACEHOLDER_IMAGE} alt="" width={80} height={100} sizes="80px" className="h-full w-full object-cover" />
      </div>
      <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4">
        <div className="min-w-0">
          {item.brand ? <p className="text-xs tracking-wide text-muted-foreground uppercase">{item.brand}</p> : null}
          <p className="font-medium">
            {href ? (
              <Link href={href} className="underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current">
                {item.name}
              </Link>
            ) : (
              item.name
            )}
          </p>
          {item.size ? (
            <p className="text-sm text-muted-foreground">
              <span className="sr-only">Size </span>
              {item.size}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-muted-foreground tabular-nums">
            {formatRupees(item.price)} × {item.quantity}
            <span className="sr-only"> (unit price × quantity)</span>
          </p>
        </div>
        <p className="text-sm font-semibold tabular-nums sm:text-right">
          <span className="sr-only">Line total </span>
          {formatRupees(item.lineTotal ?? item.price * item.quantity)}
        </p>
      </div>
    </li>
  );
}

function OrderTotals({ order }: { order: OrderDto }) {
  return (
    <dl className="mt-2 space-y-2 border-t border-border pt-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="tabular-nums">{formatRupees(order.subtotal)}</dd>
      </div>
      {order.discount > 0 ? (
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
          <dd className="text-success tabular-nums">−{formatRupees(order.discount)}</dd>
        </div>
      ) : null}
      {order.giftWrap > 0 ? (
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Gift wrap</dt>
          <dd className="tabular-nums">{formatRupees(order.giftWrap)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Shipping</dt>
        <dd className={order.shipping > 0 ? 'tabular-nums' : 'font-medium text-success'}>
          {order.shipping > 0 ? formatRupees(order.shipping) : 'Free'}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-border pt-3 text-base">
        <dt className="font-semibold">Total</dt>
        <dd className="font-semibold tabular-nums">{formatRupees(order.totalPrice ?? order.totalAmount)}</dd>
      </div>
    </dl>
  );
}

function GiftDetails({ gift, headingId }: { gift: NonNullable<OrderDto['gift']>; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-lg font-medium">
        Gift
      </h4>
      <ul className="mt-2 space-y-1 text-sm">
        {gift.wrap ? <li>Gift wrapped</li> : null}
        {gift.hidePrices ? <li>Gift receipt without prices in the parcel</li> : null}
      </ul>
      {gift.message ? (
        <blockquote className="mt-2 border-l-2 border-gold-deep/60 pl-3 text-sm whitespace-pre-line break-words italic">{gift.message}</blockquote>
      ) : null}
    </section>
  );
}

function Refunds({ refunds, headingId }: { refunds: RefundDto[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-lg font-medium">
        Refunds
      </h4>
      <ul className="mt-2 space-y-3">
        {refunds.map((refund) => {
          const look = refundStatusLook(refund.status);
          return (
            <li key={refund.refundId} className="rounded-md border border-border p-3 text-sm">
              <dl className="space-y-1.5">
                <div className="flex flex-wrap items-center justify-between gap-x-4">
                  <dt className="text-muted-foreground">Amount</dt>
                  <dd className="font-semibold tabular-nums">{formatRupees(refund.amount)}</dd>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-x-4">
                  <dt className="text-muted-foreground">Status</dt>
                  <dd>
                    <Badge variant={null} className={BADGE_TONE_CLASSES[look.tone]}>
                      {look.label}
                    </Badge>
                  </dd>
                </div>
                <div className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-muted-foreground">Bank reference (ARN)</dt>
                  <dd className="font-mono text-xs break-all">{refund.arn || 'Awaiting bank'}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-muted-foreground">Date</dt>
                  <dd>
                    <time dateTime={refund.createdAt}>{formatOrderDate(refund.createdAt)}</time>
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
