'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '@/components/auth/session';
import { notifySchema } from '@/lib/stock-alerts/schema';

export interface NotifyMeFormProps {
  productId: string;
  /** The size shown as out of stock; left out, the product's default size. */
  variantId?: string;
  /** "50 ml": how the size is named to the shopper. */
  sizeLabel: string;
}

type Mode = 'pending' | 'account' | 'guest';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

const GENERIC_ERROR = 'Something went wrong. Please try again.';
const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

/** The form NotifyMe opens: an email field for a guest; for a customer, the request itself. */
export function NotifyMeForm({ productId, variantId, sizeLabel }: NotifyMeFormProps) {
  const { status: auth, user } = useAuth();
  const accountEmail = user?.email ?? null;
  const [email, setEmail] = useState('');
  // Decided once, when the session is known: a session arriving later must not turn a guest's
  // half-typed form into a request, nor a customer's press into a form.
  const modeFor = (): Mode => (auth === 'loading' ? 'pending' : accountEmail ? 'account' : 'guest');
  const [mode, setMode] = useState<Mode>(modeFor);
  const [account, setAccount] = useState(mode === 'account' ? accountEmail : null);
  const [status, setStatus] = useState<Status>(mode === 'guest' ? { kind: 'idle' } : { kind: 'busy' });
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const sent = useRef(false);

  async function send(address: string) {
    const parsed = notifySchema.safeParse({ email: address, variantId });
    if (!parsed.success) {
      setStatus({ kind: 'error', message: parsed.error.issues[0]?.message ?? GENERIC_ERROR });
      input.current?.focus();
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      const res = await fetch(`/api/v1/products/${encodeURIComponent(productId)}/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      const body = (await res.json().catch(() => null)) as { success?: boolean; message?: string } | null;
      if (res.ok && body?.success) setStatus({ kind: 'done', message: body.message ?? `We will email you once ${sizeLabel} is back in stock.` });
      else setStatus({ kind: 'error', message: body?.message ?? GENERIC_ERROR });
    } catch {
      setStatus({ kind: 'error', message: NETWORK_ERROR });
    }
  }

  // The session became known after the press (React's "adjust state while rendering": no extra effect pass).
  if (mode === 'pending' && auth !== 'loading') {
    setAccount(accountEmail);
    setMode(accountEmail ? 'account' : 'guest');
    if (!accountEmail) setStatus({ kind: 'idle' });
  }

  // A customer pressed Notify me: that press was the request. A guest's press opened the field,
  // which takes the focus the button had.
  useEffect(() => {
    if (mode === 'account' && account) {
      heading.current?.focus();
      if (!sent.current) void send(account);
      sent.current = true;
    } else if (mode === 'guest') input.current?.focus();
    // Once the mode is known; send reads the state it needs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode]);

  // The field goes once the request is taken: the focus it held moves to the heading, not the page's top.
  const done = status.kind === 'done';
  useEffect(() => {
    if (done && mode === 'guest') heading.current?.focus();
  }, [done, mode]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (status.kind !== 'busy') void send(email);
  }

  const message = status.kind === 'done' || status.kind === 'error' ? status.message : status.kind === 'busy' ? 'Sending...' : '';
  const showForm = mode === 'guest' && !done;

  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <h2 ref={heading} tabIndex={-1} id={`${id}-title`} className="text-base font-medium outline-hidden">
        {mode === 'guest' && !done ? `Email me when ${sizeLabel} is back` : `Back-in-stock alert for ${sizeLabel}`}
      </h2>
      {account ? <p className="mt-1 text-sm text-muted-foreground">We will write to {account}, once.</p> : null}
      {showForm ? (
        <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
          <p className="mt-1 text-sm text-muted-foreground">One email when it is in stock again, then nothing more.</p>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <label htmlFor={`${id}-email`} className="text-sm">
                Email address
              </label>
              <input
                ref={input}
                id={`${id}-email`}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (status.kind === 'error') setStatus({ kind: 'idle' });
                }}
                aria-invalid={status.kind === 'error' ? true : undefined}
                aria-describedby={`${id}-status`}
                className="h-11 w-full min-w-48 rounded-md border border-input bg-background px-3 text-base outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
              />
            </div>
            {/* aria-disabled rather than disabled: a disabled button drops keyboard focus mid-submit. */}
            <button
              type="submit"
              aria-disabled={status.kind === 'busy' || undefined}
              className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground hover:bg-ink-soft focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
            >
              Notify me
            </button>
          </div>
        </form>
      ) : null}
      {/* One live region for the whole life of the box, so each outcome is announced. */}
      <p id={`${id}-status`} role="status" aria-live="polite" className={status.kind === 'error' ? 'mt-2 text-sm text-destructive' : 'mt-2 text-sm'}>
        {message}
      </p>
    </div>
  );
}
