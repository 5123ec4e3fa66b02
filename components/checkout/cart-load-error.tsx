'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { CircleAlert } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { StatePanel } from '@/components/ui/state-panel';
import { CHECKOUT_UI_MESSAGES as M } from './messages';

/** A failed cart load on checkout offers Retry and Log In. The cart is read on the server, so Retry re-renders the page. */
export function CartLoadError() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <StatePanel
      headingId="checkout-error-heading"
      icon={CircleAlert}
      tone="error"
      title="Something went wrong"
      actions={
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <BusyButton busy={pending} onClick={() => startTransition(() => router.refresh())}>
            Retry
          </BusyButton>
          <Button asChild variant="outline">
            <Link href={`/login?callbackUrl=${encodeURIComponent('/checkout')}`}>Log In</Link>
          </Button>
        </div>
      }
    >
      {M.cartLoadFailed}
    </StatePanel>
  );
}
