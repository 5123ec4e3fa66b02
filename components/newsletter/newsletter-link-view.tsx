'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useRef, useState } from 'react';
import { Loader2, MailCheck, MailMinus, MailX } from 'lucide-react';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { apiFetch, errorMessage } from '@/lib/client/api';

type Action = 'confirm' | 'unsubscribe' | 'stock-alerts-unsubscribe';
type State = { kind: 'ready' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

const COPY = {
  confirm: {
    endpoint: '/api/v1/newsletter/confirm',
    title: 'Confirm Your Subscription',
    intro: 'Confirm that you would like to receive the Maison Aurelle newsletter at this address.',
    button: 'Confirm subscription',
    busy: 'Confirming...',
    doneTitle: 'Subscription Confirmed',
    failedTitle: 'Confirmation Failed',
    fallback: 'Your subscription could not be confirmed. Please try again.',
    icon: MailCheck,
    next: { href: '/about#newsletter-heading', label: 'Subscribe again' },
  },
  unsubscribe: {
    endpoint: '/api/v1/newsletter/unsubscribe',
    title: 'Unsubscribe',
    intro: 'Stop receiving the Maison Aurelle newsletter at this address. Order and account emails are not affected.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing...',
    doneTitle: 'You Are Unsubscribed',
    failedTitle: 'Unsubscribe Failed',
    fallback: 'We could not unsubscribe you. Please try again.',
    icon: MailMinus,
    next: { href: '/contact', label: 'Contact us' },
  },
  // The unsubscribe link of a back-in-stock email (lib/stock-alerts): the same page, its own words.
  'stock-alerts-unsubscribe': {
    endpoint: '/api/v1/stock-alerts/unsubscribe',
    title: 'Stop Back-in-Stock Emails',
    intro: 'Stop every back-in-stock email still waiting for this address. Order and account emails are not affected.',
    button: 'Stop these emails',
    busy: 'Stopping...',
    doneTitle: 'No More Back-in-Stock Emails',
    failedTitle: 'That Did Not Work',
    fallback: 'We could not stop these emails. Please try again.',
    icon: MailMinus,
    next: { href: '/contact', label: 'Contact us' },
  },
} as const;

const MISSING_TOKEN = 'This link is incomplete. Please open the link from the email we sent you.';

/**
 * The page an emailed newsletter (or back-in-stock unsubscribe) link opens. Nothing happens on
 * arrival: mail scanners open links to check them, and only a person pressing the button should
 * subscribe or unsubscribe.
 */
export function NewsletterLinkView({ action, token }: { action: Action; token: string }) {
  const copy = COPY[action];
  const [state, setState] = useState<State>(token ? { kind: 'ready' } : { kind: 'error', message: MISSING_TOKEN });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const settled = state.kind === 'done' || state.kind === 'error';

  // The heading changes with the outcome: move focus there so it is read out.
  useEffect(() => {
    if (settled && token) headingRef.current?.focus();
  }, [settled, token]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const res = await apiFetch(copy.endpoint, { method: 'POST', body: { token }, fallbackMessage: copy.fallback, skipAuthRedirect: true });
      setState({ kind: 'done', message: res.message ?? copy.doneTitle });
    } catch (err) {
      setState({ kind: 'error', message: errorMessage(err, copy.fallback) });
    }
  }

  if (state.kind === 'done') {
    return (
      <AuthCard
        headingRef={headingRef}
        icon={copy.icon}
        tone="success"
        title={copy.doneTitle}
        description={<p role="status">{state.message}</p>}
      >
        <Button asChild size="lg" className="w-full">
          <Link href="/products">Explore the collection</Link>
        </Button>
      </AuthCard>
    );
  }

  if (state.kind === 'error') {
    return (
      <AuthCard
        headingRef={headingRef}
        icon={MailX}
        tone="error"
        title={copy.failedTitle}
        description={<p role="alert">{state.message}</p>}
      >
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link href={copy.next.href}>{copy.next.label}</Link>
        </Button>
      </AuthCard>
    );
  }

  const busy = state.kind === 'busy';
  return (
    <AuthCard headingRef={headingRef} icon={copy.icon} title={copy.title} description={<p>{copy.intro}</p>}>
      <form onSubmit={submit}>
        {/* aria-disabled rather than disabled: a disabled button drops keyboard focus mid-submit. */}
        <Button type="submit" size="lg" className="w-full" aria-disabled={busy || undefined}>
          {busy ? <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" /> : null}
          {busy ? copy.busy : copy.button}
        </Button>
      </form>
    </AuthCard>
  );
}
