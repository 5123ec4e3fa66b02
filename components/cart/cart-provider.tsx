'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useResource } from '@/components/layout/use-resource';
import { ApiError, errorMessage } from '@/lib/client/api';
import { cartApi } from '@/lib/client/cart-api';
import { bag } from '@/lib/client/visitor';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { buildRows, cartTotals, nextQuantity, type CartRow, type CartTotals } from './cart-model';
import { LineDebouncer } from './line-debouncer';
import type { BagSetLine } from '@/lib/discovery/types';
import { SerialQueue } from './serial-queue';

type CartStatus = 'loading' | 'ready' | 'error';

export const CART_LOAD_ERROR = 'Failed to load cart data';

interface CartContextValue {
  status: CartStatus;
  rows: CartRow[];
  /** The bag's discovery sets, each one line. */
  sets: BagSetLine[];
  removeSet: (set: BagSetLine) => void;
  totals: CartTotals;
  /** Some shopper action has happened: totals changes are worth announcing from now on. */
  interacted: boolean;
  retry: () => void;
  setQuantity: (row: CartRow, requested: number) => void;
  /** Send a line's waiting change now (Enter in the quantity field). */
  commitQuantity: (row: CartRow) => void;
  remove: (row: CartRow) => void;
  clear: () => Promise<boolean>;
  /** Sends every waiting change and waits for the replies (before going to checkout). */
  settle: () => Promise<void>;
  hasUnsentChanges: () => boolean;
}

const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}

function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V | undefined): ReadonlyMap<K, V> {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
}

function withMember<T>(set: ReadonlySet<T>, member: T, present: boolean): ReadonlySet<T> {
  const next = new Set(set);
  if (present) next.add(member);
  else next.delete(member);
  return next;
}

