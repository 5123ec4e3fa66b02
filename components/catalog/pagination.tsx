import { Link } from '@/components/ui/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

/** Page numbers to show: first, last, and a window around the current page, with gaps as null. */
export function pageWindow(current: number, total: number, radius = 1): (number | null)[] {
  const pages = new Set<number>([1, total]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (i > 0 && prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  });
  return out;
}

export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  if (totalPages <= 1) return null;
  const item = 'inline-flex h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm';
  return (
    <nav aria-label="Pagination" className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={cn(item, 'border-border bg-card hover:border-ink')} rel="prev">
              <ChevronLeft aria-hidden className="h-4 w-4" /> <span className="sr-only sm:not-sr-only">Previous</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                className={cn(item, p === page ? 'border-ink bg-ink text-ivory' : 'border-border bg-card hover:border-ink')}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={hrefFor(page + 1)} className={cn(item, 'border-border bg-card hover:border-ink')} rel="next">
              <span className="sr-only sm:not-sr-only">Next</span> <ChevronRight aria-hidden className="h-4 w-4" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
