'use client';

import { createContext, useContext } from 'react';
import { defaultStore, type StoreInfo } from '@/lib/store';

/*
 * The store's details (lib/store-details/settings.ts) for client components: the server layout
 * reads them once and hands them down, so a client island never fetches them and always agrees
 * with the page around it.
 */
const StoreContext = createContext<StoreInfo>(defaultStore);

export function StoreProvider({ store, children }: { store: StoreInfo; children: React.ReactNode }) {
  return <StoreContext value={store}>{children}</StoreContext>;
}

/** The details the surrounding page was rendered with (the defaults outside a StoreProvider, e.g. in a unit test). */
export function useStore(): StoreInfo {
  return useContext(StoreContext);
}
