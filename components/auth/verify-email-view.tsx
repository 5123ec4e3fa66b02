'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { Crown, Gift, Loader2, MailCheck, MailX, Sparkles, Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { AUTH_STORAGE_KEYS, sanitizeRedirect } from '@/lib/auth/redirects';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { AuthCard } from './auth-card';
import { useAuth } from './session-provider';
import { hasSessionHint, readStored, removeStored } from './storage';

type Result =
  | { ok: true; message: string; email: string | null; redirectTo: string }
  | { ok: false; message: string };

/*
 * A verification link works once; React's development double-mount (and any re-render) must
 * not send it twice, so each token's request is remembered for the life of the page.
 */
const attempts = new Map<string, Promise<Result>>();

function verifyOnce(token: string): Promise<Result> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = apiFetch<{ redirectTo?: string; email?: string }>(`/api/v1/auth/verify-email/${encodeURIComponent(token)}`, {
      fallbackMessage: AUTH_MESSAGES.emailVerificationFailed,
      skipAuthRedirect: true,
    }).then(
      (res): Result => {
        const pending = readStored('local', AUTH_STORAGE_KEYS.pendingVerificationEmail);
        removeStored('local', AUTH_STORAGE_KEYS.pendingVerificationEmail);
        return {
          ok: true,
          message: res.message || AUTH_MESSAGES.emailVerified,
          email: pending || res.data?.email || null,
          redirectTo: sanitizeRedirect(res.data?.redirectTo) ?? '/login',
        };
      },
      (err: unknown): Result => ({ ok: false, message: errorMessage(err, AUTH_MESSAGES.verifyEmailFailed) }),
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

const NO_TOKEN: Result = { ok: false, message: AUTH_MESSAGES.noVerificationToken };

const benefits = [
  { icon: Sparkles, title: 'Exclusive fragrances', text: 'Members-only editions and limited batches.' },
  { icon: Gift, title: 'Member discounts', text: 'Offers saved for account holders.' },
  { icon: Crown, title: 'Early access', text: 'New launches before anyone else.' },
  { icon: Star, title: 'Personalised recommendations', text: 'Scents chosen from what you love.' },
] as const;

export function VerifyEmailView({ token }: { token: string }) {
  const { refresh } = useAuth();
  const [result, setResult] = useState<Result | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void verifyOnce(token).then((r) => {
      if (!live) return;
      setResult(r);
      // A signed-in shopper's badge and menus should show the verified address at once.
      if (r.ok && hasSessionHint()) void refresh();
    });
    return () => {
      live = false;
    };
  }, [token, refresh]);

  const shown: Result | null = token ? result : NO_TOKEN;

  // The heading changes with the outcome: move focus there so it is read out.
  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);

  if (!shown) {
    return (
      <AuthCard
        icon={MailCheck}
        title="Verifying Your Email"
        description={
          <p role="status" className="flex items-center justify-center gap-2">
            <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
            Please wait while we confirm your address...
          </p>
        }
      />
    );
  }

  if (!shown.ok) {
    return (
      <AuthCard
        headingRef={headingRef}
        icon={MailX}
        tone="error"
        title="Verification Failed"
        description={<p role="alert">{shown.message}</p>}
      >
        <div className="space-y-3">
          <Button type="button" size="lg" className="w-full" onClick={() => window.location.reload()}>
            Try Again
          </Button>
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link href="/register">Back to Registration</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      headingRef={headingRef}
      icon={MailCheck}
      tone="success"
      eyebrow="Welcome to the house"
      title="Email Verified!"
      description={
        <p role="status">
          {shown.email ? (
            <>
              <span className="font-medium break-all text-foreground">{shown.email}</span> is verified.{' '}
            </>
          ) : (
            `${shown.message}. `
          )}
          Your account is ready.
        </p>
      }
    >
      <h2 className="font-sans text-sm font-semibold tracking-wide">What your account brings</h2>
      <ul className="mt-4 space-y-4">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-cream text-gold-deep">
              <Icon aria-hidden className="size-4" strokeWidth={1.75} />
            </span>
            <div>
              <p className="text-sm font-medium">{title}</p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" className="mt-8 w-full">
        <Link href={shown.redirectTo}>Sign In Now</Link>
      </Button>
    </AuthCard>
  );
}
