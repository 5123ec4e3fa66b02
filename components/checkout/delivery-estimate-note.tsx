'use client';

import { useEffect } from 'react';
import { DeliveryAnswerText, useDeliveryEstimate } from '@/components/product/delivery-estimate';
import { pinProblem } from '@/lib/india-pin';

/**
 * The delivery range beside the checkout's PIN field, once the PIN is six valid digits; the field
 * itself says what is wrong with an invalid one, so nothing is shown then.
 */
export function DeliveryEstimateNote({ pin }: { pin: string }) {
  const { answer, check, clear } = useDeliveryEstimate();
  const valid = pinProblem(pin) === null;
  const bare = valid ? pin.replace(/[\s-]/g, '') : '';

  useEffect(() => {
    if (bare) void check(bare);
    else clear();
  }, [bare, check, clear]);

  return (
    <p role="status" aria-live="polite" className={answer.state === 'problem' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
      {bare ? <DeliveryAnswerText answer={answer} /> : null}
    </p>
  );
}
