'use client';

import { useEffect, useMemo, useRef, useState } from 'react';

/** The value as it was once it stopped changing for `ms`: the list screens' search boxes. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/**
 * One pending call at a time, `ms` after the last request, for screens that load in an event
 * handler rather than an effect. cancel() lets Enter search at once; unmounting drops the call.
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
