'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { SuggestOption } from './search-suggest-options';

// The options' markup (thumbnails, prices) and the request for them are fetched when the box is
// first focused, not with the listing: most visits never type a search.
const loadOptions = () => import('./search-suggest-options');
const SuggestOptions = lazy(loadOptions);

/** Long enough to skip the keystrokes of one word typed at speed, short enough to feel immediate. */
const SUGGEST_DEBOUNCE_MS = 180;

/**
 * The catalogue's search box as a WAI-ARIA 1.2 combobox with a list of suggestions: the arrow
 * keys move through them, Enter opens the one chosen (or, with none chosen, submits the form's
 * search as before), Escape closes the list. Stale answers are aborted, not merely ignored.
 */
export function SearchSuggest({
  id,
  value,
  onValueChange,
  className,
  placeholder,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  placeholder?: string;
}) {
  const router = useRouter();
  const listId = `${useId()}-suggestions`;
  const [options, setOptions] = useState<SuggestOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The list's keys come with the suggestions' module: with no suggestions there is no list to move in.
  const listModule = useRef<typeof import('./search-suggest-options') | null>(null);
  const request = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});

  const cancel = () => {
    clearTimeout(request.current.timer);
    request.current.abort?.abort();
  };
  useEffect(() => cancel, []);

  const ask = (text: string) => {
    cancel();
    const q = text.trim();
    if (!q) {
      setOptions([]);
      setOpen(false);
      return;
    }
    request.current.timer = setTimeout(async () => {
      const abort = (request.current.abort = new AbortController());
      try {
        const loaded = (listModule.current = await loadOptions());
        const found = await loaded.fetchSuggestions(q, listId, abort.signal);
        if (!found) return;
        setOptions(found);
        setActive(-1);
        setOpen(found.length > 0);
      } catch {
        // Aborted by a newer keystroke, or offline: the search itself still works.
      }
    }, SUGGEST_DEBOUNCE_MS);
  };

  const choose = (option: SuggestOption) => {
    cancel();
    setOpen(false);
    router.push(option.href);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const next = listModule.current?.listKey(e.key, { open, active }, options.length);
    if (next) {
      e.preventDefault();
      if (next.take) return choose(options[active]!);
      setOpen(next.open);
      setActive(next.active);
    } else if (e.key === 'Enter') {
      cancel();
      setOpen(false);
    }
  };

  const activeOption = open && active >= 0 ? options[active] : undefined;
  return (
    <>
      <input
        id={id}
        name="search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption?.id}
        autoComplete="off"
        value={value}
        maxLength={100}
        onChange={(e) => {
          onValueChange(e.target.value);
          ask(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => void loadOptions()}
        onBlur={() => setOpen(false)}
        placeholder={placeholder}
        className={className}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!open}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-border bg-card py-1 shadow-lg"
      >
        {options.length ? (
          <Suspense fallback={null}>
            <SuggestOptions options={options} activeId={activeOption?.id} onChoose={choose} />
          </Suspense>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {open ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}, use the arrow keys to choose` : ''}
      </p>
    </>
  );
}
