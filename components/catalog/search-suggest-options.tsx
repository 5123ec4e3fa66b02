'use client';

import { Img } from '@/components/ui/img';
import type { Suggestions } from '@/lib/catalog/suggest';
import { formatInr, rupeesToPaise } from '@/lib/money';
import { PLACEHOLDER_IMAGE } from './placeholder';

export interface SuggestOption {
  id: string;
  href: string;
  label: string;
  kind: 'perfume' | 'note' | 'category';
  brand?: string;
  price?: number;
  thumbnail?: string | null;
}

/** The suggestions for a search, as options with ids under `prefix`; null when the server did not answer with them. */
export async function fetchSuggestions(q: string, prefix: string, signal: AbortSignal): Promise<SuggestOption[] | null> {
  const res = await fetch(`/api/v1/products/suggest?q=${encodeURIComponent(q)}`, { signal });
  if (!res.ok) return null;
  const s = ((await res.json()) as { data: Suggestions }).data;
  return [
    ...s.perfumes.map((p) => ({ kind: 'perfume' as const, href: p.href, label: p.name, brand: p.brand, price: p.price, thumbnail: p.thumbnail })),
    ...s.notes.map((n) => ({ kind: 'note' as const, href: n.href, label: n.label })),
    ...s.categories.map((c) => ({ kind: 'category' as const, href: c.href, label: c.label })),
  ].map((o, i) => ({ ...o, id: `${prefix}-${i}` }));
}

export interface ListState {
  open: boolean;
  /** The chosen option's index, -1 for none. */
  active: number;
}

/**
 * What a key does to the open list of `count` suggestions (WAI-ARIA combobox): the arrows move the
 * choice, from the box to the first or the last option and then round; Enter takes the chosen one;
 * the first Escape closes the list (only the next one clears the box, as a search box does). Null
 * when the key is not the list's. Here, not in the box, so it loads with the suggestions.
 */
export function listKey(key: string, state: ListState, count: number): (ListState & { take?: boolean }) | null {
  if ((key === 'ArrowDown' || key === 'ArrowUp') && count > 0) {
    const step = key === 'ArrowDown' ? 1 : -1;
    const from = state.open ? state.active : -1;
    return { open: true, active: from < 0 ? (step > 0 ? 0 : count - 1) : (from + step + count) % count };
  }
  if (key === 'Enter' && state.open && state.active >= 0) return { ...state, take: true };
  if (key === 'Escape' && state.open) return { open: false, active: -1 };
  return null;
}

const GROUPS = [
  { kind: 'perfume', label: 'Perfumes' },
  { kind: 'note', label: 'Notes' },
  { kind: 'category', label: 'Categories' },
] as const;

/** The search box's suggestions inside its listbox (search-suggest.tsx), grouped by kind. */
export default function SuggestOptions({
  options,
  activeId,
  onChoose,
}: {
  options: SuggestOption[];
  activeId: string | undefined;
  onChoose: (option: SuggestOption) => void;
}) {
  return GROUPS.map((g) => {
    const inGroup = options.filter((o) => o.kind === g.kind);
    if (!inGroup.length) return null;
    return (
      <div key={g.kind} role="group" aria-label={g.label}>
        <div aria-hidden className="eyebrow px-3 pt-2 pb-1 text-xs text-gold-deep">
          {g.label}
        </div>
        {inGroup.map((o) => (
          <div
            key={o.id}
            id={o.id}
            role="option"
            aria-selected={o.id === activeId}
            // Keeps the focus in the box, so the list is not closed by its blur before the click.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChoose(o)}
            className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1 text-sm hover:bg-cream aria-selected:bg-cream"
          >
            {o.kind === 'perfume' ? (
              <Img src={o.thumbnail ?? PLACEHOLDER_IMAGE} alt="" width={32} height={40} className="h-10 w-8 rounded object-cover" />
            ) : null}
            <span className="flex flex-col">
              <span>{o.label}</span>
              {o.price != null ? (
                <span className="text-xs text-muted-foreground">
                  {o.brand} · {formatInr(rupeesToPaise(o.price))}
                </span>
              ) : null}
            </span>
          </div>
        ))}
      </div>
    );
  });
}
