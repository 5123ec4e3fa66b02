'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useRef, useState } from 'react';
import { CircleAlert, Clock, Loader2, RefreshCw } from 'lucide-react';
import { FormMessage } from '@/components/auth/fields';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/sonner';
import { ApiError } from '@/lib/client/api';
import { bagChanged } from '@/lib/client/visitor';
import type { OrderDto } from '@/lib/orders/types';
import { useStore } from '@/components/store/store-provider';
import { verifyDelayMs } from './checkout-model';
import { CHECKOUT_UI_MESSAGES as M, VERIFY_MAX_ATTEMPTS, VERIFY_TIMEOUT_MS } from './messages';
import { openPayment, startPaymentSession, verifyPayment } from './order-api';
import { OrderConfirmed } from './order-confirmed';

type State =
  | { phase: 'verifying'; attempt: number }
  | { phase: 'success'; order: OrderDto }
  | { phase: 'failed'; order: OrderDto | null; message: string }
  /** Every attempt answered 'pending'. */
  | { phase: 'pending' }
  /** Verification itself failed: retries used up, or a 400/401/404 that retrying cannot fix. */
  | { phase: 'error'; message: string };

/** Errors 401, 404 and 400 stop retrying: asking again cannot change them. */
const FINAL_STATUSES = new Set([400, 401, 404]);

/**
 * Where the payment page returns to (/checkout?order_id=…): asks the server, up to five times,
 * whether the payment went through, then shows the confirmation or what to do next.
 */
export function PaymentReturn({ orderId }: { orderId: string }) {
  const [state, setState] = useState<State>({ phase: 'verifying', attempt: 1 });
  const [run, setRun] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Reached from the checkout by a change of query only (a ₹0 order), where the layout keeps the
  // scroll position: the order's page starts at its top.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [orderId]);

  useEffect(() => {
    let cancelled = false;
    let controller: AbortController | null = null;
    let wait: number | undefined;
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        wait = window.setTimeout(resolve, ms);
      });

    void (async () => {
      let lastWasPending = false;
      for (let attempt = 1; attempt <= VERIFY_MAX_ATTEMPTS; attempt++) {
        if (cancelled) return;
        setState({ phase: 'verifying', attempt });
        const current = new AbortController();
        controller = current;
        const timeout = window.setTimeout(() => current.abort(), VERIFY_TIMEOUT_MS);
        try {
          const result = await verifyPayment(orderId, current.signal);
          if (cancelled) return;
          if (result.status === 'success' && result.order) {
            bagChanged();
            setState({ phase: 'success', order: result.order });
            return;
          }
          if (result.status === 'failed') {
            bagChanged();
            setState({ phase: 'failed', order: result.order, message: result.message || M.paymentFailed });
            return;
          }
          lastWasPending = true;
        } catch (err) {
          if (cancelled) return;
          if (err instanceof ApiError && FINAL_STATUSES.has(err.status)) {
            setState({ phase: 'error', message: err.message || M.verifyExhausted });
            return;
          }
          // A network failure or a time-out (the abort above): worth another try.
          lastWasPending = false;
        } finally {
          window.clearTimeout(timeout);
        }
        if (attempt < VERIFY_MAX_ATTEMPTS) await sleep(verifyDelayMs(attempt));
      }
      if (!cancelled) setState(lastWasPending ? { phase: 'pending' } : { phase: 'error', message: M.verifyExhausted });
    })();

    return () => {
      cancelled = true;
      controller?.abort();
      window.clearTimeout(wait);
    };
  }, [orderId, run]);

  // Each outcome replaces the whole view: keyboard and screen-reader focus starts at its heading.
  useEffect(() => {
    if (state.phase !== 'verifying') headingRef.current?.focus();
  }, [state.phase]);

  const announcement =
    state.phase === 'verifying'
      ? M.verifying
      : state.phase === 'success'
        ? `Order Confirmed. Order number ${state.order.orderNumber}.`
        : state.phase === 'failed'
          ? state.message
          : state.phase === 'pending'
            ? M.verifyPending
            : state.message;

  return (
    <div className="py-2">
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {state.phase === 'verifying' ? (
        <section aria-labelledby="verify-heading" aria-busy="true" className="mx-auto max-w-xl py-8 text-center">
          <Loader2 aria-hidden className="mx-auto size-10 text-gold-deep motion-safe:animate-spin" strokeWidth={1.5} />
          <h2 id="verify-heading" className="mt-5 text-2xl font-medium">
            {M.verifying}
          </h2>
          <p className="mt-3 text-sm text-muted-foreground">
            Please keep this page open. This usually takes a few seconds.
            {state.attempt > 1 ? ` Checking again (${state.attempt} of ${VERIFY_MAX_ATTEMPTS}).` : null}
          </p>
        </section>
      ) : state.phase === 'success' ? (
        <OrderConfirmed order={state.order} headingRef={headingRef} />
      ) : state.phase === 'failed' ? (
        <PaymentFailed orderId={orderId} order={state.order} message={state.message} headingRef={headingRef} />
      ) : (
        <VerifyUnresolved
          orderId={orderId}
          pending={state.phase === 'pending'}
          message={state.phase === 'error' ? state.message : M.verifyPending}
          headingRef={headingRef}
          onCheckAgain={() => setRun((n) => n + 1)}
        />
      )}
    </div>
  );
}

