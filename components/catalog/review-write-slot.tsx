'use client';

import { lazy, Suspense, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useAuth } from '@/components/auth/session';
import { toastError } from '@/components/ui/sonner';

/*
 * Always on the product page, whose JavaScript budget is nearly spent: a plain button (the
 * global :focus-visible outline, no Button primitive) and the session the client cache already
 * holds. The form, the customer's own review with Edit and Delete, and the API client load
 * only for a signed-in customer (review-panel.tsx).
 */
const ReviewPanel = lazy(() => import('./review-panel').then((m) => ({ default: m.ReviewPanel })));

/** Sends a visitor to sign in, then back to this product's reviews (docs/requirements.md#reviews). */
export function loginForReviews(router: ReturnType<typeof useRouter>, message = 'Please log in to submit a review') {
  toastError(message);
  router.push(`/login?callbackUrl=${encodeURIComponent(`${location.pathname}#reviews`)}`);
}

export function ReviewWriteSlot({ productId, productName }: { productId: string; productName: string }) {
  const { status, user } = useAuth();
  const router = useRouter();
  const [open, setOpen] = useState(false);

  return (
    <div className="space-y-4">
      <button
        type="button"
        data-review-toggle
        aria-expanded={open}
        aria-controls="write-review"
        onClick={() => (status === 'anonymous' ? loginForReviews(router) : setOpen(!open))}
        className="h-11 w-full rounded-md bg-primary text-sm font-medium tracking-wide text-primary-foreground hover:bg-ink-soft"
      >
        Write a Review
      </button>
      <div id="write-review" className="space-y-4">
        {status === 'authenticated' && user ? (
          <Suspense>
            <ReviewPanel
              productId={productId}
              productName={productName}
              userName={user.name}
              emailVerified={user.isEmailVerified}
              open={open}
              onOpenChange={setOpen}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
