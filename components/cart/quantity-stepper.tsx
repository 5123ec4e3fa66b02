'use client';

import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Label } from '@/components/ui/label';

const stepButton =
  'inline-flex size-10 items-center justify-center text-foreground transition-colors hover:bg-cream aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent focus-visible:relative focus-visible:z-10 sm:size-11';

/**
 * −, a number field and +. The buttons use aria-disabled rather than disabled so keyboard focus
 * stays on − when it reaches the minimum instead of falling back to the page.
 */
export function QuantityStepper({
  name,
  quantity,
  max,
  onChange,
  onCommit,
}: {
  name: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Enter: send now rather than after the debounce. */
  onCommit: () => void;
}) {
  const id = useId();
  // Only while the field holds something that is not a whole number (e.g. emptied to retype).
  const [draft, setDraft] = useState<string | null>(null);
  const canDecrease = quantity > 1;
  const canIncrease = quantity < max;

  return (
    <div>
      <Label htmlFor={id} className="sr-only">
        Quantity of {name}
      </Label>
      <div className="inline-flex items-center rounded-md border border-input bg-card">
        <button
          type="button"
          className={`${stepButton} rounded-l-md`}
          aria-label={`Decrease quantity of ${name}`}
          aria-disabled={!canDecrease}
          onClick={() => canDecrease && onChange(quantity - 1)}
        >
          <Minus aria-hidden className="size-4" />
        </button>
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          step={1}
          value={draft ?? String(quantity)}
          onChange={(event) => {
            const raw = event.target.value.trim();
            if (/^\d+$/.test(raw)) {
              setDraft(null);
              onChange(Number(raw));
            } else {
              setDraft(raw);
            }
          }}
          onBlur={() => setDraft(null)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onCommit();
            }
          }}
          className="h-10 w-12 border-x border-input bg-transparent text-center text-base tabular-nums outline-hidden [appearance:textfield] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:h-11 sm:w-14 sm:text-sm [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={`${stepButton} rounded-r-md`}
          aria-label={`Increase quantity of ${name}`}
          aria-disabled={!canIncrease}
          onClick={() => canIncrease && onChange(quantity + 1)}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
