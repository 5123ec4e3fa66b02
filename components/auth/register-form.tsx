'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Checkbox } from '@/components/ui/checkbox';
import { toastSuccess } from '@/components/ui/sonner';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@/lib/auth/messages';
import { AUTH_STORAGE_KEYS } from '@/lib/auth/redirects';
import { ApiError, apiFetch, errorMessage } from '@/lib/client/api';
import { readStoredTarget } from './targets';
import { authLinkClass } from './auth-card';
import { EmailField, FieldError, FormMessage, PasswordField, TextField, focusById } from './fields';
import { GoogleButton } from './google-button';
import { writeStored } from './storage';
import { validateRegistration, type RegistrationErrors, type RegistrationValues } from './validate';

type Field = 'name' | 'email' | 'password' | 'confirmPassword' | 'acceptTerms';
const FIELDS: readonly Field[] = ['name', 'email', 'password', 'confirmPassword', 'acceptTerms'];
type Errors = RegistrationErrors;

interface RegisterData {
  email?: string;
  redirectTo?: string;
}

/** The welcome toast lasts 3 s. */
const WELCOME_MS = 3000;

export function RegisterForm() {
  const router = useRouter();
  const uid = useId();
  const busyRef = useRef(false);
  const id = (name: string) => `${uid}-${name}`;

  const [values, setValues] = useState<RegistrationValues>({ name: '', email: '', password: '', confirmPassword: '', acceptTerms: false });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function set<K extends Field>(field: K, value: RegistrationValues[K]) {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busyRef.current) return;

    const found = validateRegistration(values);
    const firstInvalid = FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      setErrors(found);
      setFormError(null);
      focusById(id(firstInvalid));
      return;
    }

    const email = values.email.trim();
    busyRef.current = true;
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const res = await apiFetch<RegisterData>('/api/v1/auth/register', {
        method: 'POST',
        // A registration from checkout: its verification link returns there.
        body: { ...values, name: values.name.trim(), email, acceptTerms: true, returnTo: readStoredTarget() ?? undefined },
        fallbackMessage: AUTH_MESSAGES.registrationFailed,
      });
      writeStored('local', AUTH_STORAGE_KEYS.pendingVerificationEmail, res.data?.email ?? email);
      // Not signed in yet: the guest's bag stays in this browser (and in its badges) until the
      // verification link, opened here, signs the new customer in and moves it to the account.
      toastSuccess(res.message || AUTH_MESSAGES.registerSuccess, { duration: WELCOME_MS });
      router.push('/email-verification');
      return;
    } catch (err) {
      const server: Errors = {};
      if (err instanceof ApiError) {
        for (const f of FIELDS) server[f] = err.fieldError(f);
        if (err.code === 'EMAIL_TAKEN' && !server.email) server.email = err.message;
      }
      setErrors(server);
      const firstBad = FIELDS.find((f) => server[f]);
      // Field messages sit under their fields; the alert carries only what has no field.
      setFormError(firstBad ? null : errorMessage(err, AUTH_MESSAGES.registrationFailed));
      if (firstBad) focusById(id(firstBad));
    }
    busyRef.current = false;
    setBusy(false);
  }

  const termsErrorId = `${id('acceptTerms')}-error`;

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-5">
        <TextField
          id={id('name')}
          name="name"
          label="Full name"
          autoComplete="name"
          required
          maxLength={100}
          value={values.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <EmailField
          id={id('email')}
          name="email"
          label="Email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <PasswordField
          id={id('password')}
          name="password"
          label="Password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={values.password}
          error={errors.password}
          onChange={(e) => set('password', e.target.value)}
        />
        <PasswordField
          id={id('confirmPassword')}
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(e) => set('confirmPassword', e.target.value)}
        />
        <div className="space-y-2">
          <div className="flex items-start gap-3">
            <Checkbox
              id={id('acceptTerms')}
              name="acceptTerms"
              checked={values.acceptTerms}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? termsErrorId : undefined}
              onCheckedChange={(v) => set('acceptTerms', v === true)}
            />
            <label htmlFor={id('acceptTerms')} className="pt-0.5 text-sm leading-relaxed">
              I agree to the{' '}
              <Link href="/terms-and-condition" className={authLinkClass}>
                Terms and Conditions
              </Link>{' '}
              and the{' '}
              <Link href="/privacy-policy" className={authLinkClass}>
                Privacy Policy
              </Link>
              .
            </label>
          </div>
          <FieldError id={termsErrorId} message={errors.acceptTerms} />
        </div>

        <FormMessage message={formError} />

        <BusyButton busy={busy} busyLabel="Creating account..." type="submit" size="lg" className="w-full">
          Create account
        </BusyButton>
      </form>
      <GoogleButton divider label="Sign up with Google" />
    </>
  );
}
