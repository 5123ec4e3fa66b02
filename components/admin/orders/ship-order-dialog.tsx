'use client';

import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { NativeSelect } from '@/components/account/select-native';
import { FieldShell, fieldAria, TextField } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/client/api';
import type { AdminOrderDto } from '@/lib/orders/admin-types';
import { awbRefusal, COURIER_KEYS, COURIERS, isCourierKey, normalizeAwb, type CourierKey } from '@/lib/orders/couriers';
import { ORDER_TRACKING_MESSAGES } from '@/lib/orders/messages';

export interface ShipmentInput {
  courier: CourierKey;
  trackingNumber: string;
}

type Errors = Partial<Record<'courier' | 'trackingNumber', string>>;

/**
 * The courier and AWB form: "Mark shipped" on an order not yet shipped (the customer is emailed
 * the tracking link), or a correction of a shipped order's (no email). The AWB is checked here
 * as the server checks it (lib/orders/couriers.ts); the server's own field errors land on the fields too.
 */
export function ShipOrderDialog({
  order,
  onSubmit,
  onClose,
  returnFocus,
}: {
  order: AdminOrderDto | null;
  /** Resolves once saved (the caller toasts); rejects with the server's refusal, which the form shows. */
  onSubmit: (order: AdminOrderDto, shipment: ShipmentInput) => Promise<void>;
  onClose: () => void;
  returnFocus: () => void;
}) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order ? (
        <DialogContent
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          {/* Keyed: each order opens with its own values. */}
          <ShipForm key={order.id} order={order} onSubmit={onSubmit} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ShipForm({ order, onSubmit, onClose }: { order: AdminOrderDto; onSubmit: (order: AdminOrderDto, shipment: ShipmentInput) => Promise<void>; onClose: () => void }) {
  const editing = order.orderStatus === 'shipped';
  const [courier, setCourier] = useState<string>(order.tracking?.courier ?? '');
  const [awb, setAwb] = useState(order.tracking?.trackingNumber ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const hint = isCourierKey(courier) ? `${COURIERS[courier].name}: ${COURIERS[courier].awbHint}.` : 'Choose the courier first.';

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const trackingNumber = normalizeAwb(awb);
    const found: Errors = {};
    if (!isCourierKey(courier)) found.courier = ORDER_TRACKING_MESSAGES.courierRequired;
    else {
      const refusal = awbRefusal(courier, trackingNumber);
      if (refusal) found.trackingNumber = refusal;
    }
    if (!trackingNumber) found.trackingNumber = ORDER_TRACKING_MESSAGES.awbRequired;
    setErrors(found);
    if (found.courier) return void document.getElementById('ship-courier')?.focus();
    if (found.trackingNumber) return void document.getElementById('ship-awb')?.focus();
    setBusy(true);
    try {
      await onSubmit(order, { courier: courier as CourierKey, trackingNumber });
      onClose();
    } catch (err) {
      // A refusal about a field goes beside it; anything else was toasted by the caller.
      if (err instanceof ApiError && (err.fieldError('courier') || err.fieldError('trackingNumber'))) {
        setErrors({ courier: err.fieldError('courier'), trackingNumber: err.fieldError('trackingNumber') });
      } else onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">{editing ? `Shipment of order ${order.orderNumber}` : `Mark order ${order.orderNumber} shipped?`}</DialogTitle>
        <DialogDescription>
          {editing
            ? 'Correct the courier or the tracking number. The customer is not emailed again; My Orders shows the new link at once.'
            : 'The customer is emailed that their order is on its way, with the tracking link. A shipped order cannot go back or be cancelled.'}
        </DialogDescription>
      </DialogHeader>
      <FieldShell id="ship-courier" label="Courier" error={errors.courier}>
        <NativeSelect
          {...fieldAria('ship-courier', { error: errors.courier })}
          value={courier}
          onChange={(e) => {
            setCourier(e.target.value);
            setErrors((prev) => ({ ...prev, courier: undefined }));
          }}
        >
          <option value="">Choose a courier</option>
          {COURIER_KEYS.map((key) => (
            <option key={key} value={key}>
              {COURIERS[key].name}
            </option>
          ))}
        </NativeSelect>
      </FieldShell>
      <TextField
        id="ship-awb"
        label="Tracking number (AWB)"
        value={awb}
        onChange={(e) => {
          setAwb(e.target.value);
          setErrors((prev) => ({ ...prev, trackingNumber: undefined }));
        }}
        error={errors.trackingNumber}
        hint={hint}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        maxLength={60}
      />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
          Not yet
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
          {editing ? 'Save shipment' : 'Mark shipped'}
        </Button>
      </DialogFooter>
    </form>
  );
}
