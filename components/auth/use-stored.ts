'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { readStored, STORAGE_CHANGED_EVENT } from './storage';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(STORAGE_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(STORAGE_CHANGED_EVENT, onChange);
  };
}

const serverSnapshot = () => null;

/**
 * A value from browser storage, kept in step with writes from this tab and others. Null while
 * server rendering and hydrating, so the markup matches; the stored value follows at once.
 */
export function useStoredValue(kind: 'local' | 'session', key: string): string | null {
  const read = useCallback(() => readStored(kind, key), [kind, key]);
  return useSyncExternalStore(subscribe, read, serverSnapshot);
}

const noSubscription = () => () => {};

/** False while server rendering and hydrating, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
