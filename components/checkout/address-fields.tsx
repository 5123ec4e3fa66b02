'use client';

import type { ChangeEvent } from 'react';
import { NativeSelect } from '@/components/account/select-native';
import { FieldShell, fieldAria } from '@/components/account/form-field';
import { Input } from '@/components/ui/input';
import { ADDRESS_MAX_LENGTH, type AddressErrors } from '@/lib/addresses/check';
import { INDIAN_STATES, normalizeIndianMobile, normalizePin } from '@/lib/india';

export const ADDRESS_VALUE_KEYS = ['fullName', 'phone', 'addressLine1', 'addressLine2', 'city', 'state', 'postalCode'] as const;
export type AddressValueKey = (typeof ADDRESS_VALUE_KEYS)[number];
export type AddressValues = Record<AddressValueKey, string>;

export const EMPTY_ADDRESS: AddressValues = {
  fullName: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
};

/** The id of a field's control, so a failed check can move focus to it. */
export const addressFieldId = (prefix: string, key: AddressValueKey | 'country') => `${prefix}-${key}`;

interface AddressFieldsProps {
  idPrefix: string;
  values: AddressValues;
  errors: AddressErrors;
  disabled: boolean;
  onChange: (key: AddressValueKey, value: string) => void;
  /** Under the PIN instead of '6 digits': what the PIN filled in, say. */
  pinNote?: string | null;
  /** After the PIN field lost focus (and was tidied): the moment to compare it with the state. */
  onPostalCodeBlur?: (pin: string) => void;
}

/**
 * The spec's shipping address: India only, a state from the list, a 6-digit PIN, a 10-digit mobile.
 * The PIN comes before city and state, which it can fill in (see the checkout form).
 */
export function AddressFields({ idPrefix, values, errors, disabled, onChange, pinNote, onPostalCodeBlur }: AddressFieldsProps) {
  const id = (k: AddressValueKey | 'country') => addressFieldId(idPrefix, k);
  const control = (k: AddressValueKey, hint = false) => ({
    ...fieldAria(id(k), { error: errors[k], hint }),
    name: k,
    value: values[k],
    disabled,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(k, e.target.value),
  });

  // Shows what the store will keep once the shopper leaves the field (+91, 0 and spaces go).
  const normaliseOnBlur = (k: 'phone' | 'postalCode') => () => {
    const normalised = k === 'phone' ? normalizeIndianMobile(values.phone) : normalizePin(values.postalCode);
    if (normalised && normalised !== values[k]) onChange(k, normalised);
    if (k === 'postalCode') onPostalCodeBlur?.(normalised ?? values.postalCode);
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FieldShell id={id('fullName')} label="Full name" error={errors.fullName}>
        <Input
          {...control('fullName')}
          type="text"
          autoComplete="shipping name"
          maxLength={ADDRESS_MAX_LENGTH.fullName}
          required
        />
      </FieldShell>
      <FieldShell id={id('phone')} label="Phone number" error={errors.phone} hint="10-digit mobile number; the courier calls it.">
        <Input
          {...control('phone', true)}
          type="tel"
          inputMode="tel"
          autoComplete="shipping tel"
          maxLength={20}
          required
          onBlur={normaliseOnBlur('phone')}
        />
      </FieldShell>
      <FieldShell
        id={id('addressLine1')}
        label="Address line 1"
        error={errors.addressLine1}
        hint="House or flat number, building, street"
        className="sm:col-span-2"
      >
        <Input
          {...control('addressLine1', true)}
          type="text"
          autoComplete="shipping address-line1"
          maxLength={ADDRESS_MAX_LENGTH.addressLine1}
          required
        />
      </FieldShell>
      <FieldShell
        id={id('addressLine2')}
        label={
          <>
            Address line 2{' '}
            <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={errors.addressLine2}
        hint="Area, locality or landmark"
        className="sm:col-span-2"
      >
        <Input
          {...control('addressLine2', true)}
          type="text"
          autoComplete="shipping address-line2"
          maxLength={ADDRESS_MAX_LENGTH.addressLine2}
        />
      </FieldShell>
      {/* Before city and state: a PIN fills them in where its prefix is certain. */}
      <FieldShell id={id('postalCode')} label="PIN code" error={errors.postalCode} hint={pinNote || '6 digits'}>
        <Input
          {...control('postalCode', true)}
          type="text"
          inputMode="numeric"
          autoComplete="shipping postal-code"
          maxLength={7}
          required
          onBlur={normaliseOnBlur('postalCode')}
        />
      </FieldShell>
      <FieldShell id={id('city')} label="City" error={errors.city}>
        <Input
          {...control('city')}
          type="text"
          autoComplete="shipping address-level2"
          maxLength={ADDRESS_MAX_LENGTH.city}
          required
        />
      </FieldShell>
      <FieldShell id={id('state')} label="State" error={errors.state}>
        <NativeSelect {...control('state')} autoComplete="shipping address-level1" required>
          <option value="">Select a state</option>
          {INDIAN_STATES.map((s) => (
            <option key={s.code} value={s.name}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      </FieldShell>
      <FieldShell id={id('country')} label="Country" error={errors.country} hint="We deliver within India only.">
        <Input
          {...fieldAria(id('country'), { error: errors.country, hint: true })}
          type="text"
          value="India"
          readOnly
          className="bg-cream"
          autoComplete="shipping country-name"
        />
      </FieldShell>
    </div>
  );
}
