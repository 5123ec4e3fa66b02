import { Loader2, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

interface AuthCardProps {
  title: string;
  eyebrow?: string;
  description?: React.ReactNode;
  icon?: LucideIcon;
  /** Tone of the icon disc: neutral gold, success green, error red. */
  tone?: 'default' | 'success' | 'error';
  /** Lets a screen that changes state move focus to its new heading. */
  headingRef?: React.Ref<HTMLHeadingElement>;
  footer?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}

const toneClass = {
  default: 'bg-cream text-gold-deep',
  success: 'bg-success/10 text-success',
  error: 'bg-destructive/10 text-destructive',
} as const;

/** The ivory card every sign-in screen sits in; it owns the page's single <h1>. */
export function AuthCard({ title, eyebrow, description, icon: Icon, tone = 'default', headingRef, footer, className, children }: AuthCardProps) {
  return (
    <div className={cn('w-full max-w-md rounded-lg border border-border bg-card px-5 py-8 shadow-2xl sm:px-10 sm:py-10', className)}>
      <div className="text-center">
        {Icon ? (
          <span className={cn('mx-auto mb-5 flex size-14 items-center justify-center rounded-full', toneClass[tone])}>
            <Icon aria-hidden className="size-7" strokeWidth={1.5} />
          </span>
        ) : null}
        {eyebrow ? <p className="eyebrow text-gold-deep">{eyebrow}</p> : null}
        <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="mt-2 text-3xl leading-tight font-medium outline-none sm:text-4xl">
          {title}
        </h1>
        {description ? <div className="mt-3 text-muted-foreground">{description}</div> : null}
      </div>
      {children ? <div className="mt-8">{children}</div> : null}
      {footer ? <div className="mt-8 border-t border-border pt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
    </div>
  );
}

/** A card's description while something is checked: a spinner and what is happening, announced. */
export function AuthPending({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2">
      <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
      {children}
    </p>
  );
}

/** A text link in the card's colours: always underlined, so it never relies on colour alone. */
export const authLinkClass = 'font-medium text-foreground underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current';
