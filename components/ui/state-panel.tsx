import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

interface StatePanelProps {
  /** The heading's id, which names the section. */
  headingId: string;
  icon: LucideIcon;
  title: React.ReactNode;
  /** 'error': a red icon, and the text is an alert. */
  tone?: 'default' | 'error';
  /** The heading can take focus (a page that empties moves focus to it). */
  focusableHeading?: boolean;
  /** Under the text: what to do next (the caller spaces and lays out its buttons). */
  actions?: React.ReactNode;
  className?: string;
  /** The text under the heading. */
  children: React.ReactNode;
}

/** A page's empty or failed state: an icon, a heading, what it means and what to do next. */
export function StatePanel({ headingId, icon: Icon, title, tone = 'default', focusableHeading, actions, className, children }: StatePanelProps) {
  const error = tone === 'error';
  return (
    <section aria-labelledby={headingId} className={cn('mx-auto max-w-xl py-6 text-center', className)}>
      {error ? (
        <Icon aria-hidden className="mx-auto size-10 text-destructive" strokeWidth={1.5} />
      ) : (
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-cream text-gold-deep">
          <Icon aria-hidden className="size-7" strokeWidth={1.5} />
        </span>
      )}
      <h2
        id={headingId}
        tabIndex={focusableHeading ? -1 : undefined}
        className={error ? 'mt-4 text-2xl font-medium' : 'mt-5 text-3xl font-medium outline-none'}
      >
        {title}
      </h2>
      <div role={error ? 'alert' : undefined} className="mt-3 text-muted-foreground">
        {children}
      </div>
      {actions}
    </section>
  );
}
