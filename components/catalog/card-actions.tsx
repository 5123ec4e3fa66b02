'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Heart } from 'lucide-react';
import { useNavCounts } from '@/components/layout/nav-counts';
import { useResource } from '@/components/layout/use-resource';
import type { CartView } from '@/lib/cart/types';
import { bag, wishlistIds } from '@/lib/client/visitor';
// Plain buttons with the Button primitive's classes: this island shares a chunk with the product
// page's panel, which leaves the Button module (its asChild slot) out of the page's JavaScript.
import { addToCart, preloadShopApi, setWishlisted } from './shop-actions';

/** Units of one size of a perfume in the bag: Quick Add puts in one size, so "Add More (n)" counts that size's units only. */
function unitsIn(cart: CartView | undefined, productId: string, sizeId: string | undefined): number {
  let n = 0;
  for (const line of cart?.items ?? []) if (line.productId === productId && (line.variantId ?? '') === (sizeId ?? '')) n += line.quantity;
  return n;
}

/**
 * The card's heart (top right of the card) and Quick Add: the only client code of a card. Quick
 * Add puts in one bottle of the default size (`stock` is that size's, `sizeId` its id); for a
 * perfume in several sizes `sizeLabel` names it to screen readers and in the toast.
 */
export function CardActions({
  productId,
  sizeId,
  name,
  stock,
  sizeLabel,
}: {
  productId: string;
  sizeId?: string;
  name: string;
  stock: number;
  sizeLabel?: string;
}) {
  const router = useRouter();
  const counts = useNavCounts();
  /*
   * A grid holds 24 cards: the hearts and "Add More (n)" come from the client cache's one copy of
   * the wishlist and of the bag, asked for only when the navigation counts say there is something
   * to find. A change made here writes them (lib/client/cart-api.ts), so it costs no second GET.
   */
  const cart = useResource(bag, counts.cart > 0).data;
  const wishlist = useResource(wishlistIds, counts.wishlist > 0).data;
  const [busy, setBusy] = useState(false);
  const heartBusy = useRef(false);
  const out = stock <= 0;

  const wished = counts.wishlist > 0 && !!wishlist?.has(productId);
  const inCart = counts.cart > 0 ? unitsIn(cart, productId, sizeId) : 0;

  async function quickAdd() {
    if (busy) return;
    setBusy(true);
    // Adds in place: the shopper stays on the listing where they were browsing; the toast (and
    // the bag's count in the header) says it worked and offers the way to the bag.
    await addToCart(productId, 1, name, { success: { action: { label: 'View bag', onClick: () => router.push('/cart') } }, sizeLabel });
    setBusy(false);
  }

  async function toggleWishlist() {
    if (heartBusy.current) return;
    heartBusy.current = true;
    // The heart and the count change at once and change back if the request fails (the cache's doing).
    await setWishlisted(productId, !wished);
    heartBusy.current = false;
  }

  return (
    <>
      <button
        type="button"
        className="absolute top-3 right-3 z-10 inline-flex h-10 w-10 items-center justify-center rounded-full bg-ivory/90 text-ink shadow transition-colors outline-hidden hover:bg-ivory focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        aria-pressed={wished}
        aria-label={`${wished ? 'Remove' : 'Add'} ${name} ${wished ? 'from' : 'to'} wishlist`}
        onPointerEnter={() => void preloadShopApi()}
        onFocus={() => void preloadShopApi()}
        onClick={() => void toggleWishlist()}
      >
        <Heart aria-hidden className={wished ? 'h-5 w-5 fill-current text-destructive' : 'h-5 w-5'} />
      </button>
      <button
        type="button"
        disabled={out || busy}
        className={`relative z-10 inline-flex h-10 w-full shrink-0 sm:h-9 sm:w-auto items-center justify-center gap-1.5 rounded-md px-3 text-xs font-medium tracking-wide whitespace-nowrap transition-colors outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 ${
          out ? 'border border-input bg-transparent text-foreground' : 'bg-primary text-primary-foreground shadow-sm hover:bg-ink-soft'
        }`}
        onPointerEnter={() => void preloadShopApi()}
        onFocus={() => void preloadShopApi()}
        onClick={() => void quickAdd()}
      >
        {out ? 'Out of Stock' : busy ? 'Adding...' : inCart > 0 ? `Add More (${inCart})` : 'Quick Add'}
        {/* Which perfume (and size), for a screen reader's list of buttons (24 "Quick Add"s say nothing). */}
        <span className="sr-only">
          {' '}
          {name}
          {sizeLabel ? `, ${sizeLabel}` : null}
        </span>
      </button>
    </>
  );
}
