'use client';

import { useState, type FormEvent } from 'react';
import { FieldError, TextField } from '@/components/auth/fields';
import { BusyButton } from '@/components/ui/busy-button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { apiFieldErrors } from '@/lib/client/field-errors';
import { DELIVERY_ZONE_LABELS, DELIVERY_ZONES, type DeliveryRules, type DeliveryZone } from '@/lib/delivery/estimate';

type Days = Record<DeliveryZone, { minDays: string; maxDays: string }>;

const SAVE_FAILED = 'Could not save the delivery rules. Please try again.';

const daysOf = (rules: DeliveryRules) =>
  Object.fromEntries(DELIVERY_ZONES.map((z) => [z, { minDays: String(rules.zones[z].minDays), maxDays: String(rules.zones[z].maxDays) }])) as Days;

/** A blank box goes as null, so the server refuses it with its own words. */
const toNumber = (s: string) => (s.trim() === '' ? null : Number(s));

/** The whole rules in one form: each zone's days, the cut-off, the holidays (one date a line). */
export function DeliveryRulesForm({ initial }: { initial: DeliveryRules }) {
  const [days, setDays] = useState<Days>(() => daysOf(initial));
  const [cutoff, setCutoff] = useState(initial.cutoff);
  const [holidays, setHolidays] = useState(initial.holidays.join('\n'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const setDay = (zone: DeliveryZone, key: 'minDays' | 'maxDays', value: string) => setDays((d) => ({ ...d, [zone]: { ...d[zone], [key]: value } }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const body = {
      zones: Object.fromEntries(DELIVERY_ZONES.map((z) => [z, { minDays: toNumber(days[z].minDays), maxDays: toNumber(days[z].maxDays) }])),
      cutoff,
      holidays: holidays.split(/[\s,]+/).filter(Boolean),
    };
    try {
      const saved = await apiFetch<DeliveryRules>('/api/v1/delivery-rules', { method: 'PUT', body, fallbackMessage: SAVE_FAILED });
      setErrors({});
      setDays(daysOf(saved.data));
      setCutoff(saved.data.cutoff);
      setHolidays(saved.data.holidays.join('\n'));
      toastSuccess(saved.message ?? 'Saved');
    } catch (err) {
      // 'holidays.3' and the like speak for the whole holidays box.
      setErrors(apiFieldErrors(err, (key) => key.replace(/^holidays\..*$/, 'holidays')));
      toastError(errorMessage(err, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-8">
      <fieldset className="rounded-lg border border-border bg-card p-5">
        <legend className="px-1 text-lg font-medium">Days in transit, after dispatch</legend>
        <p className="text-sm text-muted-foreground">Courier working days (Sundays not counted). The zone comes from the PIN code&apos;s first digits.</p>
        <div className="mt-4 grid gap-5">
          {DELIVERY_ZONES.map((zone) => (
            <div key={zone} className="grid gap-3 sm:grid-cols-[1fr_8rem_8rem] sm:items-start">
              <p className="text-sm font-medium sm:pt-8">{DELIVERY_ZONE_LABELS[zone]}</p>
              {(['minDays', 'maxDays'] as const).map((key) => (
                <TextField
                  key={key}
                  id={`delivery-${zone}-${key}`}
                  label={`${key === 'minDays' ? 'Fewest' : 'Most'} days`}
                  aria-label={`${DELIVERY_ZONE_LABELS[zone]}: ${key === 'minDays' ? 'fewest' : 'most'} days`}
                  inputMode="numeric"
                  value={days[zone][key]}
                  onChange={(e) => setDay(zone, key, e.target.value)}
                  error={errors[`zones.${zone}.${key}`]}
                  disabled={busy}
                />
              ))}
            </div>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id="delivery-cutoff"
          label="Dispatch cut-off (India time)"
          hint="Orders from this time on ship the next working day."
          type="time"
          value={cutoff}
          onChange={(e) => setCutoff(e.target.value)}
          error={errors.cutoff}
          disabled={busy}
        />
        <div className="space-y-2">
          <Label htmlFor="delivery-holidays">Holidays (no dispatch)</Label>
          <Textarea
            id="delivery-holidays"
            rows={6}
            value={holidays}
            onChange={(e) => setHolidays(e.target.value)}
            aria-describedby={errors.holidays ? 'delivery-holidays-hint delivery-holidays-error' : 'delivery-holidays-hint'}
            aria-invalid={errors.holidays ? true : undefined}
            disabled={busy}
          />
          <p id="delivery-holidays-hint" className="text-xs text-muted-foreground">
            One date a line, like 2026-12-25.
          </p>
          <FieldError id="delivery-holidays-error" message={errors.holidays} />
        </div>
      </div>

      <div>
        <BusyButton type="submit" busy={busy} busyLabel="Saving…">
          Save delivery rules
        </BusyButton>
      </div>
    </form>
  );
}
