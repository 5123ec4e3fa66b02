import { cn } from '@/lib/utils/cn';

// One star shape used as a CSS mask: five stars are two elements, not ten SVG nodes, which
// matters on a grid of 24 cards.
const STAR =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z'/%3E%3C/svg%3E\")";

/** Five stars filled to the rating, to the tenth (4.6 is four stars and most of a fifth); the label carries the value. */
export function Stars({ rating, className, size = 'sm' }: { rating: number; className?: string; size?: 'sm' | 'md' }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating * 10) / 10));
  const star = size === 'sm' ? 14 : 20;
  const mask = { maskImage: STAR, WebkitMaskImage: STAR, maskSize: `${star}px ${star}px`, WebkitMaskSize: `${star}px ${star}px` };
  return (
    <span
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      className={cn('relative inline-block bg-muted-foreground/35', className)}
      style={{ width: star * 5, height: star, ...mask }}
    >
      <span aria-hidden className="absolute inset-y-0 left-0 bg-gold-deep" style={{ width: star * filled }} />
    </span>
  );
}

export const NO_REVIEWS_YET = 'No reviews yet';

/**
 * A product's stars and review count, or "No reviews yet": five grey stars and "(0)" read as a
 * poor rating rather than none.
 */
export function RatingSummary({ rating, count, className }: { rating: number; count: number; className?: string }) {
  if (count <= 0) return <span className={cn('text-xs text-muted-foreground', className)}>{NO_REVIEWS_YET}</span>;
  return (
    <span className={cn('inline-flex items-center gap-2 text-xs text-muted-foreground', className)}>
      <Stars rating={rating} />
      <span>
        ({count}
        <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>)
      </span>
    </span>
  );
}
