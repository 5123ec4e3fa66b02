import { Link } from '@/components/ui/link';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

/**
 * One figure on a back-office screen. A count is formatted here; a value that is not a plain
 * count (money) comes formatted and is set a size smaller, as it runs longer. `tone` colours the
 * value when it asks for attention (stock running out). Below tablet width it is compact (a
 * StatStrip's row on a phone): smaller figure, no icon, smaller hint.
 */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  href,
  linkLabel,
  tone = 'default',
}: {
  label: string;
  value: number | string;
  hint?: string;
  icon: LucideIcon;
  href?: string;
  linkLabel?: string;
  tone?: 'default' | 'warning' | 'danger';
}) {
  const count = typeof value === 'number';
  return (
    <div className="flex h-full flex-col rounded-lg border border-border bg-card p-3 shadow-xs md:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs font-medium text-muted-foreground md:text-sm">{label}</p>
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-cream text-gold-deep md:flex">
          <Icon aria-hidden className="size-4" />
        </span>
      </div>
      <p
        className={cn(
          'mt-2 font-display leading-none font-semibold tabular-nums',
          count ? 'text-2xl md:text-4xl' : 'text-xl break-words md:text-3xl',
          tone === 'warning' && 'text-warning',
          tone === 'danger' && 'text-destructive',
        )}
      >
        {count ? value.toLocaleString('en-IN') : value}
      </p>
      {hint ? <p className="mt-1.5 text-xs text-muted-foreground md:mt-2 md:text-sm">{hint}</p> : null}
      {href && linkLabel ? (
        <Link
          href={href}
          className="mt-auto pt-2 text-xs font-medium md:pt-4 md:text-sm underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
        >
          {linkLabel}
        </Link>
      ) : null}
    </div>
  );
}
