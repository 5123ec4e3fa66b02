'use client';

import { useState } from 'react';
import { CreditCard, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/sonner';
import { ApiError, errorMessage } from '@/lib/client/api';
import { payExistingOrder } from './start-payment';

const PAY_FAILED = 'Unable to start payment. Please try again.';

/** Starts (again) the payment of a pending online order; the browser leaves for the gateway on success. */
export function PayNowButton({ orderId, onUnpayable }: { orderId: string; onUnpayable: () => void }) {
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await payExistingOrder(orderId);
      // The page is navigating away; keep the button busy so it is not pressed twice.
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError) {
        toastError(errorMessage(err, PAY_FAILED));
        // 409: expired or paid meanwhile; the list should stop offering to pay.
        if (err.status === 409) onUnpayable();
      } else {
        toastError(err instanceof Error && err.message ? err.message : PAY_FAILED);
      }
    }
  };

  return (
    <Button onClick={pay} aria-disabled={busy || undefined}>
      {busy ? <Loader2 aria-hidden className="animate-spin" /> : <CreditCard aria-hidden />}
      {busy ? 'Opening payment…' : 'Pay now'}
    </Button>
  );
}
