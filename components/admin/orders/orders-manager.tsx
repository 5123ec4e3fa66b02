'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Download, Eye, Loader2, Trash2, TriangleAlert } from 'lucide-react';
import { NativeSelect } from '@/components/account/select-native';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type Column, type SortState } from '@/components/admin/data-table';
import { ListLoadError, RefreshButton, SearchField } from '@/components/admin/list-toolbar';
import { useDebouncer } from '@/components/admin/use-debounced';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { formatOrderDateTime, formatRupees, paymentMethodLabel } from '@/components/orders/format';
import { PaymentStatusBadge } from '@/components/orders/status-badge';
import { ApiError, apiFetch, errorMessage, isAbortError } from '@/lib/client/api';
import {
  ADMIN_ORDER_SEARCH_MAX,
  ADMIN_PERIODS,
  BULK_ORDER_STATUSES,
  ORDER_ADMIN_MESSAGES as M,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  PERIOD_LABELS,
  type AdminOrderDto,
  type AdminOrderFilters,
  type AdminOrderSort,
  type AdminOrderStats,
  type AdminPeriod,
} from '@/lib/orders/admin-types';
import { orderDeletionRefusal } from '@/lib/orders/deletable';
import { allowedNextStatuses, CUSTOMER_EMAILING_STATUSES, isFinalStatus } from '@/lib/orders/status-flow';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@/lib/orders/types';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderStatsStrip } from './order-stats';

export interface OrdersListData {
  orders: AdminOrderDto[];
  total: number;
  stats: AdminOrderStats;
}

const SEARCH_DEBOUNCE_MS = 300;

/** One confirmation: run() is awaited with the dialog held open (it toasts the outcome itself). */
interface ConfirmRequest {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** False for a step forward that loses nothing (shipping): no red button, no warning badge. */
  destructive?: boolean;
  /** 'Keep it' by default: 'Cancel' would be ambiguous beside "Cancel order". */
  cancelLabel?: string;
  run: () => Promise<void>;
}
/** Bulk actions send one call per order, a few at a time, and count the outcomes. */
const BULK_CONCURRENCY = 4;

const SORT_TO_TABLE: Record<AdminOrderSort, SortState> = {
  newest: { key: 'createdAt', direction: 'desc' },
  oldest: { key: 'createdAt', direction: 'asc' },
  'amount-desc': { key: 'amount', direction: 'desc' },
  'amount-asc': { key: 'amount', direction: 'asc' },
};

function tableToSort(s: SortState): AdminOrderSort {
  if (s.key === 'amount') return s.direction === 'asc' ? 'amount-asc' : 'amount-desc';
  return s.direction === 'asc' ? 'oldest' : 'newest';
}

/** The filters as a query string; `forUrl` leaves out what is at its default, for the address bar. */
export function ordersQueryString(f: AdminOrderFilters, forUrl = false): string {
  const qs = new URLSearchParams();
  if (!forUrl || f.page !== 1) qs.set('page', String(f.page));
  if (!forUrl || f.limit !== 10) qs.set('limit', String(f.limit));
  if (f.search) qs.set('search', f.search);
  if (f.userId) qs.set('userId', f.userId);
  if (f.status) qs.set('status', f.status);
  if (f.paymentStatus) qs.set('paymentStatus', f.paymentStatus);
  if (f.period !== 'all') qs.set('period', f.period);
  if (f.sort !== 'newest') qs.set('sort', f.sort);
  return qs.toString();
}

function exportHref(f: AdminOrderFilters): string {
  const qs = new URLSearchParams(ordersQueryString(f, true));
  qs.delete('page');
  qs.delete('limit');
  const s = qs.toString();
  return `/api/v1/orders/export${s ? `?${s}` : ''}`;
}

function loadFailureMessage(err: unknown): string {
  if (err instanceof ApiError && (err.status === 0 || err.status === 401)) return err.message;
  return M.loadFailed;
}

