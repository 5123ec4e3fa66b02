'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DeliveryAnswerText, useDeliveryEstimate } from './delivery-estimate';

/** The PIN form DeliveryCheck opens: a PIN and the days a parcel to it should arrive between. */
export function DeliveryCheckForm() {
  const { answer, check } = useDeliveryEstimate();
  const [pin, setPin] = useState('');
  const problem = answer.state === 'problem' ? answer.message : null;
  const input = useRef<HTMLInputElement>(null);

  // It opens from the button the shopper just pressed: the PIN box takes the focus that button had.
  useEffect(() => input.current?.focus(), []);

  function submit(e: FormEvent) {
    e.preventDefault();
    void check(pin);
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-lg border border-border bg-card p-4" aria-labelledby="delivery-check-title">
      <h2 id="delivery-check-title" className="text-base font-medium">
        Check delivery
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor="delivery-pin" className="text-sm">
            PIN code
          </label>
          <input
            ref={input}
            id="delivery-pin"
            name="pin"
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            aria-invalid={problem ? true : undefined}
            aria-describedby="delivery-check-result"
            className="h-11 w-full rounded-md border border-input bg-background px-3 text-base outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
          />
        </div>
        <button
          type="submit"
          disabled={answer.state === 'checking'}
          className="inline-flex h-11 items-center justify-center rounded-md border border-input px-5 text-sm font-medium hover:border-foreground/40 hover:bg-cream focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden disabled:opacity-50"
        >
          Check
        </button>
      </div>
      <p id="delivery-check-result" role="status" aria-live="polite" className={problem ? 'mt-2 text-sm text-destructive' : 'mt-2 text-sm'}>
        <DeliveryAnswerText answer={answer} />
      </p>
    </form>
  );
}

