'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { BusyButton } from '@/components/ui/busy-button';
import { toastSuccess } from '@/components/ui/sonner';
import { apiFetch } from '@/lib/client/api';
import type { FieldErrors } from './api-errors';
import { FormMessage, PasswordField } from '@/components/auth/fields';
import { NewPasswordFields } from '@/components/auth/new-password-fields';
import { validateNewPassword } from '@/components/auth/validate';
import { ACCOUNT_UI_MESSAGES } from './messages';
import { useAccountForm } from './use-account-form';

type Key = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Values = Record<Key, string>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const ORDER: readonly Key[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** The reset form's rules for the new password, and the current one when the account has one. */
function validate(v: Values, hasPassword: boolean): FieldErrors {
  const errors: FieldErrors = { ...validateNewPassword(v, 'change') };
  if (hasPassword && !v.currentPassword) errors.currentPassword = ACCOUNT_UI_MESSAGES.currentPasswordRequired;
  return errors;
}

/**
 * Change the password, or set a first one on an account made with Google. The server ends the
 * account's other sessions and keeps this one.
 */
export function ChangePasswordForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const router = useRouter();
  const uid = useId();
  const id = (k: Key) => `${uid}-${k}`;

  const [values, setValues] = useState<Values>(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const { errors, formError, busy, formRef, showErrors, clearError, submit } = useAccountForm(ORDER);

  function onChange(k: Key, value: string) {
    setValues((v) => ({ ...v, [k]: value }));
    setDone(null);
    clearError(k);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = validate(values, hasPassword);
    if (Object.keys(found).length > 0) {
      showErrors(found, ACCOUNT_UI_MESSAGES.fixFields);
      return;
    }
    await submit(async () => {
      const res = await apiFetch<unknown>('/api/v1/auth/change-password', {
        method: 'POST',
        body: hasPassword ? values : { newPassword: values.newPassword, confirmPassword: values.confirmPassword },
        // A refused password must read as a field error here, never as a trip to /login.
        skipAuthRedirect: true,
      });
      setValues(EMPTY);
      const message = res.message ?? ACCOUNT_UI_MESSAGES.passwordChanged;
      setDone(`${message.replace(/[.!]?$/, '.')} You are still signed in here; other devices were signed out.`);
      toastSuccess(message);
      // A first password changes hasPassword, and with it this section's title and fields.
      router.refresh();
    }, ACCOUNT_UI_MESSAGES.passwordChangeFailed);
  }


  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-5">
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />

      {hasPassword ? (
        <PasswordField
          id={id('currentPassword')}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(e) => onChange('currentPassword', e.target.value)}
          disabled={busy}
          required
        />
      ) : null}
      <NewPasswordFields
        idFor={id}
        values={values}
        errors={errors}
        disabled={busy}
        onChange={onChange}
        className="grid gap-5 sm:grid-cols-2"
      />

      <FormMessage tone="error" message={formError} />
      <FormMessage tone="success" message={done} />

      <BusyButton busy={busy} busyLabel="Saving..." type="submit" className="w-full sm:w-auto">
        {hasPassword ? 'Change password' : 'Set password'}
      </BusyButton>
    </form>
  );
}
