'use client';

import { useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { itemsLabel } from './cart-model';
import { useCart } from './cart-provider';

export const CART_EMPTY_HEADING_ID = 'cart-empty-heading';

/**
 * Clear Cart with a confirmation. The dialog stays mounted when the trigger disappears (an
 * emptied cart has nothing to clear), so it can close properly and hand focus to the empty state.
 */
export function ClearCartDialog({ showTrigger }: { showTrigger: boolean }) {
  const { clear, totals } = useCart();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const cleared = useRef(false);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    cleared.current = await clear();
    setBusy(false);
    setOpen(false);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        showTrigger ? (
          <Button variant="link" size="sm" className="text-muted-foreground">
            Clear Cart
          </Button>
        ) : null
      }
      onCloseAutoFocus={(event) => {
        if (!cleared.current) return;
        cleared.current = false;
        const heading = document.getElementById(CART_EMPTY_HEADING_ID);
        if (heading) {
          event.preventDefault();
          heading.focus();
        }
      }}
      title="Clear your cart?"
      description={`This removes all ${itemsLabel(totals.itemCount)} from your cart. You can add them again from the collection.`}
      cancelLabel="Keep Items"
      confirmLabel="Clear Cart"
      busyLabel="Clearing…"
      confirmIcon={<Trash2 aria-hidden />}
      busy={busy}
      onConfirm={confirm}
    />
  );
}
