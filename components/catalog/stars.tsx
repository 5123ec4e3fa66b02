import { Star } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

/** Spec: stars show the integer part of the rating out of 5; the label carries the exact value. */
export function Stars({ rating, className, size = 'sm' }: { rating: number; className?: string; size?: 'sm' | 'md' }) {
  const filled = Math.max(0, Math.min(5, Math.floor(rating)));
  const px = size === 'sm' ? 'h-3.5 w-3.5' : 'h-5 w-5';
  return (
    <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className={cn('inline-flex items-center gap-0.5', className)}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Star
          key={i}
          aria-hidden
          className={cn(px, i < filled ? 'fill-gold-deep text-gold-deep' : 'fill-transparent text-muted-foreground/60')}
        />
      ))}
    </span>
  );
}