/**
 * The cart page's state: the server's last snapshot (the client cache's bag, which every change
 * answered with is written into by lib/client/cart-api.ts, and which is read again when the tab
 * comes back), optimistic quantity changes debounced per line, and optimistic removals. Changes
 * run one at a time so their snapshots land in order.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const snapshot = useResource(bag);
  const view = snapshot.data ?? null;
  // With a bag on screen, a failed background read keeps it (the cache's rule).
  const status: CartStatus = snapshot.status === 'ready' ? 'ready' : snapshot.status === 'error' ? 'error' : 'loading';
  const [overrides, setOverrides] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());
  const [interacted, setInteracted] = useState(false);
  const [debouncer] = useState(() => new LineDebouncer<number>());
  const [queue] = useState(() => new SerialQueue());
  // Sends queued or in flight per line: an optimistic value is dropped only when none remain.
  const outstanding = useRef(new Map<string, number>());

  // After the changes already queued: the real quantities and limits.
  const reload = useCallback(() => void queue.run(() => bag.refresh()), [queue]);

  const settleLine = useCallback(
    (key: string) => {
      const left = (outstanding.current.get(key) ?? 1) - 1;
      if (left > 0) {
        outstanding.current.set(key, left);
        return;
      }
      outstanding.current.delete(key);
      // A newer change still waiting keeps its optimistic value; otherwise the server's shows.
      if (!debouncer.has(key)) setOverrides((current) => withEntry(current, key, undefined));
    },
    [debouncer],
  );

  const sendQuantity = useCallback(
    (key: string, apiId: string, quantity: number) => {
      outstanding.current.set(key, (outstanding.current.get(key) ?? 0) + 1);
      queue.run(() => cartApi.updateQuantity(apiId, quantity)).then(
        () => settleLine(key),
        (err: unknown) => {
          settleLine(key);
          toastError(`Failed to update quantity: ${errorMessage(err, 'Failed to update item quantity')}`);
          // Stock may have changed under us: fetch the real quantities and limits.
          reload();
        },
      );
    },
    [reload, queue, settleLine],
  );

  const setQuantity = useCallback(
    (row: CartRow, requested: number) => {
      if (!row.available || row.removing) return;
      const quantity = nextQuantity(row.quantity, requested, row.maxQuantity);
      if (quantity === row.quantity) return;
      setInteracted(true);
      if (quantity === row.serverQuantity && !outstanding.current.has(row.key)) {
        // Back where the server already is: nothing to send.
        debouncer.cancel(row.key);
        setOverrides((current) => withEntry(current, row.key, undefined));
        return;
      }
      setOverrides((current) => withEntry(current, row.key, quantity));
      debouncer.schedule(row.key, quantity, (value) => sendQuantity(row.key, row.apiId, value));
    },
    [debouncer, sendQuantity],
  );

  const commitQuantity = useCallback((row: CartRow) => debouncer.flush(row.key), [debouncer]);

  const remove = useCallback(
    (row: CartRow) => {
      setInteracted(true);
      debouncer.cancel(row.key);
      setOverrides((current) => withEntry(current, row.key, undefined));
      setRemoving((current) => withMember(current, row.key, true));
      queue.run(() => cartApi.remove(row.apiId)).then(
        () => setRemoving((current) => withMember(current, row.key, false)),
        (err: unknown) => {
          setRemoving((current) => withMember(current, row.key, false));
          // Already gone (another tab, or the quantity-0 update): just show the real cart.
          if (!(err instanceof ApiError && err.status === 404)) {
            toastError(`Failed to remove item: ${errorMessage(err, 'Failed to remove item from cart')}`);
          }
          reload();
        },
      );
    },
    [debouncer, reload, queue],
  );

  const clear = useCallback(async () => {
    setInteracted(true);
    debouncer.cancelAll();
    setOverrides(new Map());
    try {
      const res = await queue.run(() => cartApi.clear());
      toastSuccess(res.message || 'Cart cleared');
      return true;
    } catch (err) {
      toastError(`Failed to clear cart: ${errorMessage(err, 'Failed to clear cart')}`);
      reload();
      return false;
    }
  }, [debouncer, reload, queue]);

  const settle = useCallback(async () => {
    debouncer.flush();
    await queue.idle();
  }, [debouncer, queue]);

  const hasUnsentChanges = useCallback(() => debouncer.size > 0 || queue.size > 0, [debouncer, queue]);

  useEffect(() => {
    // The bag page shows the bag as it is now: one another page read earlier in this visit (the
    // cards', the product page's) is shown while it is read again.
    if (bag.get().status === 'ready') void bag.refresh();
  }, []);

  useEffect(() => {
    // Back to the tab the cache reads the bag again, quietly, instead of offering a Refresh
    // button (it may have changed in another tab or with a sign-in); waiting changes go too.
    const onVisible = () => {
      if (document.visibilityState === 'visible') debouncer.flush();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [debouncer]);

  useEffect(() => {
    // Leaving within the debounce window must not lose the change: send it now.
    const onPageHide = () => debouncer.flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      debouncer.flush();
    };
  }, [debouncer]);

  const rows = useMemo(() => buildRows(view, overrides, removing), [view, overrides, removing]);
  const totals = useMemo(() => cartTotals(view, rows), [view, rows]);
  const sets = useMemo(() => view?.sets ?? [], [view]);
  const removeSet = useCallback((set: BagSetLine) => {
    setInteracted(true);
    void queue.run(async () => {
      try {
        await cartApi.removeSet(set._id);
        toastSuccess('Discovery set removed from your bag');
      } catch (err) {
        toastError(errorMessage(err, 'The set could not be removed. Please try again.'));
      }
    });
  }, [queue]);

  const value = useMemo<CartContextValue>(
    () => ({
      status,
      rows,
      sets,
      removeSet,
      totals,
      interacted,
      retry: () => void bag.refresh(),
      setQuantity,
      commitQuantity,
      remove,
      clear,
      settle,
      hasUnsentChanges,
    }),
    [status, rows, sets, removeSet, totals, interacted, setQuantity, commitQuantity, remove, clear, settle, hasUnsentChanges],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
