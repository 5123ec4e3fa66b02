'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useRef, useState } from 'react';
import { Heart } from 'lucide-react';
import { useNavCounts } from '@/components/layout/nav-counts';
import { useResource } from '@/components/layout/use-resource';
import type { CartView } from '@/lib/cart/types';
import { bag, wishlistIds } from '@/lib/client/visitor';
// Plain buttons with the Button primitive's classes: this island shares a chunk with the product
// page's panel, which leaves the Button module (its asChild slot) out of the page's JavaScript.
import type { CardSize } from './card-size-chooser';
import { addToCart, preloadShopApi, setWishlisted } from './shop-actions';

const loadSizeChooser = () => import('./card-size-chooser');
const CardSizeChooser = lazy(loadSizeChooser);

/** Units of a perfume in the bag: of the one size Quick Add puts in, or of every size when it asks which (`sizeId` null). */
function unitsIn(cart: CartView | undefined, productId: string, sizeId: string | undefined | null): number {
  let n = 0;
  for (const line of cart?.items ?? []) {
    if (line.productId === productId && (sizeId === null || (line.variantId ?? '') === (sizeId ?? ''))) n += line.quantity;
  }
  return n;
}

/**
 * The card's heart (top right of the card) and Quick Add: the only client code of a card. Quick
 * Add puts in one bottle of the default size (`stock` is that size's, `sizeId` its id); a perfume
 * whose sizes differ in price (`sizes`, the card says "From ₹…") asks which first.
 */
export function CardActions({
  productId,
  sizeId,
  name,
  stock,
  sizeLabel,
  sizes,
}: {
  productId: string;
  sizeId?: string;
  name: string;
  stock: number;
  /** The default size's name, for the toast, when the perfume has several at one price. */
  sizeLabel?: string;
  /** Set when the sizes differ in price: Quick Add asks which. */
  sizes?: readonly CardSize[];
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
  const [choosing, setChoosing] = useState(false);
  const quickButton = useRef<HTMLButtonElement>(null);
  const heartBusy = useRef(false);
  const asks = !!sizes && sizes.length > 1;
  const out = asks ? sizes.every((s) => s.stock <= 0) : stock <= 0;

  const wished = counts.wishlist > 0 && !!wishlist?.has(productId);
  const inCart = counts.cart > 0 ? unitsIn(cart, productId, asks ? null : sizeId) : 0;

  async function add(size?: CardSize) {
    if (busy) return;
    setBusy(true);
    // Adds in place: the shopper stays on the listing where they were browsing; the toast (and
    // the bag's count in the header) says it worked and offers the way to the bag.
    await addToCart(productId, 1, name, {
      success: { action: { label: 'View bag', onClick: () => router.push('/cart') } },
      variantId: size?.id,
      sizeLabel: size?.label ?? sizeLabel,
    });
    setBusy(false);
  }

  function preload() {
    void preloadShopApi();
    if (asks) void loadSizeChooser();
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
        ref={quickButton}
        aria-expanded={asks ? choosing : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (asks ? setChoosing(true) : void add())}
      >
        {out ? 'Out of Stock' : busy ? 'Adding...' : inCart > 0 ? `Add More (${inCart})` : 'Quick Add'}
        {/* Which perfume, for a screen reader's list of buttons (24 "Quick Add"s say nothing). */}
        <span className="sr-only"> {name}</span>
      </button>
      {choosing && sizes ? (
        <Suspense fallback={null}>
          <CardSizeChooser
            name={name}
            sizes={sizes}
            onChoose={(size) => {
              setChoosing(false);
              quickButton.current?.focus();
              void add(size);
            }}
            onClose={(returnFocus) => {
              setChoosing(false);
              if (returnFocus) quickButton.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
