'use client';

import { useRouter } from 'next/navigation';
import { createContext, lazy, Suspense, useContext, useEffect, useOptimistic, useRef, useState, useTransition } from 'react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import {
  catalogQueryString,
  COLLECTION_LABELS,
  GENDERS,
  hasActiveFilters,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  SORT_OPTIONS,
  type CatalogFilters,
  type Category,
  type SortOption,
} from '@/lib/catalog/filter-options';
import type { Gender } from '@/lib/catalog/dto';
import { indianDigits } from '@/lib/indian-digits';
import { cn } from '@/lib/utils/cn';
import { SearchSuggest } from './search-suggest';

// The phone's filter drawer loads when it is first wanted (a pointer or focus on its button starts
// the download, the press opens it): the listing's first screen never needs it, and wide screens
// never do.
const loadDrawer = () => import('./filter-drawer');
const FilterDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.FilterDrawer })));

// Its buttons take Button's look without its module (the asChild slot none of them uses): the
// listing's JavaScript budget (docs/performance.md).
const genderLabels: Record<Gender, string> = { women: 'For her', men: 'For him', unisex: 'Unisex' };
/** A category still arrives from older links (`?category=Female`): its chip reads in the shopper's words. */
const categoryLabels: Record<Category, string> = { Female: 'For her only', Male: 'For him only', Unisex: 'Unisex only', Others: 'Attars, gifts and more' };

