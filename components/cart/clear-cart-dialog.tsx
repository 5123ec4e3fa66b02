'use client';

import { useRef, useState } from 'react';
import { Loader2, Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
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
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {showTrigger ? (
        <AlertDialogTrigger asChild>
          <Button variant="link" size="sm" className="text-muted-foreground">
            Clear Cart
          </Button>
        </AlertDialogTrigger>
      ) : null}
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!cleared.current) return;
          cleared.current = false;
          const heading = document.getElementById(CART_EMPTY_HEADING_ID);
          if (heading) {
            event.preventDefault();
            heading.focus();
          }
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Clear your cart?</AlertDialogTitle>
          <AlertDialogDescription>
            This removes all {itemsLabel(totals.itemCount)} from your cart. You can add them again from the collection.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Keep Items</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} aria-disabled={busy || undefined}>
            {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
            {busy ? 'Clearing…' : 'Clear Cart'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
