'use client';

import { useEffect, useRef } from 'react';
import { ShopMenuGroups } from './shop-menu';

/**
 * The desktop header's Shop panel: a native popover (Escape and a click outside close it, its
 * links follow the Shop button in the tab order). Loaded when a pointer or the focus nears the
 * button, so neither its links nor the catalogue's vocabulary weigh on every page.
 */
export function ShopPanel({ id, openOnMount }: { id: string; openOnMount: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  // Shop was pressed before this arrived: open as the press asked.
  useEffect(() => {
    if (openOnMount && !panel.current?.matches(':popover-open')) panel.current?.showPopover();
  }, [openOnMount]);
  return (
    <div
      ref={panel}
      id={id}
      popover="auto"
      // A link followed inside the page (no reload) closes the panel.
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a')) e.currentTarget.hidePopover();
      }}
      className="on-dark fixed inset-x-0 top-20 bottom-auto m-0 mx-auto w-[min(100%-2rem,60rem)] rounded-b-lg border-0 bg-ink p-8 text-ivory shadow-xl ring-1 ring-gold/20"
    >
      <div className="grid grid-cols-3 gap-8">
        <ShopMenuGroups
          idPrefix={id}
          titleClassName="eyebrow text-gold"
          listClassName="mt-4 space-y-1"
          linkClassName="block py-1.5 font-display text-xl text-ivory/90 hover:text-gold"
        />
      </div>
    </div>
  );
}
