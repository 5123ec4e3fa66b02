'use client';

import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/session-provider';
import { NavCountsContext, countsLoader, getData, watchCounts, type CountKind, type NavCounts } from './nav-counts';

// The shop, sign-in and account layouts each mount their own provider: moving between them
// starts from the last known counts instead of flashing empty badges. Written only in the browser.
let last: NavCounts = { cart: 0, wishlist: 0 };

/** Live cart and wishlist counts for the navigation badges (and anyone else who reads them). */
export function NavCountsProvider({ children }: { children: React.ReactNode }) {
  const [counts, setCounts] = useState<NavCounts>(last);
  const load = useRef<(kind: CountKind) => void>(null);
  const { status, user } = useAuth();
  // undefined while the session is still being checked: settling it is not a change of user.
  const userId = status === 'loading' ? undefined : (user?.id ?? null);
  const seenUser = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const loader = countsLoader(
      (kind) => getData<{ count: number }>(`/api/v1/${kind}/count`).then((d) => d.count),
      (kind, count) => setCounts((prev) => (prev[kind] === count ? prev : (last = { ...prev, [kind]: count }))),
    );
    load.current = loader;
    return watchCounts(loader, { win: window, doc: document });
  }, []);

  // Counts refresh when the signed-in user changes (sign-in, sign-out, a session that ended).
  useEffect(() => {
    if (userId === undefined) return;
    if (seenUser.current !== undefined && seenUser.current !== userId) {
      load.current?.('cart');
      load.current?.('wishlist');
    }
    seenUser.current = userId;
  }, [userId]);

  return <NavCountsContext.Provider value={counts}>{children}</NavCountsContext.Provider>;
}
