'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Heart } from 'lucide-react';
import { useAuth } from '@/components/auth/session-provider';
import { getData, useNavCounts, type CountKind } from '@/components/layout/nav-counts';
// A plain button with the Button primitive's classes: this island shares a chunk with the product
// page's panel, whose JavaScript budget has no room for Radix Slot and class-variance-authority.
import { addToCart, preloadShopApi, setWishlisted } from './shop-actions';

/** The bag: `productId:sizeId` → units; the wishlist: productId → 1. */
type Listing = Map<string, number>;

/** A bag line's key: Quick Add puts in one size, so "Add More (n)" counts that size's units only. */
const bagKey = (productId: string, sizeId: string | null | undefined) => `${productId}:${sizeId ?? ''}`;

function bagListing(items: readonly { productId: string | null; variantId?: string | null; quantity?: number }[]): Listing {
  const map: Listing = new Map();
  for (const i of items) {
    if (!i.productId) continue;
    const key = bagKey(i.productId, i.variantId);
    map.set(key, (map.get(key) ?? 0) + (i.quantity ?? 1));
  }
  return map;
}
interface Entry {
  owner: string;
  map: Listing | null;
  promise: Promise<Listing>;
}

/*
 * A grid holds 24 cards: the hearts and "Add More (n)" come from one GET of the whole wishlist
 * and one of the cart, shared by every card, and only when the navigation counts say there is
 * something to find. An entry stays good while its total matches the count (a change anywhere
 * moves the count); the cards' own changes update it in place, so they cost no second GET.
 */
const entries: Partial<Record<CountKind, Entry>> = {};

function totalOf(kind: CountKind, map: Listing): number {
  let n = 0;
  for (const q of map.values()) n += kind === 'cart' ? q : 1;
  return n;
}

function listing(kind: CountKind, owner: string, count: number): Promise<Listing> {
  const hit = entries[kind];
  if (hit && hit.owner === owner && (!hit.map || totalOf(kind, hit.map) === count)) return hit.promise;
  const entry: Entry = {
    owner,
    map: null,
    promise: getData<{ items: { productId: string | null; variantId?: string | null; quantity?: number }[] }>(`/api/v1/${kind}`).then(
      (data) =>
        kind === 'cart' ? bagListing(data.items) : new Map(data.items.flatMap((i) => (i.productId ? [[i.productId, 1] as const] : []))),
      // Nothing known: every heart starts unpressed; the next change of count asks again.
      () => new Map<string, number>(),
    ),
  };
  void entry.promise.then((map) => (entry.map = map));
  entries[kind] = entry;
  return entry.promise;
}

function remember(kind: CountKind, owner: string, update: (map: Listing) => Listing) {
  const hit = entries[kind];
  const map = update(hit?.owner === owner && hit.map ? hit.map : new Map());
  entries[kind] = { owner, map, promise: Promise.resolve(map) };
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
  const { cart: cartCount, wishlist: wishlistCount } = useNavCounts();
  const owner = useAuth().user?.id ?? '';
  const [lists, setLists] = useState<Partial<Record<CountKind, Listing>>>({});
  // What this card did itself wins over the shared lists.
  const [ownWish, setOwnWish] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const heartBusy = useRef(false);
  const out = stock <= 0;

  useEffect(() => {
    let live = true;
    const counts = { cart: cartCount, wishlist: wishlistCount };
    for (const kind of ['cart', 'wishlist'] as const) {
      if (counts[kind] > 0) void listing(kind, owner, counts[kind]).then((map) => live && setLists((prev) => ({ ...prev, [kind]: map })));
    }
    return () => {
      live = false;
    };
  }, [cartCount, wishlistCount, owner]);

  const wished = ownWish ?? (wishlistCount > 0 && !!lists.wishlist?.has(productId));
  const inCart = cartCount > 0 ? (lists.cart?.get(bagKey(productId, sizeId)) ?? 0) : 0;

  async function quickAdd() {
    if (busy) return;
    setBusy(true);
    // Adds in place: the shopper stays on the listing where they were browsing; the toast (and
    // the bag's count in the header) says it worked and offers the way to the bag.
    const cart = await addToCart(productId, 1, name, { success: { action: { label: 'View bag', onClick: () => router.push('/cart') } }, sizeLabel });
    setBusy(false);
    if (!cart) return;
    // The bag the add answered with is the whole truth: one listing for the shared cache and this card.
    const bag = bagListing(cart.items);
    remember('cart', owner, () => bag);
    setLists((prev) => ({ ...prev, cart: bag }));
  }

  async function toggleWishlist() {
    if (heartBusy.current) return;
    heartBusy.current = true;
    const next = !wished;
    setOwnWish(next);
    if (await setWishlisted(productId, next)) {
      remember('wishlist', owner, (map) => {
        if (next) map.set(productId, 1);
        else map.delete(productId);
        return map;
      });
    } else {
      setOwnWish(!next);
    }
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
