'use client';

import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { PhoneFold } from './phone-fold';
import { MAX_SAMPLES_PER_ORDER, toggleSample, type SampleDto } from '@/lib/samples/rules';

/**
 * Up to two free samples with the order, from those the house has in stock. Ticking a third is
 * not possible (the other boxes are disabled and say why); the server counts the same. On a phone
 * the list is folded (PhoneFold), its button naming what is chosen.
 */
export function SampleOptions({
  idPrefix,
  headingId,
  samples,
  chosen,
  onChange,
  error,
  disabled,
}: {
  idPrefix: string;
  headingId: string;
  samples: readonly SampleDto[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | null;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (samples.length === 0) return null;
  const full = chosen.length >= MAX_SAMPLES_PER_ORDER;
  const noteId = `${idPrefix}-note`;
  const errorId = `${idPrefix}-error`;
  const names = chosen.map((id) => samples.find((s) => s._id === id)?.name).filter(Boolean);
  // An error about the samples opens the fold, so the shopper sees what to change.
  const shown = open || !!error;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-border bg-card p-5 shadow-xs sm:p-8">
      <div>
        <h2 id={headingId} tabIndex={-1} className="flex items-center gap-2 text-2xl font-medium focus:outline-none sm:text-3xl">
          <Sparkles aria-hidden className="size-5 text-gold-deep" />
          Two free samples
        </h2>
        <p id={noteId} className="mt-1 text-sm text-muted-foreground" aria-live="polite">
          {full ? 'Two chosen: untick one to choose another.' : `Choose up to ${MAX_SAMPLES_PER_ORDER} to try with your order, on us.`}
        </p>
      </div>
      <PhoneFold id={`${idPrefix}-list`} open={shown} onToggle={() => setOpen(!shown)} label={names.length ? `Chosen: ${names.join(', ')}` : 'Choose your samples'}>
      <fieldset aria-describedby={error ? `${noteId} ${errorId}` : noteId}>
        <legend className="sr-only">Free samples</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {samples.map((s) => {
            const id = `${idPrefix}-${s._id}`;
            const on = chosen.includes(s._id);
            return (
              <li key={s._id}>
                <label
                  htmlFor={id}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-ink has-[:checked]:bg-cream has-[:disabled]:cursor-not-allowed"
                >
                  <input
                    id={id}
                    type="checkbox"
                    checked={on}
                    disabled={disabled || (full && !on)}
                    onChange={(e) => onChange(toggleSample(chosen, s._id, e.target.checked))}
                    className="size-5 shrink-0 accent-gold-deep disabled:opacity-40"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="font-medium">{s.name}</span> <span className="text-muted-foreground">· {s.label}</span>
                  </span>
                  <span className="text-xs text-muted-foreground">Free</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      </PhoneFold>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** The chosen samples in the order summary, each at ₹0. */
export function ChosenSamples({ samples, chosen }: { samples: readonly SampleDto[]; chosen: readonly string[] }) {
  const picked = chosen.map((id) => samples.find((s) => s._id === id)).filter((s): s is SampleDto => !!s);
  if (picked.length === 0) return null;
  return (
    <div className="border-t border-border pt-4 text-sm">
      <p className="font-medium">Free samples</p>
      <ul className="mt-1 space-y-1">
        {picked.map((s) => (
          <li key={s._id} className="flex justify-between gap-3 text-muted-foreground">
            <span>
              {s.name} · {s.label}
            </span>
            <span className="tabular-nums">₹0</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
