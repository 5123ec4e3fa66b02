import { Link } from '@/components/ui/link';
import { CircleAlert, Heart, RotateCw, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatInr } from '@/lib/money';
import { itemCount, type WishlistSummary } from './summary';

/*
 * The wishlist page's static parts: its figures, empty, error and loading states. No hooks, so
 * they add nothing to the client component's state logic.
 */

export const WISHLIST_HEADING_ID = 'wishlist-heading';

/**
 * The list's figures in one discreet line (count, value, and what cannot be bought now, only
 * when something cannot): a shop's note, not a dashboard.
 */
/** Image-led: two pieces a row on a phone, up to four on a wide screen, air between them. */
export const WISHLIST_GRID = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-3 xl:grid-cols-4 xl:gap-x-8';

export function WishlistFigures({ summary }: { summary: WishlistSummary }) {
  const parts = [itemCount(summary.totalItems), `Total value ${formatInr(summary.totalValuePaise)}`];
  if (summary.outOfStockItems > 0) parts.push(`${summary.availableItems} available`, `${summary.outOfStockItems} out of stock`);
  return (
    <p aria-live="polite" className="text-sm tracking-wide text-muted-foreground tabular-nums">
      {parts.join(' · ')}
    </p>
  );
}

/** A guest's wishlist lives in this browser only: the way to keep it. */
export function GuestSignInLink({ className }: { className: string }) {
  return (
    <p className={className}>
      <Link
        href="/login?callbackUrl=%2Fwishlist"
        className="font-medium text-foreground underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
      >
        Sign in to save your wishlist permanently
      </Link>
    </p>
  );
}

export function WishlistEmpty({ guest }: { guest: boolean }) {
  return (
    <section aria-labelledby={WISHLIST_HEADING_ID} className="mx-auto max-w-xl py-8 text-center sm:py-12">
      <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-cream text-gold-deep">
        <Heart aria-hidden className="size-9" strokeWidth={1.25} />
      </span>
      <h2 id={WISHLIST_HEADING_ID} tabIndex={-1} className="mt-6 text-3xl font-medium outline-none sm:text-4xl">
        Your wishlist is empty
      </h2>
      <p className="mt-3 text-muted-foreground">
        Tap the heart on any fragrance to keep it here, ready for the day you want to make it yours.
      </p>
      {guest ? <GuestSignInLink className="mt-4 text-sm" /> : null}
      <Button asChild size="lg" className="mt-8">
        <Link href="/products">
          <Sparkles aria-hidden />
          Start Shopping
        </Link>
      </Button>
    </section>
  );
}

export function WishlistError({ onRetry }: { onRetry: () => void }) {
  return (
    <section aria-labelledby="wishlist-error" className="mx-auto max-w-xl py-8 text-center sm:py-12">
      <CircleAlert aria-hidden className="mx-auto size-10 text-destructive" strokeWidth={1.5} />
      <h2 id="wishlist-error" className="mt-4 text-3xl font-medium">
        We could not load your wishlist
      </h2>
      <p className="mt-3 text-muted-foreground">Please check your connection and try again.</p>
      <Button className="mt-6" onClick={onRetry}>
        <RotateCw aria-hidden />
        Try Again
      </Button>
    </section>
  );
}

export function WishlistSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading your wishlist…
      </p>
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-border pb-5">
        <div className="space-y-3">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-40" />
        </div>
        <Skeleton className="h-11 w-36" />
      </div>
      <div className={`mt-8 ${WISHLIST_GRID}`}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i}>
            <div className="aspect-[4/5] animate-pulse bg-sand/70" />
            <div className="space-y-3 pt-4">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-5 w-28" />
              <Skeleton className="h-11 w-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
