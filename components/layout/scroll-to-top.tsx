'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Spec: the layout scrolls to the top on every path change (not on query changes). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
