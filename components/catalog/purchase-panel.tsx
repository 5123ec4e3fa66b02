'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Heart } from 'lucide-react';
import { getData } from '@/components/layout/nav-counts';
import { useSelectedSize } from '@/components/product/size-selection';
import type { CartLine } from '@/lib/cart/types';
import { addToCart, preloadShopApi, setWishlisted } from './shop-actions';

// The product page's JavaScript budget is tight: the Button primitive's look without its Radix
// Slot and class-variance-authority (this was their only client use on the page), and text
// glyphs for minus and plus rather than two more icon modules.
const base =
  'inline-flex h-12 items-center justify-center gap-2 rounded-md text-base font-medium tracking-wide whitespace-nowrap transition-colors outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50';
const outline = 'border border-input bg-transparent text-foreground hover:border-foreground/40 hover:bg-cream';

/** Quantity in the bag by size (the line's variantId). */
type InCart = Map<string | null, number>;

function inCartBySize(lines: readonly Pick<CartLine, 'productId' | 'variantId' | 'quantity'>[], productId: string): InCart {
  const map: InCart = new Map();
  for (const l of lines) if (l.productId === productId) map.set(l.variantId, (map.get(l.variantId) ?? 0) + l.quantity);
  return map;
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
  const [inCart, setInCart] = useState<InCart>(new Map());
  const [wished, setWished] = useState(false);
  const heartBusy = useRef(false);
  // Set once the shopper adds or presses the heart: a check answered after that is older news.
  const acted = useRef({ cart: false, wishlist: false });
  const out = stock <= 0;
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(stock, 1), Math.floor(n) || 1));
  const here = inCart.get(variantId) ?? 0;

  // Within the chosen size's stock: a smaller size may have fewer left than was chosen for the last.
  const quantity = clamp(qty);

  // In-cart and wishlist checks fall back to "not there" when they fail. The bag is read whole
  // to know each size's quantity.
  useEffect(() => {
    let live = true;
    const id = encodeURIComponent(productId);
    getData<{ items: CartLine[] }>('/api/v1/cart').then((d) => live && !acted.current.cart && setInCart(inCartBySize(d.items, productId)), () => {});
    getData<{ inWishlist: boolean }>(`/api/v1/wishlist/check/${id}`).then((d) => live && !acted.current.wishlist && setWished(d.inWishlist === true), () => {});
    return () => {
      live = false;
    };
  }, [productId]);

  async function add() {
    if (busy) return;
    setBusy(true);
    acted.current.cart = true;
    const cart = await addToCart(productId, quantity, name, { variantId, sizeLabel: size?.label });
    if (cart) setInCart(inCartBySize(cart.items, productId));
    setBusy(false);
  }

  async function toggleWishlist() {
    if (heartBusy.current) return;
    heartBusy.current = true;
    acted.current.wishlist = true;
    const next = !wished;
    setWished(next);
    if (!(await setWishlisted(productId, next, variantId))) setWished(!next);
    heartBusy.current = false;
  }

  return (
    <div className="space-y-4" onPointerEnter={() => void preloadShopApi()} onFocus={() => void preloadShopApi()}>
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
