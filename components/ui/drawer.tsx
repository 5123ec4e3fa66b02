'use client';

import { useEffect, useId, useRef } from 'react';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  side?: 'left' | 'right';
  className?: string;
  titleClassName?: string;
  children: React.ReactNode;
}

/**
 * A side panel on the native <dialog> element: showModal() gives the focus trap, Escape,
 * the inert background and focus return for free, with no library on every page (the
 * navigation's mobile menu and the catalogue filters ship on pages with tight JS budgets).
 */
export function Drawer({ open, onOpenChange, title, description, side = 'right', className, titleClassName, children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => onOpenChange(false)}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(e) => e.target === ref.current && onOpenChange(false)}
      className={cn(
        'fixed inset-y-0 m-0 h-dvh max-h-none w-80 max-w-[88vw] overflow-y-auto p-0 shadow-2xl backdrop:bg-ink/60',
        side === 'right' ? 'right-0 left-auto' : 'left-0',
        className,
      )}
    >
      <div className="flex min-h-full flex-col p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className={cn('font-display text-2xl', titleClassName)}>
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="-mt-2 -mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-current/10"
            aria-label="Close"
          >
            <X aria-hidden className="h-5 w-5" />
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm opacity-80">
            {description}
          </p>
        ) : null}
        <div className="mt-6 flex-1">{children}</div>
      </div>
    </dialog>
  );
}
