import { Skeleton } from '@/components/ui/skeleton';

/** Six loading placeholders while the grid loads. */
export function ProductGridSkeleton() {
  return (
    <div role="status" aria-label="Loading products" className="grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-6 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-lg border border-border bg-card">
          <Skeleton className="aspect-[4/5] w-full" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
