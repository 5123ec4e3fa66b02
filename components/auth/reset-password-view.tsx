'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { KeyRound, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BusyButton } from '@/components/ui/busy-button';
import { toastSuccess } from '@/components/ui/sonner';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { AUTH_STORAGE_KEYS } from '@/lib/auth/redirects';
import { ApiError, apiFetch, errorMessage, isAbortError } from '@/lib/client/api';
import { AuthCard, AuthPending } from './auth-card';
import { FormMessage, focusById } from './fields';
import { NewPasswordFields } from './new-password-fields';
import { useAuth } from './session';
import { hasSessionHint } from '@/lib/client/session-hint';
import { writeStored } from './storage';
import { validateNewPassword, type NewPasswordErrors, type NewPasswordValues } from './validate';

type Check = { phase: 'checking' } | { phase: 'invalid'; message: string } | { phase: 'valid'; email: string };
type Field = keyof NewPasswordValues;
const FIELDS: readonly Field[] = ['newPassword', 'confirmPassword'];

function tokenPath(token: string) {
  return `/api/v1/auth/reset-password/${encodeURIComponent(token)}`;
}

export function ResetPasswordView({ token }: { token: string }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const uid = useId();
  const id = (field: Field) => `${uid}-${field}`;
  const [check, setCheck] = useState<Check>({ phase: 'checking' });
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The link is checked before the form shows, so a dead link never costs a typed password.
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<{ email?: string }>(tokenPath(token), {
      signal: controller.signal,
      fallbackMessage: AUTH_MESSAGES.invalidResetToken,
      skipAuthRedirect: true,
    }).then(
      (res) => setCheck({ phase: 'valid', email: res.data?.email ?? '' }),
      (err: unknown) => {
        if (isAbortError(err)) return;
        setCheck({ phase: 'invalid', message: errorMessage(err, AUTH_MESSAGES.invalidResetToken) });
      },
    );
    return () => controller.abort();
  }, [token]);

  useEffect(() => {
    if (check.phase !== 'checking') headingRef.current?.focus();
  }, [check.phase]);

  function set(field: Field, value: string) {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busyRef.current || check.phase !== 'valid') return;
    const found = validateNewPassword(values);
    const firstInvalid = FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      setErrors(found);
      setFormError(null);
      focusById(id(firstInvalid));
      return;
    }

    busyRef.current = true;
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const res = await apiFetch<{ email?: string }>(tokenPath(token), {
        method: 'POST',
        body: values,
        fallbackMessage: AUTH_MESSAGES.resetFailed,
        skipAuthRedirect: true,
      });
      writeStored('local', AUTH_STORAGE_KEYS.resetEmail, res.data?.email || check.email);
      toastSuccess(res.message || AUTH_MESSAGES.resetSuccess);
      // A reset ends the account's sessions: a stale signed-in state here would bounce the
      // 'Sign In Now' button off /login.
      if (hasSessionHint()) void refresh();
      router.push('/new-password/created');
      return;
    } catch (err) {
      if (err instanceof ApiError) {
        const server: NewPasswordErrors = { newPassword: err.fieldError('newPassword'), confirmPassword: err.fieldError('confirmPassword') };
        const firstBad = FIELDS.find((f) => server[f]);
        if (firstBad) {
          setErrors(server);
          focusById(id(firstBad));
          busyRef.current = false;
          setBusy(false);
          return;
        }
        if (err.code === 'INVALID_RESET_TOKEN') {
          // The link died while the form was open (used elsewhere, or a newer one was sent).
          setCheck({ phase: 'invalid', message: err.message });
        }
      }
      setFormError(errorMessage(err, AUTH_MESSAGES.resetFailed));
    }
    busyRef.current = false;
    setBusy(false);
  }

  if (check.phase === 'checking') {
    return (
      <AuthCard
        icon={KeyRound}
        title="Reset Password"
        description={
          <AuthPending>Checking your reset link...</AuthPending>
        }
      />
    );
  }

  if (check.phase === 'invalid') {
    return (
      <AuthCard
        headingRef={headingRef}
        icon={TriangleAlert}
        tone="error"
        title="Invalid Reset Link"
        description={
          <>
            <p role="alert">{check.message}</p>
            <p className="mt-2">Reset links expire after 1 hour, and only the most recent one works.</p>
          </>
        }
      >
        <div className="space-y-3">
          <Button asChild size="lg" className="w-full">
            <Link href="/forgot-password">Request New Reset Link</Link>
          </Button>
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link href="/login">Back to Login</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const incomplete = !values.newPassword || !values.confirmPassword;

  return (
    <AuthCard
      headingRef={headingRef}
      icon={KeyRound}
      title="Reset Password"
      description={
        check.email ? (
          <p>
            Choose a new password for <span className="font-medium break-all text-foreground">{check.email}</span>.
          </p>
        ) : (
          <p>Choose a new password for your account.</p>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-5">
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={check.email} readOnly hidden />
        <NewPasswordFields idFor={id} values={values} errors={errors} onChange={set} className="space-y-5" />

        <FormMessage message={formError} />

        <BusyButton busy={busy} busyLabel="Resetting..." type="submit" size="lg" className="w-full" disabled={incomplete}>
          Reset Password
        </BusyButton>
      </form>
    </AuthCard>
  );
}
