import { Skeleton } from '@/components/ui/skeleton';

/** The cart's shape while it loads, so the page does not jump when it arrives. */
export function CartSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:gap-14">
      <p className="sr-only">Loading your cart…</p>
      <div>
        <Skeleton className="h-9 w-48" />
        <ul aria-hidden className="mt-4 divide-y divide-border border-t border-border">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex gap-4 py-6 sm:gap-6">
              <Skeleton className="aspect-[4/5] w-24 shrink-0 sm:w-28" />
              <div className="flex-1 space-y-3">
                <Skeleton className="h-3 w-24" />
                <Skeleton className="h-6 w-3/4" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-11 w-36" />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <Skeleton className="h-96 w-full rounded-lg" />
    </div>
  );
}
