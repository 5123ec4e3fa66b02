'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Heart } from 'lucide-react';
import { useNavCounts } from '@/components/layout/nav-counts';
import { useResource } from '@/components/layout/use-resource';
import { useSelectedSize } from '@/components/product/size-selection';
import type { CartView } from '@/lib/cart/types';
import { bag, wishlistIds } from '@/lib/client/visitor';
import { addToCart, preloadShopApi, setWishlisted } from './shop-actions';

// The product page's JavaScript budget is tight: the Button primitive's look without its module
// (its asChild slot; this would be its only client use on the page), and text glyphs for minus
// and plus rather than two more icon modules.
const base =
  'inline-flex h-12 items-center justify-center gap-2 rounded-md text-base font-medium tracking-wide whitespace-nowrap transition-colors outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50';
const outline = 'border border-input bg-transparent text-foreground hover:border-foreground/40 hover:bg-cream';

/** Units of one size of a perfume in the bag (the line's variantId). */
function unitsIn(cart: CartView | undefined, productId: string, variantId: string | null): number {
  let n = 0;
  for (const l of cart?.items ?? []) if (l.productId === productId && l.variantId === variantId) n += l.quantity;
  return n;
}

/**
 * Quantity selector (min 1, max stock), Add to Cart, the wishlist heart, and View Cart once it is
 * in the bag, all for the size chosen above (SizeProvider); stock and "In cart" follow it. One way
 * to add here: a second "Quick Add" beside Add to Cart did the same thing with the quantity
 * ignored, and shoppers could not tell them apart. Quick Add (one bottle, no detour to this page)
 * belongs to the product cards of the listing.
 *
 * `outOfStock` takes the place of Add to Cart while the chosen size is sold out (the back-in-stock
 * form, which reads the size with useSelectedSize); without it the button says "Out of Stock".
 */
export function PurchasePanel({ productId, name, outOfStock }: { productId: string; name: string; outOfStock?: ReactNode }) {
  const size = useSelectedSize();
  const variantId = size?.id ?? null;
  const stock = size?.stock ?? 0;
  const [qty, setQty] = useState(1);
  const [busy, setBusy] = useState(false);
  const heartBusy = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const [addScrolledAway, setAddScrolledAway] = useState(false);
  // On a phone the button scrolls away under four paragraphs of copy: once it is above the
  // screen, a bar at the bottom offers it again (lg:hidden: a desktop keeps the panel in view).
  // Read on scroll, once a frame: an IntersectionObserver says nothing when a fast scroll takes the
  // button from below the screen to above it without a frame in between.
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const target = addButton.current;
      setAddScrolledAway(!!target && target.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  // "In cart" and the heart come from the client cache's bag and wishlist (the bag read whole, to
  // know each size's quantity), asked for only when the navigation counts say there is something
  // to find; an add or a press here writes them. Unknown or failed: "not there".
  const counts = useNavCounts();
  const cart = useResource(bag, counts.cart > 0).data;
  const wishlist = useResource(wishlistIds, counts.wishlist > 0).data;
  const here = counts.cart > 0 ? unitsIn(cart, productId, variantId) : 0;
  const wished = counts.wishlist > 0 && !!wishlist?.has(productId);
  const out = stock <= 0;
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(stock, 1), Math.floor(n) || 1));

  // Within the chosen size's stock: a smaller size may have fewer left than was chosen for the last.
  const quantity = clamp(qty);

  async function add() {
    if (busy) return;
    setBusy(true);
    await addToCart(productId, quantity, name, { variantId, sizeLabel: size?.label });
    setBusy(false);
  }

  async function toggleWishlist() {
    if (heartBusy.current) return;
    heartBusy.current = true;
    await setWishlisted(productId, !wished, variantId);
    heartBusy.current = false;
  }

  // Spaced by the column's gap, not space-y: space-y gives every child but the last a margin, so
  // the bar below (fixed, out of the flow) appearing as the last child added 16 px under the
  // buttons, and everything beneath jumped as the shopper scrolled past them (on a desktop too,
  // where the bar is hidden), once under a press on the perfume's family link, which then missed.
  return (
    <div className="flex flex-col gap-4" onPointerEnter={() => void preloadShopApi()} onFocus={() => void preloadShopApi()}>
      {!out ? (
        <div className="flex items-center gap-3">
          <span id="qty-label" className="text-sm font-medium">
            Quantity
          </span>
          <div className="flex items-center rounded-md border border-input bg-card" role="group" aria-labelledby="qty-label">
            <button
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center text-xl leading-none disabled:opacity-40"
              onClick={() => setQty(clamp(quantity - 1))}
              disabled={quantity <= 1}
              aria-label="Decrease quantity"
            >
              <span aria-hidden>−</span>
            </button>
            <input
              id="product-quantity"
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={stock}
              value={quantity}
              onChange={(e) => setQty(clamp(Number(e.target.value)))}
              aria-label={`Quantity of ${name}`}
              className="h-11 w-14 border-x border-input bg-transparent text-center text-sm [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center text-xl leading-none disabled:opacity-40"
              onClick={() => setQty(clamp(quantity + 1))}
              disabled={quantity >= stock}
              aria-label="Increase quantity"
            >
              <span aria-hidden>+</span>
            </button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {out && outOfStock ? (
          outOfStock
        ) : (
          <button
            ref={addButton}
            type="button"
            className={`${base} min-w-44 flex-1 bg-primary px-8 sm:flex-none text-primary-foreground shadow-sm hover:bg-ink-soft`}
            disabled={out || busy}
            onClick={() => void add()}
          >
            {out ? 'Out of Stock' : busy ? 'Adding...' : here > 0 ? `Add More (${here})` : 'Add to Cart'}
          </button>
        )}
        <button
          type="button"
          className={`${base} w-12 ${outline}`}
          aria-pressed={wished}
          aria-label={`${wished ? 'Remove' : 'Add'} ${name} ${wished ? 'from' : 'to'} wishlist`}
          onClick={() => void toggleWishlist()}
        >
          <Heart aria-hidden className={wished ? 'h-5 w-5 fill-current text-destructive' : 'h-5 w-5'} />
        </button>
      </div>
      {addScrolledAway && !out ? (
        <div className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden">
          <button
            type="button"
            className={`${base} w-full bg-primary px-6 text-primary-foreground shadow-sm hover:bg-ink-soft`}
            disabled={busy}
            onClick={() => void add()}
          >
            {busy ? 'Adding...' : here > 0 ? `Add More (${here})` : 'Add to Cart'}
            {size?.label ? <span className="font-normal"> · {size.label}</span> : null}
          </button>
        </div>
      ) : null}
      {/* Only once this perfume is in the bag: a View Cart link to an empty bag leads nowhere. */}
      {here > 0 ? (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="text-muted-foreground">In cart: {here}</span>
          <Link href="/cart" className="underline underline-offset-4 hover:text-gold-deep">
            View Cart
          </Link>
        </p>
      ) : null}
    </div>
  );
}
