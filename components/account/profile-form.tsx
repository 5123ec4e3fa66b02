'use client';

import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toastSuccess } from '@/components/ui/sonner';
import { apiFetch } from '@/lib/client/api';
import { checkAddress, type AddressField } from '@/lib/addresses/check';
import { INDIAN_STATES, canonicalStateName, normalizeIndianMobile, normalizePin } from '@/lib/india';
import { fillFromPin, NO_PIN_FILL, pinStateMismatch, type PinFill } from '@/lib/india-pin';
import { focusFirstError, readApiError, withoutKey, type FieldErrors } from './api-errors';
import { FieldShell, FormMessage, fieldAria } from './form-field';
import { ACCOUNT_MESSAGES, MAX_LENGTH } from './messages';
import { NativeSelect } from './select-native';
import type { UserDto } from '@/lib/auth/types';
import type { PostalAddress } from '@/lib/db/schema';

type Values = {
  name: string;
  phone: string;
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  addressPhone: string;
};
type Key = keyof Values;

/** Where the server (and our own check) reports each field: the contract's error keys. */
const ERROR_KEY: Record<Key, string> = {
  name: 'name',
  phone: 'phone',
  fullName: 'address.fullName',
  addressLine1: 'address.addressLine1',
  addressLine2: 'address.addressLine2',
  city: 'address.city',
  state: 'address.state',
  postalCode: 'address.postalCode',
  addressPhone: 'address.phone',
};
/** The fields in the order the form shows them (the PIN before the city and state it fills). */
const ORDER: readonly Key[] = ['name', 'phone', 'fullName', 'addressPhone', 'addressLine1', 'addressLine2', 'postalCode', 'city', 'state'];
/** This form's address fields as lib/addresses/check names them. */
const CHECKED_AS: Partial<Record<AddressField, Key>> = {
  fullName: 'fullName',
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  city: 'city',
  state: 'state',
  postalCode: 'postalCode',
  phone: 'addressPhone',
};
const ADDRESS_KEYS: readonly Key[] = ['fullName', 'addressLine1', 'addressLine2', 'city', 'state', 'postalCode', 'addressPhone'];

function toValues(user: { name: string; phone: string | null; address: PostalAddress | null }): Values {
  const a = user.address;
  return {
    name: user.name ?? '',
    phone: user.phone ?? '',
    fullName: a?.fullName ?? '',
    addressLine1: a?.addressLine1 ?? '',
    addressLine2: a?.addressLine2 ?? '',
    city: a?.city ?? '',
    state: a ? (canonicalStateName(a.state) ?? a.state) : '',
    postalCode: a?.postalCode ?? '',
    addressPhone: a?.phone ?? '',
  };
}

function hasAddress(v: Values): boolean {
  return ADDRESS_KEYS.some((k) => v[k].trim() !== '');
}

/** The same rules as the server's schema, with its messages; the server still has the last word. */
function validate(v: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.name.trim()) errors[ERROR_KEY.name] = ACCOUNT_MESSAGES.nameRequired;
  if (v.phone.trim() && !normalizeIndianMobile(v.phone)) errors[ERROR_KEY.phone] = ACCOUNT_MESSAGES.phoneInvalid;
  if (hasAddress(v)) {
    // Checkout's own address rules (PIN problems by name, a PIN from another state), same words.
    const found = checkAddress({ ...v, phone: v.addressPhone, country: 'India' });
    for (const [field, message] of Object.entries(found) as [AddressField, string][]) {
      const key = CHECKED_AS[field];
      if (key) errors[ERROR_KEY[key]] = message;
    }
  }
  return errors;
}

function toBody(v: Values) {
  const address = hasAddress(v)
    ? {
        fullName: v.fullName.trim(),
        addressLine1: v.addressLine1.trim(),
        ...(v.addressLine2.trim() ? { addressLine2: v.addressLine2.trim() } : {}),
        city: v.city.trim(),
        state: v.state,
        postalCode: normalizePin(v.postalCode) ?? v.postalCode.trim(),
        country: 'India' as const,
        phone: normalizeIndianMobile(v.addressPhone) ?? v.addressPhone.trim(),
      }
    : null;
  return {
    name: v.name.trim(),
    phone: v.phone.trim() ? (normalizeIndianMobile(v.phone) ?? v.phone.trim()) : null,
    address,
  };
}

interface ProfileFormProps {
  userId: string;
  email: string;
  name: string;
  phone: string | null;
  address: PostalAddress | null;
}

