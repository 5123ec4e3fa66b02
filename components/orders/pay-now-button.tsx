'use client';

import { useState } from 'react';
import { CreditCard, Loader2 } from 'lucide-react';
import { openPayment, startPaymentSession } from '@/components/checkout/order-api';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/sonner';
import { ApiError, errorMessage } from '@/lib/client/api';

const PAY_FAILED = 'Unable to start payment. Please try again.';

/** Starts (again) the payment of a pending online order; on success the browser leaves for the gateway. */
export function PayNowButton({ orderId, orderNumber, onUnpayable }: { orderId: string; orderNumber?: string; onUnpayable: () => void }) {
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { error } = await openPayment(await startPaymentSession(orderId));
      // No error: the page is navigating away, so the button stays busy and cannot be pressed twice.
      if (error) {
        setBusy(false);
        toastError(error);
      }
    } catch (err) {
      setBusy(false);
      toastError(errorMessage(err, PAY_FAILED));
      // It expired or was paid meanwhile, so stop offering to pay.
      if (err instanceof ApiError && err.code === 'ORDER_NOT_PAYABLE') onUnpayable();
    }
  };

  return (
    <Button onClick={pay} aria-disabled={busy || undefined}>
      {busy ? <Loader2 aria-hidden className="animate-spin" /> : <CreditCard aria-hidden />}
      {busy ? 'Opening payment…' : 'Pay now'}
      {orderNumber ? <span className="sr-only"> for order {orderNumber}</span> : null}
    </Button>
  );
}
