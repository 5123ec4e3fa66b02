'use client';

import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { BusyButton } from '@/components/ui/busy-button';
import { Input } from '@/components/ui/input';
import { toastSuccess } from '@/components/ui/sonner';
import { FieldShell, FormMessage, TextField, fieldAria } from '@/components/auth/fields';
import {
  ADDRESS_VALUE_KEYS,
  EMPTY_ADDRESS,
  addressValues,
  type AddressEdit,
  type AddressValues,
} from '@/components/checkout/address-model';
import { AddressFields } from '@/components/checkout/address-fields';
import { apiFetch } from '@/lib/client/api';
import { checkAddress, normalizeAddress, type AddressErrors } from '@/lib/addresses/check';
import { normalizeIndianMobile } from '@/lib/india';
import { withoutKey, type FieldErrors } from './api-errors';
import { ACCOUNT_UI_MESSAGES, MAX_LENGTH } from './messages';
import { useAccountForm } from './use-account-form';
import type { UserDto } from '@/lib/auth/types';
import type { PostalAddress } from '@/lib/db/schema';

type PersonalKey = 'name' | 'phone';
interface Values {
  name: string;
  phone: string;
  address: AddressValues;
}

/** The contract's error key of an address field ('address.city'), also that control's name. */
const ADDRESS_PREFIX = 'address.';
const addressKeyOf = (k: string) => `${ADDRESS_PREFIX}${k}`;
/** The error keys in the order the form shows the fields. */
const ORDER: readonly string[] = ['name', 'phone', ...ADDRESS_VALUE_KEYS.map(addressKeyOf)];

function toValues(user: { name: string; phone: string | null; address: PostalAddress | null }): Values {
  return { name: user.name ?? '', phone: user.phone ?? '', address: addressValues(user.address) };
}

function hasAddress(v: Values): boolean {
  return ADDRESS_VALUE_KEYS.some((k) => v.address[k].trim() !== '');
}

function sameValues(a: Values, b: Values): boolean {
  return a.name === b.name && a.phone === b.phone && ADDRESS_VALUE_KEYS.every((k) => a.address[k] === b.address[k]);
}

/** The same rules as the server's schema, with its messages; the server still has the last word. */
function validate(v: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.name.trim()) errors.name = ACCOUNT_UI_MESSAGES.nameRequired;
  if (v.phone.trim() && !normalizeIndianMobile(v.phone)) errors.phone = ACCOUNT_UI_MESSAGES.phoneInvalid;
  if (hasAddress(v)) {
    // Checkout's own address rules (PIN problems by name, a PIN from another state), same words.
    for (const [field, message] of Object.entries(checkAddress({ ...v.address, country: 'India' }))) {
      errors[addressKeyOf(field)] = message;
    }
  }
  return errors;
}

