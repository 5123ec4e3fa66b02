/** Whose cart or wishlist: a signed-in user, or a guest identified by the signed guest cookie. */
export type BagOwner = { userId: string; guestId?: undefined } | { guestId: string; userId?: undefined };
