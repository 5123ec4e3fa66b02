'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

/**
 * A page's figures: a grid of StatCards from tablet width up. On a phone the list is the
 * admin's task, so the figures step aside: one compact row that scrolls sideways, shown after
 * the list (`order-last`, so its parent lays out as a flex column) unless `stayFirst` (the
 * dashboard, where the figures are the page). Pass the cards as <li> children.
 */
export function StatStrip({
  label,
  children,
  columns,
  stayFirst = false,
  className,
}: {
  /** A heading for screen readers ("Orders at a glance"). */
  label: string;
  children: ReactNode;
  /** The grid's columns from md up, e.g. "md:grid-cols-3 2xl:grid-cols-6". */
  columns: string;
  stayFirst?: boolean;
  className?: string;
}) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // A row that scrolls must be reachable from the keyboard; one that fits must not be a tab stop.
  // Reachable until measured: the server's HTML (and a phone before hydration) has the scrolling
  // row, and a stray tab stop on a wide screen for a moment costs less than a row no key can reach.
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setScrolls(list.scrollWidth > list.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  return (
    <section aria-labelledby={headingId} className={cn(!stayFirst && 'order-last md:order-none', className)}>
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      <ul
        ref={listRef}
        tabIndex={scrolls ? 0 : undefined}
        aria-labelledby={headingId}
        className={cn(
          '-mx-4 flex snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          '*:w-40 *:shrink-0 *:snap-start',
          'md:mx-0 md:grid md:gap-4 md:overflow-visible md:px-0 md:pb-0 md:*:w-auto',
          columns,
        )}
      >
        {children}
      </ul>
    </section>
  );
}
