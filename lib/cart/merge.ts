import type { Db } from '../db/client';
import { cartCount, mergeGuestCart } from './service';
import { mergeGuestWishlist, wishlistCount } from '../wishlist/service';
import type { MergeResult } from './types';

/**
 * At sign-in the guest's bag joins the account's, in one transaction: a failure leaves both as
 * they were. Answers the merge fields with the account's counts afterwards.
 */
export async function mergeGuestBags(db: Db, guestId: string | null, userId: string): Promise<MergeResult> {
  const merged = guestId
    ? await db.transaction(async (tx) => ({
        cart: await mergeGuestCart(tx, guestId, userId),
        wishlist: await mergeGuestWishlist(tx, guestId, userId),
      }))
    : { cart: 0, wishlist: 0 };
  const owner = { userId };
  const [cart, wishlist] = await Promise.all([cartCount(db, owner), wishlistCount(db, owner)]);
  return {
    wishlistMerged: merged.wishlist > 0,
    cartMerged: merged.cart > 0,
    mergedItems: { wishlist: merged.wishlist, cart: merged.cart },
    wishlistCount: wishlist,
    cartCount: cart,
  };
}
