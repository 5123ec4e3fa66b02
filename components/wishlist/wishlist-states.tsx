import Link from 'next/link';
import { CircleAlert, Heart, PackageCheck, PackageX, RotateCw, Sparkles, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatInr } from '@/lib/money';
import type { WishlistSummary } from './summary';

/*
 * The wishlist page's static parts: statistics, empty, error and loading states. No hooks, so
 * they add nothing to the client component's state logic.
 */

export const WISHLIST_HEADING_ID = 'wishlist-heading';

const STAT_ICON = 'flex size-10 shrink-0 items-center justify-center rounded-full bg-cream text-gold-deep';

export function WishlistStats({ summary }: { summary: WishlistSummary }) {
  const stats = [
    { label: 'Total Items', value: String(summary.totalItems), icon: Heart },
    { label: 'Total Value', value: formatInr(summary.totalValuePaise), icon: Wallet },
    { label: 'Available', value: String(summary.availableItems), icon: PackageCheck },
    { label: 'Out of Stock', value: String(summary.outOfStockItems), icon: PackageX },
  ];
  return (
    <section aria-label="Wishlist statistics">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {stats.map(({ label, value, icon: Icon }) => (
          // A <dl> group may hold only <dt> and <dd>: the icon sits inside the term, placed beside it.
          <div key={label} className="relative min-w-0 rounded-lg border border-border bg-card p-4 shadow-xs sm:pl-[4.5rem]">
            <dt className="text-xs tracking-wide text-muted-foreground uppercase">
              {/* Two columns at 390 px leave no room for an icon beside a rupee total. */}
              <span className={`${STAT_ICON} absolute top-1/2 left-4 -translate-y-1/2 max-sm:hidden`}>
                <Icon aria-hidden className="size-5" strokeWidth={1.5} />
              </span>
              {label}
            </dt>
            <dd className="truncate text-lg font-semibold tabular-nums sm:text-xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
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
      {guest ? (
        <p className="mt-4 text-sm">
          <Link
            href="/login?callbackUrl=%2Fwishlist"
            className="font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
          >
            Sign in to save your wishlist permanently
          </Link>
        </p>
      ) : null}
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
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-3">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-40" />
        </div>
        <Skeleton className="h-11 w-44" />
      </div>
      <div className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[74px]" />
        ))}
      </div>
      <Skeleton className="mt-6 h-[124px] sm:h-[114px] lg:h-[70px]" />
      <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-lg border border-border bg-card">
            <div className="aspect-[4/5] animate-pulse bg-sand/70" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-5 w-28" />
              <Skeleton className="h-11 w-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
