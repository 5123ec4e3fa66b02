'use client';

import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { AUTH_STORAGE_KEYS } from '@/lib/auth/redirects';
import { cn } from '@/lib/utils/cn';
import { removeStored, writeStored } from './storage';
import { readStoredTarget } from './targets';

// One question per page load, shared by every button that asks.
let providers: Promise<{ google: boolean }> | undefined;

function fetchProviders(): Promise<{ google: boolean }> {
  providers ??= fetch('/api/v1/auth/providers', { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    .then((res) => (res.ok ? res.json() : null))
    .then((body: { data?: { google?: unknown } } | null) => ({ google: body?.data?.google !== false }))
    // Unknown: keep the button usable; the server answers an unconfigured start with the error page.
    .catch(() => ({ google: true }));
  return providers;
}

function googleStartUrl(redirectTo: string | null): string {
  return redirectTo ? `/api/v1/auth/google?redirectTo=${encodeURIComponent(redirectTo)}` : '/api/v1/auth/google';
}

function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5">
      <path fill="#4285F4" d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.63h6.45a5.52 5.52 0 0 1-2.39 3.62v3h3.87c2.26-2.09 3.57-5.16 3.57-8.8Z" />
      <path fill="#34A853" d="M12 24c3.24 0 5.95-1.07 7.93-2.9l-3.87-3c-1.07.72-2.45 1.15-4.06 1.15-3.12 0-5.77-2.11-6.71-4.95H1.29v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.29 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.75c1.76 0 3.34.6 4.59 1.8l3.43-3.43A11.97 11.97 0 0 0 12 0 12 12 0 0 0 1.29 6.6l4 3.1C6.23 6.86 8.88 4.75 12 4.75Z" />
    </svg>
  );
}

/** Whether Google sign-in is configured, as the server says: true until it has answered. */
function useGoogleAvailable(): boolean {
  // Assumed available until told otherwise: a configured store (the usual case) never shifts.
  const [available, setAvailable] = useState(true);
  useEffect(() => {
    let live = true;
    void fetchProviders().then((p) => live && setAvailable(p.google));
    return () => {
      live = false;
    };
  }, []);
  return available;
}

/**
 * 'Continue with Google': a plain navigation to the server, which hands over to Google. The
 * return target (callbackUrl or the saved path) is read at click time and also kept in
 * sessionStorage, where the success landing looks for it. Not shown at all when the store has no
 * Google sign-in: a disabled button with "not configured" is the back office talking to a shopper.
 */
export function GoogleButton({
  label = 'Continue with Google',
  divider = false,
  target: fixedTarget,
}: {
  label?: string;
  divider?: boolean;
  /** Where to land after Google; by default the page's callbackUrl or the saved path. */
  target?: string;
}) {
  const available = useGoogleAvailable();
  if (!available) return null;
  const className = cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full');
  return (
    <>
      {divider ? <OrDivider /> : null}
      <a
        href={googleStartUrl(null)}
        className={className}
        onClick={(e) => {
          const target = fixedTarget ?? readStoredTarget();
          if (target) writeStored('session', AUTH_STORAGE_KEYS.redirectAfterLogin, target);
          else removeStored('session', AUTH_STORAGE_KEYS.redirectAfterLogin);
          // The browser follows the href after this handler, so the target rides along.
          e.currentTarget.href = googleStartUrl(target);
        }}
      >
        <GoogleMark />
        {label}
      </a>
    </>
  );
}

/** The 'or' rule between a form and the Google option. */
function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-4 text-xs tracking-[0.2em] text-muted-foreground uppercase">
      <span aria-hidden className="h-px flex-1 bg-border" />
      or
      <span aria-hidden className="h-px flex-1 bg-border" />
    </div>
  );
}
