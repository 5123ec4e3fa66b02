'use client';

import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { MailWarning } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { toastSuccess } from '@/components/ui/sonner';
import { changeEmailSentMessage } from '@/lib/auth/messages';
import { ApiError, apiFetch } from '@/lib/client/api';
import type { FieldErrors } from './api-errors';
import { EmailField, FormMessage, PasswordField } from '@/components/auth/fields';
import { ACCOUNT_UI_MESSAGES, EMAIL_PATTERN } from './messages';
import { useAccountForm } from './use-account-form';
import type { UserDto } from '@/lib/auth/types';

type Key = 'newEmail' | 'currentPassword';
const ORDER: readonly Key[] = ['newEmail', 'currentPassword'];

interface ChangeEmailFormProps {
  currentEmail: string;
  pendingEmail: string | null;
  hasPassword: boolean;
}

/**
 * Asks for a new address; the server mails a confirmation link there and the address changes
 * only once that link is opened, so a typo can never lock the shopper out.
 */
export function ChangeEmailForm({ currentEmail, pendingEmail, hasPassword }: ChangeEmailFormProps) {
  const router = useRouter();
  const uid = useId();
  const id = (k: Key) => `${uid}-${k}`;

  const [serverPending, setServerPending] = useState(pendingEmail);
  const [pending, setPending] = useState(pendingEmail);
  if (serverPending !== pendingEmail) {
    setServerPending(pendingEmail);
    setPending(pendingEmail);
  }

  const [values, setValues] = useState<Record<Key, string>>({ newEmail: '', currentPassword: '' });
  const [done, setDone] = useState<string | null>(null);
  const { errors, formError, busy, formRef, showErrors, clearError, submit } = useAccountForm(ORDER);

  function onChange(e: ChangeEvent<HTMLInputElement>) {
    const k = e.target.name as Key;
    setValues((v) => ({ ...v, [k]: e.target.value }));
    clearError(k);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const newEmail = values.newEmail.trim();
    const found: FieldErrors = {};
    if (!EMAIL_PATTERN.test(newEmail)) found.newEmail = ACCOUNT_UI_MESSAGES.invalidEmail;
    else if (newEmail.toLowerCase() === currentEmail.toLowerCase()) found.newEmail = ACCOUNT_UI_MESSAGES.sameEmail;
    if (hasPassword && !values.currentPassword) found.currentPassword = ACCOUNT_UI_MESSAGES.currentPasswordRequired;
    setDone(null);
    if (Object.keys(found).length > 0) {
      showErrors(found, ACCOUNT_UI_MESSAGES.fixFields);
      return;
    }

    await submit(
      async () => {
        const res = await apiFetch<{ user?: UserDto }>('/api/v1/auth/change-email', {
          method: 'POST',
          body: hasPassword ? { newEmail, currentPassword: values.currentPassword } : { newEmail },
          // A refused password must read as a field error here, never as a trip to /login.
          skipAuthRedirect: true,
        });
        const message =
          res.message ?? changeEmailSentMessage(newEmail);
        setPending(res.data?.user?.pendingEmail ?? newEmail);
        setValues({ newEmail: '', currentPassword: '' });
        setDone(message);
        toastSuccess(message);
        router.refresh();
      },
      ACCOUNT_UI_MESSAGES.emailChangeFailed,
      // EMAIL_TAKEN names no field, but it is about the new address.
      (read, err) =>
        Object.keys(read.fields).length === 0 && err instanceof ApiError && err.code === 'EMAIL_TAKEN'
          ? { ...read, fields: { newEmail: read.message } }
          : read,
    );
  }

  return (
    <div className="space-y-6">
      <dl className="grid gap-1 rounded-md border border-border bg-cream px-4 py-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">Current email</dt>
        <dd className="break-all text-muted-foreground">{currentEmail}</dd>
      </dl>

      {pending ? (
        <div className="flex gap-3 rounded-md border border-warning/30 bg-warning/5 px-4 py-3 text-sm">
          <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <p>
            <span className="font-medium">Waiting for confirmation: </span>
            <span className="break-all">{pending}</span>. Open the link we sent to that address to finish the change;
            until then you keep signing in with {currentEmail}. To use a different address, just ask again below.
          </p>
        </div>
      ) : null}

      <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-5">
        <input type="text" name="username" autoComplete="username" value={currentEmail} readOnly hidden />
        <div className="grid gap-5 sm:grid-cols-2">
          <EmailField
            id={id('newEmail')}
            label="New email address"
            error={errors.newEmail}
            name="newEmail"
            value={values.newEmail}
            onChange={onChange}
            disabled={busy}
            required
          />
          {hasPassword ? (
            <PasswordField
              id={id('currentPassword')}
              label="Current password"
              error={errors.currentPassword}
              name="currentPassword"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={onChange}
              disabled={busy}
              required
            />
          ) : null}
        </div>

        <FormMessage tone="error" message={formError} />
        <FormMessage tone="success" message={done} />

        <BusyButton busy={busy} busyLabel="Sending link..." type="submit" className="w-full sm:w-auto">
          Send confirmation link
        </BusyButton>
      </form>
    </div>
  );
}
