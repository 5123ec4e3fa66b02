import { Link } from '@/components/ui/link';
import type { Ref } from 'react';
import { Check, CircleCheckBig, FileText, Package, Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { formatInr, rupeesToPaise } from '@/lib/money';
import type { OrderDto } from '@/lib/orders/types';
import { deliveryPromise } from '@/lib/store';
import { useStore } from '@/components/store/store-provider';
import { cn } from '@/lib/utils/cn';
import { formatOrderDate, paymentMethodLabel, paymentStatusLabel } from './checkout-model';
import { DeliveryEstimateNote } from './delivery-estimate-note';
import { TotalsList } from './totals-list';
import { PostalAddress } from '@/components/ui/postal-address';

const STEPS = [
  { label: 'Order Confirmed', icon: Check, done: true },
  { label: 'Shipped', icon: Truck, done: false },
  { label: 'Delivered', icon: Package, done: false },
] as const;

const money = (rupees: number) => formatInr(rupeesToPaise(rupees));
const PLACEHOLDER_IMAGE = '/placeholder-product.webp';

/** The order-confirmed screen at the end of /checkout. */
export function OrderConfirmed({ order, headingRef }: { order: OrderDto; headingRef?: Ref<HTMLHeadingElement> }) {
  const store = useStore();
  const a = order.shippingAddress;
  const paid = paymentStatusLabel(order.paymentStatus);
  return (
    <section aria-labelledby="order-confirmed-heading" className="mx-auto max-w-3xl space-y-8">
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheckBig aria-hidden className="size-8" strokeWidth={1.5} />
        </span>
        <h2 id="order-confirmed-heading" ref={headingRef} tabIndex={-1} className="mt-5 text-3xl font-medium outline-none sm:text-4xl">
          Order Confirmed
        </h2>
        <p className="mt-3 text-muted-foreground">
          Thank you for your order. We are preparing it with care and will keep you posted at every step.
        </p>
      </div>

      <ol aria-label="Order progress" className="grid grid-cols-3 gap-2">
        {STEPS.map((step, i) => {
          const Icon = step.icon;
          return (
            <li key={step.label} aria-current={i === 0 ? 'step' : undefined} className="relative flex flex-col items-center text-center">
              {i > 0 ? (
                <span aria-hidden className="absolute top-5 right-1/2 h-px w-full -translate-y-1/2 bg-border" />
              ) : null}
              <span
                aria-hidden
                className={cn(
                  'relative flex size-10 items-center justify-center rounded-full border',
                  step.done ? 'border-success bg-success text-white' : 'border-border bg-card text-muted-foreground',
                )}
              >
                <Icon className="size-5" strokeWidth={step.done ? 2.5 : 1.5} />
              </span>
              <span className={cn('mt-2 text-sm', step.done ? 'font-medium' : 'text-muted-foreground')}>{step.label}</span>
              <span className="sr-only">{step.done ? ', done' : ', upcoming'}</span>
            </li>
          );
        })}
      </ol>

      <div className="grid gap-6 rounded-lg border border-border bg-card p-6 shadow-xs sm:grid-cols-2 sm:p-8">
        <dl className="space-y-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Order number</dt>
            <dd className="font-semibold tracking-wide break-all">{order.orderNumber}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Date</dt>
            <dd className="text-right font-medium">{formatOrderDate(order.createdAt)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Payment method</dt>
            <dd className="font-medium">{paymentMethodLabel(order.paymentMethod)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Payment status</dt>
            <dd className={cn('font-medium', paid === 'Paid' ? 'text-success' : 'text-warning')}>{paid}</dd>
          </div>
        </dl>

        <div className="text-sm sm:border-l sm:border-border sm:pl-6">
          <h3 className="font-sans text-xs tracking-wide text-muted-foreground uppercase">Shipping address</h3>
          <PostalAddress address={a} className="mt-2" />
          {/* The same estimate the checkout showed for this PIN, counted from now. */}
          <div className="mt-3">
            <DeliveryEstimateNote pin={a.postalCode} />
          </div>
        </div>
        {order.gift.wrap || order.gift.message || order.gift.hidePrices ? (
          <div className="text-sm sm:col-span-2 sm:border-t sm:border-border sm:pt-5">
            <h3 className="font-sans text-xs tracking-wide text-muted-foreground uppercase">Your gift</h3>
            <ul className="mt-2 space-y-1">
              {order.gift.wrap ? <li>Gift wrapped by hand.</li> : null}
              {order.gift.hidePrices ? <li>No prices in the parcel: a gift receipt instead.</li> : null}
            </ul>
            {order.gift.message ? (
              <blockquote className="mt-3 border-l-2 border-gold-deep pl-3 whitespace-pre-line italic">
                <span className="sr-only">Card message: </span>
                {order.gift.message}
              </blockquote>
            ) : null}
          </div>
        ) : null}
      </div>

      <section aria-labelledby="order-confirmed-items" className="rounded-lg border border-border bg-card p-6 shadow-xs sm:p-8">
        <h3 id="order-confirmed-items" className="text-2xl font-medium">
          Your order
        </h3>
        {order.items.length > 0 ? (
          <ul aria-label="Items in this order" className="mt-4 divide-y divide-border">
            {order.items.map((item) => (
              <li key={item._id} className="flex items-center gap-4 py-4 first:pt-0">
                <div className="aspect-[4/5] w-16 shrink-0 overflow-hidden rounded-md border border-border bg-cream sm:w-20">
                  <Img
                    src={item.image ?? PLACEHOLDER_IMAGE}
                    alt=""
                    width={80}
                    height={100}
                    sizes="80px"
                    className="h-full w-full object-cover"
                  />
                </div>
                <div className="min-w-0 flex-1 text-sm">
                  {item.brand ? <p className="text-xs tracking-wide text-muted-foreground uppercase">{item.brand}</p> : null}
                  <p className="font-display text-lg leading-snug break-words">{item.name}</p>
                  <p className="text-muted-foreground">
                    {item.size ? `${item.size} · ` : null}Qty {item.quantity}
                  </p>
                </div>
                <p className="shrink-0 text-sm font-medium tabular-nums">{money(item.lineTotal)}</p>
              </li>
            ))}
          </ul>
        ) : null}
        <TotalsList
          label="Order total"
          className="mt-2 border-t border-border pt-5"
          itemCount={order.itemCount}
          subtotalPaise={rupeesToPaise(order.subtotal)}
          discount={order.discount > 0 ? { label: `Discount${order.couponCode ? ` (${order.couponCode})` : ''}`, paise: rupeesToPaise(order.discount) } : null}
          giftWrapPaise={rupeesToPaise(order.giftWrap)}
          totalPaise={rupeesToPaise(order.totalPrice)}
        />
        <p className="mt-3 text-xs text-muted-foreground">All prices are inclusive of GST.</p>
      </section>

      <p className="flex items-start justify-center gap-2 text-center text-sm text-muted-foreground">
        <Truck aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
        <span>{deliveryPromise(store)}</span>
      </p>

      <div className="flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild size="lg">
          <Link href="/orders">View My Orders</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/products">Continue Shopping</Link>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link href="/contact">Contact Us</Link>
        </Button>
      </div>
      {order.invoiceNumber ? (
        <p className="text-center text-sm">
          <Link
            href={`/orders/${encodeURIComponent(order._id)}/invoice`}
            className="inline-flex items-center gap-1.5 font-medium underline underline-offset-4"
          >
            <FileText aria-hidden className="size-4" />
            View GST invoice {order.invoiceNumber}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
