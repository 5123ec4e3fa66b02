'use client';

import { createContext, useContext } from 'react';

export interface NavCounts {
  cart: number;
  wishlist: number;
}

/**
 * Cart and wishlist counts for the navigation badges. The cart issue provides the live values
 * (server cart, polling every 30 s); until then every badge stays hidden at 0.
 */
export const NavCountsContext = createContext<NavCounts>({ cart: 0, wishlist: 0 });

export function useNavCounts(): NavCounts {
  return useContext(NavCountsContext);
}
