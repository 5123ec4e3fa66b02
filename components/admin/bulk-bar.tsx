import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The bar over a list while rows are selected: how many, the screen's actions, and Clear
 * selection. Nothing shows with no selection.
 */
export function BulkBar({
  count,
  summary,
  busy = false,
  onClear,
  children,
}: {
  count: number;
  /** "3 coupons selected". */
  summary: ReactNode;
  busy?: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-col gap-3 rounded-lg border border-gold-deep/40 bg-cream px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium">{summary}</p>
      <div className="flex flex-wrap gap-2">
        {children}
        <Button size="sm" variant="ghost" disabled={busy} onClick={onClear}>
          Clear selection
        </Button>
      </div>
    </div>
  );
}
