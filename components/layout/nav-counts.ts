import { cartCount, wishlistCount } from '@/lib/client/visitor';
import { useResource } from './use-resource';

export interface NavCounts {
  cart: number;
  wishlist: number;
}

/**
 * Cart and wishlist counts for the navigation badges (and anyone else who reads them), from the
 * client cache: 0 until the first answer; a failed refresh keeps the last value.
 */
export function useNavCounts(): NavCounts {
  const cart = useResource(cartCount).data ?? 0;
  const wishlist = useResource(wishlistCount).data ?? 0;
  return { cart, wishlist };
}
