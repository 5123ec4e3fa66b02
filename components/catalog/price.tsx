import { formatInr, savingsPaise } from '@/lib/money';
import { cn } from '@/lib/utils/cn';

/** A price, and when it is below the MRP the MRP struck beside it, small and quiet: the price leads, not the discount. */
export function Price({ pricePaise, originalPricePaise, size = 'md' }: { pricePaise: number; originalPricePaise: number | null; size?: 'md' | 'lg' }) {
  const save = savingsPaise(pricePaise, originalPricePaise);
  return (
    <div className="figures flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={cn('font-semibold text-foreground', size === 'lg' ? 'text-2xl' : 'text-base')}>{formatInr(pricePaise)}</span>
      {save > 0 && originalPricePaise != null ? (
        <span className={cn('text-muted-foreground', size === 'lg' ? 'text-sm' : 'text-xs')}>
          MRP <s>{formatInr(originalPricePaise)}</s>
        </span>
      ) : null}
    </div>
  );
}
