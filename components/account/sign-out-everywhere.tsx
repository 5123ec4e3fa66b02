'use client';

import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastSuccess } from '@/components/ui/sonner';
import { clearSessionHint } from '@/lib/client/session-hint';
import { apiFetch } from '@/lib/client/api';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { readApiError } from './api-errors';
import { FormMessage } from '@/components/auth/fields';

/** Long enough to read the toast before the page is replaced. */
const LEAVE_AFTER_MS = 1200;

/**
 * "Sign out everywhere": a confirmation dialog, then POST /api/v1/auth/logout-all, which ends
 * every session of the account (other browsers, phones, API tokens) and this one too. The page
 * then reloads at /login, so no screen keeps showing the signed-out account.
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'idle' | 'working' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const busy = state !== 'idle';

  async function confirm() {
    if (busy) return;
    setState('working');
    setError(null);
    try {
      const res = await apiFetch<null>('/api/v1/auth/logout-all', {
        method: 'POST',
        fallbackMessage: AUTH_MESSAGES.logoutEverywhereFailed,
      });
      setState('done');
      clearSessionHint();
      toastSuccess(res.message ?? AUTH_MESSAGES.loggedOutEverywhere);
      // A full load, not router.push: every client cache must forget the account.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.setTimeout(() => window.location.assign('/login'), LEAVE_AFTER_MS);
    } catch (err) {
      setError(readApiError(err, AUTH_MESSAGES.logoutEverywhereFailed).message);
      setState('idle');
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={
        <Button variant="outline" className="w-full sm:w-auto">
          <LogOut aria-hidden />
          Sign out everywhere
        </Button>
      }
      title="Sign out on every device?"
      description="Every browser, phone and app signed in to your account is signed out, this one included. You can sign in again straight away with your password or Google."
      cancelLabel="Cancel"
      confirmLabel="Sign out everywhere"
      busyLabel="Signing out..."
      destructive={false}
      busy={busy}
      onConfirm={confirm}
      outcome={
        state === 'done' ? (
          <FormMessage tone="success" message={`${AUTH_MESSAGES.loggedOutEverywhere}. Taking you to the sign-in page...`} />
        ) : undefined
      }
    >
      <FormMessage tone="error" message={error} />
    </ConfirmDialog>
  );
}
