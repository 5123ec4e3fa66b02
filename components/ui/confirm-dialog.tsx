'use client';

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

interface ConfirmDialogProps {
  open: boolean;
  /** Asked to open or close; never while busy, so Escape cannot hide a pending outcome. */
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it has one of its own. */
  trigger?: React.ReactNode;
  title: React.ReactNode;
  description: React.ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel?: string;
  confirmIcon?: React.ReactNode;
  /** A change that loses nothing (signing out) confirms with the plain button. */
  destructive?: boolean;
  busy: boolean;
  onConfirm: () => void;
  /** Between the description and the buttons: what went wrong with the last try, say. */
  children?: React.ReactNode;
  /** Once it has run: what happened, in place of the message and the buttons. */
  outcome?: React.ReactNode;
  /** Where focus goes once it closes, when not back to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A shopper's "are you sure?" before something that cannot be undone (clear the cart, delete a review). */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busyLabel,
  confirmIcon,
  destructive = true,
  busy,
  onConfirm,
  children,
  outcome,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {outcome ?? (
          <>
            {children}
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
              <BusyButton
                variant={destructive ? 'destructive' : 'default'}
                busy={busy}
                busyLabel={busyLabel}
                icon={confirmIcon}
                onClick={onConfirm}
              >
                {confirmLabel}
              </BusyButton>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
