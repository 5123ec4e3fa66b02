'use client';

import { Link } from '@/components/ui/link';
import { useCallback, useRef, useState } from 'react';
import { ChevronDown, Loader2, ShoppingBag, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Label } from '@/components/ui/label';
import { itemCount } from './summary';

export type BulkAction = 'remove' | 'clear' | 'addAll' | 'addSelected';

function Spinner({ on, icon }: { on: boolean; icon: React.ReactNode }) {
  return on ? <Loader2 aria-hidden className="animate-spin" /> : icon;
}

/** Quiet text buttons: the page's figures and pictures lead, the rare actions wait here. */
const QUIET = 'h-11 px-3 text-sm tracking-wide text-foreground/80 hover:bg-transparent hover:text-foreground';

interface WishlistActionsProps {
  selecting: boolean;
  totalCount: number;
  busy: BulkAction | null;
  onSelecting: (on: boolean) => void;
  /** Resolves once the request settled; the dialog stays open (and busy) until then. */
  onClearAll: () => Promise<void>;
  onAddAll: () => void;
}

/**
 * Beside the heading: Select (turns on choosing pieces for the bulk actions) and More (add
 * everything available, view the bag, clear the list, after a confirmation).
 */
export function WishlistActions({ selecting, totalCount, busy, onSelecting, onClearAll, onAddAll }: WishlistActionsProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const moreRef = useRef<HTMLButtonElement>(null);
  const locked = busy !== null;

  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <Button variant="ghost" className={QUIET} onClick={() => onSelecting(!selecting)}>
        {selecting ? 'Done' : 'Select'}
      </Button>
      <span aria-hidden className="h-4 w-px bg-border" />
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          {/* Never disabled: focus stays here while an action runs (a second one waits its turn). */}
          <Button ref={moreRef} variant="ghost" className={QUIET} aria-busy={locked || undefined} aria-label="More wishlist actions">
            {busy === 'addAll' || busy === 'clear' ? <Loader2 aria-hidden className="animate-spin" /> : null}
            More
            <ChevronDown aria-hidden className="size-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" sideOffset={6} className="w-60">
          <DropdownMenuItem onSelect={onAddAll}>
            <ShoppingBag aria-hidden />
            Add All Available
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/cart">View Cart</Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setConfirmOpen(true)} disabled={totalCount === 0}>
            <Trash2 aria-hidden />
            Clear All
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        onCloseAutoFocus={(event) => {
          // The menu item that opened the dialog is gone: back to More, not to the page's top.
          if (!moreRef.current?.isConnected) return;
          event.preventDefault();
          moreRef.current.focus();
        }}
        title="Clear your wishlist?"
        description={`This removes all ${itemCount(totalCount)} from your wishlist. It cannot be undone.`}
        cancelLabel="Keep Wishlist"
        confirmLabel="Clear All"
        confirmIcon={<Trash2 aria-hidden />}
        busy={busy === 'clear'}
        onConfirm={async () => {
          await onClearAll();
          setConfirmOpen(false);
        }}
      />
    </div>
  );
}

interface SelectionBarProps {
  selectAllState: boolean | 'indeterminate';
  selectedCount: number;
  selectableCount: number;
  busy: BulkAction | null;
  onToggleAll: () => void;
  onRemoveSelected: () => void;
  onAddSelected: () => void;
}

/** Shown only while selecting: what is chosen, and what can be done with it. */
export function SelectionBar({ selectAllState, selectedCount, selectableCount, busy, onToggleAll, onRemoveSelected, onAddSelected }: SelectionBarProps) {
  const locked = busy !== null;
  // Turning Select on moves focus to the first new control (stable: called once, on mount).
  const focusOnMount = useCallback((el: HTMLButtonElement | null) => el?.focus(), []);
  return (
    <div
      role="group"
      aria-label="Selected pieces"
      className="flex flex-col gap-3 border-b border-border py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          ref={focusOnMount}
          id="wishlist-select-all"
          checked={selectAllState}
          onCheckedChange={onToggleAll}
          disabled={locked || selectableCount === 0}
        />
        <Label htmlFor="wishlist-select-all" className="cursor-pointer font-normal">
          Select all
        </Label>
        <span aria-live="polite" className="text-sm text-muted-foreground">
          {selectedCount > 0 ? `${selectedCount} of ${selectableCount} selected` : 'None selected'}
        </span>
      </div>
      <div className="flex gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
        <Button variant="outline" size="sm" onClick={onRemoveSelected} disabled={locked || selectedCount === 0}>
          <Spinner on={busy === 'remove'} icon={null} />
          Remove Selected
        </Button>
        <Button size="sm" onClick={onAddSelected} disabled={locked || selectedCount === 0}>
          <Spinner on={busy === 'addSelected'} icon={<ShoppingBag aria-hidden />} />
          Add Selected
        </Button>
      </div>
    </div>
  );
}
