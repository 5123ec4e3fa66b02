'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { BusyButton } from '@/components/ui/busy-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { toastSuccess } from '@/components/ui/sonner';
import { apiFetch } from '@/lib/client/api';
import { focusFirstError, readApiError, withoutKey, type FieldErrors } from './api-errors';
import { FieldShell, FormMessage, PasswordField, fieldAria } from '@/components/auth/fields';
import { ACCOUNT_UI_MESSAGES, DELETE_CONFIRMATION_WORD } from './messages';

/** Long enough to read the toast before the page is replaced. */
const LEAVE_AFTER_MS = 1500;

// Personal things this browser kept for the account (AUTH_STORAGE_KEYS).
const LOCAL_KEYS = ['pendingVerificationEmail', 'resetEmail'];
const SESSION_KEYS = ['redirectAfterLogin'];

function forgetLocalCopies() {
  try {
    for (const key of LOCAL_KEYS) window.localStorage.removeItem(key);
    for (const key of SESSION_KEYS) window.sessionStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (private mode, blocked); nothing to clean then.
  }
}

/**
 * The danger zone's dialog: type DELETE (and the password, when the account has one), then
 * DELETE /api/v1/users/{id}. On success the whole page reloads at /, so no screen keeps
 * showing the deleted account.
 */
export function DeleteAccount({ userId, email, hasPassword }: { userId: string; email: string; hasPassword: boolean }) {
  const uid = useId();
  const confirmId = `${uid}-confirmation`;
  const passwordId = `${uid}-password`;
  const formId = `${uid}-form`;

  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'deleting' | 'deleted'>('idle');
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  function onOpenChange(next: boolean) {
    if (state !== 'idle') return;
    setOpen(next);
    if (!next) {
      setConfirmation('');
      setPassword('');
      setErrors({});
      setFormError(null);
    }
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending.current) return;
    const found: FieldErrors = {};
    if (confirmation.trim() !== DELETE_CONFIRMATION_WORD) found.confirmation = ACCOUNT_UI_MESSAGES.typeDelete;
    if (hasPassword && !password) found.password = ACCOUNT_UI_MESSAGES.passwordRequired;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError(null);
      focusFirstError(formRef.current, ['confirmation', 'password'].filter((k) => found[k]));
      return;
    }

    sending.current = true;
    setState('deleting');
    setErrors({});
    setFormError(null);
    try {
      const res = await apiFetch<unknown>(`/api/v1/users/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
        body: hasPassword
          ? { confirmation: DELETE_CONFIRMATION_WORD, password }
          : { confirmation: DELETE_CONFIRMATION_WORD },
        // A refused password must read as a field error here, never as a trip to /login.
        skipAuthRedirect: true,
      });
      setState('deleted');
      forgetLocalCopies();
      toastSuccess(res.message ?? ACCOUNT_UI_MESSAGES.accountDeleted);
      // A full load, not router.push: every client cache (nav counts, cart, wishlist) must forget the account.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.setTimeout(() => window.location.assign('/'), LEAVE_AFTER_MS);
    } catch (err) {
      const { message, fields } = readApiError(err, ACCOUNT_UI_MESSAGES.deleteFailed);
      // The server may name the password as 'password' or 'currentPassword'.
      const mapped: FieldErrors = {};
      if (fields.confirmation) mapped.confirmation = fields.confirmation;
      const pw = fields.password ?? fields.currentPassword;
      if (pw) mapped.password = pw;
      setErrors(mapped);
      setFormError(message);
      setState('idle');
      focusFirstError(formRef.current, ['confirmation', 'password'].filter((k) => mapped[k]));
    } finally {
      sending.current = false;
    }
  }

  const busy = state !== 'idle';

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="destructive" className="w-full sm:w-auto">
          Delete my account
        </Button>
      }
      warningIcon
      title="Delete your account?"
      description={
        <p>
          This permanently removes the account for <span className="font-medium break-all text-foreground">{email}</span>, with
          your name, phone, addresses, photo, cart and wishlist. Orders and invoices are kept as the law requires. This
          cannot be undone.
        </p>
      }
      cancelLabel="Keep my account"
      busy={busy}
      action={
        <BusyButton busy={busy} busyLabel="Deleting..." type="submit" form={formId} variant="destructive">
          Delete account permanently
        </BusyButton>
      }
      outcome={
        state === 'deleted' ? (
          <FormMessage tone="success" message={`${ACCOUNT_UI_MESSAGES.accountDeleted}. Taking you to the home page...`} />
        ) : undefined
      }
    >
      <form id={formId} ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-4">
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <FieldShell
          id={confirmId}
          label={
            <span>
              Type <span className="font-mono font-semibold tracking-wider">DELETE</span> to confirm
            </span>
          }
          error={errors.confirmation}
        >
          <Input
            {...fieldAria(confirmId, { error: errors.confirmation })}
            name="confirmation"
            value={confirmation}
            onChange={(e) => {
              setConfirmation(e.target.value);
              setErrors((prev) => withoutKey(prev, 'confirmation'));
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={busy}
            required
          />
        </FieldShell>
        {hasPassword ? (
          <PasswordField
            id={passwordId}
            label="Your password"
            error={errors.password}
            name="password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((prev) => withoutKey(prev, 'password'));
            }}
            autoComplete="current-password"
            disabled={busy}
            required
          />
        ) : null}
        <FormMessage tone="error" message={formError} />
      </form>
    </ConfirmDialog>
  );
}
