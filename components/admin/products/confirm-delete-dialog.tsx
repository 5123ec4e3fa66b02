'use client';

import { Loader2, TriangleAlert } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

export interface DeleteTarget {
  /** One product's name, or how many are selected. */
  label: string;
  count: number;
}

/**
 * The delete confirmation (spec: the generic confirm widget), for one product or the selection.
 * Cancel has focus first; the dialog stays open while the request runs, so a second click or
 * Escape cannot send it twice or hide it.
 */
export function ConfirmDeleteDialog({
  target,
  busy,
  onConfirm,
  onClose,
  returnFocus,
}: {
  target: DeleteTarget | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  returnFocus: () => void;
}) {
  const many = (target?.count ?? 1) > 1;
  return (
    <AlertDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      {target ? (
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
            <AlertDialogTitle className="break-words">
              {many ? `Delete ${target.count} products?` : `Delete ${target.label}?`}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {many ? 'They leave' : 'It leaves'} the shop at once. A product that appears in past orders is archived rather than
              deleted, so order history keeps showing it; the others are removed for good, with their photos.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
              disabled={busy}
              onClick={(e) => {
                // Kept open until the request settles; the parent closes it.
                e.preventDefault();
                onConfirm();
              }}
            >
              {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {many ? 'Delete products' : 'Delete product'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
