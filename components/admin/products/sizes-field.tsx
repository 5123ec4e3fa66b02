'use client';

import { useRef, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, Plus, Star, X } from 'lucide-react';
import { FieldError } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SIZE_LIMITS } from '@/lib/catalog/messages';
import { emptySizeRow, type SizeFormRow, type SizeRowErrors, type SizeRowField } from '@/lib/catalog/size-form';

/**
 * A size's columns, in the order every size shows them, Size 1 included (the product form renders
 * Size 1's from its own fields with these labels and hints, so each size reads the same).
 */
export const SIZE_COLUMNS: { field: SizeRowField; label: string; inputMode?: 'decimal' | 'numeric'; hint?: string }[] = [
  { field: 'label', label: 'Label', hint: 'Blank: the volume, “50 ml”.' },
  { field: 'volumeMl', label: 'Volume (ml)', inputMode: 'numeric' },
  { field: 'sku', label: 'SKU', hint: 'Blank: made from the name and volume.' },
  { field: 'price', label: 'Price (₹)', inputMode: 'decimal' },
  { field: 'mrp', label: 'MRP (₹)', inputMode: 'decimal', hint: 'Blank: the higher of the prices.' },
  { field: 'originalPrice', label: 'Original price (₹)', inputMode: 'decimal', hint: 'Shown struck through when higher.' },
  { field: 'stock', label: 'Stock', inputMode: 'numeric' },
];

/** Size 1's grid and the further sizes' share one layout: the label spans two columns. */
export const sizeCellClass = (field: SizeRowField) => (field === 'label' ? 'space-y-1 sm:col-span-2' : 'space-y-1');
export const SIZE_GRID_CLASS = 'grid gap-3 sm:grid-cols-4';

/**
 * Every size of the product, one fieldset each: Size 1, the default, is the form's own price,
 * stock, volume and MRP (`first`, rendered by the form); the further sizes are rows. Each row can
 * be moved, made the default (it trades places with Size 1) or removed; a removed size that
 * orders refer to is kept out of sight by the server.
 */
export function SizesField({
  id,
  first,
  rows,
  errors,
  onChange,
  onMakeDefault,
}: {
  id: string;
  /** Size 1's fields, laid out in SIZE_GRID_CLASS with SIZE_COLUMNS' labels. */
  first: ReactNode;
  rows: SizeFormRow[];
  /** By row index. */
  errors: SizeRowErrors[];
  onChange: (next: SizeFormRow[]) => void;
  onMakeDefault: (index: number) => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  // Size 1 is the default above: rows are sizes 2, 3…
  const sizeName = (index: number) => `Size ${index + 2}`;
  const focusIn = (index: number, selector = 'input') =>
    requestAnimationFrame(() => listRef.current?.querySelectorAll('li')[index]?.querySelector<HTMLElement>(selector)?.focus());

  const set = (index: number, field: SizeRowField, value: string) => onChange(rows.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
  const add = () => {
    if (rows.length + 1 >= SIZE_LIMITS.sizes) return;
    onChange([...rows, emptySizeRow()]);
    focusIn(rows.length);
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    requestAnimationFrame(() => document.getElementById(`${id}-add`)?.focus());
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= rows.length) return;
    const next = [...rows];
    [next[index], next[to]] = [next[to]!, next[index]!];
    onChange(next);
    focusIn(to, `[data-move="${by}"]`);
  };

  return (
    <fieldset id={id} className="space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">
        Sizes <span className="font-normal text-muted-foreground">({rows.length + 1} of {SIZE_LIMITS.sizes})</span>
      </legend>
      <p className="text-xs text-muted-foreground">
        Each size has its own price, MRP and stock. Size 1 is the default: the shop shows it first, and the listing&rsquo;s card
        says &ldquo;from&rdquo; the lowest price.
      </p>
      <fieldset className="space-y-3 rounded-md bg-muted/40 p-3">
        <legend className="text-sm font-medium">Size 1 · default</legend>
        {first}
      </fieldset>
      {rows.length ? (
        <ol ref={listRef} className="space-y-4">
          {rows.map((row, i) => {
            const e = errors[i] ?? {};
            const name = sizeName(i);
            return (
              <li key={row.key}>
                <fieldset className="space-y-3 rounded-md bg-muted/40 p-3">
                  <legend className="text-sm font-medium">{name}</legend>
                  <div className={SIZE_GRID_CLASS}>
                    {SIZE_COLUMNS.map((c) => {
                      const inputId = `${id}-${row.key}-${c.field}`;
                      const describedBy = [e[c.field] ? `${inputId}-error` : null, c.hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
                      return (
                        <div key={c.field} className={sizeCellClass(c.field)}>
                          <Label htmlFor={inputId}>
                            <span className="sr-only">{name} </span>
                            {c.label}
                          </Label>
                          <Input
                            id={inputId}
                            value={row[c.field]}
                            inputMode={c.inputMode}
                            autoComplete="off"
                            maxLength={c.field === 'label' ? SIZE_LIMITS.labelMax : c.field === 'sku' ? SIZE_LIMITS.skuMax : undefined}
                            aria-invalid={e[c.field] ? true : undefined}
                            aria-describedby={describedBy}
                            onChange={(ev) => set(i, c.field, ev.target.value)}
                          />
                          {c.hint ? (
                            <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
                              {c.hint}
                            </p>
                          ) : null}
                          <FieldError id={`${inputId}-error`} message={e[c.field]} />
                        </div>
                      );
                    })}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button type="button" variant="outline" size="sm" data-move="-1" disabled={i === 0} onClick={() => move(i, -1)}>
                      <ArrowUp aria-hidden />
                      Move up<span className="sr-only"> {name}</span>
                    </Button>
                    <Button type="button" variant="outline" size="sm" data-move="1" disabled={i === rows.length - 1} onClick={() => move(i, 1)}>
                      <ArrowDown aria-hidden />
                      Move down<span className="sr-only"> {name}</span>
                    </Button>
                    <Button type="button" variant="outline" size="sm" onClick={() => onMakeDefault(i)}>
                      <Star aria-hidden />
                      Make default<span className="sr-only"> {name}</span>
                    </Button>
                    <Button type="button" variant="outline" size="sm" onClick={() => remove(i)}>
                      <X aria-hidden />
                      Remove<span className="sr-only"> {name}</span>
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}
      <Button id={`${id}-add`} type="button" variant="outline" size="sm" onClick={add} disabled={rows.length + 1 >= SIZE_LIMITS.sizes}>
        <Plus aria-hidden />
        Add size
      </Button>
    </fieldset>
  );
}
