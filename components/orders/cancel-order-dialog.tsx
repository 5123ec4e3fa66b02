'use client';

import { useRef, useState } from 'react';
import { XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import type { OrderDto } from '@/lib/orders/types';
import { ORDER_UI_MESSAGES } from './messages';

interface CancelOrderDialogProps {
  order: OrderDto;
  /** False once the order cannot be cancelled; the dialog stays mounted so it can close and hand focus on. */
  showTrigger: boolean;
  onCancelled: (order: OrderDto) => void;
  /** Where focus goes once the order is cancelled (the button that opened the dialog is gone by then). */
  focusAfterCancel: () => HTMLElement | null;
}

export function CancelOrderDialog({ order, showTrigger, onCancelled, focusAfterCancel }: CancelOrderDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancelled = useRef(false);
  const paid = order.paymentStatus === 'completed';

  const confirm = async () => {
    if (busy) return;
    const id = order._id || order.id;
    if (!id) {
      toastError(ORDER_UI_MESSAGES.noId);
      setOpen(false);
      return;
    }
    setBusy(true);
    try {
      const res = await apiFetch<OrderDto>(`/api/v1/orders/cancel/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        fallbackMessage: ORDER_UI_MESSAGES.failed,
      });
      cancelled.current = true;
      setOpen(false);
      onCancelled(res.data);
      toastSuccess(res.message || ORDER_UI_MESSAGES.success);
    } catch (err) {
      toastError(errorMessage(err, ORDER_UI_MESSAGES.failed));
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        showTrigger ? (
          <Button variant="outline">
            <XCircle aria-hidden className="text-destructive" />
            Cancel Order
          </Button>
        ) : null
      }
      onCloseAutoFocus={(event) => {
        if (!cancelled.current) return;
        cancelled.current = false;
        const target = focusAfterCancel();
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }}
      title={`Cancel order ${order.orderNumber}?`}
      description={
        paid
          ? 'The order will be cancelled and the amount you paid refunded to your original payment method.'
          : 'The order will be cancelled and its items released. This cannot be undone.'
      }
      cancelLabel="Keep Order"
      confirmLabel="Yes, Cancel"
      busyLabel="Cancelling…"
      busy={busy}
      onConfirm={confirm}
    />
  );
}
