import { stockLabel, stockLevel } from '@/lib/catalog/stock-level';
import { cn } from '@/lib/utils/cn';

const tone = {
  good: 'text-stock-good',
  low: 'text-stock-low',
  out: 'text-stock-out',
} as const;

const dot = {
  good: 'bg-stock-good',
  low: 'bg-stock-low',
  out: 'bg-stock-out',
} as const;

export function StockLabel({ stock, className, onlyWhenShort = false }: { stock: number; className?: string; onlyWhenShort?: boolean }) {
  const level = stockLevel(stock);
  // Keeps its place in the row (the card's actions stay at the right).
  if (onlyWhenShort && level === 'good') return <span aria-hidden />;
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-xs font-medium', tone[level], className)}>
      <span aria-hidden className={cn('h-2 w-2 rounded-full', dot[level])} />
      {stockLabel(stock)}
    </span>
  );
}
