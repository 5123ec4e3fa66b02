import { toastError, toastSuccess } from '@/components/ui/sonner';
import type { ExternalToast } from 'sonner';
import type { CartView } from '@/lib/cart/types';
import { changeWishlist } from '@/lib/client/visitor';

/*
 * Add to cart and the wishlist heart, shared by the product page's panel and the product cards.
 * The API client (with its messages) loads on the first press, or when a pointer or focus
 * reaches the buttons (preloadShopApi): the product page's JavaScript budget has no room for it,
 * and most views never press anything.
 */
let api: Promise<typeof import('@/lib/client/cart-api')> | undefined;

export function preloadShopApi() {
  // A failed chunk load is forgotten, so the next press tries again.
  api ??= import('@/lib/client/cart-api').catch((err: unknown) => {
    api = undefined;
    throw err;
  });
  return api;
}

/** A 4xx carries the server's own words ('This product is out of stock'); anything else gets the default. */
function messageOf(err: unknown, fallback: string): string {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && err instanceof Error && err.message ? err.message : fallback;
}

/** The quantity of a product in a cart: of one size when `variantId` is given, else of all its sizes. */
export function quantityIn(cart: Pick<CartView, 'items'>, productId: string, variantId?: string | null): number {
  let n = 0;
  for (const line of cart.items) if (line.productId === productId && (variantId == null || line.variantId === variantId)) n += line.quantity;
  return n;
}

/**
 * Adds and toasts the outcome; resolves to the cart afterwards, or null when it failed.
 * `success` extends the success toast (a product card gives it a way to the bag). Without a
 * `variantId` the server adds the product's default size; `sizeLabel` ("10 ml") is then the
 * toast's second line, so the shopper reads which size went in.
 */
export async function addToCart(
  productId: string,
  quantity: number,
  name: string,
  { success, variantId, sizeLabel }: { success?: ExternalToast; variantId?: string | null; sizeLabel?: string } = {},
): Promise<CartView | null> {
  try {
    const { cartApi } = await preloadShopApi();
    const cart = (await cartApi.add(productId, quantity, variantId)).data;
    const options = sizeLabel ? { ...success, description: sizeLabel } : success;
    toastSuccess(quantityIn(cart, productId, variantId) > quantity ? `${name} quantity increased!` : `${name} added to cart!`, options);
    return cart;
  } catch (err) {
    toastError(messageOf(err, 'Failed to add to cart'));
    return null;
  }
}

/**
 * Puts a product (in a size, when given) in the wishlist or takes it out; resolves to whether that
 * worked. The hearts and the count show the change at once, before the API client has loaded,
 * and change back if it fails (lib/client/visitor.ts).
 */
export async function setWishlisted(productId: string, on: boolean, variantId?: string | null): Promise<boolean> {
  try {
    await changeWishlist(
      async () => {
        const { wishlistRequests } = await preloadShopApi();
        try {
          return (await (on ? wishlistRequests.add(productId, variantId) : wishlistRequests.remove(productId))).data;
        } catch (err) {
          // Already gone (removed in another tab): the shopper's wish is met; the list is asked for again.
          if (on || (err as { status?: unknown } | null)?.status !== 404) throw err;
          return undefined;
        }
      },
      (view) => view,
      { productIds: [productId], on },
    );
    toastSuccess(on ? 'Added to wishlist' : 'Removed from wishlist');
    return true;
  } catch (err) {
    toastError(messageOf(err, 'Failed to update wishlist'));
    return false;
  }
}
