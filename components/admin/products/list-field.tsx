'use client';

import { useRef } from 'react';
import { Plus, X } from 'lucide-react';
import { FieldError } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * A list edited one input per entry (description points, tags): Add and Remove buttons, at
 * most `max` rows, and always at least one row, so there is somewhere to type. Blank rows are dropped on submit.
 */
export function ListField({
  id,
  legend,
  itemLabel,
  values,
  onChange,
  max,
  maxLength,
  error,
  hint,
  placeholder,
}: {
  id: string;
  legend: string;
  /** "Description point" gives "Description point 1", "Add description point", "Remove description point 1". */
  itemLabel: string;
  values: string[];
  onChange: (next: string[]) => void;
  max: number;
  maxLength: number;
  error?: string;
  hint?: string;
  placeholder?: string;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const lower = itemLabel.toLowerCase();
  const focusRow = (index: number) =>
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLInputElement>('input')[index]?.focus());

  const set = (index: number, value: string) => onChange(values.map((v, i) => (i === index ? value : v)));
  const add = () => {
    if (values.length >= max) return;
    onChange([...values, '']);
    focusRow(values.length);
  };
  const remove = (index: number) => {
    // The last row is emptied rather than removed: one input always stays.
    if (values.length === 1) {
      onChange(['']);
      focusRow(0);
      return;
    }
    onChange(values.filter((_, i) => i !== index));
    focusRow(Math.max(0, index - 1));
  };

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset id={id} className="space-y-3" aria-describedby={describedBy}>
      <legend className="text-sm font-medium">
        {legend}{' '}
        <span className="font-normal text-muted-foreground">
          ({values.filter((v) => v.trim()).length} of {max})
        </span>
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ol ref={listRef} className="space-y-2">
        {values.map((value, i) => (
          <li key={i} className="flex items-center gap-2">
            <Input
              id={`${id}-${i}`}
              aria-label={`${itemLabel} ${i + 1}`}
              value={value}
              maxLength={maxLength}
              placeholder={i === 0 ? placeholder : undefined}
              aria-invalid={error ? true : undefined}
              onChange={(e) => set(i, e.target.value)}
              onKeyDown={(e) => {
                // Enter adds the next row instead of submitting the whole form.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${lower} ${i + 1}`}
              disabled={values.length === 1 && value === ''}
              onClick={() => remove(i)}
            >
              <X aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="outline" size="sm" onClick={add} disabled={values.length >= max}>
        <Plus aria-hidden />
        Add {lower}
      </Button>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
