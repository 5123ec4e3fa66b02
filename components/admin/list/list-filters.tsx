'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { NativeSelect } from '@/components/account/select-native';
import { SearchField } from '@/components/admin/list-toolbar';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils/cn';
import { useDebouncer } from './use-debouncer';

/** How long the search box waits after the last keystroke before the list follows it. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The filter bar over a list: a search landmark holding the search box, the filter selects,
 * Refresh and the screen's own buttons. Enter in the search box searches at once; a bar with
 * fields applied together (the audit log's admin) handles the submit itself.
 */
export function ListToolbar({
  label,
  children,
  className,
  onSubmit,
}: {
  label: string;
  children: ReactNode;
  /** When the bar turns into a row, and how it aligns: 'lg:flex-row lg:items-end' unless given (cn does not merge conflicting classes). */
  className?: string;
  /** Called with the submit (its default already prevented). */
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.(e);
      }}
      className={cn('flex flex-col gap-4 rounded-lg border border-border bg-card p-4', className ?? 'lg:flex-row lg:items-end')}
    >
      {children}
    </form>
  );
}

/**
 * The list's search box. It shows what is typed at once and sends it to the list 300 ms after
 * the last keystroke (Enter sends it at once); a search changed from elsewhere (back/forward, a
 * link) replaces the text, but the list catching up with the typing never does.
 */
export function ListSearch({
  label,
  placeholder,
  maxLength,
  value,
  onSearch,
  withIcon = true,
  id,
}: {
  label: string;
  placeholder: string;
  maxLength: number;
  /** The search the rows were found with. */
  value: string;
  onSearch: (value: string) => void;
  withIcon?: boolean;
  id?: string;
}) {
  const generated = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState(value);
  const debounce = useDebouncer(SEARCH_DEBOUNCE_MS);

  if (value !== shown) {
    setShown(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }

  const send = (raw: string) => {
    const next = raw.trim();
    setSent(next);
    if (next !== value) onSearch(next);
  };

  return (
    <div
      className="flex min-w-0 flex-1"
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        debounce.cancel();
        send(text);
      }}
    >
      <SearchField
        id={id ?? generated}
        label={label}
        value={text}
        withIcon={withIcon}
        onChange={(v) => {
          setText(v);
          debounce.run(() => send(v));
        }}
        maxLength={maxLength}
        placeholder={placeholder}
      />
    </div>
  );
}

/** A labelled filter select ("Status: All statuses"). */
export function ListSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  id,
  className,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  id?: string;
  /** Its width in the bar's row: 'lg:w-48' unless given. */
  className?: string;
}) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={cn('flex flex-col gap-2', className ?? 'lg:w-48')}>
      <Label htmlFor={selectId}>{label}</Label>
      <NativeSelect id={selectId} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
