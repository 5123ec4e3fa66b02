'use client';

import { useSearchParams } from 'next/navigation';
import { createContext, Suspense, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { StockLabel } from '@/components/catalog/stock-label';
import { getData } from '@/lib/client/visitor';
import { parseSizeToken, sizeToken } from '@/lib/catalog/sizes';

/** What the browser needs of a size: the rest (prices, tax) is rendered on the server per size. */
export interface ChosenSize {
  id: string;
  /** The URL token, `50ml`. */
  token: string;
  /** "50 ml". */
  label: string;
  stock: number;
}

interface Selection {
  size: ChosenSize;
  /** Stock by size id, live once the browser has asked. */
  stock: (id: string) => number;
  choose: (id: string) => void;
}

const SizeContext = createContext<Selection | null>(null);

/** The size the shopper has chosen on this product page. */
export function useSelectedSize(): ChosenSize | null {
  return useContext(SizeContext)?.size ?? null;
}

/**
 * Holds the chosen size of a product page. The page is one cached document for every size, so
 * the server renders the default size (the first) and the browser moves to the one `?size=`
 * names once it runs; choosing a size rewrites `?size=` in place (no request, no history entry),
 * so the address can be shared. The canonical link stays the product's own address.
 *
 * Stock moves with every order, more often than the cached page is renewed: each size's is read
 * live from GET /api/v1/products/{id} once the page runs, the cached figures standing until then
 * (or if that fails).
 */
export function SizeProvider({ productId, sizes, children }: { productId: string; sizes: ChosenSize[]; children: ReactNode }) {
  const [id, setId] = useState(sizes[0]!.id);
  const [live, setLive] = useState<ReadonlyMap<string, number>>(new Map());
  const stock = (sizeId: string) => live.get(sizeId) ?? sizes.find((s) => s.id === sizeId)?.stock ?? 0;
  const cached = sizes.find((s) => s.id === id) ?? sizes[0]!;
  const size = { ...cached, stock: stock(cached.id) };

  useEffect(() => {
    let on = true;
    getData<{ sizes?: { _id: string; stock: number }[] }>(`/api/v1/products/${encodeURIComponent(productId)}`).then(
      (d) => on && setLive(new Map((d.sizes ?? []).map((s) => [s._id, s.stock]))),
      () => {},
    );
    return () => {
      on = false;
    };
  }, [productId]);

  function choose(next: string) {
    const chosen = sizes.find((s) => s.id === next);
    if (!chosen) return;
    setId(chosen.id);
    const url = new URL(window.location.href);
    url.searchParams.set('size', chosen.token);
    // Next.js keeps useSearchParams in step with a native replaceState.
    window.history.replaceState(null, '', url);
  }

  return (
    <SizeContext.Provider value={{ size, stock, choose }}>
      {/* useSearchParams in a cached page renders in the browser only: the fallback (nothing) is
          what the server sends, so the HTML shows the default size. */}
      <Suspense fallback={null}>
        <SizeFromUrl sizes={sizes} onSize={setId} />
      </Suspense>
      {children}
    </SizeContext.Provider>
  );
}

function SizeFromUrl({ sizes, onSize }: { sizes: ChosenSize[]; onSize: (id: string) => void }) {
  const token = useSearchParams().get('size');
  useEffect(() => {
    // `50`, `50ml` and `50 ML` all name the 50 ml size; an unknown one leaves the default.
    const ml = parseSizeToken(token);
    const found = ml == null ? undefined : sizes.find((s) => s.token === sizeToken(ml));
    if (found) onSize(found.id);
  }, [token, sizes, onSize]);
  return null;
}

/**
 * Server-rendered content per size (its price, MRP and tax, its label), of which the chosen size's
 * is shown: the others travel in the page's payload, not in the document, so the figures cost the
 * browser no JavaScript and the page says each fact once.
 */
export function SizeSwitch({ bySize }: { bySize: Record<string, ReactNode> }) {
  const chosen = useContext(SizeContext)?.size.id;
  return chosen ? bySize[chosen] : null;
}

/** The chosen size's stock, live. */
export function SizeStock({ className }: { className?: string }) {
  const size = useSelectedSize();
  return size ? <StockLabel stock={size.stock} className={className} /> : null;
}

export interface PickerOption {
  id: string;
  label: string;
  /** "₹2,499", formatted on the server. */
  price: string;
}

/**
 * The sizes as a group of native radio buttons: one tab stop, arrows move the choice, and a
 * screen reader announces "Size, radio group, 50 ml ₹2,499, 1 of 3". A sold-out size can still be
 * chosen: its panel then offers what an out-of-stock size offers instead of Add to Cart.
 */
export function SizePicker({ options, name = 'size' }: { options: PickerOption[]; name?: string }) {
  const selection = useContext(SizeContext);
  const chosen = selection?.size.id ?? options[0]?.id;
  const legend = useId();
  return (
    <fieldset role="radiogroup" aria-labelledby={legend} className="space-y-2">
      <legend id={legend} className="text-sm font-medium">
        Size
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.id}
            className="relative flex min-h-12 min-w-24 cursor-pointer flex-col items-center justify-center rounded-md border border-input bg-card px-4 py-1.5 text-center transition-colors hover:border-foreground/40 has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-ivory has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background"
          >
            <input type="radio" name={name} value={o.id} checked={chosen === o.id} onChange={() => selection?.choose(o.id)} className="sr-only" />
            <span className="text-sm font-medium">{o.label}</span>
            <span className="figures text-xs">
              {o.price}
              {selection && selection.stock(o.id) <= 0 ? <span className="block">Out of stock</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
