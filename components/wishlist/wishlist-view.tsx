'use client';

import { Link } from '@/components/ui/link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useAuth } from '@/components/auth/session';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess, toastWarning } from '@/components/ui/sonner';
import { ApiError, errorMessage, isAbortError } from '@/lib/client/api';
import { cartApi, wishlistApi } from '@/lib/client/cart-api';
import type { CartView } from '@/lib/cart/types';
import type { WishlistItem, WishlistView as WishlistData } from '@/lib/wishlist/types';
import { WISHLIST_UI_MESSAGES as M, addToCartErrorMessage, isEmptyWishlistError } from './messages';
import {
  availableForCart,
  canAddToCart,
  cartQuantities,
  clearMissing,
  isListed,
  itemKey,
  selectAllState,
  selectedKeys,
  toggle,
  toggleAll,
  type Selection,
} from './selection';
import { summarize } from './summary';
import { UnavailableCard, WishlistCard, type ItemBusy } from './wishlist-card';
import {
  GuestSignInLink,
  WISHLIST_GRID,
  WISHLIST_HEADING_ID,
  WishlistEmpty,
  WishlistError,
  WishlistFigures,
  WishlistSkeleton,
} from './wishlist-states';
import { SelectionBar, WishlistActions, type BulkAction } from './wishlist-toolbar';

type Phase = 'loading' | 'error' | 'ready';

const EMPTY_SELECTION: Selection = new Set();

function hasItems(view: unknown): view is Pick<WishlistData, 'items'> {
  return typeof view === 'object' && view !== null && Array.isArray((view as WishlistData).items);
}

function hasCartItems(view: unknown): view is Pick<CartView, 'items'> {
  return typeof view === 'object' && view !== null && Array.isArray((view as CartView).items);
}

/**
 * The wishlist screen: loads the wishlist and the cart (for the In Cart badges) on mount and
 * whenever the signed-in user changes, and reloads the list after every change.
 */
