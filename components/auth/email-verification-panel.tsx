'use client';

import { Link } from '@/components/ui/link';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { CheckCircle2, MailCheck, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AUTH_MESSAGES, EMAIL_PATTERN } from '@/lib/auth/messages';
import { AUTH_STORAGE_KEYS } from '@/lib/auth/redirects';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { useNavCounts } from '@/components/layout/nav-counts';
import { AuthCard, authLinkClass } from './auth-card';
import { EmailField } from './fields';
import { ResendActions } from './resend-actions';
import { useAuth } from './session';
import { writeStored } from './storage';
import { useHydrated, useStoredValue } from './use-stored';

/** The "check your email" screen shown after registration. */
export function EmailVerificationPanel() {
  const uid = useId();
  const hydrated = useHydrated();
  const { user } = useAuth();
  const counts = useNavCounts();
  // Registration does not sign in: the guest's bag and wishlist wait here for the link.
  const bagWaiting = !user && counts.cart + counts.wishlist > 0;
  const stored = useStoredValue('local', AUTH_STORAGE_KEYS.pendingVerificationEmail);
  const email = stored || (user && !user.isEmailVerified ? (user.email ?? '') : '');

  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const focusOnMount = useCallback((el: HTMLInputElement | null) => el?.focus(), []);

  const alreadyVerified = !!user?.isEmailVerified && (!stored || stored.toLowerCase() === user.email?.toLowerCase());
  if (alreadyVerified) {
    return (
      <AuthCard
        icon={CheckCircle2}
        tone="success"
        eyebrow="All set"
        title="Your Email Is Verified"
        description={
          <p>
            {user.email ? <span className="font-medium break-all text-foreground">{user.email}</span> : 'Your address'} is already
            verified. There is nothing more to do.
          </p>
        }
      >
        <Button asChild size="lg" className="w-full">
          <Link href="/">Continue Shopping</Link>
        </Button>
      </AuthCard>
    );
  }

  const showForm = hydrated && (editing || !email);

  function startEditing() {
    setDraft(email);
    setDraftError(undefined);
    setEditing(true);
  }

  function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = draft.trim();
    if (!value) return setDraftError(AUTH_MESSAGES.emailRequired);
    if (!EMAIL_PATTERN.test(value)) return setDraftError(AUTH_MESSAGES.invalidEmail);
    // Local only: the account's address changes from Settings once signed in.
    writeStored('local', AUTH_STORAGE_KEYS.pendingVerificationEmail, value);
    setEditing(false);
    setNotice(null);
    setError(null);
  }

  async function resend() {
    if (busy || !email) return;
    setBusy(true);
    setNotice(null);
    setError(null);
    try {
      const res = await apiFetch<unknown>('/api/v1/auth/resend-confirmation', {
        method: 'POST',
        body: { email },
        fallbackMessage: AUTH_MESSAGES.resendFailed,
      });
      setNotice(res.message || AUTH_MESSAGES.resendSent);
    } catch (err) {
      setError(errorMessage(err, AUTH_MESSAGES.resendFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      icon={MailCheck}
      eyebrow="Almost there"
      title="Check Your Email"
      description={
        <>
          <p>We sent a verification link to the address below. Open it to activate your account.</p>
          {bagWaiting ? (
            <p className="mt-3 text-sm">
              Your selection stays in this browser. Open the link here and you will be signed in and brought back to it.
            </p>
          ) : null}
        </>
      }
      footer={
        <ul className="space-y-2 text-left">
          <li>Can&rsquo;t find the email? Check your spam or promotions folder.</li>
          <li>
            Still nothing after a few minutes?{' '}
            <Link href="/contact" className={authLinkClass}>
              Contact support
            </Link>
            .
          </li>
        </ul>
      }
    >
      {!hydrated ? (
        <Skeleton className="h-16 w-full" />
      ) : showForm ? (
        <form onSubmit={save} noValidate className="space-y-3">
          <EmailField
            ref={focusOnMount}
            id={`${uid}-email`}
            name="email"
            label="Email address"
            value={draft}
            error={draftError}
            onChange={(e) => {
              setDraft(e.target.value);
              setDraftError(undefined);
            }}
          />
          <div className="flex gap-2">
            <Button type="submit" variant="secondary">
              Save
            </Button>
            {email ? (
              <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      ) : (
        <div className="flex items-center justify-between gap-3 rounded-md border border-border bg-cream px-4 py-3">
          <p className="min-w-0 font-medium break-all">{email}</p>
          <Button type="button" variant="ghost" size="sm" onClick={startEditing} aria-label={`Edit email address ${email}`}>
            <Pencil aria-hidden />
            Edit
          </Button>
        </div>
      )}

      <ResendActions
        label="Resend Verification Email"
        busy={busy}
        disabled={!email || showForm}
        notice={notice}
        error={error}
        onResend={() => void resend()}
      />
    </AuthCard>
  );
}
