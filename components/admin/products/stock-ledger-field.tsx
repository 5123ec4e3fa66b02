'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { NativeSelect } from '@/components/account/select-native';
import { FieldError, TextField } from '@/components/auth/fields';
import { formatDateTime } from '@/components/admin/users/format';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toastSuccess } from '@/components/ui/sonner';
import { ApiError, apiFetch, errorMessage } from '@/lib/client/api';
import { formatDelta, movementReasonLabel, type AdjustmentReason } from '@/lib/stock/rules';
import { STOCK_LIMITS, STOCK_MESSAGES } from '@/lib/stock/messages';

/** A ledger row as GET /products/{id}/stock-movements answers it. */
interface Movement {
  seq: number;
  delta: number;
  stockAfter: number;
  reason: string;
  orderNumber: string | null;
  claimId: string | null;
  actorName: string | null;
  note: string | null;
  createdAt: string;
}

const REASONS: { value: AdjustmentReason; label: string; hint: string }[] = [
  { value: 'received', label: 'Received', hint: 'add units' },
  { value: 'damaged', label: 'Damaged', hint: 'remove units' },
  { value: 'count_correction', label: 'Count correction', hint: 'either way' },
];

const RECENT = 10;
const LOAD_FAILED = 'Could not load the stock history';

async function fetchMovements(productId: string, variantId: string): Promise<Movement[]> {
  const res = await apiFetch<Movement[]>(
    `/api/v1/products/${encodeURIComponent(productId)}/stock-movements?variantId=${encodeURIComponent(variantId)}&limit=${RECENT}`,
    { fallbackMessage: LOAD_FAILED },
  );
  return res.data;
}

export interface LedgerSize {
  _id: string;
  label: string;
}

/**
 * Per existing size of the product being edited: its recent stock movements (the ledger) and an
 * adjustment (a change of units with a reason), applied at once on its own, apart from the
 * form's Save. Not a <form>: it sits inside the product form, so Enter in its inputs applies the
 * adjustment rather than saving the product.
 */
export function StockLedgerField({
  productId,
  sizes,
  onAdjusted,
}: {
  productId: string;
  sizes: LedgerSize[];
  /** The size's new stock: the form shows it and counts against it from now on. */
  onAdjusted: (variantId: string, stock: number) => void;
}) {
  if (sizes.length === 0) return null;
  return (
    <fieldset className="space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">Stock history</legend>
      <p className="text-xs text-muted-foreground">
        Every change of stock is recorded. Received goods, damage and recounts are adjustments: they apply at once, without Save Product.
      </p>
      {sizes.map((s) => (
        <SizeLedger key={s._id} productId={productId} size={s} onAdjusted={onAdjusted} />
      ))}
    </fieldset>
  );
}

