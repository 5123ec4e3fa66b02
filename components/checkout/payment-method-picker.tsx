'use client';

import { Banknote, CreditCard } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils/cn';

interface PaymentMethodPickerProps {
  idPrefix: string;
  headingId: string;
  disabled: boolean;
}

const OPTIONS = [
  {
    value: 'online',
    title: 'Pay online',
    text: 'Cards, UPI, net banking and wallets, through our secure payment partner.',
    icon: CreditCard,
    available: true,
  },
  {
    // The store is prepaid only: cash on delivery is shown as coming soon, never offered (the API refuses it).
    value: 'cod',
    title: 'Cash on Delivery',
    text: 'Pay in cash when your order arrives.',
    icon: Banknote,
    available: false,
  },
];

export function PaymentMethodPicker({ idPrefix, headingId, disabled }: PaymentMethodPickerProps) {
  return (
    <fieldset aria-labelledby={headingId}>
      <div className="grid gap-3">
        {OPTIONS.map((option) => {
          const inputId = `${idPrefix}-${option.value}`;
          const checked = option.available;
          const off = disabled || !option.available;
          const Icon = option.icon;
          return (
            <label
              key={option.value}
              htmlFor={inputId}
              className={cn(
                'flex items-start gap-4 rounded-lg border bg-card p-4 shadow-xs transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
                checked ? 'border-gold-deep bg-cream/60' : 'border-border',
                option.available ? 'cursor-pointer' : 'cursor-not-allowed bg-muted/40',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={`${idPrefix}-method`}
                value={option.value}
                checked={checked}
                disabled={off}
                readOnly
                // The title (and its badge) name the option; the card's sentence describes it.
                aria-labelledby={`${inputId}-title`}
                aria-describedby={`${inputId}-text`}
                className="mt-1 size-4 shrink-0 accent-gold-deep"
              />
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-deep" strokeWidth={1.5} />
              <span className="min-w-0 flex-1">
                <span id={`${inputId}-title`} className="flex flex-wrap items-center gap-2 font-medium">
                  {option.title}{' '}
                  {option.available ? null : <Badge variant="secondary">Coming Soon</Badge>}
                </span>
                <span id={`${inputId}-text`} className="mt-1 block text-sm text-muted-foreground">
                  {option.text}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
