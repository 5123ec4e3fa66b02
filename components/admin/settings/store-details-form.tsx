'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { Plus, Trash2 } from 'lucide-react';
import { NativeSelect } from '@/components/account/select-native';
import { FieldShell, TextField, fieldAria, focusById } from '@/components/auth/fields';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { apiFieldErrors } from '@/lib/client/field-errors';
import { INDIAN_STATES } from '@/lib/india';
import type { StoreDetails } from '@/lib/store';
import { STORE_DETAILS_LIMITS } from '@/lib/store-details/messages';

const SAVE_FAILED = 'Could not save the store details. Please try again.';
const L = STORE_DETAILS_LIMITS;

/** Every box as typed: numbers stay text until they are sent, so a half-typed value is never rewritten under the cursor. */
interface Values {
  name: string;
  tagline: string;
  legalName: string;
  cin: string;
  gstin: string;
  foundedYear: string;
  studio: StoreDetails['studio'];
  phone: string;
  email: string;
  hours: StoreDetails['hours'];
  replyWithinHours: string;
  grievanceOfficer: StoreDetails['grievanceOfficer'];
  social: StoreDetails['social'];
  houses: StoreDetails['houses'];
  claimWindowHours: string;
  dispatchMin: string;
  dispatchMax: string;
  deliveryMin: string;
  deliveryMax: string;
}

function toValues(d: StoreDetails): Values {
  return {
    name: d.name,
    tagline: d.tagline,
    legalName: d.legalName,
    cin: d.cin,
    gstin: d.gstin,
    foundedYear: String(d.foundedYear),
    studio: { ...d.studio },
    phone: d.phone,
    email: d.email,
    hours: d.hours.map((h) => ({ ...h })),
    replyWithinHours: String(d.replyWithinHours),
    grievanceOfficer: { ...d.grievanceOfficer },
    social: d.social.map((s) => ({ ...s })),
    houses: d.houses.map((h) => ({ ...h })),
    claimWindowHours: String(d.claimWindowHours),
    dispatchMin: String(d.dispatchBusinessDays.min),
    dispatchMax: String(d.dispatchBusinessDays.max),
    deliveryMin: String(d.deliveryBusinessDays.min),
    deliveryMax: String(d.deliveryBusinessDays.max),
  };
}

// A blank or non-numeric box goes as itself, so the server refuses it with its own words.
const num = (v: string): number | string => (v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);

function toBody(v: Values) {
  return {
    name: v.name,
    tagline: v.tagline,
    legalName: v.legalName,
    cin: v.cin,
    gstin: v.gstin,
    foundedYear: num(v.foundedYear),
    studio: v.studio,
    phone: v.phone,
    email: v.email,
    hours: v.hours,
    replyWithinHours: num(v.replyWithinHours),
    grievanceOfficer: v.grievanceOfficer,
    social: v.social,
    houses: v.houses,
    claimWindowHours: num(v.claimWindowHours),
    dispatchBusinessDays: { min: num(v.dispatchMin), max: num(v.dispatchMax) },
    deliveryBusinessDays: { min: num(v.deliveryMin), max: num(v.deliveryMax) },
  };
}

/** The server names fields by path ('studio.state', 'hours.0.days'); each becomes a control's id. */
const fieldId = (uid: string, path: string) => `${uid}-${path.replace(/\./g, '-')}`;

/**
 * The store's identity, saved through PUT /api/v1/settings/store: what the footer, the policies,
 * emails and every new tax invoice print. Each refusal is shown under its field.
 */
