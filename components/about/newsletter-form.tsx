'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NEWSLETTER_EMAIL_MESSAGE, normalizeNewsletterEmail } from '@/lib/newsletter/email';
import type { NewsletterSource } from '@/lib/newsletter/schema';
import { cn } from '@/lib/utils/cn';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

const NETWORK_ERROR = 'Network error. Please check your connection and try again.';
const GENERIC_ERROR = 'Something went wrong. Please try again.';
// The server's answer is the same for every address (double opt-in); this is only its fallback.
const CHECK_INBOX = 'Please check your inbox to confirm your subscription.';

/**
 * The newsletter signup: checks the address with the same rule as the server (zod-free, see
 * lib/newsletter/email.ts), posts it to
 * /api/v1/newsletter and announces the answer in a live region, so screen-reader users hear it too.
 * Nobody is subscribed yet at that point: the emailed link confirms (app/(shop)/newsletter).
 */
export function NewsletterForm({ source = 'about', className }: { source?: NewsletterSource; className?: string }) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const busy = status.kind === 'busy';

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = normalizeNewsletterEmail(email);
    if (address === null) {
      setStatus({ kind: 'error', message: NEWSLETTER_EMAIL_MESSAGE });
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      const res = await fetch('/api/v1/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, source }),
      });
      const body = (await res.json().catch(() => null)) as { success?: boolean; message?: string } | null;
      if (res.ok && body?.success) {
        setStatus({ kind: 'success', message: body.message ?? CHECK_INBOX });
        setEmail('');
      } else {
        setStatus({ kind: 'error', message: body?.message ?? GENERIC_ERROR });
      }
    } catch {
      setStatus({ kind: 'error', message: NETWORK_ERROR });
    }
  }

  const message = status.kind === 'success' || status.kind === 'error' ? status.message : '';
  const invalid = status.kind === 'error';

  return (
    <form onSubmit={onSubmit} noValidate className={cn('w-full', className)}>
      <Label htmlFor={inputId} className="sr-only">
        Email address
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          placeholder="Your email address"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status.kind === 'error') setStatus({ kind: 'idle' });
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={messageId}
          className="sm:flex-1"
        />
        {/* aria-disabled rather than disabled: a disabled button drops keyboard focus mid-submit. */}
        <Button type="submit" aria-disabled={busy || undefined} className="sm:w-auto">
          {busy ? 'Subscribing...' : 'Subscribe Now'}
        </Button>
      </div>
      <p
        id={messageId}
        role="status"
        aria-live="polite"
        className={cn(
          'mt-3 min-h-6 text-sm font-medium',
          status.kind === 'error' ? 'text-destructive' : 'text-success',
        )}
      >
        {message}
      </p>
    </form>
  );
}
