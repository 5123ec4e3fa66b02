'use client';

import { useState, type ReactNode } from 'react';
import { Download, Eye, Loader2, Trash2, Truck } from 'lucide-react';
import { BulkBar } from '@/components/admin/bulk-bar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSearch, ListSelect, ListToolbar } from '@/components/admin/list/list-filters';
import { ListTable, serialColumn, type ListColumn } from '@/components/admin/list/list-table';
import { plural } from '@/components/admin/list/plural';
import { useListUrl } from '@/components/admin/list/use-list-url';
import { usePatchedRows } from '@/components/admin/list/use-patched-rows';
import { useReturnFocus } from '@/components/admin/list/use-return-focus';
import { ListSection } from '@/components/admin/list/list-section';
import { useRowSelection } from '@/components/admin/list/use-row-selection';
import { RefreshButton } from '@/components/admin/list-toolbar';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { formatRupees } from '@/components/orders/format';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { orderExportHref, orderList, type OrderListParams } from '@/lib/orders/admin-list';
import {
  ADMIN_PERIODS,
  BULK_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  PERIOD_LABELS,
  type AdminOrderDto,
} from '@/lib/orders/admin-types';
import { ADMIN_ORDER_SEARCH_MAX, ORDER_ADMIN_MESSAGES as M } from '@/lib/orders/messages';
import { orderDeletionRefusal } from '@/lib/orders/deletable';
import { CUSTOMER_EMAILING_STATUSES } from '@/lib/orders/status-flow';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus } from '@/lib/orders/types';
import { AmountCell, CustomerCell, OrderNumberCell, OrderStatusSelect, OUT_FOR_DELIVERY, PaymentCell, PlacedCell, type StatusChoice } from './order-cells';
import { OrderDetailsDialog } from './order-details-dialog';
import { ShipOrderDialog, type ShipmentInput } from './ship-order-dialog';

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

async function runEach<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(BULK_CONCURRENCY, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

const orders = (n: number) => plural(n, 'order');
const deletable = (o: AdminOrderDto) => orderDeletionRefusal(o) === null;

const STATUS_OPTIONS = [{ value: 'all' as const, label: 'All statuses' }, ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))];
const PAYMENT_OPTIONS = [{ value: 'all' as const, label: 'All payments' }, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }))];

/**
 * The orders list's client island (the page reads the address bar, the rows and the figures):
 * its columns, the filters, the status dropdowns with their confirmations, details, delete and
 * the bulk bar. Every change ends with a refresh, so figures and rows agree with the database.
 */
