'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EmailField, FormMessage, TextField, focusById } from '@/components/auth/fields';
import { GoogleButton } from '@/components/auth/google-button';
import { useAuth } from '@/components/auth/session';
import { writeStored } from '@/components/auth/storage';
import { AUTH_STORAGE_KEYS } from '@/lib/auth/redirects';
import type { UserDto } from '@/components/auth/user';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { toastSuccess } from '@/components/ui/sonner';
import { AUTH_MESSAGES, EMAIL_CODE_LENGTH, mergeSummary } from '@/lib/auth/messages';
import { ApiError, apiFetch, errorMessage } from '@/lib/client/api';

interface SignInData {
  user: UserDto;
  mergedItems?: { wishlist?: number; cart?: number };
}

type Step = { name: 'email' } | { name: 'code'; email: string; sent: string };

/**
 * Checkout's first step for a guest: an emailed code signs them in (and makes their account when
 * they have none) without leaving the page; the page then renders again as their checkout, with
 * the bag they filled. A password or Google stays on offer for those who have one.
 */
export function CheckoutSignIn({ returnTo, knownEmail }: { returnTo: string; knownEmail?: string }) {
  const router = useRouter();
  const { setUser } = useAuth();
  const uid = useId();
  const ids = { email: `${uid}-email`, code: `${uid}-code`, message: `${uid}-message` };
  const busyRef = useRef(false);
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState(knownEmail ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  // The field a step change should focus once it is on the page (the code field is new then).
  const focusAfterStep = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterStep.current) return;
    focusById(focusAfterStep.current);
    focusAfterStep.current = null;
  }, [step]);

  async function run(kind: 'send' | 'verify', work: () => Promise<void>) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(kind);
    setFormError(null);
    try {
      await work();
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  }

  function sendCode(address: string) {
    return run('send', async () => {
      setErrors({});
      try {
        const res = await apiFetch<null>('/api/v1/auth/email-code', { method: 'POST', body: { email: address }, fallbackMessage: AUTH_MESSAGES.networkError });
        focusAfterStep.current = ids.code;
        setStep({ name: 'code', email: address, sent: res.message ?? '' });
        setCode('');
      } catch (err) {
        const fieldError = err instanceof ApiError ? err.errors.email?.[0] : undefined;
        if (fieldError) {
          setStep({ name: 'email' });
          setErrors({ email: fieldError });
          focusById(ids.email);
        } else {
          setFormError(errorMessage(err, AUTH_MESSAGES.networkError));
        }
      }
    });
  }

  function onEmail(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const address = email.trim();
    if (!address) {
      setErrors({ email: AUTH_MESSAGES.emailRequired });
      focusById(ids.email);
      return;
    }
    void sendCode(address);
  }

  function onCode(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (step.name !== 'code') return;
    const digits = code.replace(/[\s-]/g, '');
    if (!new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`).test(digits)) {
      setErrors({ code: digits ? AUTH_MESSAGES.codeFormat : AUTH_MESSAGES.codeRequired });
      focusById(ids.code);
      return;
    }
    void run('verify', async () => {
      setErrors({});
      try {
        const res = await apiFetch<SignInData>('/api/v1/auth/email-code/verify', {
          method: 'POST',
          body: { email: step.email, code: digits },
          fallbackMessage: AUTH_MESSAGES.loginFailed,
        });
        if (!res.data?.user) throw new ApiError(AUTH_MESSAGES.invalidLoginResponse, { status: 200, code: 'INVALID_RESPONSE' });
        setUser(res.data.user);
        const merged = mergeSummary(res.data.mergedItems?.wishlist ?? 0, res.data.mergedItems?.cart ?? 0);
        toastSuccess(merged ? `You are signed in. ${merged}` : 'You are signed in.');
        // The page is the shopper's checkout now: rendered again on the server, with their session.
        router.refresh();
        // Stay busy: the page is about to change.
        busyRef.current = true;
        setBusy('verify');
      } catch (err) {
        const fieldError = err instanceof ApiError ? err.errors.code?.[0] : undefined;
        if (fieldError) {
          setErrors({ code: fieldError });
          focusById(ids.code);
        } else {
          setFormError(errorMessage(err, AUTH_MESSAGES.loginFailed));
        }
      }
    });
  }

  const passwordHref = `/login?callbackUrl=${encodeURIComponent(returnTo)}`;

  if (knownEmail && step.name === 'email') {
    // Signed in with an address not yet proved: the code goes to it, no other way in is needed.
    return (
      <form onSubmit={onEmail} noValidate aria-busy={busy !== null} className="space-y-4">
        <FormMessage id={ids.message} message={errors.email ?? formError} />
        <BusyButton type="submit" size="lg" className="w-full" busy={busy === 'send'} busyLabel="Sending the code…">
          Email me a code instead
        </BusyButton>
      </form>
    );
  }

  return (
    <section aria-labelledby={`${uid}-title`} className={knownEmail ? 'text-left' : 'mx-auto max-w-xl rounded-lg border border-border bg-card p-6 shadow-xs sm:p-10'}>
      <h2 id={`${uid}-title`} className={knownEmail ? 'text-lg font-medium' : 'text-2xl font-medium sm:text-3xl'}>
        {step.name === 'email' ? 'Sign in to check out' : 'Check your inbox'}
      </h2>
      {step.name === 'email' ? (
        <>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            We send your order confirmation, GST invoice and delivery updates here. We will email you a {EMAIL_CODE_LENGTH}-digit code to
            continue: no password needed. New here? Your account is made as you continue.
          </p>
          <form onSubmit={onEmail} noValidate aria-busy={busy !== null} className="mt-6 space-y-5">
            <EmailField
              id={ids.email}
              name="email"
              label="Email"
              required
              value={email}
              error={errors.email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (errors.email) setErrors({});
              }}
            />
            <FormMessage id={ids.message} message={formError} />
            <BusyButton type="submit" size="lg" className="w-full" busy={busy === 'send'} busyLabel="Sending the code…">
              Email me a code
            </BusyButton>
          </form>
          <GoogleButton divider target={returnTo} />
          <p className="mt-6 text-center text-sm text-muted-foreground">
            Have a password?{' '}
            <Link
              href={passwordHref}
              // Kept for the tab: should they create an account from the sign-in page instead, its link returns here.
              onClick={() => writeStored('session', AUTH_STORAGE_KEYS.redirectAfterLogin, returnTo)}
              className="font-medium text-foreground underline underline-offset-4"
            >
              Sign in with it
            </Link>
          </p>
        </>
      ) : (
        <>
          <p role="status" className="mt-2 text-sm leading-relaxed text-muted-foreground">
            {step.sent}
          </p>
          <form onSubmit={onCode} noValidate aria-busy={busy !== null} className="mt-6 space-y-5">
            <TextField
              id={ids.code}
              name="code"
              label={`${EMAIL_CODE_LENGTH}-digit code`}
              required
              value={code}
              error={errors.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={EMAIL_CODE_LENGTH + 2}
              className="font-mono text-lg tracking-[0.4em]"
              onChange={(e) => {
                setCode(e.target.value);
                if (errors.code) setErrors({});
              }}
            />
            <FormMessage id={ids.message} message={formError} />
            <BusyButton type="submit" size="lg" className="w-full" busy={busy === 'verify'} busyLabel="Checking the code…">
              Continue to checkout
            </BusyButton>
          </form>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
            <Button type="button" variant="link" className="h-auto p-0" disabled={busy !== null} onClick={() => void sendCode(step.email)}>
              Send a new code
            </Button>
            {knownEmail ? null : (
            <Button
              type="button"
              variant="link"
              className="h-auto p-0"
              disabled={busy !== null}
              onClick={() => {
                focusAfterStep.current = ids.email;
                setStep({ name: 'email' });
                setErrors({});
                setFormError(null);
              }}
            >
              Use a different email
            </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
