'use client';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export interface DeleteTarget {
  /** One product's name, or how many are selected. */
  label: string;
  count: number;
}

/** The delete confirmation, for one product or the selection. */
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
    <ConfirmDialog
      open={target !== null}
      warningIcon
      busy={busy}
      title={target ? (many ? `Delete ${target.count} products?` : `Delete ${target.label}?`) : null}
      description={
        <p>
          {many ? 'They leave' : 'It leaves'} the shop at once. A product that appears in past orders is archived rather than
          deleted, so order history keeps showing it; the others are removed for good, with their photos.
        </p>
      }
      confirmLabel={many ? 'Delete products' : 'Delete product'}
      // Kept open until the request settles; the parent closes it.
      onConfirm={onConfirm}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeWhenSettled
      returnFocus={returnFocus}
    />
  );
}
