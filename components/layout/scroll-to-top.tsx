'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/*
 * The path last shown, kept in the module rather than a ref: moving between route groups (a
 * perfume's page to /faq) mounts another layout and with it another ScrollToTop, whose ref would
 * start at the new path and never scroll. Null until the first page has rendered.
 */
let shownPath: string | null = null;

/**
 * Scrolls to the top on every path change (not on query changes). Not on the first render: that
 * would undo a shopper's early scroll and break links to #anchors.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    const previous = shownPath;
    shownPath = pathname;
    if (previous === null || previous === pathname) return;
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
