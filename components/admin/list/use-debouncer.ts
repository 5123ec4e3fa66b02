'use client';

import { useEffect, useMemo, useRef } from 'react';

/**
 * One pending call at a time, `ms` after the last request: the lists' search box.
 * cancel() lets Enter search at once; unmounting drops the call.
 */
export function useDebouncer(ms: number): { run: (fn: () => void) => void; cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      run(fn: () => void) {
        clearTimeout(timer.current);
        timer.current = setTimeout(fn, ms);
      },
      cancel() {
        clearTimeout(timer.current);
      },
    }),
    [ms],
  );
}
