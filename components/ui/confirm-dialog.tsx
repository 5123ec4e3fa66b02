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
  busy: boolean;
  onConfirm: () => void;
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
  busy,
  onConfirm,
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
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <BusyButton variant="destructive" busy={busy} busyLabel={busyLabel} icon={confirmIcon} onClick={onConfirm}>
            {confirmLabel}
          </BusyButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