function SizeLedger({ productId, size, onAdjusted }: { productId: string; size: LedgerSize; onAdjusted: (variantId: string, stock: number) => void }) {
  const uid = useId();
  const [items, setItems] = useState<Movement[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<AdjustmentReason>('received');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ delta?: string; reason?: string; note?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  // Bumped after an adjustment: the list is read again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let alive = true;
    fetchMovements(productId, size._id).then(
      (data) => {
        if (!alive) return;
        setItems(data);
        setLoadError(null);
      },
      (e: unknown) => {
        if (alive) setLoadError(errorMessage(e, LOAD_FAILED));
      },
    );
    return () => {
      alive = false;
    };
  }, [productId, size._id, version]);

  async function apply() {
    if (busy) return;
    const n = Number(delta.trim());
    if (!/^\s*[-+]?\d+\s*$/.test(delta)) return setErrors({ delta: STOCK_MESSAGES.deltaNumber });
    if (n === 0) return setErrors({ delta: STOCK_MESSAGES.deltaZero });
    setBusy(true);
    setErrors({});
    try {
      const res = await apiFetch<{ stock: number }>(`/api/v1/products/${encodeURIComponent(productId)}/stock-adjustments`, {
        method: 'POST',
        body: { variantId: size._id, delta: n, reason, ...(note.trim() ? { note: note.trim() } : {}) },
        fallbackMessage: 'Could not adjust the stock',
      });
      onAdjusted(size._id, res.data.stock);
      toastSuccess(`${size.label}: stock is now ${res.data.stock}`);
      setDelta('');
      setNote('');
      setOpen(false);
      setVersion((v) => v + 1);
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors({ delta: e.fieldError('delta'), reason: e.fieldError('reason'), note: e.fieldError('note'), form: e.fieldError('delta') ? undefined : e.message });
      } else setErrors({ form: errorMessage(e, 'Could not adjust the stock') });
    } finally {
      setBusy(false);
    }
  }

  // Enter applies the adjustment; it must not submit the product form around it.
  const onEnter = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void apply();
    }
  };

  const headingId = `${uid}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-border pt-3 first-of-type:border-t-0 first-of-type:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium">
          {size.label}
        </h3>
        <Button type="button" variant="outline" size="sm" aria-expanded={open} aria-controls={`${uid}-adjust`} onClick={() => setOpen((o) => !o)}>
          Adjust stock<span className="sr-only"> of {size.label}</span>
        </Button>
      </div>
      {open ? (
        <div id={`${uid}-adjust`} role="group" aria-label={`Adjust stock of ${size.label}`} className="grid gap-3 sm:grid-cols-[8rem_12rem_1fr_auto] sm:items-start">
          <TextField
            id={`${uid}-delta`}
            label="Change (units)"
            inputMode="numeric"
            autoComplete="off"
            value={delta}
            onChange={(e) => setDelta(e.target.value)}
            onKeyDown={onEnter}
            error={errors.delta}
            hint="For example 12 or -2"
          />
          <div className="space-y-2">
            <Label htmlFor={`${uid}-reason`}>Reason</Label>
            <NativeSelect
              id={`${uid}-reason`}
              value={reason}
              onChange={(e) => setReason(e.target.value as AdjustmentReason)}
              onKeyDown={onEnter}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${uid}-reason-error` : undefined}
            >
              {REASONS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label} ({r.hint})
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${uid}-reason-error`} message={errors.reason} />
          </div>
          <TextField
            id={`${uid}-note`}
            label="Note"
            optional
            maxLength={STOCK_LIMITS.noteMax}
            autoComplete="off"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            onKeyDown={onEnter}
            error={errors.note}
          />
          <Button type="button" className="sm:mt-7" onClick={() => void apply()} aria-busy={busy || undefined}>
            {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
            Apply<span className="sr-only"> to {size.label}</span>
          </Button>
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-4">
              {errors.form}
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Recent movements</h4>
        {loadError ? (
          <p role="alert" className="text-sm text-destructive">
            {loadError}
          </p>
        ) : items === null ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No movements yet.</p>
        ) : (
          <ol aria-label={`Recent stock movements of ${size.label}`} className="mt-1 divide-y divide-border text-sm">
            {items.map((m) => (
              <li key={m.seq} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-1.5">
                <span className="min-w-[9rem] font-medium">{movementReasonLabel(m.reason)}</span>
                <span className={`tabular-nums ${m.delta < 0 ? 'text-destructive' : 'text-emerald-800 dark:text-emerald-300'}`}>
                  {formatDelta(m.delta)}
                </span>
                <span className="tabular-nums text-muted-foreground">stock {m.stockAfter}</span>
                {m.orderNumber ? (
                  <a className="underline underline-offset-2" href={`/admin/orders?search=${encodeURIComponent(m.orderNumber)}`}>
                    Order {m.orderNumber}
                  </a>
                ) : null}
                {m.actorName ? <span className="text-muted-foreground">by {m.actorName}</span> : null}
                {m.note ? <span className="text-muted-foreground">“{m.note}”</span> : null}
                <time className="ml-auto text-xs text-muted-foreground" dateTime={m.createdAt}>
                  {formatDateTime(m.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
