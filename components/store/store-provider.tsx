'use client';

import { createContext, useContext } from 'react';
import type { ClientStoreInfo } from '@/lib/store';

/*
 * The store's details (lib/store-details/settings.ts) for client components: the server layout
 * reads them once and hands them down, so a client island never fetches them and always agrees
 * with the page around it. No default: the defaults (and the list of states they need) would
 * otherwise ship in every page's JavaScript for a value no page uses.
 */
const StoreContext = createContext<ClientStoreInfo | null>(null);

export function StoreProvider({ store, children }: { store: ClientStoreInfo; children: React.ReactNode }) {
  return <StoreContext value={store}>{children}</StoreContext>;
}

/** The details the surrounding page was rendered with. */
export function useStore(): ClientStoreInfo {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore() outside a StoreProvider: render the component inside SiteChrome');
  return store;
}
