import { formatInr, savingsPaise } from '@/lib/money';
import { cn } from '@/lib/utils/cn';

export function Price({
  pricePaise,
  originalPricePaise,
  size = 'md',
  showSavings = false,
}: {
  pricePaise: number;
  originalPricePaise: number | null;
  size?: 'md' | 'lg';
  showSavings?: boolean;
}) {
  const save = savingsPaise(pricePaise, originalPricePaise);
  return (
    <div className="figures flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={cn('font-semibold text-foreground', size === 'lg' ? 'text-2xl' : 'text-base')}>{formatInr(pricePaise)}</span>
      {save > 0 && originalPricePaise != null ? (
        <>
          <s className={cn('text-muted-foreground', size === 'lg' ? 'text-base' : 'text-sm')}>
            <span className="sr-only">Original price </span>
            {formatInr(originalPricePaise)}
          </s>
          {showSavings ? <span className="text-sm font-medium text-success">Save {formatInr(save)}</span> : null}
        </>
      ) : null}
    </div>
  );
}
