'use client';

import type { ReactNode } from 'react';
import { Check, MapPin, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SavedAddress } from '@/lib/addresses/saved';
import { cn } from '@/lib/utils/cn';
import { addressLines } from '@/lib/addresses/lines';

export const NEW_ADDRESS = 'new';
/** The card of the account's own delivery address (ACCOUNT_ADDRESS_ID in lib/addresses/saved.ts). */
export const ACCOUNT_CARD = 'account';

interface SavedAddressPickerProps {
  idPrefix: string;
  addresses: readonly SavedAddress[];
  /** A saved address id, or NEW_ADDRESS. */
  selected: string;
  disabled: boolean;
  onSelect: (id: string) => void;
}

// A native radio inside each card: arrow keys, one tab stop and the checked state come for free.
const cardClass = (checked: boolean, disabled: boolean) =>
  cn(
    'relative flex h-full cursor-pointer gap-3 rounded-lg border bg-card p-4 text-left shadow-xs transition-colors',
    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
    checked ? 'border-gold-deep bg-cream/60' : 'border-border hover:border-foreground/40',
    disabled && 'cursor-not-allowed opacity-60',
  );

/** The account's address and those of earlier orders as cards; picking one fills the form below. */
export function SavedAddressPicker({ idPrefix, addresses, selected, disabled, onSelect }: SavedAddressPickerProps) {
  const legendId = `${idPrefix}-legend`;
  return (
    <fieldset aria-labelledby={legendId} className="space-y-3">
      <legend id={legendId} className="text-sm font-medium">
        Deliver to a saved address
      </legend>
      <ul className="grid gap-3 sm:grid-cols-2">
        {addresses.map((entry) => {
          const checked = selected === entry.id;
          const inputId = `${idPrefix}-${entry.id}`;
          const detailsId = `${inputId}-details`;
          return (
            <li key={entry.id}>
              <label htmlFor={inputId} className={cardClass(checked, disabled)}>
                <input
                  id={inputId}
                  type="radio"
                  name={`${idPrefix}-saved-address`}
                  value={entry.id}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onSelect(entry.id)}
                  // The name says which address; the lines are read as its description.
                  aria-label={`${entry.label}: ${entry.address.fullName}`}
                  aria-describedby={detailsId}
                  className="sr-only"
                />
                <span
                  aria-hidden
                  className={cn(
                    'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border',
                    checked ? 'border-gold-deep bg-gold-deep text-ivory' : 'border-input bg-card',
                  )}
                >
                  {checked ? <Check className="size-3" strokeWidth={3} /> : null}
                </span>
                <span className="min-w-0 text-sm">
                  <span className="flex items-center gap-1.5 text-xs tracking-wide text-muted-foreground uppercase">
                    <MapPin aria-hidden className="size-3.5 text-gold-deep" />
                    {entry.label}
                  </span>
                  <span className="mt-1 block font-medium break-words">{entry.address.fullName}</span>
                  <span id={detailsId} className="mt-1 block leading-relaxed break-words text-muted-foreground">
                    {addressLines(entry.address, { name: false, country: false }).map((line, i) => (
                      // Lines can repeat (a landmark equal to the street); their place is their identity.
                      <span key={i} className="block">
                        {line}
                      </span>
                    ))}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
        <li>
          <label htmlFor={`${idPrefix}-${NEW_ADDRESS}`} className={cn(cardClass(selected === NEW_ADDRESS, disabled), 'items-center')}>
            <input
              id={`${idPrefix}-${NEW_ADDRESS}`}
              type="radio"
              name={`${idPrefix}-saved-address`}
              value={NEW_ADDRESS}
              checked={selected === NEW_ADDRESS}
              disabled={disabled}
              onChange={() => onSelect(NEW_ADDRESS)}
              className="sr-only"
            />
            <span
              aria-hidden
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full border',
                selected === NEW_ADDRESS ? 'border-gold-deep bg-gold-deep text-ivory' : 'border-input bg-card',
              )}
            >
              {selected === NEW_ADDRESS ? <Check className="size-3" strokeWidth={3} /> : <Plus className="size-3" />}
            </span>
            <span className="text-sm font-medium">Use a new address</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}

interface ChosenAddressCardProps {
  entry: SavedAddress;
  disabled: boolean;
  onChange: () => void;
  /** Under the address: checkout's delivery estimate for its PIN. */
  children?: ReactNode;
}

/**
 * The chosen saved address as one card: a returning shopper sees where it goes and moves on to
 * paying, rather than scrolling past a filled form (Change opens the cards and the form).
 */
export function ChosenAddressCard({ entry, disabled, onChange, children }: ChosenAddressCardProps) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-gold-deep bg-cream/60 p-4 text-sm">
      <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-xs tracking-wide text-muted-foreground uppercase">Delivering to · {entry.label}</p>
        <p className="font-medium break-words">{entry.address.fullName}</p>
        <p className="leading-relaxed break-words text-muted-foreground">
          {addressLines(entry.address, { name: false, country: false }).map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </p>
        {children}
      </div>
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={onChange} className="shrink-0">
        Change<span className="sr-only"> delivery address</span>
      </Button>
    </div>
  );
}
