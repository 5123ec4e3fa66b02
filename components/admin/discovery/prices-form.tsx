'use client';

import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/auth/fields';
import { BusyButton } from '@/components/ui/busy-button';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { apiFieldErrors } from '@/lib/client/field-errors';
import type { DiscoveryPricesDto } from '@/lib/discovery/types';

const SAVE_FAILED = 'Could not save the set prices. Please try again.';

/** The discovery sets' prices, saved through PUT /api/v1/settings/discovery. */
export function DiscoveryPricesForm({ initial }: { initial: DiscoveryPricesDto }) {
  const uid = useId();
  const [set3, setSet3] = useState(String(initial.set3Price));
  const [set5, setSet5] = useState(String(initial.set5Price));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    // A blank box goes as null, so the server refuses it with its own words.
    const amount = (v: string) => (v.trim() === '' ? null : Number(v));
    try {
      const saved = await apiFetch<DiscoveryPricesDto>('/api/v1/settings/discovery', {
        method: 'PUT',
        body: { set3Price: amount(set3), set5Price: amount(set5) },
        fallbackMessage: SAVE_FAILED,
      });
      setErrors({});
      setSet3(String(saved.data.set3Price));
      setSet5(String(saved.data.set5Price));
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
        <legend className="px-1 text-lg font-medium">Set prices</legend>
        <TextField
          id={`${uid}-set3`}
          label="Set of 3 travel sprays (₹, GST included)"
          inputMode="decimal"
          value={set3}
          onChange={(e) => setSet3(e.target.value)}
          error={errors.set3Price}
          disabled={busy}
        />
        <TextField
          id={`${uid}-set5`}
          label="Set of 5 travel sprays (₹, GST included)"
          hint="Orders already placed keep their price; a set's credit is what its buyer paid."
          inputMode="decimal"
          value={set5}
          onChange={(e) => setSet5(e.target.value)}
          error={errors.set5Price}
          disabled={busy}
        />
      </fieldset>
      <div>
        <BusyButton type="submit" busy={busy} busyLabel="Saving…">
          Save set prices
        </BusyButton>
      </div>
    </form>
  );
}
