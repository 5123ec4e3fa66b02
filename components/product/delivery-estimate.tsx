'use client';

import { useCallback, useRef, useState } from 'react';
import { deliveryRangeText } from '@/lib/delivery/format';

export type DeliveryAnswer =
  | { state: 'idle' | 'checking' }
  | { state: 'estimate'; pin: string; range: string }
  | { state: 'problem'; message: string };

const UNAVAILABLE = 'We could not check delivery just now. Please try again.';

/**
 * Asks GET /api/v1/delivery-estimate for a PIN; only the latest question's answer is kept (a
 * slow answer for an earlier PIN must not replace a newer one). The server's words come through
 * for a PIN it refuses, the checkout PIN field's own.
 */
export function useDeliveryEstimate() {
  const [answer, setAnswer] = useState<DeliveryAnswer>({ state: 'idle' });
  const latest = useRef(0);
  const check = useCallback(async (pin: string) => {
    const ticket = ++latest.current;
    setAnswer({ state: 'checking' });
    let next: DeliveryAnswer;
    try {
      const res = await fetch(`/api/v1/delivery-estimate?pin=${encodeURIComponent(pin)}`, { headers: { accept: 'application/json' } });
      const body = (await res.json()) as { data?: { pin: string; from: string; to: string }; message?: string };
      next = res.ok && body.data ? { state: 'estimate', pin: body.data.pin, range: deliveryRangeText(body.data.from, body.data.to) } : { state: 'problem', message: body.message || UNAVAILABLE };
    } catch {
      next = { state: 'problem', message: UNAVAILABLE };
    }
    if (ticket === latest.current) setAnswer(next);
  }, []);
  const clear = useCallback(() => {
    latest.current++;
    setAnswer({ state: 'idle' });
  }, []);
  return { answer, check, clear };
}

export function DeliveryAnswerText({ answer }: { answer: DeliveryAnswer }) {
  switch (answer.state) {
    case 'idle':
      return null;
    case 'checking':
      return <>Checking…</>;
    case 'problem':
      return <>{answer.message}</>;
    case 'estimate':
      return (
        <>
          Estimated delivery to {answer.pin}: <strong className="font-medium">{answer.range}</strong>
        </>
      );
  }
}