function toBody(v: Values) {
  return {
    name: v.name.trim(),
    phone: v.phone.trim() ? (normalizeIndianMobile(v.phone) ?? v.phone.trim()) : null,
    // validate() has passed: a filled-in address normalises.
    address: hasAddress(v) ? normalizeAddress({ ...v.address, country: 'India' }) : null,
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
  const id = (k: PersonalKey | 'email') => `${uid}-${k}`;
  const personalHeading = `${uid}-personal`;
  const addressHeading = `${uid}-address`;

  const [saved, setSaved] = useState<Values>(() => toValues({ name, phone, address }));
  const [values, setValues] = useState<Values>(saved);
  // A new key for the address fields whenever another address is loaded: what a PIN filled in is forgotten.
  const [loaded, setLoaded] = useState(0);
  const { errors, setErrors, formError, busy, formRef, showErrors, clearError, submit } = useAccountForm(ORDER);

  const dirty = !sameValues(values, saved);
  // "Please correct the highlighted fields" goes with the last highlighted field.
  const shownFormError = formError === ACCOUNT_UI_MESSAGES.fixFields && Object.keys(errors).length === 0 ? null : formError;

  function onPersonalChange(e: ChangeEvent<HTMLInputElement>) {
    const k = e.target.name as PersonalKey;
    setValues((v) => ({ ...v, [k]: e.target.value }));
    clearError(k);
  }

  // Shows the number the store will keep once the shopper leaves the field (+91, 0 and spaces go).
  function onPhoneBlur() {
    const normalised = normalizeIndianMobile(values.phone);
    if (normalised && normalised !== values.phone) setValues((v) => ({ ...v, phone: normalised }));
  }

  function onAddressEdit({ key, values: next, filled, pinMismatch }: AddressEdit) {
    setValues((v) => ({ ...v, address: next }));
    setErrors((prev) => {
      let kept = prev;
      for (const k of [key, ...filled]) kept = withoutKey(kept, addressKeyOf(k));
      const pinKey = addressKeyOf('postalCode');
      if (pinMismatch) return { ...kept, [pinKey]: pinMismatch };
      return key === 'state' ? withoutKey(kept, pinKey) : kept;
    });
  }

  function clearAddress() {
    setValues((v) => ({ ...v, address: EMPTY_ADDRESS }));
    setLoaded((n) => n + 1);
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([key]) => !key.startsWith(ADDRESS_PREFIX))));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = validate(values);
    if (Object.keys(found).length > 0) {
      showErrors(found, ACCOUNT_UI_MESSAGES.fixFields);
      return;
    }
    await submit(
      async () => {
        const res = await apiFetch<UserDto>(`/api/v1/users/${encodeURIComponent(userId)}`, {
          method: 'PUT',
          body: toBody(values),
        });
        const next = toValues(res.data);
        setSaved(next);
        setValues(next);
        toastSuccess(res.message ?? ACCOUNT_UI_MESSAGES.profileUpdated);
        router.refresh();
      },
      ACCOUNT_UI_MESSAGES.profileUpdateFailed,
      // A message for a field this form does not show (say 'address') goes to the form alert.
      ({ message, fields }) => {
        const known = new Set(ORDER);
        const stray = Object.entries(fields)
          .filter(([key]) => !known.has(key))
          .map(([, m]) => m);
        return { fields, message: [message, ...stray.filter((m) => m !== message)].join(' ') };
      },
    );
  }

  function discard() {
    setValues(saved);
    setLoaded((n) => n + 1);
    showErrors({}, null);
  }

  const addressErrors: AddressErrors = Object.fromEntries(
    ADDRESS_VALUE_KEYS.filter((k) => errors[addressKeyOf(k)]).map((k) => [k, errors[addressKeyOf(k)]]),
  );

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
          <TextField
            id={id('name')}
            label="Name"
            error={errors.name}
            name="name"
            value={values.name}
            onChange={onPersonalChange}
            disabled={busy}
            type="text"
            autoComplete="name"
            maxLength={MAX_LENGTH.name}
            required
          />
          <TextField
            id={id('phone')}
            label="Mobile number"
            optional
            error={errors.phone}
            hint="10-digit Indian mobile number; +91, 0 and spaces are removed."
            name="phone"
            value={values.phone}
            onChange={onPersonalChange}
            onBlur={onPhoneBlur}
            disabled={busy}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={MAX_LENGTH.phone}
          />
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
        <AddressFields
          key={loaded}
          idPrefix={`${uid}-address`}
          values={values.address}
          errors={addressErrors}
          disabled={busy}
          namePrefix={ADDRESS_PREFIX}
          phoneLabel="Phone for delivery"
          onEdit={onAddressEdit}
        />
      </fieldset>

      <div className="space-y-4 border-t border-border pt-6">
        <FormMessage tone="error" message={shownFormError} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {dirty ? (
            <Button variant="ghost" onClick={discard} disabled={busy}>
              Discard changes
            </Button>
          ) : null}
          <BusyButton busy={busy} busyLabel="Saving..." type="submit" className="w-full sm:w-auto">
            Save changes
          </BusyButton>
        </div>
      </div>
    </form>
  );
}