export function WishlistView() {
  const { status, user } = useAuth();
  const authReady = status !== 'loading';
  const userId = user?.id ?? null;
  const guest = status !== 'authenticated';

  const [phase, setPhase] = useState<Phase>('loading');
  const [items, setItems] = useState<WishlistItem[]>([]);
  const [inCart, setInCart] = useState<ReadonlyMap<string, number>>(new Map());
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [bulk, setBulk] = useState<BulkAction | null>(null);
  // Select mode: the checkboxes and the selection's actions show only when asked for.
  const [selecting, setSelecting] = useState(false);
  const [itemBusy, setItemBusy] = useState<ReadonlyMap<string, NonNullable<ItemBusy>>>(new Map());

  // Refs guard against double clicks that land before the disabled state renders.
  const busyKeys = useRef(new Set<string>());
  const bulkRunning = useRef(false);
  const request = useRef<AbortController | null>(null);
  const loaded = useRef(false);
  const focusHeading = useRef(false);

  const applyWishlist = useCallback((view: Pick<WishlistData, 'items'> | null) => {
    const next = view?.items ?? [];
    setItems(next);
    setSelection((s) => clearMissing(s, next));
  }, []);

  const load = useCallback(
    async (mode: 'initial' | 'silent') => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      const [wishlist, cart] = await Promise.allSettled([wishlistApi.get(controller.signal), cartApi.get(controller.signal)]);
      if (controller.signal.aborted) return;

      // In-cart checks fall back to "not in cart" when the cart cannot be read.
      if (cart.status === 'fulfilled' && hasCartItems(cart.value.data)) setInCart(cartQuantities(cart.value.data));
      else if (mode === 'initial') setInCart(new Map());

      if (wishlist.status === 'fulfilled') {
        applyWishlist(hasItems(wishlist.value.data) ? wishlist.value.data : null);
        loaded.current = true;
        setPhase('ready');
        return;
      }
      if (isAbortError(wishlist.reason)) return;
      const message = errorMessage(wishlist.reason, M.loadFailed);
      if (isEmptyWishlistError(message)) {
        applyWishlist(null);
        loaded.current = true;
        setPhase('ready');
        return;
      }
      toastError(M.loadFailed);
      // A failed background refresh keeps the list on screen; only a first load shows the error.
      if (mode === 'initial' || !loaded.current) setPhase('error');
    },
    [applyWishlist],
  );

  // Waits for the session check, so a guest's list is not shown and then swapped for the merged one.
  useEffect(() => {
    if (!authReady) return;
    void load(loaded.current ? 'silent' : 'initial');
    return () => request.current?.abort();
  }, [authReady, userId, load]);

  useEffect(() => {
    if (!focusHeading.current || phase !== 'ready') return;
    focusHeading.current = false;
    // The removed card held focus; send it somewhere stable rather than to <body>.
    document.getElementById(WISHLIST_HEADING_ID)?.focus();
  }, [items, phase]);

  const retry = () => {
    setPhase('loading');
    void load('initial');
  };

  /** The server answers a change with the whole list; anything else means: ask again. */
  const afterWishlistChange = async (data: unknown) => {
    if (hasItems(data)) applyWishlist(data);
    else await load('silent');
  };

  const afterCartChange = async (data: unknown) => {
    if (hasCartItems(data)) {
      setInCart(cartQuantities(data));
      return;
    }
    try {
      const res = await cartApi.get();
      if (hasCartItems(res.data)) setInCart(cartQuantities(res.data));
    } catch {
      // The badges may lag until the next load; the change itself succeeded.
    }
  };

  const markBusy = (key: string, kind: NonNullable<ItemBusy> | null) => {
    if (kind) busyKeys.current.add(key);
    else busyKeys.current.delete(key);
    setItemBusy((prev) => {
      const next = new Map(prev);
      if (kind) next.set(key, kind);
      else next.delete(key);
      return next;
    });
  };

  const forgetCartStatus = (keys: readonly string[]) => {
    setInCart((prev) => {
      const next = new Map(prev);
      for (const key of keys) next.delete(key);
      return next;
    });
  };

  const setSelectingMode = (on: boolean) => {
    setSelecting(on);
    if (!on) setSelection(EMPTY_SELECTION);
  };

  const onSelect = (key: string, checked: boolean) => setSelection((s) => toggle(s, key, checked));

  const onRemove = async (item: WishlistItem) => {
    const key = itemKey(item);
    if (busyKeys.current.has(key) || bulkRunning.current) return;
    markBusy(key, 'remove');
    try {
      const res = await wishlistApi.remove(key);
      setSelection((s) => toggle(s, key, false));
      forgetCartStatus([key]);
      focusHeading.current = true;
      await afterWishlistChange(res.data);
      toastSuccess(M.itemRemoved);
    } catch (err) {
      if (isAbortError(err)) return;
      toastError(M.removeFailed);
      // Already gone (another tab): show the list as it really is.
      if (err instanceof ApiError && err.status === 404) void load('silent');
    } finally {
      markBusy(key, null);
    }
  };

  const onAddToCart = async (item: WishlistItem) => {
    const { product, productId } = item;
    if (!product || !productId) return;
    if (!canAddToCart(item)) {
      toastError(M.outOfStock);
      return;
    }
    if (busyKeys.current.has(productId) || bulkRunning.current) return;
    const wasInCart = (inCart.get(productId) ?? 0) > 0;
    markBusy(productId, 'cart');
    try {
      // The size saved with the item (the server gives an item saved without one its default size).
      const res = await cartApi.add(productId, 1, item.variantId);
      await afterCartChange(res.data);
      toastSuccess(wasInCart ? M.increased(product.name) : M.added(product.name));
    } catch (err) {
      const message = errorMessage(err, '');
      toastError(message === M.outOfStock ? M.outOfStock : addToCartErrorMessage(message));
      // The stock shown here was stale: refresh it.
      if (/stock|not found/i.test(message)) void load('silent');
    } finally {
      markBusy(productId, null);
    }
  };

  const runBulk = async (action: BulkAction, work: () => Promise<void>) => {
    if (bulkRunning.current) return;
    bulkRunning.current = true;
    setBulk(action);
    try {
      await work();
    } finally {
      bulkRunning.current = false;
      setBulk(null);
    }
  };

  const addMany = (selectedOnly: boolean) => {
    const ids = availableForCart(items, new Set(inCart.keys()), selectedOnly ? selection : null);
    if (ids.length === 0) {
      toastWarning(selectedOnly ? M.noneSelectedAvailable : M.noneAvailable);
      return;
    }
    void runBulk(selectedOnly ? 'addSelected' : 'addAll', async () => {
      try {
        const res = await cartApi.bulkAdd(ids.map((productId) => ({ productId, quantity: 1 })));
        const { successful, failed, results, cart } = res.data;
        await afterCartChange(cart);
        if (successful > 0) toastSuccess(M.addedMany(successful));
        if (failed > 0) toastError(M.failedMany(failed));
        if (selectedOnly) {
          // What went into the cart leaves the selection; failures stay selected to retry.
          const done = new Set((results ?? []).filter((r) => r.success).map((r) => r.productId));
          setSelection((s) => new Set([...s].filter((k) => !done.has(k))));
        }
      } catch {
        toastError(selectedOnly ? M.addSelectedFailed : M.addAllFailed);
      }
    });
  };

  const onRemoveSelected = () => {
    const keys = selectedKeys(items, selection);
    if (keys.length === 0) return;
    void runBulk('remove', async () => {
      try {
        const res = await wishlistApi.bulkRemove(keys);
        setSelection(EMPTY_SELECTION);
        forgetCartStatus(keys);
        focusHeading.current = true;
        await afterWishlistChange(res.data);
        toastSuccess(M.removedMany(keys.length));
      } catch {
        toastError(M.removeSelectedFailed);
      }
    });
  };

  const onClearAll = () =>
    runBulk('clear', async () => {
      try {
        const res = await wishlistApi.clear();
        setSelection(EMPTY_SELECTION);
        setInCart(new Map());
        focusHeading.current = true;
        applyWishlist(hasItems(res.data) ? res.data : null);
        toastSuccess(M.cleared);
      } catch {
        toastError(M.clearFailed);
      }
    });

  const summary = useMemo(() => summarize(items), [items]);
  const selectableCount = useMemo(() => items.filter(isListed).length, [items]);
  const selectedCount = useMemo(() => selectedKeys(items, selection).length, [items, selection]);

  if (phase === 'loading') return <Frame><WishlistSkeleton /></Frame>;
  if (phase === 'error') return <Frame><WishlistError onRetry={retry} /></Frame>;
  if (items.length === 0) return <Frame><WishlistEmpty guest={guest} /></Frame>;

  const locked = bulk !== null;
  return (
    <Frame>
      <div className="flex flex-col gap-4 border-b border-border pb-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={WISHLIST_HEADING_ID} tabIndex={-1} className="text-3xl font-medium outline-none sm:text-4xl">
            Saved Fragrances
          </h2>
          <div className="mt-2">
            <WishlistFigures summary={summary} />
          </div>
          {guest ? <GuestSignInLink className="mt-2 text-sm text-muted-foreground" /> : null}
        </div>
        <div className="-mx-3 flex items-center justify-between gap-2 sm:mx-0 sm:justify-end">
          <Button asChild variant="link" className="px-3 sm:hidden">
            <Link href="/products">Continue Shopping</Link>
          </Button>
          <WishlistActions
            selecting={selecting}
            totalCount={items.length}
            busy={bulk}
            onSelecting={setSelectingMode}
            onClearAll={onClearAll}
            onAddAll={() => addMany(false)}
          />
        </div>
      </div>

      {selecting ? (
        <div>
          <SelectionBar
            selectAllState={selectAllState(items, selection)}
            selectedCount={selectedCount}
            selectableCount={selectableCount}
            busy={bulk}
            onToggleAll={() => setSelection((s) => toggleAll(items, s))}
            onRemoveSelected={onRemoveSelected}
            onAddSelected={() => addMany(true)}
          />
        </div>
      ) : null}

      <ul role="list" aria-labelledby={WISHLIST_HEADING_ID} className={`mt-8 ${WISHLIST_GRID}`}>
        {items.map((item, index) => {
          const key = itemKey(item);
          const busy = itemBusy.get(key);
          return (
            <li key={item._id}>
              {isListed(item) ? (
                <WishlistCard
                  item={item}
                  selecting={selecting}
                  selected={selection.has(key)}
                  inCartQuantity={inCart.get(key) ?? 0}
                  busy={busy}
                  locked={locked}
                  priority={index < 2}
                  onSelect={onSelect}
                  onRemove={onRemove}
                  onAddToCart={onAddToCart}
                />
              ) : (
                <UnavailableCard item={item} busy={busy} locked={locked} onRemove={onRemove} />
              )}
            </li>
          );
        })}
      </ul>

      <p className="mt-14 hidden text-center sm:block">
        <Button asChild variant="outline" size="lg">
          <Link href="/products">
            <ArrowLeft aria-hidden />
            Continue Shopping
          </Link>
        </Button>
      </p>
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="container-page py-10 sm:py-14">{children}</div>;
}
