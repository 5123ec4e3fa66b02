'use client';

import { useRef } from 'react';
import { ArrowDown, ArrowUp, Plus, Star, X } from 'lucide-react';
import { FieldError } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SIZE_LIMITS } from '@/lib/catalog/messages';
import { emptySizeRow, type SizeFormRow, type SizeRowErrors, type SizeRowField } from '@/lib/catalog/size-form';

const COLUMNS: { field: SizeRowField; label: string; inputMode?: 'decimal' | 'numeric'; hint?: string }[] = [
  { field: 'label', label: 'Label', hint: 'Blank: the volume, “50 ml”.' },
  { field: 'volumeMl', label: 'Volume (ml)', inputMode: 'numeric' },
  { field: 'sku', label: 'SKU', hint: 'Blank: made from the name and volume.' },
  { field: 'price', label: 'Price (₹)', inputMode: 'decimal' },
  { field: 'mrp', label: 'MRP (₹)', inputMode: 'decimal', hint: 'Blank: the higher of the prices.' },
  { field: 'originalPrice', label: 'Compare-at price (₹)', inputMode: 'decimal' },
  { field: 'stock', label: 'Stock', inputMode: 'numeric' },
];

/**
 * The product's further sizes, one fieldset per size (the first size is the form's own price,
 * stock, volume and MRP). Each can be moved, made the default (it trades places with the form's
 * fields) or removed; a removed size that orders refer to is kept out of sight by the server.
 */
export function SizesField({
  id,
  rows,
  errors,
  onChange,
  onMakeDefault,
}: {
  id: string;
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
        Size 1, the default, is the price and stock above with the volume and MRP under Label details. Add more sizes here, each with
        its own SKU, price and stock.
      </p>
      {rows.length ? (
        <ol ref={listRef} className="space-y-4">
          {rows.map((row, i) => {
            const e = errors[i] ?? {};
            const name = sizeName(i);
            return (
              <li key={row.key}>
                <fieldset className="space-y-3 rounded-md bg-muted/40 p-3">
                  <legend className="text-sm font-medium">{name}</legend>
                  <div className="grid gap-3 sm:grid-cols-4">
                    {COLUMNS.map((c) => {
                      const inputId = `${id}-${row.key}-${c.field}`;
                      const describedBy = [e[c.field] ? `${inputId}-error` : null, c.hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
                      return (
                        <div key={c.field} className={c.field === 'label' ? 'space-y-1 sm:col-span-2' : 'space-y-1'}>
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
