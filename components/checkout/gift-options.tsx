'use client';

import { useState } from 'react';
import { Gift } from 'lucide-react';
import { PhoneFold } from './phone-fold';
import { FieldError } from '@/components/auth/fields';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { giftMessageLength, type GiftSettingsDto } from '@/lib/gifts/rules';
import { GIFT_MESSAGE_MAX } from '@/lib/gifts/messages';
import { formatInr, rupeesToPaise } from '@/lib/money';
import { cn } from '@/lib/utils/cn';

export interface GiftChoice {
  wrap: boolean;
  message: string;
  hidePrices: boolean;
}

export const NO_GIFT_CHOICE: GiftChoice = { wrap: false, message: '', hidePrices: false };

/** The order's `gift`, or nothing when the shopper chose none of it. */
export function giftRequest(choice: GiftChoice): { wrap: boolean; message?: string; hidePrices?: boolean } | undefined {
  const message = choice.message.trim();
  if (!choice.wrap && !message && !choice.hidePrices) return undefined;
  return { wrap: choice.wrap, ...(message ? { message } : {}), ...(choice.hidePrices ? { hidePrices: true } : {}) };
}

function Check({
  id,
  checked,
  disabled,
  onChange,
  title,
  note,
}: {
  id: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  title: React.ReactNode;
  note: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded-sm border-input accent-gold-deep"
      />
      <label htmlFor={id} className="cursor-pointer text-sm leading-snug">
        {title}
        <span className="block text-xs text-muted-foreground">{note}</span>
      </label>
    </div>
  );
}

/**
 * Gift wrap (when the store offers it, at the admin's price), a message for the card in the parcel
 * and a gift receipt without prices. The message is counted as the server counts it.
 */
export function GiftOptions({
  idPrefix,
  headingId,
  settings,
  value,
  onChange,
  messageError,
  disabled,
}: {
  idPrefix: string;
  headingId: string;
  settings: GiftSettingsDto;
  value: GiftChoice;
  onChange: (next: GiftChoice) => void;
  messageError?: string;
  disabled: boolean;
}) {
  const messageId = `${idPrefix}-message`;
  const countId = `${idPrefix}-message-count`;
  const hintId = `${idPrefix}-message-hint`;
  const errorId = `${idPrefix}-message-error`;
  const used = giftMessageLength(value.message);
  const over = used > GIFT_MESSAGE_MAX;
  const set = (patch: Partial<GiftChoice>) => onChange({ ...value, ...patch });
  const [open, setOpen] = useState(false);
  // A message refused opens the fold, so the shopper sees what to change.
  const shown = open || !!messageError || over;
  const chosen = [value.wrap && settings.wrapEnabled ? 'gift wrap' : null, value.message.trim() ? 'a message' : null, value.hidePrices ? 'no prices' : null].filter(Boolean);

  return (
    <section aria-labelledby={headingId} className="space-y-5 rounded-lg border border-border bg-card p-5 shadow-xs sm:p-8">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-2xl font-medium sm:text-3xl">
          <Gift aria-hidden className="size-6 text-gold-deep" strokeWidth={1.5} />
          Sending a gift?
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">All optional. Your GST invoice always comes to you.</p>
      </div>
      <PhoneFold
        id={`${idPrefix}-options`}
        open={shown}
        onToggle={() => setOpen(!shown)}
        label={chosen.length ? `A gift: ${chosen.join(', ')}` : settings.wrapEnabled ? 'Add gift wrap or a message' : 'Add a gift message'}
        className="space-y-5"
      >
      {settings.wrapEnabled ? (
        <Check
          id={`${idPrefix}-wrap`}
          checked={value.wrap}
          disabled={disabled}
          onChange={(wrap) => set({ wrap })}
          title={
            <>
              Gift wrap <span className="font-medium tabular-nums">(+{formatInr(rupeesToPaise(settings.wrapPrice))})</span>
            </>
          }
          note="Wrapped by hand in our signature paper and ribbon."
        />
      ) : null}
      <div className="space-y-2">
        <Label htmlFor={messageId}>
          Gift message <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={messageId}
          rows={3}
          value={value.message}
          disabled={disabled}
          onChange={(e) => set({ message: e.target.value })}
          aria-invalid={messageError || over ? true : undefined}
          aria-describedby={[messageError ? errorId : null, hintId, countId].filter(Boolean).join(' ')}
        />
        <div className="flex items-start justify-between gap-4 text-xs text-muted-foreground">
          <p id={hintId}>Printed on a card inside the parcel.</p>
          <p id={countId} className={cn('shrink-0 tabular-nums', over && 'font-medium text-destructive')}>
            {used}/{GIFT_MESSAGE_MAX}
            <span className="sr-only"> characters</span>
          </p>
        </div>
        <FieldError id={errorId} message={messageError} />
      </div>
      <Check
        id={`${idPrefix}-hide-prices`}
        checked={value.hidePrices}
        disabled={disabled}
        onChange={(hidePrices) => set({ hidePrices })}
        title="Hide prices in the parcel"
        note="The parcel carries a gift receipt without prices; the tax invoice stays in My Orders."
      />
      </PhoneFold>
    </section>
  );
}
