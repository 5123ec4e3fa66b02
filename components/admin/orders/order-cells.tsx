import { Loader2, TriangleAlert } from 'lucide-react';
import { NativeSelect } from '@/components/account/select-native';
import { formatOrderDateTime, formatRupees, paymentMethodLabel } from '@/components/orders/format';
import { PaymentStatusBadge } from '@/components/orders/status-badge';
import { ORDER_STATUS_LABELS, type AdminOrderDto } from '@/lib/orders/admin-types';
import { ORDER_ADMIN_MESSAGES as M } from '@/lib/orders/messages';
import { allowedNextStatuses, isFinalStatus } from '@/lib/orders/status-flow';
import type { OrderStatus } from '@/lib/orders/types';

/* The orders list's cells (components/admin/orders/orders-manager.tsx lays them out). */

export function OrderNumberCell({ order: o }: { order: AdminOrderDto }) {
  return (
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
  );
}

export function CustomerCell({ order: o }: { order: AdminOrderDto }) {
  return (
    <span className="block min-w-28">
      <span className="block font-medium break-words">{o.customer.name}</span>
      <span className="block text-xs break-all text-muted-foreground">{o.customer.email ?? 'Account deleted'}</span>
      <span className="block text-xs text-muted-foreground">{o.customer.phone}</span>
    </span>
  );
}

export function PlacedCell({ order: o }: { order: AdminOrderDto }) {
  return (
    <time dateTime={o.createdAt} className="block min-w-24 text-muted-foreground">
      {formatOrderDateTime(o.createdAt)}
    </time>
  );
}

export function AmountCell({ order: o }: { order: AdminOrderDto }) {
  return (
    // relative: the sr-only text is absolutely placed, and must stay inside the table's scroll box.
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
  );
}

export function PaymentCell({ order: o }: { order: AdminOrderDto }) {
  return (
    <span className="relative flex flex-col items-start gap-1">
      <PaymentStatusBadge status={o.paymentStatus} />
      <span className="text-xs text-muted-foreground">{paymentMethodLabel(o.paymentMethod)}</span>
    </span>
  );
}

/** Not a status: a shipped order the courier has out for delivery (outForDeliveryAt), offered between shipped and delivered. */
export const OUT_FOR_DELIVERY = 'out-for-delivery';
export type StatusChoice = OrderStatus | typeof OUT_FOR_DELIVERY;

/** The row's status dropdown: the current status, then only the moves the server accepts from it. */
export function OrderStatusSelect({
  order: o,
  pending,
  onSelect,
}: {
  order: AdminOrderDto;
  pending: boolean;
  onSelect: (status: StatusChoice, opener: HTMLElement) => void;
}) {
  const next: StatusChoice[] = allowedNextStatuses(o);
  const out = o.orderStatus === 'shipped' && o.outForDeliveryAt !== null;
  const current: StatusChoice = out ? OUT_FOR_DELIVERY : o.orderStatus;
  const choices: StatusChoice[] = o.orderStatus === 'shipped' && !out ? [current, OUT_FOR_DELIVERY, ...next] : [current, ...next];
  return (
    <span className="flex items-center gap-2">
      {/* The width sits on a wrapper: NativeSelect is w-full, and cn() does not resolve conflicting classes. */}
      <span className="block w-36 shrink-0">
        <NativeSelect
          aria-label={`Order status for ${o.orderNumber}`}
          value={current}
          disabled={pending || choices.length === 1}
          title={choices.length > 1 ? undefined : isFinalStatus(o.orderStatus) ? M.finalStatus(o.orderStatus) : M.notPaid}
          onChange={(e) => onSelect(e.target.value as StatusChoice, e.currentTarget)}
        >
          {choices.map((s) => (
            <option key={s} value={s}>
              {s === OUT_FOR_DELIVERY ? 'Out for delivery' : ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </span>
      {pending ? <Loader2 aria-hidden className="size-4 shrink-0 animate-spin text-muted-foreground" /> : null}
    </span>
  );
}
