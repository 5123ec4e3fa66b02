'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Tag, TicketPercent, X } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { CouponDto } from '@/lib/coupons/dto';
import { formatInr, rupeesToPaise } from '@/lib/money';
import { cn } from '@/lib/utils/cn';
import { couponOfferText } from './checkout-model';
import type { AppliedCoupon, CouponNotice } from './use-applied-coupon';

interface CouponBoxProps {
  idPrefix: string;
  applied: AppliedCoupon | null;
  busy: boolean;
  /** The order is being placed: nothing changes under it. */
  locked: boolean;
  notice: CouponNotice | null;
  suggestions: readonly CouponDto[];
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
  onClearNotice: () => void;
}

export function CouponBox({ idPrefix, applied, busy, locked, notice, suggestions, onApply, onRemove, onClearNotice }: CouponBoxProps) {
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const hadCoupon = useRef(applied !== null);
  const inputId = `${idPrefix}-code`;
  const noticeId = `${idPrefix}-notice`;
  const offersId = `${idPrefix}-offers`;
  const isError = notice?.tone === 'error';

  // Keyboard focus follows the control that replaced the one just used.
  useEffect(() => {
    const has = applied !== null;
    if (has === hadCoupon.current) return;
    hadCoupon.current = has;
    if (has) removeRef.current?.focus();
    else inputRef.current?.focus();
  }, [applied]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (await onApply(code)) setCode('');
  }

  async function applySuggestion(suggested: string) {
    setCode(suggested);
    if (await onApply(suggested)) setCode('');
  }

  return (
    <div className="space-y-3">
      {applied ? (
        <div className="flex items-start justify-between gap-3 rounded-md border border-success/30 bg-success/5 p-3">
          <div className="flex min-w-0 items-start gap-2.5 text-sm">
            <TicketPercent aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            <div className="min-w-0">
              <p>
                <span className="font-semibold tracking-wide">{applied.code}</span> applied
              </p>
              <p className="text-muted-foreground">
                You save <span className="font-medium text-success tabular-nums">{formatInr(rupeesToPaise(applied.discount))}</span>
                {applied.coupon?.description ? ` · ${applied.coupon.description}` : null}
              </p>
            </div>
          </div>
          <Button
            ref={removeRef}
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={locked}
            aria-label="Remove coupon"
            className="shrink-0"
          >
            <X aria-hidden />
            Remove
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            Coupon code
          </label>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Tag aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input
                ref={inputRef}
                id={inputId}
                name="couponCode"
                value={code}
                onChange={(e) => {
                  setCode(e.target.value.toUpperCase());
                  if (isError) onClearNotice();
                }}
                disabled={locked}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                aria-invalid={isError || undefined}
                aria-describedby={notice ? noticeId : undefined}
                className="pl-9 tracking-wide uppercase placeholder:normal-case placeholder:tracking-normal"
                placeholder="Enter code"
              />
            </div>
            <BusyButton busy={busy} type="submit" variant="outline" disabled={locked}>
              Apply
            </BusyButton>
          </div>
        </form>
      )}

      {/* Mounted from the start, so what appears in it is announced. A success is announced
          only: the applied card above already says it on screen. */}
      <div id={noticeId} role="status" aria-atomic="true">
        {notice ? (
          <p className={cn('text-sm', isError ? 'text-destructive' : 'sr-only')}>{notice.text}</p>
        ) : null}
      </div>

      {!applied && suggestions.length > 0 ? (
        <div className="space-y-2">
          <p id={offersId} className="text-xs tracking-wide text-muted-foreground uppercase">
            Available offers
          </p>
          <ul aria-labelledby={offersId} className="flex flex-wrap gap-2">
            {suggestions.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => void applySuggestion(c.code)}
                  disabled={busy || locked}
                  title={c.description || undefined}
                  aria-label={`${c.code}: ${couponOfferText(c)}`}
                  className={cn(
                    'inline-flex min-h-11 flex-col items-start rounded-md border border-dashed border-gold-deep/60 bg-cream/50 px-3 py-1.5 text-left transition-colors',
                    'outline-hidden hover:border-gold-deep hover:bg-cream focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                    'disabled:cursor-not-allowed disabled:opacity-50',
                  )}
                >
                  <span className="text-sm font-semibold tracking-wide">{c.code}</span>
                  <span className="text-xs text-muted-foreground">{couponOfferText(c)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