interface CatalogNavigation {
  go: (next: Partial<CatalogFilters>) => void;
  pending: boolean;
  /** The filters as the shopper just set them, ahead of the server's answer. */
  current: CatalogFilters;
  /** The phone's filter drawer. */
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

const CatalogNavigationContext = createContext<CatalogNavigation | null>(null);

/*
 * To the router each listing address is a page of its own (the page segment's key carries the
 * search), so a filter chosen or cleared mounts the listing afresh. What the shopper was doing crosses over: the drawer stays open and the control they
 * used keeps the focus. Taken once, by the listing mounted for that very address.
 */
interface HandOff {
  /** The listing it is for (catalogQueryString of its filters). */
  query: string;
  drawerOpen: boolean;
  focusId: string | null;
}
let handOff: HandOff | null = null;

/** Not cleared here: React may render a new tree more than once before it commits it (the effect below clears it). */
function handOffFor(filters: CatalogFilters): HandOff | null {
  return handOff?.query === catalogQueryString(filters) ? handOff : null;
}

/**
 * One transition for every control of the catalogue (filters, search, sort, chips), so the
 * grid can show its loading placeholders while any of them is fetching the next page.
 */
export function CatalogNavigationProvider({ filters, children }: { filters: CatalogFilters; children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // Checkboxes, chips and the sort show the new choice at once, not when the page arrives.
  const [current, setCurrent] = useOptimistic(filters);
  // Read while rendering, before the address bar changes: hence by filters, not by location.
  const [arrived] = useState(() => handOffFor(filters));
  const [drawerOpen, setDrawerOpen] = useState(arrived?.drawerOpen ?? false);
  useEffect(() => {
    if (!arrived?.focusId) return;
    // After the drawer's own focus on opening.
    const frame = requestAnimationFrame(() => document.getElementById(arrived.focusId!)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [arrived]);
  // Spent once this listing is on screen, whether it mounted or only got new filters: a later
  // visit to the same address must not reopen the drawer.
  useEffect(() => {
    handOff = null;
  }, [filters]);
  const go = (next: Partial<CatalogFilters>) => {
    // Any change of filter, search or sort starts again at page 1.
    const merged = { ...current, page: 1, ...next };
    // /products (the kept page) rewrites to another path: the address is the public one.
    const query = catalogQueryString(merged);
    handOff = { query, drawerOpen, focusId: document.activeElement?.id || null };
    startTransition(() => {
      setCurrent(merged);
      router.push(`/products${query}#products`, { scroll: false });
    });
  };
  return (
    <CatalogNavigationContext.Provider value={{ go, pending, current, drawerOpen, setDrawerOpen }}>{children}</CatalogNavigationContext.Provider>
  );
}

/** Every control is rendered inside CatalogNavigationProvider (catalogue-listing.tsx); no guard's message ships to the listing. */
function useCatalogNavigation(): CatalogNavigation {
  return useContext(CatalogNavigationContext)!;
}

/** Six loading placeholders while the grid loads; the current results stay for screen readers until then. */
export function CatalogResults({ children, skeleton }: { children: React.ReactNode; skeleton: React.ReactNode }) {
  const { pending } = useCatalogNavigation();
  return pending ? <div className="mt-8">{skeleton}</div> : <>{children}</>;
}

/** How long the arrow keys must rest before the listing follows the price slider. */
const PRICE_KEYS_SETTLE_MS = 700;

export function FilterFields({ idPrefix }: { idPrefix: string }) {
  const { go, current: filters } = useCatalogNavigation();
  const [price, setPrice] = useState(filters.maxPrice);
  // Follow the URL when it changes (back button, chip removed), without an effect.
  const [urlPrice, setUrlPrice] = useState(filters.maxPrice);
  if (urlPrice !== filters.maxPrice) {
    setUrlPrice(filters.maxPrice);
    setPrice(filters.maxPrice);
  }

  // Arrow keys move the slider a step at a time: the listing follows once the keys rest, not
  // at every step (each one would be a navigation and a history entry).
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const applyPrice = (value: number, delayMs = 0) => {
    if (settle.current) clearTimeout(settle.current);
    settle.current = null;
    const apply = () => value !== filters.maxPrice && go({ maxPrice: value });
    if (delayMs > 0) settle.current = setTimeout(apply, delayMs);
    else apply();
  };

  return (
    <div className="space-y-8">
      <fieldset>
        <legend className="eyebrow text-gold-deep">Who it&rsquo;s for</legend>
        <p className="mt-1 text-xs text-muted-foreground">Unisex scents are always included.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {GENDERS.map((g) => {
            const selected = filters.gender === g;
            return (
              <button
                key={g}
                type="button"
                aria-pressed={selected}
                // One filter of who a scent is for: choosing one drops a category an older link carried, so the two never contradict.
                onClick={() => go({ gender: selected ? null : g, categories: [] })}
                className={cn(
                  'min-h-11 rounded-full border px-4 text-sm transition-colors',
                  selected ? 'border-ink bg-ink text-ivory' : 'border-border bg-card hover:border-ink',
                )}
              >
                {genderLabels[g]}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${idPrefix}-price`} className="eyebrow text-gold-deep">
          Max price
        </label>
        <p className="mt-2 text-sm font-medium" aria-live="polite">
          {price >= PRICE_MAX ? 'Any price' : `Up to ₹${indianDigits(price)}`}
        </p>
        <input
          id={`${idPrefix}-price`}
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={price}
          aria-valuetext={price >= PRICE_MAX ? 'Any price' : `Up to ${price} rupees`}
          onChange={(e) => setPrice(Number(e.target.value))}
          onPointerUp={(e) => applyPrice(Number(e.currentTarget.value))}
          onKeyUp={(e) => applyPrice(Number(e.currentTarget.value), PRICE_KEYS_SETTLE_MS)}
          onBlur={(e) => applyPrice(Number(e.currentTarget.value))}
          className="mt-3 w-full accent-[var(--color-ink)]"
        />
        <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden>
          <span>₹{PRICE_MIN}</span>
          <span>₹{indianDigits(PRICE_MAX)}</span>
        </div>
      </div>
      {hasActiveFilters(filters) ? (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          onClick={() => go({ categories: [], gender: null, maxPrice: PRICE_MAX, collection: undefined })}
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}

export function CatalogToolbar({ total, fuzzy }: { total: number; fuzzy: boolean }) {
  const { go, pending, current: filters, drawerOpen: filtersOpen, setDrawerOpen: setFiltersOpen } = useCatalogNavigation();
  // Once opened, kept: closing then animates and hands the focus back as the drawer does.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [search, setSearch] = useState(filters.search);
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    setSearch(filters.search);
  }
  // Fixed ids (one listing a page): the focus hand-off above finds the control by its id.
  const searchId = 'catalog-search';
  const sortId = 'catalog-sort';

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form
          role="search"
          action="/products"
          className="relative flex-1"
          onSubmit={(e) => {
            e.preventDefault();
            go({ search: search.trim() });
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            Search fragrances
          </label>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground" />
          <SearchSuggest
            id={searchId}
            value={search}
            onValueChange={setSearch}
            placeholder="Search by name, note or mood…"
            className="h-11 w-full rounded-md border border-input bg-card pr-24 pl-9 text-sm"
          />
          <button type="submit" className={buttonVariants({ size: 'sm', className: 'absolute top-1/2 right-1 -translate-y-1/2' })}>
            Search
          </button>
        </form>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm whitespace-nowrap text-muted-foreground">
            Sort by
          </label>
          <select
            id={sortId}
            value={filters.sort}
            onChange={(e) => go({ sort: e.target.value as SortOption })}
            className="h-11 rounded-md border border-input bg-card px-3 text-sm"
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', className: 'lg:hidden' })}
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            onClick={() => {
              setDrawerWanted(true);
              setFiltersOpen(true);
            }}
          >
            <SlidersHorizontal aria-hidden className="h-4 w-4" /> Filters
          </button>
          {drawerWanted || filtersOpen ? (
            <Suspense fallback={null}>
              <FilterDrawer open={filtersOpen} onOpenChange={setFiltersOpen} total={total} pending={pending}>
                <FilterFields idPrefix="sheet" />
              </FilterDrawer>
            </Suspense>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        <p className="text-sm text-muted-foreground">
          {pending ? 'Updating…' : `${total} ${total === 1 ? 'product' : 'products'} found`}
          {fuzzy && !pending ? ` — no exact matches for “${filters.search}”, showing close matches` : ''}
        </p>
        <ActiveChips filters={filters} onChange={go} />
      </div>
    </div>
  );
}

function ActiveChips({ filters, onChange }: { filters: CatalogFilters; onChange: (f: Partial<CatalogFilters>) => void }) {
  const chips: { label: string; clear: Partial<CatalogFilters> }[] = [
    ...(filters.collection ? [{ label: COLLECTION_LABELS[filters.collection], clear: { collection: undefined } }] : []),
    ...filters.categories.map((c) => ({ label: categoryLabels[c], clear: { categories: filters.categories.filter((x) => x !== c) } })),
    ...(filters.gender ? [{ label: genderLabels[filters.gender], clear: { gender: null } }] : []),
    ...(filters.maxPrice < PRICE_MAX ? [{ label: `Under ₹${indianDigits(filters.maxPrice)}`, clear: { maxPrice: PRICE_MAX } }] : []),
    ...(filters.search ? [{ label: `“${filters.search}”`, clear: { search: '' } }] : []),
  ];
  if (!chips.length) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            onClick={() => onChange(chip.clear)}
            className="inline-flex min-h-8 items-center gap-1 rounded-full border border-border bg-card px-3 text-xs hover:border-ink"
            aria-label={`Remove filter ${chip.label}`}
          >
            {chip.label}
            <X aria-hidden className="h-3 w-3" />
          </button>
        </li>
      ))}
    </ul>
  );
}
