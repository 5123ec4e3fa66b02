'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { KeyRound, MailCheck } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { AUTH_STORAGE_KEYS } from '@/lib/auth/redirects';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { AuthCard, authLinkClass } from './auth-card';
import { EmailField, FormMessage } from './fields';
import { ResendActions } from './resend-actions';
import { writeStored } from './storage';

export function ForgotPasswordForm() {
  const uid = useId();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busyRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // The card's heading changes between asking and confirming: focus follows it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [sentTo]);

  async function send(address: string) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setNotice(null);
    setError(null);
    try {
      const res = await apiFetch<unknown>('/api/v1/auth/forgot-password', {
        method: 'POST',
        body: { email: address },
        fallbackMessage: AUTH_MESSAGES.forgotFailed,
      });
      writeStored('local', AUTH_STORAGE_KEYS.resetEmail, address);
      // The first answer repeats what the confirmation screen says; a resend needs saying.
      if (sentTo) setNotice(res.message || AUTH_MESSAGES.forgotSent);
      setSentTo(address);
    } catch (err) {
      setError(errorMessage(err, AUTH_MESSAGES.forgotFailed));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const address = email.trim();
    // A value without '@' is silently ignored: the field's own hint already says why.
    if (!address || !address.includes('@')) return;
    void send(address);
  }

  if (sentTo) {
    return (
      <AuthCard
        headingRef={headingRef}
        icon={MailCheck}
        tone="success"
        title="Check Your Email"
        description={
          <p>
            If an account exists for <span className="font-medium break-all text-foreground">{sentTo}</span>, a link to choose
            a new password is on its way.
          </p>
        }
        footer={
          <p>
            Wrong address?{' '}
            <button
              type="button"
              className={authLinkClass}
              onClick={() => {
                setSentTo(null);
                setNotice(null);
                setError(null);
              }}
            >
              Use a different email
            </button>
          </p>
        }
      >
        <ul className="list-disc space-y-2 rounded-md border border-border bg-cream py-4 pr-4 pl-9 text-sm">
          <li>The link expires in 1 hour.</li>
          <li>Check your spam or promotions folder if it does not arrive.</li>
          <li>Only the latest link works: requesting another one cancels the earlier ones.</li>
        </ul>
        <ResendActions label="Resend Reset Email" busy={busy} notice={notice} error={error} onResend={() => void send(sentTo)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      headingRef={headingRef}
      icon={KeyRound}
      title="Forgot Password?"
      description={<p>Enter the email you registered with and we will send you a link to choose a new password.</p>}
      footer={
        <p>
          Remembered it?{' '}
          <Link href="/login" className={authLinkClass}>
            Back to Login
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-5">
        <EmailField
          id={`${uid}-email`}
          name="email"
          label="Email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FormMessage message={error} />
        <BusyButton busy={busy} busyLabel="Sending..." type="submit" size="lg" className="w-full" disabled={!email.trim()}>
          Send Reset Link
        </BusyButton>
      </form>
    </AuthCard>
  );
}
