'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { AUTH_MESSAGES, mergeSummary } from '@/lib/auth/messages';
import { AUTH_STORAGE_KEYS, afterGoogleDestination, pickStoredTarget } from '@/lib/auth/redirects';
import { AuthCard, AuthPending } from './auth-card';
import { useAuth } from './session';
import { readStored, removeStored } from './storage';
import { firstNameOf, isAdminUser, type UserDto } from './user';

/** Delays: 0.5 s before going on after success, 1.5 s before returning to /login. */
const SUCCESS_DELAY_MS = 500;
const FAILURE_DELAY_MS = 1500;
/** The welcome toast lasts 3 s, 6 s when it names merged guest items. */
const WELCOME_MS = 3000;
const WELCOME_MERGED_MS = 6000;

type Outcome = { ok: true; user: UserDto; destination: string; merged: string | null } | { ok: false; message: string };

/*
 * The server signed the browser in with its httpOnly cookie before sending it here; the query
 * string carries only where to go next and what was merged (never a credential). Those leave the
 * address bar at once so a reload does not repeat the welcome. Captured once per page load:
 * React's development double-mount would otherwise find them already gone.
 */
let captured: { redirectTo: string | null; merged: string | null } | undefined;

/** wishlistMerged=<n>&cartMerged=<n>: how many guest items the server merged into the account. */
function mergedCount(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

function takeParams() {
  if (!captured) {
    const url = new URL(window.location.href);
    const params = url.searchParams;
    captured = {
      redirectTo: params.get('redirectTo'),
      merged: mergeSummary(mergedCount(params.get('wishlistMerged')), mergedCount(params.get('cartMerged'))),
    };
    // token and user too: a link from before they left the query string must not keep them in history.
    for (const name of ['token', 'user', 'redirectTo', 'wishlistMerged', 'cartMerged']) params.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return captured;
}

async function complete(refresh: () => Promise<UserDto | null>): Promise<Outcome> {
  const { redirectTo, merged } = takeParams();
  // The session cookie is the proof: the user it vouches for decides the role and the destination.
  const user = await refresh();
  if (!user) return { ok: false, message: AUTH_MESSAGES.authFailed };
  // The path saved before leaving for Google; the server also hands back the one it was given.
  const saved = pickStoredTarget(readStored('session', AUTH_STORAGE_KEYS.redirectAfterLogin), redirectTo);
  return { ok: true, user, destination: afterGoogleDestination({ saved, isAdmin: isAdminUser(user) }), merged };
}

export function GoogleSuccessView() {
  const router = useRouter();
  const { refresh } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void complete(refresh).then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        removeStored('session', AUTH_STORAGE_KEYS.redirectAfterLogin);
        const welcome = `Welcome, ${firstNameOf(outcome.user.name)}!`;
        toastSuccess(outcome.merged ? `${welcome} ${outcome.merged}` : welcome, {
          duration: outcome.merged ? WELCOME_MERGED_MS : WELCOME_MS,
        });
        timer = setTimeout(() => {
          router.replace(outcome.destination);
          router.refresh();
        }, SUCCESS_DELAY_MS);
      } else {
        setFailure(outcome.message);
        toastError(AUTH_MESSAGES.authFailed);
        timer = setTimeout(() => router.replace('/login'), FAILURE_DELAY_MS);
      }
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [refresh, router]);

  useEffect(() => {
    if (failure) headingRef.current?.focus();
  }, [failure]);

  if (failure) {
    return (
      <AuthCard
        headingRef={headingRef}
        icon={ShieldAlert}
        tone="error"
        title="Sign-in Failed"
        description={
          <>
            <p role="alert">{failure === AUTH_MESSAGES.authFailed ? failure : `${failure}. ${AUTH_MESSAGES.authFailed}`}</p>
            <p className="mt-2">Returning to the sign-in page...</p>
          </>
        }
      >
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link href="/login">Back to Login</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={ShieldCheck}
      title="Signing You In"
      description={
        <AuthPending>Completing your Google sign-in...</AuthPending>
      }
    />
  );
}
