import Link from 'next/link';
import type { LucideIcon } from 'lucide-react';

/** One figure on the dashboard. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  href,
  linkLabel,
}: {
  label: string;
  value: number;
  hint?: string;
  icon: LucideIcon;
  href?: string;
  linkLabel?: string;
}) {
  return (
    <div className="flex h-full flex-col rounded-lg border border-border bg-card p-5 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span className="flex size-9 items-center justify-center rounded-full bg-cream text-gold-deep">
          <Icon aria-hidden className="size-4" />
        </span>
      </div>
      <p className="mt-2 font-display text-4xl leading-none font-semibold tabular-nums">{value.toLocaleString('en-IN')}</p>
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