interface OutcomeProps {
  orderId: string;
  headingRef: React.Ref<HTMLHeadingElement>;
}

function PaymentFailed({ orderId, order, message, headingRef }: OutcomeProps & { order: OrderDto | null; message: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [canPay, setCanPay] = useState(order?.canPay !== false);

  async function tryAgain() {
    if (busy) return;
    setBusy(true);
    setError(null);
    let leaving = false;
    try {
      const session = await startPaymentSession(order?._id ?? orderId);
      const opened = await openPayment(session);
      if (opened.error) {
        setError(opened.error);
        toastError(opened.error);
        return;
      }
      leaving = true;
    } catch (err) {
      const text =
        err instanceof ApiError
          ? err.status === 0
            ? M.network
            : err.status >= 500 && err.status !== 503
              ? M.serverError
              : err.message || M.serverError
          : M.serverError;
      // The order expired or was cancelled meanwhile; another try cannot work.
      if (err instanceof ApiError && err.code === 'ORDER_NOT_PAYABLE') setCanPay(false);
      setError(text);
      toastError(text);
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  return (
    <section aria-labelledby="payment-failed-heading" className="mx-auto max-w-xl py-6 text-center">
      <CircleAlert aria-hidden className="mx-auto size-12 text-destructive" strokeWidth={1.5} />
      <h2 id="payment-failed-heading" ref={headingRef} tabIndex={-1} className="mt-5 text-3xl font-medium outline-none">
        Payment not completed
      </h2>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        Order <span className="font-medium text-foreground">{order?.orderNumber ?? orderId}</span>
        {canPay ? ' is saved and waits for your payment.' : null}
      </p>
      <FormMessage message={error} className="mt-5 text-left" />
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {canPay ? (
          <BusyButton busy={busy} icon={<RefreshCw aria-hidden />} size="lg" onClick={tryAgain}>
            Try payment again
          </BusyButton>
        ) : null}
        <Button asChild size="lg" variant="outline">
          <Link href="/orders">View My Orders</Link>
        </Button>
      </div>
    </section>
  );
}

function VerifyUnresolved({
  orderId,
  pending,
  message,
  headingRef,
  onCheckAgain,
}: OutcomeProps & { pending: boolean; message: string; onCheckAgain: () => void }) {
  const store = useStore();
  return (
    <section aria-labelledby="verify-unresolved-heading" className="mx-auto max-w-xl py-6 text-center">
      <Clock aria-hidden className="mx-auto size-12 text-gold-deep" strokeWidth={1.5} />
      <h2 id="verify-unresolved-heading" ref={headingRef} tabIndex={-1} className="mt-5 text-3xl font-medium outline-none">
        {pending ? 'Payment still processing' : 'We could not confirm your payment'}
      </h2>
      <p className="mt-3 text-muted-foreground">
        {message}
        {pending ? null : ':'}{' '}
        {pending ? null : <span className="font-semibold text-foreground">{orderId}</span>}
      </p>
      {pending ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Order <span className="font-medium text-foreground">{orderId}</span>
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">
          Write to{' '}
          <a href={`mailto:${store.email}`} className="font-medium text-foreground underline underline-offset-4">
            {store.email}
          </a>{' '}
          or call{' '}
          <a href={store.phoneHref} className="font-medium text-foreground underline underline-offset-4">
            {store.phone}
          </a>
          .
        </p>
      )}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        <Button size="lg" onClick={onCheckAgain}>
          <RefreshCw aria-hidden />
          Check again
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/orders">View My Orders</Link>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link href="/contact">Contact Us</Link>
        </Button>
      </div>
    </section>
  );
}
