'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastError, toastWarning } from '@/components/ui/sonner';
import { googleErrorMessage, googleMergeWarning } from '@/lib/auth/google-errors';
import { authLinkClass, AuthCard } from './auth-card';
import { GoogleButton } from './google-button';
import { useHydrated } from './use-stored';

/** A 5-second countdown to /login after an error; 3 s to / after a merge warning. */
const ERROR_COUNTDOWN_S = 5;
const MERGE_REDIRECT_S = 3;

interface GoogleErrorViewProps {
  error: string | null;
  message: string | null;
  mergeError: string | null;
}

export function GoogleErrorView({ error, message, mergeError }: GoogleErrorViewProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const merge = !!mergeError;
  const text = merge ? googleMergeWarning(mergeError) : googleErrorMessage(error, message);
  const destination = merge ? '/' : '/login';
  const total = merge ? MERGE_REDIRECT_S : ERROR_COUNTDOWN_S;

  const [seconds, setSeconds] = useState(total);
  const [stopped, setStopped] = useState(false);
  const toasted = useRef(false);

  useEffect(() => {
    // Refs survive React's development double-mount: one toast per visit.
    if (toasted.current) return;
    toasted.current = true;
    if (merge) toastWarning(text);
    else toastError(text);
  }, [merge, text]);

  useEffect(() => {
    if (stopped) return;
    const tick = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(tick);
  }, [stopped]);

  useEffect(() => {
    if (seconds === 0 && !stopped) router.replace(destination);
  }, [seconds, stopped, destination, router]);

  const where = merge ? 'the home page' : 'the sign-in page';
  // Announced once when the countdown starts and once if it is stopped, not every second.
  const announcement = !hydrated ? '' : stopped ? 'Automatic redirect stopped.' : `You will be taken to ${where} in ${total} seconds.`;

  return (
    <AuthCard
      icon={merge ? TriangleAlert : ShieldAlert}
      tone={merge ? 'default' : 'error'}
      title={merge ? 'You Are Signed In' : 'Google Sign-in Failed'}
      description={<p>{text}</p>}
    >
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {stopped ? null : (
        <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-md border border-border bg-cream px-4 py-3 text-center text-sm">
          <span>
            Going to {where} in <span className="font-semibold tabular-nums">{seconds}</span> {seconds === 1 ? 'second' : 'seconds'}
            .
          </span>
          <button type="button" className={authLinkClass} onClick={() => setStopped(true)}>
            Stay on this page
          </button>
        </div>
      )}
      <div className="mt-6 space-y-3">
        {merge ? (
          <Button asChild size="lg" className="w-full">
            <Link href="/">Continue to Home</Link>
          </Button>
        ) : (
          <>
            <Button asChild size="lg" className="w-full">
              <Link href="/login">Back to Login</Link>
            </Button>
            <GoogleButton label="Try Again with Google" />
          </>
        )}
      </div>
    </AuthCard>
  );
}
