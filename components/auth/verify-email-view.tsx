'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useRef, useState } from 'react';
import { Crown, Gift, MailCheck, MailX, Sparkles, Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AUTH_MESSAGES, mergeSummary } from '@/lib/auth/messages';
import { AUTH_STORAGE_KEYS, sanitizeRedirect } from '@/lib/auth/redirects';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { AuthCard, AuthPending } from './auth-card';
import { useAuth } from './session';
import { hasSessionHint } from '@/lib/client/session-hint';
import { readStored, removeStored } from './storage';
import type { UserDto } from './user';

type Result =
  | { ok: true; message: string; email: string | null; redirectTo: string; signedIn: SignedIn | null }
  | { ok: false; message: string };

/** The browser that registered is signed in by its link: who, and what waits in the bag. */
interface SignedIn {
  user: UserDto;
  cartCount: number;
  merged: string | null;
}

interface VerifyData {
  redirectTo?: string;
  email?: string;
  signedIn?: boolean;
  user?: UserDto;
  cartCount?: number;
  wishlistMerged?: boolean;
  cartMerged?: boolean;
  mergedItems?: { wishlist?: number; cart?: number };
}

function signedInFrom(data: VerifyData | undefined): SignedIn | null {
  if (!data?.signedIn || !data.user) return null;
  return {
    user: data.user,
    cartCount: data.cartCount ?? 0,
    merged: mergeSummary(data.wishlistMerged ? (data.mergedItems?.wishlist ?? 0) : 0, data.cartMerged ? (data.mergedItems?.cart ?? 0) : 0),
  };
}

/*
 * A verification link works once; React's development double-mount (and any re-render) must
 * not send it twice, so each token's request is remembered for the life of the page.
 */
const attempts = new Map<string, Promise<Result>>();

function verifyOnce(token: string): Promise<Result> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = apiFetch<VerifyData>(`/api/v1/auth/verify-email/${encodeURIComponent(token)}`, {
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
          signedIn: signedInFrom(res.data),
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
  const { refresh, setUser } = useAuth();
  const [result, setResult] = useState<Result | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void verifyOnce(token).then((r) => {
      if (!live) return;
      setResult(r);
      // Signed in by this link: the navigation shows the account and its bag at once (setUser
      // also reloads the badges). Already signed in: show the verified address.
      if (r.ok && r.signedIn) setUser(r.signedIn.user);
      else if (r.ok && hasSessionHint()) void refresh();
    });
    return () => {
      live = false;
    };
  }, [token, refresh, setUser]);

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
          <AuthPending>Please wait while we confirm your address...</AuthPending>
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

  const signedIn = shown.signedIn;
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
          {signedIn ? `You are signed in${signedIn.cartCount > 0 ? ', and your bag is waiting' : ''}.` : 'Your account is ready.'}
          {signedIn?.merged ? ` ${signedIn.merged}` : null}
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
        {signedIn ? (
          <Link href={shown.redirectTo}>
            {shown.redirectTo === '/checkout' ? 'Continue to Checkout' : signedIn.cartCount > 0 ? 'Return to Your Bag' : 'Continue Shopping'}
          </Link>
        ) : (
          <Link href={shown.redirectTo}>Sign In Now</Link>
        )}
      </Button>
    </AuthCard>
  );
}
