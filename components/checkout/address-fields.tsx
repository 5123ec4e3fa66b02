'use client';

import { useState, type ChangeEvent, type ReactNode } from 'react';
import { NativeSelect } from '@/components/account/select-native';
import { FieldShell, TextField, fieldAria } from '@/components/auth/fields';
import type { AddressErrors } from '@/lib/addresses/check';
import { ADDRESS_MAX_LENGTH } from '@/lib/addresses/schema';
import { INDIAN_STATES } from '@/lib/india';
import {
  NO_PIN_STATE,
  editAddress,
  hintWithLength,
  leaveAddressField,
  type AddressEdit,
  type AddressValueKey,
  type AddressValues,
  type PinState,
} from './address-model';

/** The id of a field's control, so a failed check can move focus to it. */
export const addressFieldId = (prefix: string, key: AddressValueKey | 'country') => `${prefix}-${key}`;

interface AddressFieldsProps {
  idPrefix: string;
  values: AddressValues;
  errors: AddressErrors;
  disabled: boolean;
  onEdit: (edit: AddressEdit) => void;
  /** Checkout needs every field but line 2; the account's address may be left out as a whole. */
  required?: boolean;
  /** Before each control's name: the account form names them after its error keys ('address.city'). */
  namePrefix?: string;
  /** The account form also asks for the account's own mobile, so it names this one apart. */
  phoneLabel?: string;
  /** Under the PIN field, where a shopper looks when it is wrong: checkout's delivery estimate. */
  belowPin?: ReactNode;
}

/**
 * The one delivery address form (checkout and My Account): India only, a state from the list, a
 * 6-digit PIN that fills in city and state (lib/india-pin.ts), a 10-digit mobile. What the PIN
 * filled in is remembered here: give the component a new `key` when the form loads another address.
 */
export function AddressFields({
  idPrefix,
  values,
  errors,
  disabled,
  onEdit,
  required = false,
  namePrefix = '',
  phoneLabel = 'Phone number',
  belowPin,
}: AddressFieldsProps) {
  const [pin, setPin] = useState<PinState>(NO_PIN_STATE);
  const id = (k: AddressValueKey | 'country') => addressFieldId(idPrefix, k);

  function edit(key: AddressValueKey, value: string) {
    const result = editAddress(values, key, value, pin);
    setPin(result.pin);
    onEdit(result.edit);
  }

  function leave(key: 'phone' | 'postalCode') {
    const result = leaveAddressField(values, key);
    if (result) onEdit(result);
  }

  const field = (k: AddressValueKey) => ({
    id: id(k),
    error: errors[k],
    name: `${namePrefix}${k}`,
    value: values[k],
    disabled,
    required: required && k !== 'addressLine2',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => edit(k, e.target.value),
  });
  const { error: stateError, ...stateSelect } = field('state');

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('fullName')}
          label="Full name"
          hint={hintWithLength(undefined, values.fullName, ADDRESS_MAX_LENGTH.fullName)}
          autoComplete="shipping name"
          maxLength={ADDRESS_MAX_LENGTH.fullName}
        />
        <TextField
          {...field('phone')}
          label={phoneLabel}
          hint="10-digit mobile number; the courier calls it."
          type="tel"
          inputMode="tel"
          autoComplete="shipping tel"
          maxLength={20}
          onBlur={() => leave('phone')}
        />
        <div className="sm:col-span-2">
          <TextField
            {...field('addressLine1')}
            label="Address line 1"
            hint={hintWithLength('House or flat number, building, street', values.addressLine1, ADDRESS_MAX_LENGTH.addressLine1)}
            autoComplete="shipping address-line1"
            maxLength={ADDRESS_MAX_LENGTH.addressLine1}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            {...field('addressLine2')}
            label="Address line 2"
            optional
            hint={hintWithLength('Area, locality or landmark', values.addressLine2, ADDRESS_MAX_LENGTH.addressLine2)}
            autoComplete="shipping address-line2"
            maxLength={ADDRESS_MAX_LENGTH.addressLine2}
          />
        </div>
        <div className="space-y-2">
          <TextField
            {...field('postalCode')}
            label="PIN code"
            hint={pin.note || '6 digits'}
            inputMode="numeric"
            autoComplete="shipping postal-code"
            maxLength={7}
            onBlur={() => leave('postalCode')}
          />
          {belowPin}
        </div>
        <TextField
          {...field('city')}
          label="City"
          hint={hintWithLength(undefined, values.city, ADDRESS_MAX_LENGTH.city)}
          autoComplete="shipping address-level2"
          maxLength={ADDRESS_MAX_LENGTH.city}
        />
        <FieldShell id={id('state')} label="State or union territory" error={stateError}>
          <NativeSelect {...stateSelect} {...fieldAria(id('state'), { error: stateError })} autoComplete="shipping address-level1">
            <option value="">Select a state</option>
            {/* A stored state the list does not know stays visible rather than silently blank. */}
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
        <TextField
          id={id('country')}
          label="Country"
          error={errors.country}
          hint="We deliver within India only."
          value="India"
          readOnly
          className="bg-cream"
          autoComplete="shipping country-name"
        />
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {pin.note}
      </p>
    </>
  );
}