export function OrdersManager({
  params,
  items,
  total,
  lastMonthName,
}: {
  params: OrderListParams;
  items: AdminOrderDto[];
  total: number;
  lastMonthName: string;
}) {
  const list = useListUrl(orderList, params);
  const [rows, patchRow] = usePatchedRows(items, (o) => o.id);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const { selected, setSelected, clear: clearSelection, unselect } = useRowSelection();
  const [bulkBusy, setBulkBusy] = useState<string | null>(null);
  const [viewing, setViewing] = useState<AdminOrderDto | null>(null);
  const [shipping, setShipping] = useState<AdminOrderDto | null>(null);
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const { headingRef, openFrom, returnFocus } = useReturnFocus();
  const ask = (opener: HTMLElement, request: ConfirmRequest) => openFrom(opener, () => setConfirming(request));
  const markPending = (id: string, on: boolean) =>
    setPending((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // A selection belongs to one set of filters: bulk actions must not hit rows no longer in view.
  const setFilters = (filters: Partial<OrderListParams['filters']>, mode: 'push' | 'replace' = 'push') => {
    clearSelection();
    (mode === 'push' ? list.change : list.replace)({ filters });
  };

  /** One PATCH; the row shows the server's answer. Throws the failure for the caller to report. */
  async function patchStatus(id: string, status: OrderStatus, extra: Partial<ShipmentInput> & { outForDelivery?: boolean } = {}): Promise<string> {
    const res = await apiFetch<AdminOrderDto>(`/api/v1/orders/update-status/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { orderStatus: status, ...extra },
      fallbackMessage: M.updateFailed,
    });
    patchRow(res.data);
    return res.message ?? M.statusUpdated(status);
  }

  async function changeStatus(order: AdminOrderDto, status: OrderStatus, extra?: { outForDelivery?: boolean }) {
    markPending(order.id, true);
    try {
      toastSuccess(await patchStatus(order.id, status, extra));
    } catch (err) {
      toastError(errorMessage(err, M.updateFailed));
    } finally {
      markPending(order.id, false);
      list.refresh();
    }
  }

  /** The ship form's save: marks the order shipped (the customer is emailed) or corrects its parcel. Rethrows for the form to show. */
  async function ship(order: AdminOrderDto, shipment: ShipmentInput) {
    markPending(order.id, true);
    try {
      toastSuccess(await patchStatus(order.id, 'shipped', shipment));
    } catch (err) {
      toastError(errorMessage(err, M.updateFailed));
      throw err;
    } finally {
      markPending(order.id, false);
      list.refresh();
    }
  }

  function onStatusSelect(order: AdminOrderDto, choice: StatusChoice, opener: HTMLElement) {
    // Out for delivery is a time on the shipped order, not a status; nobody is emailed.
    if (choice === OUT_FOR_DELIVERY) return void changeStatus(order, 'shipped', { outForDelivery: true });
    const status = choice;
    if (status === order.orderStatus) return;
    // The customer hears about these at once, and neither can be taken back: ask first.
    if (!CUSTOMER_EMAILING_STATUSES.includes(status)) return void changeStatus(order, status);
    // Shipping asks for the courier and the AWB, which the email links to.
    if (status === 'shipped') return openFrom(opener, () => setShipping(order));
    if (status === 'delivered') {
      return ask(opener, {
        title: `Mark order ${order.orderNumber} delivered?`,
        description: (
          <p>
            The customer is emailed at once, thanked and asked to review what they bought, and the time to report a problem with
            the parcel starts now. This cannot be taken back.
          </p>
        ),
        confirmLabel: 'Mark delivered',
        busyLabel: 'Marking…',
        run: () => changeStatus(order, 'delivered'),
      });
    }
    ask(opener, {
      title: `Cancel order ${order.orderNumber}?`,
      description: (
        <>
          <p>Its stock goes back on sale and the customer is emailed.</p>
          {order.paymentStatus === 'completed' ? (
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

  /** Runs `work` on each selected order and reports how many went through and the first failure. */
  async function runBulk(ids: string[], work: (id: string) => Promise<unknown>, done: (n: number) => string, failed: string, fallback: string) {
    let succeeded = 0;
    const failures: string[] = [];
    await runEach(ids, async (id) => {
      try {
        await work(id);
        succeeded += 1;
      } catch (err) {
        failures.push(errorMessage(err, fallback));
      }
    });
    if (succeeded > 0) toastSuccess(done(succeeded));
    if (failures.length > 0) toastError(`${failed} ${orders(failures.length)}: ${failures[0]}`);
    clearSelection();
    list.refresh();
  }

  async function bulkStatus(status: (typeof BULK_ORDER_STATUSES)[number]) {
    if (selected.size === 0 || bulkBusy) return;
    setBulkBusy(status);
    await runBulk(
      [...selected],
      async (id) => {
        markPending(id, true);
        try {
          await patchStatus(id, status);
        } finally {
          markPending(id, false);
        }
      },
      (n) => `${orders(n)} marked ${ORDER_STATUS_LABELS[status].toLowerCase()}`,
      'Failed to update',
      M.updateFailed,
    );
    setBulkBusy(null);
  }

  const askDelete = (order: AdminOrderDto, opener: HTMLElement) =>
    ask(opener, {
      title: `Delete order ${order.orderNumber}?`,
      description: <p>This cancelled, unpaid order and its lines are removed for good. The deletion is recorded in the audit log.</p>,
      confirmLabel: 'Delete order',
      busyLabel: 'Deleting…',
      run: async () => {
        try {
          toastSuccess(await deleteOne(order.id));
          unselect([order.id]);
        } catch (err) {
          toastError(errorMessage(err, M.deleteFailed));
        }
        list.refresh();
      },
    });

  const askBulkDelete = (opener: HTMLElement) => {
    const ids = [...selected];
    ask(opener, {
      title: `Delete ${orders(ids.length)}?`,
      description: <p>Only cancelled orders that were never paid are deleted; paid orders are kept for GST records and stay in the list.</p>,
      confirmLabel: 'Delete selected',
      busyLabel: 'Deleting…',
      run: () => runBulk(ids, deleteOne, (n) => (n === 1 ? M.deleted : `Successfully deleted ${orders(n)}`), 'Failed to delete', M.deleteFailed),
    });
  };

  const columns: ListColumn<AdminOrderDto>[] = [
    serialColumn(),
    { id: 'orderNumber', header: 'Order Number', cell: ({ row }) => <OrderNumberCell order={row.original} /> },
    { id: 'customer', header: 'Customer', cell: ({ row }) => <CustomerCell order={row.original} /> },
    { id: 'createdAt', header: 'Date & Time', enableSorting: true, cell: ({ row }) => <PlacedCell order={row.original} /> },
    { id: 'amount', header: 'Amount', enableSorting: true, cell: ({ row }) => <AmountCell order={row.original} />, meta: { headerClassName: 'text-right' } },
    { id: 'items', header: 'Items', cell: ({ row }) => row.original.itemCount, meta: { className: 'text-center tabular-nums', headerClassName: 'text-center' } },
    { id: 'payment', header: 'Payment', cell: ({ row }) => <PaymentCell order={row.original} /> },
    {
      id: 'status',
      header: 'Order Status',
      cell: ({ row: { original: o } }) => (
        <OrderStatusSelect order={o} pending={pending.has(o.id)} onSelect={(status, opener) => onStatusSelect(o, status, opener)} />
      ),
    },
    {
      id: 'actions',
      // Screen-reader-only text is absolutely positioned: a positioned parent keeps it inside the
      // scrolling table instead of widening the page on a phone.
      header: () => (
        <span className="relative">
          <span className="sr-only sm:not-sr-only">Actions</span>
        </span>
      ),
      meta: { className: 'text-right', headerClassName: 'text-right' },
      cell: ({ row: { original: o } }) => (
        <span className="inline-flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`View details of order ${o.orderNumber}`}
            title="View details"
            onClick={(e) => openFrom(e.currentTarget, () => setViewing(o))}
          >
            <Eye aria-hidden />
          </Button>
          {o.orderStatus === 'shipped' ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Edit shipment of order ${o.orderNumber}`}
              title="Edit courier and tracking number"
              onClick={(e) => openFrom(e.currentTarget, () => setShipping(o))}
            >
              <Truck aria-hidden />
            </Button>
          ) : null}
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

  const { filters } = params;
  const periodOptions = ADMIN_PERIODS.map((p) => ({ value: p, label: p === 'lastMonth' ? `Last month (${lastMonthName})` : PERIOD_LABELS[p] }));

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar label="Filter orders" className="lg:flex-row lg:flex-wrap lg:items-end">
        <ListSearch
          label="Search orders"
          placeholder="Order number, name or email"
          maxLength={ADMIN_ORDER_SEARCH_MAX}
          withIcon={false}
          value={filters.search}
          onSearch={(search) => setFilters({ search }, 'replace')}
        />
        <div className="grid gap-4 sm:grid-cols-3 lg:flex">
          <ListSelect label="Order status" value={filters.status} options={STATUS_OPTIONS} onChange={(status) => setFilters({ status })} />
          <ListSelect
            label="Payment status"
            value={filters.paymentStatus}
            options={PAYMENT_OPTIONS}
            onChange={(paymentStatus) => setFilters({ paymentStatus })}
          />
          <ListSelect label="Time period" value={filters.period} options={periodOptions} onChange={(period) => setFilters({ period })} />
        </div>
        <div className="flex flex-wrap gap-3 lg:basis-full">
          <RefreshButton loading={list.pending} onClick={list.refresh} />
          <Button asChild variant="outline">
            <a href={orderExportHref(params)} download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
        </div>
      </ListToolbar>

      {filters.userId ? (
        <p className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-cream px-4 py-3 text-sm">
          Showing the orders of one customer.
          <Button variant="link" onClick={() => setFilters({ userId: '' })}>
            Show every customer
          </Button>
        </p>
      ) : null}

      <ListSection id="order-list-heading" title="Orders" headingRef={headingRef} className="space-y-4">

        <BulkBar count={selected.size} summary={`${orders(selected.size)} selected`} busy={bulkBusy !== null} onClear={clearSelection}>
          {BULK_ORDER_STATUSES.map((s) => (
            <Button
              key={s}
              size="sm"
              variant="outline"
              disabled={bulkBusy !== null}
              onClick={(e) =>
                s === 'delivered'
                  ? // Each customer is emailed, as from a row: asked first.
                    ask(e.currentTarget, {
                      title: `Mark ${orders(selected.size)} delivered?`,
                      description: <p>Each customer is emailed at once, thanked and asked for a review. This cannot be taken back.</p>,
                      confirmLabel: 'Mark delivered',
                      busyLabel: 'Marking…',
                      run: () => bulkStatus(s),
                    })
                  : void bulkStatus(s)
              }
            >
              {bulkBusy === s ? <Loader2 aria-hidden className="animate-spin" /> : null}
              Mark {ORDER_STATUS_LABELS[s]}
            </Button>
          ))}
          <Button size="sm" variant="outline" disabled={bulkBusy !== null} onClick={(e) => askBulkDelete(e.currentTarget)}>
            <Trash2 aria-hidden className="text-destructive" />
            Delete Selected
          </Button>
        </BulkBar>

        <ListTable
          caption="Orders"
          columns={columns}
          rows={rows}
          rowId={(o) => o.id}
          total={total}
          {...list.table}
          selection={{ selected, onChange: setSelected, rowLabel: (o) => `order ${o.orderNumber}` }}
          empty={orderList.isFiltered(params) ? 'No orders match these filters.' : 'No orders yet.'}
        />
      </ListSection>

      <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} returnFocus={returnFocus} />
      <ShipOrderDialog order={shipping} onSubmit={ship} onClose={() => setShipping(null)} returnFocus={returnFocus} />
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
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        closeWhenSettled
        returnFocus={returnFocus}
      />
    </div>
  );
}
