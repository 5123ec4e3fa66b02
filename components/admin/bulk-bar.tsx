import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The bar over a list while rows are selected: how many, the screen's actions (`actions` as
 * outline buttons, or any `children`), Delete Selected when `onDelete` is given, and Clear
 * selection. Nothing shows with no selection.
 */
export function BulkBar({
  count,
  summary,
  busy = false,
  onClear,
  actions,
  onDelete,
  children,
}: {
  count: number;
  /** "3 coupons selected". */
  summary: ReactNode;
  busy?: boolean;
  onClear: () => void;
  /** "Mark Read", "Mark Unread": each an outline button, disabled while busy. */
  actions?: readonly { label: string; onClick: () => void }[];
  /** Asks to delete the selected rows (the caller confirms first). */
  onDelete?: () => void;
  children?: ReactNode;
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
        {actions?.map((a) => (
          <Button key={a.label} size="sm" variant="outline" disabled={busy} onClick={a.onClick}>
            {a.label}
          </Button>
        ))}
        {children}
        {onDelete ? (
          <Button size="sm" variant="destructive" disabled={busy} onClick={onDelete}>
            <Trash2 aria-hidden />
            Delete Selected
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" disabled={busy} onClick={onClear}>
          Clear selection
        </Button>
      </div>
    </div>
  );
}
