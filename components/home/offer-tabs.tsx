'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

/**
 * The offers' tabs: the only part of the section that needs the browser. Each panel is rendered
 * on the server (offers-panel.tsx) and handed in, so the offers' markup, dates and labels ship
 * as HTML, not as JavaScript; this keeps which one shows, with the arrow keys of a tablist.
 */
export function OfferTabs({ tabs, panels }: { tabs: { key: string; label: string }[]; panels: ReactNode[] }) {
  // The first tab is selected at load.
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const to = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (to == null) return;
    e.preventDefault();
    setSelected(to);
    tabRefs.current[to]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label="Offer categories" className="mt-8 flex flex-wrap gap-2">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={(e) => onTabKey(e, i)}
            className={cn(
              'min-h-11 rounded-full border px-5 text-sm font-medium tracking-wide transition-colors',
              i === selected ? 'border-ink bg-ink text-ivory' : 'border-input bg-card text-foreground hover:border-foreground/40',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={tabs[i]?.key ?? i}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={i !== selected}
          className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
        >
          {panel}
        </div>
      ))}
    </>
  );
}
