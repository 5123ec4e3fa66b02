import * as React from 'react';
import { Slot } from '@/components/ui/slot';
import { cn } from '@/lib/utils/cn';

const BADGE_BASE =
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium tracking-wide [&>svg]:pointer-events-none [&>svg]:size-3';
const BADGE_VARIANTS = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-cream text-foreground',
  outline: 'border-border bg-transparent text-foreground',
  // Tinted grounds keep the token text colours above 4.5:1.
  success: 'border-success/25 bg-success/10 text-success',
  warning: 'border-warning/25 bg-warning/10 text-warning',
  destructive: 'border-destructive/25 bg-destructive/10 text-destructive',
  gold: 'border-transparent bg-gold text-ink',
};

/** `variant={null}` leaves the variant's colours out, for a caller that sets its own (BADGE_TONE_CLASSES). */
type BadgeProps = React.ComponentProps<'span'> & { variant?: keyof typeof BADGE_VARIANTS | null; asChild?: boolean };

function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span';
  return <Comp data-slot="badge" className={cn(BADGE_BASE, variant === null ? undefined : BADGE_VARIANTS[variant ?? 'default'], className)} {...props} />;
}

export { Badge };
