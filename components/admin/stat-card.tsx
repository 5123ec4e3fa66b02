import Link from 'next/link';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

/**
 * One figure on a back-office screen. A count is formatted here; a value that is not a plain
 * count (money) comes formatted and is set a size smaller, as it runs longer. `tone` colours the
 * value when it asks for attention (stock running out).
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
    <div className="flex h-full flex-col rounded-lg border border-border bg-card p-5 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-cream text-gold-deep">
          <Icon aria-hidden className="size-4" />
        </span>
      </div>
      <p
        className={cn(
          'mt-2 font-display leading-none font-semibold tabular-nums',
          count ? 'text-4xl' : 'text-3xl break-words',
          tone === 'warning' && 'text-warning',
          tone === 'danger' && 'text-destructive',
        )}
      >
        {count ? value.toLocaleString('en-IN') : value}
      </p>
      {hint ? <p className="mt-2 text-sm text-muted-foreground">{hint}</p> : null}
      {href && linkLabel ? (
        <Link
          href={href}
          className="mt-auto pt-4 text-sm font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current"
        >
          {linkLabel}
        </Link>
      ) : null}
    </div>
  );
}
