'use client';

import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/auth/fields';
import { BusyButton } from '@/components/ui/busy-button';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { apiFieldErrors } from '@/lib/client/field-errors';
import type { GiftSettingsDto } from '@/lib/gifts/rules';

const SAVE_FAILED = 'Could not save the gifting settings. Please try again.';

/** Gift wrap on or off and its price, saved through PUT /api/v1/settings/gifting. */
export function GiftingSettingsForm({ initial }: { initial: GiftSettingsDto }) {
  const uid = useId();
  const enabledId = `${uid}-enabled`;
  const [enabled, setEnabled] = useState(initial.wrapEnabled);
  const [price, setPrice] = useState(String(initial.wrapPrice));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    // A blank box goes as null, so the server refuses it with its own words.
    const body = { wrapEnabled: enabled, wrapPrice: price.trim() === '' ? null : Number(price) };
    try {
      const saved = await apiFetch<GiftSettingsDto>('/api/v1/settings/gifting', { method: 'PUT', body, fallbackMessage: SAVE_FAILED });
      setErrors({});
      setEnabled(saved.data.wrapEnabled);
      setPrice(String(saved.data.wrapPrice));
      toastSuccess(saved.message ?? 'Saved');
    } catch (err) {
      setErrors(apiFieldErrors(err));
      toastError(errorMessage(err, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-6">
      <fieldset className="space-y-5 rounded-lg border border-border bg-card p-5">
        <legend className="px-1 text-lg font-medium">Gift wrap</legend>
        <div className="flex items-start gap-3">
          <input
            id={enabledId}
            type="checkbox"
            checked={enabled}
            disabled={busy}
            onChange={(e) => setEnabled(e.target.checked)}
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded-sm border-input accent-gold-deep"
          />
          <label htmlFor={enabledId} className="cursor-pointer text-sm leading-snug">
            Offer gift wrap at checkout
            <span className="block text-xs text-muted-foreground">
              Turned off, the checkout hides it and an order asking for it is refused. Gift messages and gift receipts stay available.
            </span>
          </label>
        </div>
        <TextField
          id={`${uid}-price`}
          label="Gift wrap price (₹, GST included)"
          hint="Charged once per order, taxed like the goods; coupons do not reduce it. Orders already placed keep their price."
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={errors.wrapPrice}
          disabled={busy}
        />
      </fieldset>
      <div>
        <BusyButton type="submit" busy={busy} busyLabel="Saving…">
          Save gifting settings
        </BusyButton>
      </div>
    </form>
  );
}
