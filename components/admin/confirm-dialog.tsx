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

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** Shown on the confirm button while the action runs; the confirm label by default. */
  busyLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** The red confirm button; false for a change that loses nothing (a role, unhiding a review). */
  destructive?: boolean;
  /** The warning badge above the title, for actions that cannot be undone. */
  warningIcon?: boolean;
  /** Shown before the confirm label when idle; a spinner takes its place while busy. */
  confirmIcon?: ReactNode;
  /** The caller's own pending state, for actions it runs itself. */
  busy?: boolean;
  /**
   * When this returns a promise the dialog holds itself busy until it settles and then closes
   * (the caller toasts the outcome); otherwise the caller closes it.
   */
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
  /** The dialogs open without a Radix trigger, so focus is put back by hand. */
  returnFocus?: () => void;
  /** Replaces the confirm button when the action is not possible and another one is offered (or none). */
  action?: ReactNode;
}

/**
 * Every back-office confirmation. Cancel has focus first (Radix's rule for alert dialogs), and
 * the dialog stays open while the request runs, so a second click cannot send it twice and
 * Escape cannot hide a pending change.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  destructive = true,
  warningIcon = false,
  confirmIcon,
  busy: callerBusy = false,
  onConfirm,
  onClose,
  returnFocus,
  action,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const sending = useRef(false);
  const busy = callerBusy || running;

  async function confirm() {
    if (busy || sending.current) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    sending.current = true;
    setRunning(true);
    try {
      await result;
    } finally {
      sending.current = false;
      setRunning(false);
      onClose();
    }
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      {open ? (
        <AlertDialogContent
          onEscapeKeyDown={(e) => busy && e.preventDefault()}
          onCloseAutoFocus={
            returnFocus
              ? (e) => {
                  e.preventDefault();
                  returnFocus();
                }
              : undefined
          }
        >
          <AlertDialogHeader>
            {warningIcon ? (
              <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive sm:mx-0">
                <TriangleAlert aria-hidden className="size-6" />
              </span>
            ) : null}
            <AlertDialogTitle className="break-words">{title}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="space-y-2">{description}</div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
            {action !== undefined ? (
              action
            ) : (
              // A plain button, not AlertDialogAction: the dialog closes once the request settles, and the
              // destructive variant comes from Button itself (cn() does not override conflicting classes).
              <Button
                variant={destructive ? 'destructive' : 'default'}
                disabled={busy}
                aria-busy={busy || undefined}
                onClick={() => void confirm()}
              >
                {busy ? <Loader2 aria-hidden className="animate-spin" /> : confirmIcon}
                {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
              </Button>
            )}
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