export function StoreDetailsForm({ initial }: { initial: StoreDetails }) {
  const uid = useId().replace(/:/g, '');
  const router = useRouter();
  const [values, setValues] = useState<Values>(() => toValues(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = (path: string) => fieldId(uid, path);
  // The first refused field takes the focus once the form is enabled again (a disabled control cannot).
  const focusAfterSave = useRef<string | null>(null);
  useEffect(() => {
    if (busy || !focusAfterSave.current) return;
    focusById(fieldId(uid, focusAfterSave.current));
    focusAfterSave.current = null;
  }, [busy, uid]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (
    key: 'name' | 'tagline' | 'legalName' | 'cin' | 'gstin' | 'foundedYear' | 'phone' | 'email' | 'replyWithinHours' | 'claimWindowHours',
  ) => ({
    id: id(key),
    value: values[key],
    error: errors[key],
    disabled: busy,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });
  const studio = (key: keyof StoreDetails['studio']) => ({
    id: id(`studio.${key}`),
    value: values.studio[key],
    error: errors[`studio.${key}`],
    disabled: busy,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set('studio', { ...values.studio, [key]: e.target.value }),
  });
  const officer = (key: keyof StoreDetails['grievanceOfficer']) => ({
    id: id(`grievanceOfficer.${key}`),
    value: values.grievanceOfficer[key],
    error: errors[`grievanceOfficer.${key}`],
    disabled: busy,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set('grievanceOfficer', { ...values.grievanceOfficer, [key]: e.target.value }),
  });
  const days = (key: 'dispatchMin' | 'dispatchMax' | 'deliveryMin' | 'deliveryMax', path: string) => ({
    id: id(path),
    value: values[key],
    error: errors[path],
    disabled: busy,
    inputMode: 'numeric' as const,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });

  // The three lists (opening hours, social links, houses): a row's change, its removal, and the
  // button that adds one, alike in each.
  type ListKey = 'hours' | 'social' | 'houses';
  const editRow = <K extends ListKey>(key: K, i: number, change: Partial<Values[K][number]>) =>
    set(key, (values[key] as Values[K][number][]).map((row, j) => (j === i ? { ...row, ...change } : row)) as Values[K]);
  const removeRow = (key: ListKey, i: number, label: string, disabled = false) => (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="mt-7 size-11"
      disabled={busy || disabled}
      aria-label={label}
      onClick={() => set(key, (values[key] as unknown[]).filter((_, j) => j !== i) as Values[typeof key])}
    >
      <Trash2 aria-hidden />
    </Button>
  );
  const addRow = <K extends ListKey>(key: K, max: number, blank: Values[K][number], label: string) => (
    <>
      {listError(key)}
      <div>
        <Button
          id={id(key)}
          type="button"
          variant="outline"
          aria-describedby={errors[key] ? `${id(key)}-error` : undefined}
          disabled={busy || values[key].length >= max}
          onClick={() => set(key, [...values[key], blank] as Values[K])}
        >
          <Plus aria-hidden /> {label}
        </Button>
      </div>
    </>
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const saved = await apiFetch<StoreDetails>('/api/v1/settings/store', {
        method: 'PUT',
        body: toBody(values),
        fallbackMessage: SAVE_FAILED,
      });
      setErrors({});
      setValues(toValues(saved.data));
      toastSuccess(saved.message ?? 'Saved');
      // The back office's own header shows the store's name.
      router.refresh();
    } catch (err) {
      const fieldErrors = apiFieldErrors(err);
      setErrors(fieldErrors);
      toastError(errorMessage(err, SAVE_FAILED));
      focusAfterSave.current = Object.keys(fieldErrors)[0] ?? null;
    } finally {
      setBusy(false);
    }
  }

  const fieldset = 'grid gap-5 rounded-lg border border-border bg-card p-5 sm:grid-cols-2';
  const legend = 'px-1 text-lg font-medium';
  const listError = (path: string) =>
    errors[path] ? (
      <p id={`${id(path)}-error`} className="text-sm text-destructive sm:col-span-2">
        {errors[path]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-6" aria-label="Store details">
      <fieldset className={fieldset}>
        <legend className={legend}>Store</legend>
        <TextField label="Store name" autoComplete="organization" {...text('name')} />
        <TextField label="Tagline" optional {...text('tagline')} />
        <TextField label="Founded year" inputMode="numeric" {...text('foundedYear')} />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Seller (printed on tax invoices)</legend>
        <div className="sm:col-span-2">
          <TextField label="Legal name" {...text('legalName')} />
        </div>
        <TextField
          label="GSTIN"
          hint="15 characters; the first two digits are the registered office's state code. Invoices already issued keep the GSTIN they were issued with."
          autoCapitalize="characters"
          spellCheck={false}
          {...text('gstin')}
        />
        <TextField
          label="CIN"
          hint="Leave blank if the seller is not a company."
          optional
          autoCapitalize="characters"
          spellCheck={false}
          {...text('cin')}
        />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Registered office and studio</legend>
        <div className="sm:col-span-2">
          <TextField label="Address line 1" autoComplete="address-line1" {...studio('line1')} />
        </div>
        <div className="sm:col-span-2">
          <TextField label="Address line 2" optional autoComplete="address-line2" {...studio('line2')} />
        </div>
        <TextField label="City" autoComplete="address-level2" {...studio('city')} />
        <FieldShell id={id('studio.state')} label="State" error={errors['studio.state']}>
          <NativeSelect
            value={values.studio.state}
            disabled={busy}
            onChange={(e) => set('studio', { ...values.studio, state: e.target.value })}
            autoComplete="address-level1"
            {...fieldAria(id('studio.state'), { error: errors['studio.state'] })}
          >
            {!INDIAN_STATES.some((s) => s.name === values.studio.state) ? (
              <option value={values.studio.state}>{values.studio.state || 'Select a state'}</option>
            ) : null}
            {INDIAN_STATES.map((s) => (
              <option key={s.code} value={s.name}>
                {s.name} ({s.code})
              </option>
            ))}
          </NativeSelect>
        </FieldShell>
        <TextField label="PIN code" inputMode="numeric" autoComplete="postal-code" {...studio('postalCode')} />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Customer care</legend>
        <TextField label="Phone" type="tel" autoComplete="tel" {...text('phone')} />
        <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
        <TextField label="Reply within (hours)" inputMode="numeric" {...text('replyWithinHours')} />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <h3 className="text-sm font-medium">Opening hours</h3>
          {values.hours.map((row, i) => (
            <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
              <TextField
                id={id(`hours.${i}.days`)}
                label={`Days, row ${i + 1}`}
                value={row.days}
                error={errors[`hours.${i}.days`]}
                disabled={busy}
                onChange={(e) => editRow('hours', i, { days: e.target.value })}
              />
              <TextField
                id={id(`hours.${i}.time`)}
                label={`Time, row ${i + 1}`}
                value={row.time}
                error={errors[`hours.${i}.time`]}
                disabled={busy}
                onChange={(e) => editRow('hours', i, { time: e.target.value })}
              />
              {removeRow('hours', i, `Remove opening hours row ${i + 1}`, values.hours.length <= 1)}
            </div>
          ))}
          {addRow('hours', L.hours, { days: '', time: '' }, 'Add opening hours')}
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Grievance officer</legend>
        <div className="sm:col-span-2">
          <TextField label="Officer's name" autoComplete="name" {...officer('name')} />
        </div>
        <TextField label="Officer's email" type="email" {...officer('email')} />
        <TextField label="Officer's phone" type="tel" {...officer('phone')} />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Social links</legend>
        <div className="flex flex-col gap-3 sm:col-span-2">
          {values.social.map((row, i) => (
            <div key={i} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] items-start gap-3">
              <TextField
                id={id(`social.${i}.name`)}
                label={`Network, link ${i + 1}`}
                value={row.name}
                error={errors[`social.${i}.name`]}
                disabled={busy}
                onChange={(e) => editRow('social', i, { name: e.target.value })}
              />
              <TextField
                id={id(`social.${i}.href`)}
                label={`Address, link ${i + 1}`}
                type="url"
                value={row.href}
                error={errors[`social.${i}.href`]}
                disabled={busy}
                onChange={(e) => editRow('social', i, { href: e.target.value })}
              />
              {removeRow('social', i, `Remove social link ${i + 1}`)}
            </div>
          ))}
          {addRow('social', L.social, { name: '', href: 'https://' }, 'Add a social link')}
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Houses</legend>
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Who each house is, in a line: shown on the house&rsquo;s page and with each of its perfumes. Name it as its perfumes&rsquo;
          Brand field does.
        </p>
        <div className="flex flex-col gap-4 sm:col-span-2">
          {values.houses.map((row, i) => (
            <div key={i} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 border-b border-border pb-4 last:border-b-0">
              <div className="grid gap-3">
                <TextField
                  id={id(`houses.${i}.name`)}
                  label={`House ${i + 1}`}
                  value={row.name}
                  maxLength={L.houseName}
                  error={errors[`houses.${i}.name`]}
                  disabled={busy}
                  onChange={(e) => editRow('houses', i, { name: e.target.value })}
                />
                <FieldShell id={id(`houses.${i}.line`)} label={`Who house ${i + 1} is`} error={errors[`houses.${i}.line`]}>
                  <Textarea
                    rows={3}
                    maxLength={L.houseLine}
                    value={row.line}
                    disabled={busy}
                    {...fieldAria(id(`houses.${i}.line`), { error: errors[`houses.${i}.line`] })}
                    onChange={(e) => editRow('houses', i, { line: e.target.value })}
                  />
                </FieldShell>
              </div>
              {removeRow('houses', i, `Remove house ${i + 1}`)}
            </div>
          ))}
          {addRow('houses', L.houses, { name: '', line: '' }, 'Add a house')}
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Delivery and claims</legend>
        <TextField label="Dispatch: fewest business days" {...days('dispatchMin', 'dispatchBusinessDays.min')} />
        <TextField label="Dispatch: most business days" {...days('dispatchMax', 'dispatchBusinessDays.max')} />
        <TextField label="Delivery: fewest business days" {...days('deliveryMin', 'deliveryBusinessDays.min')} />
        <TextField label="Delivery: most business days" {...days('deliveryMax', 'deliveryBusinessDays.max')} />
        <div className="sm:col-span-2">
          <TextField
            label="Claim window (hours after delivery)"
            hint="How long a shopper has to report a wrong, damaged or leaking product."
            inputMode="numeric"

            {...text('claimWindowHours')}
          />
        </div>
      </fieldset>

      <div>
        <BusyButton type="submit" busy={busy} busyLabel="Saving…">
          Save store details
        </BusyButton>
      </div>
    </form>
  );
}
