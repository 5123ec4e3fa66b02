'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Loader2, ShoppingBag, ShoppingCart, Trash2, X } from 'lucide-react';
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
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { itemCount } from './summary';

export type BulkAction = 'remove' | 'clear' | 'addAll' | 'addSelected';

interface WishlistToolbarProps {
  selectAllState: boolean | 'indeterminate';
  selectedCount: number;
  selectableCount: number;
  totalCount: number;
  busy: BulkAction | null;
  onToggleAll: () => void;
  onRemoveSelected: () => void;
  /** Resolves once the request settled; the dialog stays open (and busy) until then. */
  onClearAll: () => Promise<void>;
  onAddAll: () => void;
  onAddSelected: () => void;
}

function Spinner({ on, icon }: { on: boolean; icon: React.ReactNode }) {
  return on ? <Loader2 aria-hidden className="animate-spin" /> : icon;
}

export function WishlistToolbar({
  selectAllState,
  selectedCount,
  selectableCount,
  totalCount,
  busy,
  onToggleAll,
  onRemoveSelected,
  onClearAll,
  onAddAll,
  onAddSelected,
}: WishlistToolbarProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const locked = busy !== null;

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-xs lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1">
        <Checkbox
          id="wishlist-select-all"
          checked={selectAllState}
          onCheckedChange={onToggleAll}
          disabled={locked || selectableCount === 0}
        />
        <Label htmlFor="wishlist-select-all" className="cursor-pointer">
          Select all
        </Label>
        <span aria-live="polite" className="text-sm text-muted-foreground">
          {selectedCount > 0 ? `${selectedCount} of ${selectableCount} selected` : 'None selected'}
        </span>
      </div>

      {/* Small buttons that grow to fill each row: five labels fit in three rows at 390 px. */}
      <div role="group" aria-label="Wishlist actions" className="flex flex-wrap gap-2 lg:justify-end [&>*]:flex-auto sm:[&>*]:flex-none">
        <Button variant="outline" size="sm" onClick={onRemoveSelected} disabled={locked || selectedCount === 0}>
          <Spinner on={busy === 'remove'} icon={<X aria-hidden />} />
          Remove Selected
        </Button>

        <AlertDialog
          open={confirmOpen}
          onOpenChange={(open) => {
            // Escape while the request runs would hide its outcome.
            if (busy !== 'clear') setConfirmOpen(open);
          }}
        >
          <AlertDialogTrigger asChild>
            <Button variant="outline" size="sm" disabled={locked || totalCount === 0}>
              <Trash2 aria-hidden />
              Clear All
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Clear your wishlist?</AlertDialogTitle>
              <AlertDialogDescription>
                This removes all {itemCount(totalCount)} from your wishlist. It cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy === 'clear'}>Keep Wishlist</AlertDialogCancel>
              <Button
                variant="destructive"
                disabled={busy === 'clear'}
                onClick={async () => {
                  await onClearAll();
                  setConfirmOpen(false);
                }}
              >
                <Spinner on={busy === 'clear'} icon={<Trash2 aria-hidden />} />
                Clear All
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>

        <Button variant="outline" size="sm" onClick={onAddSelected} disabled={locked}>
          <Spinner on={busy === 'addSelected'} icon={<ShoppingBag aria-hidden />} />
          Add Selected
        </Button>
        <Button size="sm" onClick={onAddAll} disabled={locked}>
          <Spinner on={busy === 'addAll'} icon={<ShoppingBag aria-hidden />} />
          Add All Available
        </Button>
        <Button asChild variant="secondary" size="sm">
          <Link href="/cart">
            <ShoppingCart aria-hidden />
            View Cart
          </Link>
        </Button>
      </div>
    </div>
  );
}