/** Name, mobile number and the delivery address that checkout starts from. */
export function ProfileForm({ userId, email, name, phone, address }: ProfileFormProps) {
  const router = useRouter();
  const uid = useId();
  const id = (k: Key | 'country' | 'email') => `${uid}-${k}`;
  const personalHeading = `${uid}-personal`;
  const addressHeading = `${uid}-address`;

  const [saved, setSaved] = useState<Values>(() => toValues({ name, phone, address }));
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pinFill, setPinFill] = useState<PinFill>(NO_PIN_FILL);
  const [pinNote, setPinNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const dirty = ORDER.some((k) => values[k] !== saved[k]);
  // "Please correct the highlighted fields" goes with the last highlighted field.
  const shownFormError = formError === ACCOUNT_MESSAGES.fixFields && Object.keys(errors).length === 0 ? null : formError;

  function clearError(k: Key) {
    setErrors((prev) => withoutKey(prev, ERROR_KEY[k]));
  }

  function onChange(e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
    const k = e.target.name as Key;
    const value = e.target.value;
    if (k === 'postalCode') {
      // A PIN fills an empty city and state (never what was typed), as at checkout.
      const fill = fillFromPin({ ...values, postalCode: value }, value, pinFill);
      setValues(fill.values);
      setPinFill(fill.filled);
      if (fill.note) setPinNote(fill.note);
      if (fill.filled.city !== pinFill.city) clearError('city');
      if (fill.filled.state !== pinFill.state) clearError('state');
    } else {
      setValues((v) => ({ ...v, [k]: value }));
      if (k === 'city' || k === 'state') {
        setPinFill((prev) => ({ ...prev, [k]: null }));
        setPinNote(null);
      }
    }
    clearError(k);
    // A state the PIN is not in is said at once, on the PIN.
    if (k === 'state') {
      const mismatch = pinStateMismatch(values.postalCode, value);
      setErrors((prev) =>
        mismatch ? { ...prev, [ERROR_KEY.postalCode]: mismatch } : withoutKey(prev, ERROR_KEY.postalCode),
      );
    }
  }

  // Shows the number the store will keep once the shopper leaves the field (+91, 0 and spaces go).
  function onPhoneBlur(k: 'phone' | 'addressPhone') {
    const normalised = normalizeIndianMobile(values[k]);
    if (normalised && normalised !== values[k]) setValues((v) => ({ ...v, [k]: normalised }));
  }

  function onPinBlur() {
    const normalised = normalizePin(values.postalCode);
    if (normalised && normalised !== values.postalCode) setValues((v) => ({ ...v, postalCode: normalised }));
    const mismatch = pinStateMismatch(values.postalCode, values.state);
    if (mismatch) setErrors((prev) => ({ ...prev, [ERROR_KEY.postalCode]: mismatch }));
  }

  function clearAddress() {
    setValues((v) => ({ ...v, ...Object.fromEntries(ADDRESS_KEYS.map((k) => [k, ''])) }));
    setPinFill(NO_PIN_FILL);
    setPinNote(null);
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([key]) => !key.startsWith('address.'))));
  }

  function showErrors(fields: FieldErrors, message: string) {
    setErrors(fields);
    setFormError(message);
    focusFirstError(formRef.current, ORDER.map((k) => ERROR_KEY[k]).filter((key) => fields[key]));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending.current) return;
    const found = validate(values);
    if (Object.keys(found).length > 0) {
      showErrors(found, ACCOUNT_MESSAGES.fixFields);
      return;
    }
    sending.current = true;
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const res = await apiFetch<UserDto>(`/api/v1/users/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        body: toBody(values),
      });
      const next = toValues(res.data);
      setSaved(next);
      setValues(next);
      toastSuccess(res.message ?? ACCOUNT_MESSAGES.profileUpdated);
      router.refresh();
    } catch (err) {
      const { message, fields } = readApiError(err, ACCOUNT_MESSAGES.profileUpdateFailed);
      const known = new Set(Object.values(ERROR_KEY));
      // A message for a field this form does not show (say 'address') goes to the form alert.
      const stray = Object.entries(fields)
        .filter(([key]) => !known.has(key))
        .map(([, m]) => m);
      showErrors(fields, [message, ...stray.filter((m) => m !== message)].join(' '));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  function discard() {
    setValues(saved);
    setErrors({});
    setFormError(null);
    setPinFill(NO_PIN_FILL);
    setPinNote(null);
  }

  const err = (k: Key) => errors[ERROR_KEY[k]];
  const control = (k: Key, hint = false) => ({
    ...fieldAria(id(k), { error: err(k), hint }),
    name: k,
    value: values[k],
    onChange,
    'data-field': ERROR_KEY[k],
    disabled: busy,
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-10">
      <fieldset aria-labelledby={personalHeading} className="space-y-5">
        <div>
          <h2 id={personalHeading} className="text-2xl font-medium sm:text-3xl">
            Personal details
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">How we address you in emails and on your orders.</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FieldShell id={id('name')} label="Name" error={err('name')}>
            <Input {...control('name')} type="text" autoComplete="name" maxLength={MAX_LENGTH.name} required />
          </FieldShell>
          <FieldShell
            id={id('phone')}
            label="Mobile number"
            optional
            error={err('phone')}
            hint="10-digit Indian mobile number; +91, 0 and spaces are removed."
          >
            <Input
              {...control('phone', true)}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={MAX_LENGTH.phone}
              onBlur={() => onPhoneBlur('phone')}
            />
          </FieldShell>
          <FieldShell
            id={id('email')}
            label="Email"
            className="sm:col-span-2"
            hint={
              <>
                To change your email address, go to{' '}
                <Link href="/settings#email" className="font-medium text-foreground underline underline-offset-4">
                  Settings
                </Link>
                .
              </>
            }
          >
            <Input
              {...fieldAria(id('email'), { hint: true })}
              type="email"
              value={email}
              readOnly
              className="bg-cream"
              autoComplete="email"
            />
          </FieldShell>
        </div>
      </fieldset>

      <fieldset aria-labelledby={addressHeading} className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={addressHeading} className="text-2xl font-medium sm:text-3xl">
              Delivery address
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Saved here, it fills in at checkout. We deliver across India, free.
            </p>
          </div>
          {hasAddress(values) ? (
            <button
              type="button"
              onClick={clearAddress}
              disabled={busy}
              className="min-h-11 rounded-md px-1 text-sm underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current disabled:opacity-50"
            >
              Clear address
            </button>
          ) : null}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FieldShell id={id('fullName')} label="Full name" error={err('fullName')}>
            <Input {...control('fullName')} type="text" autoComplete="shipping name" maxLength={MAX_LENGTH.fullName} />
          </FieldShell>
          <FieldShell
            id={id('addressPhone')}
            label="Phone for delivery"
            error={err('addressPhone')}
            hint="The courier calls this number."
          >
            <Input
              {...control('addressPhone', true)}
              type="tel"
              inputMode="tel"
              autoComplete="shipping tel"
              maxLength={MAX_LENGTH.phone}
              onBlur={() => onPhoneBlur('addressPhone')}
            />
          </FieldShell>
          <FieldShell
            id={id('addressLine1')}
            label="Address line 1"
            error={err('addressLine1')}
            hint="House or flat number, building, street"
            className="sm:col-span-2"
          >
            <Input
              {...control('addressLine1', true)}
              type="text"
              autoComplete="shipping address-line1"
              maxLength={MAX_LENGTH.addressLine}
            />
          </FieldShell>
          <FieldShell
            id={id('addressLine2')}
            label="Address line 2"
            optional
            error={err('addressLine2')}
            hint="Area, locality or landmark"
            className="sm:col-span-2"
          >
            <Input
              {...control('addressLine2', true)}
              type="text"
              autoComplete="shipping address-line2"
              maxLength={MAX_LENGTH.addressLine}
            />
          </FieldShell>
          <FieldShell id={id('postalCode')} label="PIN code" error={err('postalCode')} hint={pinNote || '6 digits'}>
            <Input
              {...control('postalCode', true)}
              type="text"
              inputMode="numeric"
              autoComplete="shipping postal-code"
              maxLength={7}
              onBlur={onPinBlur}
            />
          </FieldShell>
          <FieldShell id={id('city')} label="City" error={err('city')}>
            <Input {...control('city')} type="text" autoComplete="shipping address-level2" maxLength={MAX_LENGTH.city} />
          </FieldShell>
          <FieldShell id={id('state')} label="State or union territory" error={err('state')}>
            <NativeSelect {...control('state')} autoComplete="shipping address-level1">
              <option value="">Select a state</option>
              {values.state && !INDIAN_STATES.some((s) => s.name === values.state) ? (
                <option value={values.state}>{values.state}</option>
              ) : null}
              {INDIAN_STATES.map((s) => (
                <option key={s.code} value={s.name}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </FieldShell>
          <FieldShell id={id('country')} label="Country" hint="We ship within India only.">
            <Input
              {...fieldAria(id('country'), { hint: true })}
              type="text"
              value="India"
              readOnly
              className="bg-cream"
              autoComplete="shipping country-name"
            />
          </FieldShell>
        </div>
        <p className="sr-only" role="status" aria-live="polite">
          {pinNote}
        </p>
      </fieldset>

      <div className="space-y-4 border-t border-border pt-6">
        <FormMessage tone="error" message={shownFormError} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {dirty ? (
            <Button variant="ghost" onClick={discard} disabled={busy}>
              Discard changes
            </Button>
          ) : null}
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {busy ? (
              <>
                <Loader2 aria-hidden className="motion-safe:animate-spin" />
                Saving...
              </>
            ) : (
              'Save changes'
            )}
          </Button>
        </div>
      </div>
    </form>
  );
}
