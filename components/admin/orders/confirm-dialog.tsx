'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Loader2, TriangleAlert } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

export interface ConfirmRequest {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** The button that backs out; 'Keep it' by default ('Cancel' would be ambiguous beside "Cancel order"). */
  cancelLabel?: string;
  /** Runs with the dialog held open; it closes once this settles (the caller toasts the outcome). */
  run: () => Promise<void>;
}

/**
 * The orders screen's confirmations (cancel an order, delete one, delete the selected): Cancel is
 * focused first, and the dialog stays open while the request runs so it cannot be sent twice.
 */
export function ConfirmDialog({
  request,
  onClose,
  returnFocus,
}: {
  request: ConfirmRequest | null;
  onClose: () => void;
  returnFocus: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  async function confirm() {
    if (!request || sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await request.run();
    } finally {
      sending.current = false;
      setBusy(false);
      onClose();
    }
  }

  return (
    <AlertDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      {request ? (
        <AlertDialogContent
          onEscapeKeyDown={(e) => busy && e.preventDefault()}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          <AlertDialogHeader>
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive sm:mx-0">
              <TriangleAlert aria-hidden className="size-6" />
            </span>
            <AlertDialogTitle className="break-words">{request.title}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="space-y-2">{request.description}</div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{request.cancelLabel ?? 'Keep it'}</AlertDialogCancel>
            {/* A plain button, not AlertDialogAction: the dialog closes once the request settles, and the
                destructive variant comes from Button itself (cn() does not override conflicting classes). */}
            <Button variant="destructive" disabled={busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
              {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {busy ? request.busyLabel : request.confirmLabel}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
