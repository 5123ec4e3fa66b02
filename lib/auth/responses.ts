/** Cart and wishlist merge fields the spec's login and register answers carry; the cart issue fills them. */
export function emptyMergeResult() {
  return {
    wishlistMerged: false,
    cartMerged: false,
    mergedItems: { wishlist: 0, cart: 0 },
    wishlistCount: 0,
    cartCount: 0,
  };
}
