'use client';

import { useState, type FormEvent } from 'react';
import { FieldError, TextField } from '@/components/auth/fields';
import { BusyButton } from '@/components/ui/busy-button';
import { Label } from '@/components/ui/label';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { apiFieldErrors } from '@/lib/client/field-errors';
import type { AdminSampleDto } from '@/lib/samples/rules';

const SAVE_FAILED = 'Could not save the sample. Please try again.';
const SELECT_CLASS =
  'flex h-11 w-full rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:text-sm aria-invalid:border-destructive';

/** One sample: its stock as counted, and whether it is on offer; saved on its own. */
function SampleRow({ sample, onSaved }: { sample: AdminSampleDto; onSaved: (next: AdminSampleDto) => void }) {
  const [stock, setStock] = useState(String(sample.stock));
  const [active, setActive] = useState(sample.isActive);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = `sample-${sample._id}`;
  const changed = stock.trim() !== String(sample.stock) || active !== sample.isActive;

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await apiFetch<AdminSampleDto>(`/api/v1/samples/${sample._id}`, { method: 'PUT', body: { stock: stock.trim(), isActive: active }, fallbackMessage: SAVE_FAILED });
      setError(undefined);
      onSaved(res.data);
      toastSuccess(res.message ?? 'Saved');
    } catch (err) {
      setError(apiFieldErrors(err).stock);
      toastError(errorMessage(err, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  const offered = sample.isActive && sample.productOnSale && sample.stock > 0;
  return (
    <li className="rounded-lg border border-border bg-card p-4">
      <form onSubmit={save} noValidate className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto_auto] sm:items-end">
        <div>
          <p className="font-medium">
            {sample.name} <span className="text-muted-foreground">· {sample.label}</span>
          </p>
          <p className="text-xs text-muted-foreground">
            {offered ? 'Offered at checkout' : !sample.productOnSale ? 'Not offered: the perfume is not on sale' : sample.stock === 0 ? 'Not offered: out of stock' : 'Not offered: switched off'}
            {` · ${sample.given} sent with orders`}
          </p>
        </div>
        <TextField id={`${id}-stock`} label="Stock" inputMode="numeric" value={stock} onChange={(e) => setStock(e.target.value)} error={error} disabled={busy} />
        <label htmlFor={`${id}-active`} className="flex min-h-11 items-center gap-2 text-sm">
          <input id={`${id}-active`} type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} disabled={busy} className="size-5 accent-gold-deep" />
          On offer
        </label>
        <BusyButton type="submit" variant="outline" busy={busy} busyLabel="Saving…" disabled={!changed} aria-label={`Save ${sample.name} ${sample.label}`}>
          Save
        </BusyButton>
      </form>
    </li>
  );
}

/** Every sample, and a form to stock a new one. */
export function SamplesManager({ initial, perfumes }: { initial: AdminSampleDto[]; perfumes: { id: string; name: string }[] }) {
  const [samples, setSamples] = useState(initial);
  const [productId, setProductId] = useState('');
  const [volumeMl, setVolumeMl] = useState('2');
  const [stock, setStock] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function add(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await apiFetch<AdminSampleDto>('/api/v1/samples', { method: 'POST', body: { productId, volumeMl: volumeMl.trim(), stock: stock.trim() }, fallbackMessage: SAVE_FAILED });
      setErrors({});
      setSamples((list) => [...list, res.data].sort((a, b) => a.name.localeCompare(b.name) || a.volumeMl - b.volumeMl));
      setStock('');
      toastSuccess(res.message ?? 'Sample added');
    } catch (err) {
      setErrors(apiFieldErrors(err));
      toastError(errorMessage(err, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex max-w-4xl flex-col gap-8">
      <section aria-labelledby="samples-list-heading">
        <h2 id="samples-list-heading" className="text-xl font-medium">
          In the studio
        </h2>
        {samples.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No samples yet: the checkout offers none until you add one below.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {samples.map((s) => (
              <SampleRow key={s._id} sample={s} onSaved={(next) => setSamples((list) => list.map((x) => (x._id === next._id ? next : x)))} />
            ))}
          </ul>
        )}
      </section>

      <form onSubmit={add} noValidate aria-labelledby="samples-add-heading" className="rounded-lg border border-border bg-card p-5">
        <h2 id="samples-add-heading" className="text-xl font-medium">
          Add a sample
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem_8rem]">
          <div className="space-y-2">
            <Label htmlFor="sample-product">Perfume</Label>
            <select
              id="sample-product"
              className={SELECT_CLASS}
              value={productId}
              onChange={(e) => setProductId(e.target.value)}
              aria-invalid={errors.productId ? true : undefined}
              aria-describedby={errors.productId ? 'sample-product-error' : undefined}
              disabled={busy}
            >
              <option value="">Choose a perfume</option>
              {perfumes.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            <FieldError id="sample-product-error" message={errors.productId} />
          </div>
          <TextField id="sample-volume" label="Volume (ml)" inputMode="numeric" value={volumeMl} onChange={(e) => setVolumeMl(e.target.value)} error={errors.volumeMl} disabled={busy} />
          <TextField id="sample-stock" label="Stock" inputMode="numeric" value={stock} onChange={(e) => setStock(e.target.value)} error={errors.stock} disabled={busy} />
        </div>
        <BusyButton type="submit" className="mt-5" busy={busy} busyLabel="Adding…">
          Add sample
        </BusyButton>
      </form>
    </div>
  );
}
