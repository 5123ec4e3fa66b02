'use client';

import { useRef } from 'react';

/**
 * A list's dialogs open without a Radix trigger, so focus goes back by hand when one closes: to
 * the control that opened it, or to the list's heading when that control's row is gone.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return {
    /** The list's heading (tabIndex -1), where focus lands when the opener is gone. */
    headingRef,
    /** Remembers `from` as the place focus returns to, then opens the dialog. */
    openFrom: (from: HTMLElement, open: () => void) => {
      opener.current = from;
      open();
    },
    returnFocus: () => {
      const from = opener.current;
      (from?.isConnected ? from : headingRef.current)?.focus();
    },
  };
}
