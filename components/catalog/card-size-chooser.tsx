'use client';

import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatInr } from '@/lib/money';

export interface CardSize {
  id: string;
  label: string;
  pricePaise: number;
  stock: number;
}

/**
 * Quick Add's size choice on a card of a perfume sold in several sizes: the card says "From ₹…",
 * so what goes in the bag is asked, not assumed. Over the card's lower half, keyboard first: the
 * first size that can be bought takes the focus, Escape or leaving the group closes it. Loaded on
 * the first approach to a Quick Add that needs it (card-actions.tsx), not with the listing.
 */
export default function CardSizeChooser({
  name,
  sizes,
  onChoose,
  onClose,
}: {
  name: string;
  sizes: readonly CardSize[];
  onChoose: (size: CardSize) => void;
  onClose: (returnFocus: boolean) => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  const firstAvailable = Math.max(0, sizes.findIndex((s) => s.stock > 0));
  useEffect(() => {
    group.current?.querySelectorAll<HTMLButtonElement>('button[data-size]')[firstAvailable]?.focus();
  }, [firstAvailable]);

  return (
    <div
      ref={group}
      role="group"
      aria-label={`Choose a size of ${name}`}
      className="absolute inset-x-0 bottom-0 z-20 border-t border-border bg-card p-3 shadow-lg sm:p-4"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onClose(true);
      }}
      onBlur={(e) => {
        // Tabbing or clicking away closes it, as a menu would.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onClose(false);
      }}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-medium tracking-wide uppercase">Choose a size</p>
        <button
          type="button"
          aria-label="Close the size choice"
          className="inline-flex h-8 w-8 items-center justify-center rounded-full outline-hidden hover:bg-cream focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => onClose(true)}
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <ul className="mt-2 grid gap-1.5">
        {sizes.map((s) => {
          const out = s.stock <= 0;
          return (
            <li key={s.id}>
              <button
                type="button"
                data-size
                disabled={out}
                onClick={() => onChoose(s)}
                className="flex min-h-10 w-full items-center justify-between gap-3 rounded-md border border-border px-3 text-sm outline-hidden transition-colors hover:border-ink focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:text-muted-foreground disabled:hover:border-border"
              >
                <span className="text-left leading-tight">{s.label}</span>
                <span className="figures shrink-0 font-medium">{out ? 'Sold out' : formatInr(s.pricePaise)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
