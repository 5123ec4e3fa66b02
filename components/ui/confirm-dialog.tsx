'use client';

import { useRef, useState, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
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
import { BusyButton } from '@/components/ui/busy-button';

export interface ConfirmDialogProps {
  open: boolean;
  /** Asked to open (by the trigger) or close; never to close while busy, so Escape cannot hide a pending outcome. */
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it has one of its own. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: ReactNode;
  /** The confirm button's label; not needed when `action` replaces the button. */
  confirmLabel?: ReactNode;
  /** Shown on the confirm button while the action runs; the confirm label by default. */
  busyLabel?: ReactNode;
  /** Shown before the confirm label when idle; a spinner takes its place while busy. */
  confirmIcon?: ReactNode;
  /** The red confirm button; false for a change that loses nothing (signing out, a role, unhiding a review). */
  destructive?: boolean;
  /** The warning badge above the title, for actions that cannot be undone. */
  warningIcon?: boolean;
  /** The caller's own pending state. */
  busy?: boolean;
  /**
   * When this returns a promise the dialog holds itself busy until it settles, so a second click
   * cannot send it twice; with `closeWhenSettled` it then closes (the caller toasts the outcome).
   */
  onConfirm?: () => void | Promise<void>;
  closeWhenSettled?: boolean;
  /** Between the description and the buttons: what went wrong with the last try, say. */
  children?: ReactNode;
  /** Once it has run: what happened, in place of the message and the buttons. */
  outcome?: ReactNode;
  /**
   * Replaces the confirm button: when the action is not possible and another one is offered (or
   * none), or a form in `children` submits (a button with `form=`).
   */
  action?: ReactNode;
  /** Where focus goes once it closes, when not back to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Puts focus back by hand once it closes, for a dialog opened without a trigger of its own. */
  returnFocus?: () => void;
}

/**
 * Every "are you sure?" of the shop and the back office. Cancel has focus first (Radix's rule for
 * alert dialogs), and the dialog stays open while the request runs, so Escape cannot hide a
 * pending change.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel = 'Cancel',
  confirmLabel,
  busyLabel,
  confirmIcon,
  destructive = true,
  warningIcon = false,
  busy: callerBusy = false,
  onConfirm,
  closeWhenSettled = false,
  children,
  outcome,
  action,
  onCloseAutoFocus,
  returnFocus,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const sending = useRef(false);
  const busy = callerBusy || running;

  async function confirm() {
    if (busy || sending.current || !onConfirm) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    sending.current = true;
    setRunning(true);
    try {
      await result;
    } finally {
      sending.current = false;
      setRunning(false);
      if (closeWhenSettled) onOpenChange(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onEscapeKeyDown={(e) => busy && e.preventDefault()} onCloseAutoFocus={
          returnFocus
            ? (event) => {
                event.preventDefault();
                returnFocus();
              }
            : onCloseAutoFocus
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
        {outcome ?? (
          <>
            {children}
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
              {action !== undefined ? (
                action
              ) : (
                <BusyButton
                  variant={destructive ? 'destructive' : 'default'}
                  busy={busy}
                  busyLabel={busyLabel}
                  icon={confirmIcon}
                  onClick={() => void confirm()}
                >
                  {confirmLabel}
                </BusyButton>
              )}
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
