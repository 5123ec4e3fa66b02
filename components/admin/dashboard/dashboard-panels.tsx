import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { formatOrderDateTime, formatRupees } from '@/components/orders/format';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/orders/status-badge';
import type { DashboardExtras } from '@/lib/orders/analytics';
import { ORDER_STATUS_LABELS, type OrderAnalytics, type TopProduct } from '@/lib/orders/admin-types';
import { ORDER_STATUSES } from '@/lib/orders/types';
import { cn } from '@/lib/utils/cn';

export const linkClass = 'font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current';

/** A titled card; `id` names its heading for the section's aria-labelledby. */
export function Panel({ id, title, action, children, className }: { id: string; title: string; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('flex min-w-0 flex-col rounded-lg border border-border bg-card p-5 shadow-xs', className)}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-medium sm:text-2xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Orders placed in the timeframe, per status, each a link to the list filtered to it. */
export function StatusBreakdown({ analytics }: { analytics: OrderAnalytics }) {
  const max = Math.max(1, ...Object.values(analytics.ordersByStatus));
  return (
    <ul className="space-y-3">
      {ORDER_STATUSES.map((s) => {
        const n = analytics.ordersByStatus[s];
        return (
          <li key={s} className="grid grid-cols-[7.5rem_1fr_auto] items-center gap-3 text-sm">
            <Link href={`/admin/orders?status=${s}`} className={linkClass}>
              {ORDER_STATUS_LABELS[s]}
            </Link>
            {/* The bar repeats the count beside it for the eye only. */}
            <span aria-hidden className="h-2 overflow-hidden rounded-full bg-cream">
              <span className="block h-full rounded-full bg-gold-deep" style={{ width: `${(n / max) * 100}%` }} />
            </span>
            <span className="text-right font-medium tabular-nums">{n.toLocaleString('en-IN')}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function TopProducts({ products }: { products: TopProduct[] }) {
  if (products.length === 0) return <p className="text-sm text-muted-foreground">No paid orders in this period yet.</p>;
  return (
    <ol className="divide-y divide-border">
      {products.map((p, i) => (
        <li key={p.productId ?? p.name} className="flex items-baseline gap-3 py-2.5 text-sm">
          <span className="w-5 shrink-0 font-display text-lg text-gold-deep tabular-nums">{i + 1}</span>
          <span className="min-w-0 flex-1 break-words">{p.name}</span>
          <span className="shrink-0 text-right tabular-nums">
            <span className="block font-medium">{formatRupees(p.revenue)}</span>
            <span className="block text-xs text-muted-foreground">{p.quantity.toLocaleString('en-IN')} sold</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Products at or near zero, least first (the products table's colours: 0 red, below 20 orange). */
export function StockAlerts({ extras }: { extras: DashboardExtras }) {
  if (extras.stockAlerts.length === 0) return <p className="text-sm text-muted-foreground">Every product has 20 or more in stock.</p>;
  return (
    <ul className="divide-y divide-border">
      {extras.stockAlerts.map((p) => (
        <li key={p.id} className="flex items-baseline justify-between gap-3 py-2.5 text-sm">
          <span className="min-w-0 break-words">
            {p.name}
            {p.isActive ? null : <span className="text-muted-foreground"> (inactive)</span>}
          </span>
          <span className={cn('shrink-0 font-medium tabular-nums', p.stock <= 0 ? 'text-destructive' : 'text-warning')}>
            {p.stock <= 0 ? 'Out of stock' : `${p.stock} left`}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function RecentOrders({ extras }: { extras: DashboardExtras }) {
  if (extras.recentOrders.length === 0) return <p className="text-sm text-muted-foreground">No orders yet.</p>;
  return (
    <ul className="divide-y divide-border">
      {extras.recentOrders.map((o) => (
        <li key={o.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 text-sm">
          <span className="min-w-0">
            <Link href={`/admin/orders?search=${encodeURIComponent(o.orderNumber)}`} className={linkClass}>
              {o.orderNumber}
            </Link>
            <span className="block break-words text-muted-foreground">
              {o.customerName} · <time dateTime={o.createdAt}>{formatOrderDateTime(o.createdAt)}</time>
            </span>
          </span>
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium tabular-nums">{formatRupees(o.total)}</span>
            <OrderStatusBadge status={o.orderStatus} />
            <PaymentStatusBadge status={o.paymentStatus} />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function UnreadMessages({ extras }: { extras: DashboardExtras }) {
  if (extras.latestUnread.length === 0) return <p className="text-sm text-muted-foreground">No unread messages.</p>;
  return (
    <ul className="divide-y divide-border">
      {extras.latestUnread.map((m) => (
        <li key={m.id} className="py-3 text-sm">
          <span className="block font-medium break-words">{m.subject}</span>
          <span className="block break-words text-muted-foreground">
            {m.name} · <time dateTime={m.createdAt}>{formatOrderDateTime(m.createdAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
