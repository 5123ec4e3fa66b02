'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { CircleAlert } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { CHECKOUT_MESSAGES as M } from './messages';

/** A failed cart load on checkout offers Retry and Log In. The cart is read on the server, so Retry re-renders the page. */
export function CartLoadError() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <section aria-labelledby="checkout-error-heading" className="mx-auto max-w-xl py-6 text-center">
      <CircleAlert aria-hidden className="mx-auto size-10 text-destructive" strokeWidth={1.5} />
      <h2 id="checkout-error-heading" className="mt-4 text-2xl font-medium">
        Something went wrong
      </h2>
      <p role="alert" className="mt-3 text-muted-foreground">
        {M.cartLoadFailed}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <BusyButton busy={pending} onClick={() => startTransition(() => router.refresh())}>
          Retry
        </BusyButton>
        <Button asChild variant="outline">
          <Link href={`/login?callbackUrl=${encodeURIComponent('/checkout')}`}>Log In</Link>
        </Button>
      </div>
    </section>
  );
}