async function runEach<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(BULK_CONCURRENCY, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

const plural = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'order' : 'orders'}`;

const deletable = (o: AdminOrderDto) => orderDeletionRefusal(o) === null;

/**
 * The orders screen below its title: stats for the filters, search (300 ms after the last
 * keystroke), status, payment and period filters, refresh, CSV export of the filtered orders,
 * and the table with its status dropdowns, details and delete, and the bulk bar. The list is
 * filtered, sorted and paged on the server; the first page comes with the HTML.
 */
export function OrdersManager({
  initial,
  initialFilters,
  lastMonthName,
}: {
  initial: OrdersListData;
  initialFilters: AdminOrderFilters;
  lastMonthName: string;
}) {
  const uid = useId();
  const ids = {
    search: `${uid}-search`,
    status: `${uid}-status`,
    payment: `${uid}-payment`,
    period: `${uid}-period`,
    results: `${uid}-results`,
    bulk: `${uid}-bulk`,
  };

  const [filters, setFilters] = useState<AdminOrderFilters>(initialFilters);
  const [searchText, setSearchText] = useState(initialFilters.search);
  const [data, setData] = useState<OrdersListData>(initial);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState<string | null>(null);
  const [viewing, setViewing] = useState<AdminOrderDto | null>(null);
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);

  const filtersRef = useRef(filters);
  const abortRef = useRef<AbortController | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const debounce = useDebouncer(SEARCH_DEBOUNCE_MS);

  useEffect(() => () => abortRef.current?.abort(), []);

  async function load(next: AdminOrderFilters, options: { keepSelection?: boolean } = {}): Promise<void> {
    const filtersChanged = ordersQueryString({ ...next, page: 1 }) !== ordersQueryString({ ...filtersRef.current, page: 1 });
    filtersRef.current = next;
    setFilters(next);
    if (filtersChanged && !options.keepSelection) setSelected(new Set());
    // The address bar follows the filters, so a reload or a shared link shows the same list.
    const qs = ordersQueryString(next, true);
    window.history.replaceState(window.history.state, '', `/admin/orders${qs ? `?${qs}` : ''}`);
    abortRef.current?.abort();
    const ctrl = new AbortController();
    abortRef.current = ctrl;
    setLoading(true);
    try {
      const res = await apiFetch<AdminOrderDto[]>(`/api/v1/orders/all?${ordersQueryString(next)}`, {
        signal: ctrl.signal,
        fallbackMessage: M.loadFailed,
      });
      if (ctrl.signal.aborted) return;
      const stats = (res as { stats?: AdminOrderStats }).stats;
      const total = res.pagination?.total ?? stats?.total ?? res.data.length;
      const lastPage = Math.max(1, Math.ceil(total / next.limit));
      if (res.data.length === 0 && next.page > lastPage) {
        void load({ ...next, page: lastPage }, { keepSelection: true });
        return;
      }
      setData((prev) => ({ orders: res.data, total, stats: stats ?? prev.stats }));
      setLoadError(null);
    } catch (err) {
      if (isAbortError(err) || ctrl.signal.aborted) return;
      const message = loadFailureMessage(err);
      setLoadError(message);
      toastError(message);
    } finally {
      if (abortRef.current === ctrl) setLoading(false);
    }
  }

  const reload = () => void load(filtersRef.current, { keepSelection: true });
  const change = (patch: Partial<AdminOrderFilters>) => void load({ ...filtersRef.current, ...patch, page: patch.page ?? 1 });

  function returnFocus() {
    const opener = openerRef.current;
    (opener?.isConnected ? opener : headingRef.current)?.focus();
  }

  function onSearchChange(value: string) {
    setSearchText(value);
    debounce.run(() => {
      const search = value.trim();
      if (search !== filtersRef.current.search) change({ search });
    });
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    debounce.cancel();
    change({ search: searchText.trim() });
  }

  function markPending(id: string, on: boolean) {
    setPending((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  /** One PATCH; the row shows the server's answer. Throws the failure message for the caller to report. */
  async function patchStatus(id: string, status: OrderStatus): Promise<string> {
    const res = await apiFetch<AdminOrderDto>(`/api/v1/orders/update-status/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { orderStatus: status },
      fallbackMessage: M.updateFailed,
    });
    setData((prev) => ({ ...prev, orders: prev.orders.map((o) => (o.id === id ? res.data : o)) }));
    return res.message ?? M.statusUpdated(status);
  }

  async function changeStatus(order: AdminOrderDto, status: OrderStatus) {
    markPending(order.id, true);
    try {
      toastSuccess(await patchStatus(order.id, status));
    } catch (err) {
      toastError(errorMessage(err, M.updateFailed));
    } finally {
      markPending(order.id, false);
      reload();
    }
  }

  function onStatusSelect(order: AdminOrderDto, status: OrderStatus, opener: HTMLElement) {
    if (status === order.orderStatus) return;
    // The customer hears about these at once, and neither can be taken back: ask first.
    if (!CUSTOMER_EMAILING_STATUSES.includes(status)) {
      void changeStatus(order, status);
      return;
    }
    openerRef.current = opener;
    if (status === 'shipped') {
      setConfirming({
        title: `Mark order ${order.orderNumber} shipped?`,
        description: (
          <>
            <p>The customer is emailed that their order is on its way.</p>
            <p>A shipped order cannot go back or be cancelled; next it can only be marked delivered.</p>
          </>
        ),
        confirmLabel: 'Mark shipped',
        busyLabel: 'Updating…',
        destructive: false,
        cancelLabel: 'Not yet',
        run: () => changeStatus(order, 'shipped'),
      });
      return;
    }
    const paid = order.paymentStatus === 'completed';
    setConfirming({
      title: `Cancel order ${order.orderNumber}?`,
      description: (
        <>
          <p>Its stock goes back on sale and the customer is emailed.</p>
          {paid ? (
            <p>
              It was paid: a refund of <span className="font-medium text-foreground">{formatRupees(order.totalPrice)}</span> will be initiated to the
              original payment method at once.
            </p>
          ) : null}
        </>
      ),
      confirmLabel: 'Cancel order',
      busyLabel: 'Cancelling…',
      run: () => changeStatus(order, 'cancelled'),
    });
  }

  async function deleteOne(id: string): Promise<string> {
    const res = await apiFetch<{ id: string }>(`/api/v1/orders/delete/${encodeURIComponent(id)}`, { method: 'DELETE', fallbackMessage: M.deleteFailed });
    return res.message ?? M.deleted;
  }

  function askDelete(order: AdminOrderDto, opener: HTMLElement) {
    openerRef.current = opener;
    setConfirming({
      title: `Delete order ${order.orderNumber}?`,
      description: <p>This cancelled, unpaid order and its lines are removed for good. The deletion is recorded in the audit log.</p>,
      confirmLabel: 'Delete order',
      busyLabel: 'Deleting…',
      run: async () => {
        try {
          toastSuccess(await deleteOne(order.id));
          setSelected((prev) => {
            const next = new Set(prev);
            next.delete(order.id);
            return next;
          });
        } catch (err) {
          toastError(errorMessage(err, M.deleteFailed));
        }
        reload();
      },
    });
  }

  function askBulkShipped(opener: HTMLElement) {
    const chosen = selected.size;
    if (chosen === 0 || bulkBusy) return;
    openerRef.current = opener;
    setConfirming({
      title: `Mark ${plural(chosen)} shipped?`,
      description: (
        <>
          <p>Each customer is emailed that their order is on its way, and shipped orders cannot go back or be cancelled.</p>
          <p>Only confirmed or processing orders that are paid (or cash on delivery) can be shipped; any others are left as they are.</p>
        </>
      ),
      confirmLabel: 'Mark shipped',
      busyLabel: 'Updating…',
      destructive: false,
      cancelLabel: 'Not yet',
      run: () => bulkStatus('shipped'),
    });
  }

  async function bulkStatus(status: (typeof BULK_ORDER_STATUSES)[number]) {
    const chosen = [...selected];
    if (chosen.length === 0 || bulkBusy) return;
    setBulkBusy(status);
    let done = 0;
    const failures: string[] = [];
    await runEach(chosen, async (id) => {
      markPending(id, true);
      try {
        await patchStatus(id, status);
        done += 1;
      } catch (err) {
        failures.push(errorMessage(err, M.updateFailed));
      } finally {
        markPending(id, false);
      }
    });
    setBulkBusy(null);
    if (done > 0) toastSuccess(`${plural(done)} marked ${ORDER_STATUS_LABELS[status].toLowerCase()}`);
    if (failures.length > 0) toastError(`Failed to update ${plural(failures.length)}: ${failures[0]}`);
    setSelected(new Set());
    reload();
  }

  function askBulkDelete(opener: HTMLElement) {
    const chosen = [...selected];
    if (chosen.length === 0) return;
    openerRef.current = opener;
    setConfirming({
      title: `Delete ${plural(chosen.length)}?`,
      description: (
        <p>Only cancelled orders that were never paid are deleted; paid orders are kept for GST records and stay in the list.</p>
      ),
      confirmLabel: 'Delete selected',
      busyLabel: 'Deleting…',
      run: async () => {
        let done = 0;
        const failures: string[] = [];
        await runEach(chosen, async (id) => {
          try {
            await deleteOne(id);
            done += 1;
          } catch (err) {
            failures.push(errorMessage(err, M.deleteFailed));
          }
        });
        if (done > 0) toastSuccess(done === 1 ? M.deleted : `Successfully deleted ${plural(done)}`);
        if (failures.length > 0) toastError(`Failed to delete ${plural(failures.length)}: ${failures[0]}`);
        setSelected(new Set());
        reload();
      },
    });
  }

  const first = (filters.page - 1) * filters.limit;
  const serial = useMemo(() => new Map(data.orders.map((o, i) => [o.id, first + i + 1])), [data.orders, first]);

  const columns: Column<AdminOrderDto>[] = [
    { key: 'serial', header: 'S.No', className: 'w-14', cell: (o) => <span className="text-muted-foreground tabular-nums">{serial.get(o.id)}</span> },
    {
      key: 'orderNumber',
      header: 'Order Number',
      cell: (o) => (
        <span className="block">
          <span className="block font-medium whitespace-nowrap">{o.orderNumber}</span>
          {o.cfOrderId ? <span className="block text-xs break-all text-muted-foreground">Gateway {o.cfOrderId}</span> : null}
          {o.paymentFlag ? (
            <span className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-warning">
              <TriangleAlert aria-hidden className="size-3.5" />
              Needs attention
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'customer',
      header: 'Customer',
      cell: (o) => (
        <span className="block min-w-28">
          <span className="block font-medium break-words">{o.customer.name}</span>
          <span className="block text-xs break-all text-muted-foreground">{o.customer.email ?? 'Account deleted'}</span>
          <span className="block text-xs text-muted-foreground">{o.customer.phone}</span>
        </span>
      ),
    },
    {
      key: 'createdAt',
      header: 'Date & Time',
      sortable: true,
      cell: (o) => (
        <time dateTime={o.createdAt} className="block min-w-24 text-muted-foreground">
          {formatOrderDateTime(o.createdAt)}
        </time>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      sortable: true,
      cell: (o) => (
        <span className="relative block text-right whitespace-nowrap tabular-nums">
          <span className="block font-medium">{formatRupees(o.totalPrice)}</span>
          {o.discountAmount > 0 ? (
            <>
              <span className="block text-xs text-muted-foreground">
                <span className="sr-only">Before discount </span>
                <s>{formatRupees(o.originalTotal)}</s>
              </span>
              <span className="block text-xs text-success">
                <span className="sr-only">Discount </span>−{formatRupees(o.discountAmount)}
              </span>
              {o.couponCode ? <span className="block text-xs break-all whitespace-normal text-muted-foreground">{o.couponCode}</span> : null}
            </>
          ) : null}
        </span>
      ),
      headerClassName: 'text-right',
    },
    { key: 'items', header: 'Items', className: 'text-center tabular-nums', headerClassName: 'text-center', cell: (o) => o.itemCount },
    {
      key: 'payment',
      header: 'Payment',
      cell: (o) => (
        <span className="relative flex flex-col items-start gap-1">
          <PaymentStatusBadge status={o.paymentStatus} />
          <span className="text-xs text-muted-foreground">{paymentMethodLabel(o.paymentMethod)}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: 'Order Status',
      cell: (o) => {
        // Only the moves the server accepts: the current status, then the steps forward from it.
        const next = allowedNextStatuses(o);
        return (
          <span className="flex items-center gap-2">
            {/* The width sits on a wrapper: NativeSelect is w-full, and cn() does not resolve conflicting classes. */}
            <span className="block w-32 shrink-0">
              <NativeSelect
                aria-label={`Order status for ${o.orderNumber}`}
                value={o.orderStatus}
                disabled={pending.has(o.id) || next.length === 0}
                title={next.length > 0 ? undefined : isFinalStatus(o.orderStatus) ? M.finalStatus(o.orderStatus) : M.notPaid}
                onChange={(e) => onStatusSelect(o, e.target.value as OrderStatus, e.currentTarget)}
              >
                {[o.orderStatus, ...next].map((s) => (
                  <option key={s} value={s}>
                    {ORDER_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </span>
            {pending.has(o.id) ? <Loader2 aria-hidden className="size-4 shrink-0 animate-spin text-muted-foreground" /> : null}
          </span>
        );
      },
    },
    {
      key: 'actions',
      // Screen-reader-only text is absolutely positioned: a positioned parent keeps it inside the
      // scrolling table instead of widening the page on a phone.
      header: (
        <span className="relative">
          <span className="sr-only sm:not-sr-only">Actions</span>
        </span>
      ),
      headerClassName: 'text-right',
      className: 'text-right',
      cell: (o) => (
        <span className="inline-flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`View details of order ${o.orderNumber}`}
            title="View details"
            onClick={(e) => {
              openerRef.current = e.currentTarget;
              setViewing(o);
            }}
          >
            <Eye aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete order ${o.orderNumber}`}
            title={deletable(o) ? 'Delete order' : 'Only cancelled, unpaid orders can be deleted'}
            disabled={!deletable(o)}
            onClick={(e) => askDelete(o, e.currentTarget)}
          >
            <Trash2 aria-hidden className="text-destructive" />
          </Button>
        </span>
      ),
    },
  ];

  const filtered = Boolean(filters.search || filters.status || filters.paymentStatus || filters.period !== 'all' || filters.userId);
  const selectWidth = 'flex flex-col gap-2 sm:w-44';

  return (
    <div className="flex flex-col">
      <OrderStatsStrip stats={data.stats} filtered={filtered} />

      <form
        role="search"
        aria-label="Filter orders"
        onSubmit={onSubmit}
        className="mt-6 flex flex-col gap-4 rounded-lg border border-border bg-card p-4 lg:flex-row lg:flex-wrap lg:items-end"
      >
        <SearchField
          id={ids.search}
          label="Search orders"
          value={searchText}
          onChange={onSearchChange}
          maxLength={ADMIN_ORDER_SEARCH_MAX}
          placeholder="Order number, name or email"
          className="lg:min-w-60"
        />
        <div className="grid gap-4 sm:grid-cols-3 lg:flex">
          <div className={selectWidth}>
            <Label htmlFor={ids.status}>Order status</Label>
            <NativeSelect id={ids.status} value={filters.status ?? 'all'} onChange={(e) => change({ status: e.target.value === 'all' ? null : (e.target.value as OrderStatus) })}>
              <option value="all">All statuses</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className={selectWidth}>
            <Label htmlFor={ids.payment}>Payment status</Label>
            <NativeSelect
              id={ids.payment}
              value={filters.paymentStatus ?? 'all'}
              onChange={(e) => change({ paymentStatus: e.target.value === 'all' ? null : (e.target.value as PaymentStatus) })}
            >
              <option value="all">All payments</option>
              {PAYMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {PAYMENT_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className={selectWidth}>
            <Label htmlFor={ids.period}>Time period</Label>
            <NativeSelect id={ids.period} value={filters.period} onChange={(e) => change({ period: e.target.value as AdminPeriod })}>
              {ADMIN_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {p === 'lastMonth' ? `Last month (${lastMonthName})` : PERIOD_LABELS[p]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <RefreshButton loading={loading} onClick={reload} />
          <Button asChild variant="outline">
            <a href={exportHref(filters)} download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
        </div>
      </form>

      {filters.userId ? (
        <p className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-border bg-cream px-4 py-3 text-sm">
          Showing the orders of one customer.
          <Button variant="link" onClick={() => change({ userId: null })}>
            Show every customer
          </Button>
        </p>
      ) : null}

      <section aria-labelledby={ids.results} className="mt-6">
        <h2 id={ids.results} ref={headingRef} tabIndex={-1} className="sr-only">
          Orders
        </h2>

        {selected.size > 0 ? (
          <div
            role="group"
            aria-label="Bulk actions for the selected orders"
            aria-describedby={ids.bulk}
            className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-gold/50 bg-ivory px-4 py-3"
          >
            <p id={ids.bulk} className="mr-2 text-sm font-medium">
              {plural(selected.size)} selected
            </p>
            {BULK_ORDER_STATUSES.map((s) => (
              <Button
                key={s}
                size="sm"
                variant="outline"
                disabled={bulkBusy !== null}
                onClick={(e) => (s === 'shipped' ? askBulkShipped(e.currentTarget) : void bulkStatus(s))}
              >
                {bulkBusy === s ? <Loader2 aria-hidden className="animate-spin" /> : null}
                Mark {ORDER_STATUS_LABELS[s]}
              </Button>
            ))}
            <Button size="sm" variant="outline" disabled={bulkBusy !== null} onClick={(e) => askBulkDelete(e.currentTarget)}>
              <Trash2 aria-hidden className="text-destructive" />
              Delete Selected
            </Button>
            <Button size="sm" variant="ghost" disabled={bulkBusy !== null} onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </div>
        ) : null}

        {loadError && data.orders.length === 0 ? (
          <ListLoadError message={loadError} onRetry={reload} />
        ) : null}

        <DataTable
          caption="Orders"
          columns={columns}
          rows={data.orders}
          rowKey={(o) => o.id}
          rowLabel={(o) => `order ${o.orderNumber}`}
          page={filters.page}
          pageSize={filters.limit}
          total={data.total}
          loading={loading}
          onPageChange={(page) => void load({ ...filtersRef.current, page }, { keepSelection: true })}
          onPageSizeChange={(limit) => change({ limit })}
          sort={SORT_TO_TABLE[filters.sort]}
          onSortChange={(s) => change({ sort: tableToSort(s) })}
          selected={selected}
          onSelectedChange={setSelected}
          empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
        />
      </section>

      <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} returnFocus={returnFocus} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.title}
        description={confirming?.description}
        confirmLabel={confirming?.confirmLabel}
        busyLabel={confirming?.busyLabel}
        cancelLabel={confirming?.cancelLabel ?? 'Keep it'}
        destructive={confirming?.destructive ?? true}
        warningIcon={confirming?.destructive ?? true}
        onConfirm={() => confirming?.run()}
        onClose={() => setConfirming(null)}
        returnFocus={returnFocus}
      />
    </div>
  );
}
