'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { CircleAlert, Loader2, Package } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/sonner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import type { OrderDto } from '@/lib/orders/types';
import { OrderCard, orderTriggerId } from './order-card';

const ORDERS_LOAD_ERROR = 'Failed to load orders';

interface OrderListProps {
  userId: string;
  initialOrders: OrderDto[];
  total: number;
  pageSize: number;
}

/** The first page comes from the server; "Load more" fetches the next ones from the API. */
export function OrderList({ userId, initialOrders, total: initialTotal, pageSize }: OrderListProps) {
  const [orders, setOrders] = useState(initialOrders);
  const [total, setTotal] = useState(initialTotal);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const replace = (next: OrderDto) => setOrders((list) => list.map((o) => (o.id === next.id ? next : o)));

  const loadMore = async () => {
    if (loading) return;
    setLoading(true);
    const nextPage = page + 1;
    try {
      const res = await apiFetch<OrderDto[]>(
        `/api/v1/orders/${encodeURIComponent(userId)}?page=${nextPage}&limit=${pageSize}`,
        { fallbackMessage: ORDERS_LOAD_ERROR },
      );
      // An order placed meanwhile shifts the pages by one: skip what is already shown.
      const received = Array.isArray(res.data) ? res.data : [];
      const seen = new Set(orders.map((o) => o.id));
      const fresh = received.filter((o) => !seen.has(o.id));
      setOrders((list) => [...list, ...fresh]);
      setPage(nextPage);
      // An empty page means the end, whatever the count said.
      setTotal(received.length === 0 ? orders.length : (res.pagination?.total ?? total));
      setAnnouncement(fresh.length === 1 ? 'Loaded 1 more order.' : `Loaded ${fresh.length} more orders.`);
      const first = fresh[0];
      // The button may be gone now; continue from the first new order.
      if (first) requestAnimationFrame(() => document.getElementById(orderTriggerId(first))?.focus());
    } catch (err) {
      toastError(errorMessage(err, ORDERS_LOAD_ERROR));
    } finally {
      setLoading(false);
    }
  };

  if (orders.length === 0) return <NoOrders />;

  const hasMore = orders.length < total;

  return (
    <section aria-labelledby="order-history-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border pb-4">
        <h2 id="order-history-heading" className="text-2xl font-medium sm:text-3xl">
          Order history
        </h2>
        <p className="text-sm text-muted-foreground">
          Showing {orders.length} of {Math.max(total, orders.length)} {total === 1 ? 'order' : 'orders'}
        </p>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <ul className="mt-6 space-y-4">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} onChange={replace} />
        ))}
      </ul>
      {hasMore ? (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" onClick={loadMore} aria-disabled={loading || undefined}>
            {loading ? <Loader2 aria-hidden className="animate-spin" /> : null}
            {loading ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function NoOrders() {
  return (
    <section aria-labelledby="no-orders" className="mx-auto max-w-xl text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-cream text-gold-deep">
        <Package aria-hidden className="size-7" strokeWidth={1.5} />
      </span>
      <h2 id="no-orders" className="mt-5 text-3xl font-medium">
        No orders yet
      </h2>
      <p className="mt-3 text-muted-foreground">When you place an order, it will appear here with its status.</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/products">Start Shopping</Link>
      </Button>
    </section>
  );
}

/** The server could not read the orders; Try Again renders the page again on the server. */
export function OrdersLoadError() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <section aria-labelledby="orders-error-heading" className="mx-auto max-w-xl text-center">
      <CircleAlert aria-hidden className="mx-auto size-10 text-destructive" strokeWidth={1.5} />
      <h2 id="orders-error-heading" className="mt-4 text-2xl font-medium">
        Something went wrong
      </h2>
      <p role="alert" className="mt-3 text-muted-foreground">
        {ORDERS_LOAD_ERROR}
      </p>
      <Button className="mt-6" onClick={() => startTransition(() => router.refresh())} aria-disabled={pending || undefined}>
        {pending ? <Loader2 aria-hidden className="animate-spin" /> : null}
        Try Again
      </Button>
    </section>
  );
}
