import { cn } from '@/lib/utils/cn';

// Rings replace the global outline so the offset colour can follow the band (ivory vs ink);
// outline-hidden keeps a real outline in forced-colours mode, where box-shadows vanish.
const BUTTON_BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium tracking-wide transition-colors outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";
const BUTTON_VARIANTS = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-ink-soft',
  secondary: 'bg-cream text-foreground hover:bg-sand',
  outline: 'border border-input bg-transparent text-foreground hover:border-foreground/40 hover:bg-cream',
  ghost: 'bg-transparent text-foreground hover:bg-cream',
  // Always underlined: a link-styled control must not rely on colour alone.
  link: 'text-foreground underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  gold: 'bg-gold text-ink shadow-sm hover:bg-gold/90 focus-visible:ring-gold focus-visible:ring-offset-ink',
  outlineLight: 'border border-ivory/60 bg-transparent text-ivory hover:bg-ivory/10 focus-visible:ring-gold focus-visible:ring-offset-ink',
};
const BUTTON_SIZES = {
  default: 'h-11 px-5 py-2',
  sm: 'h-9 gap-1.5 px-3 text-xs',
  lg: 'h-12 px-8 text-base',
  icon: 'size-11',
};

/** A variant or size left out is the default; null leaves its classes out (as class-variance-authority did). */
export type ButtonLook = { variant?: keyof typeof BUTTON_VARIANTS | null; size?: keyof typeof BUTTON_SIZES | null };

/**
 * A button's classes: Button's own, and those of a link, a label or a plain <button> that looks
 * like one. A module without React or Button's asChild slot, so a client island that only needs
 * the look ships only this (the catalogue's controls). A lookup: the class-variance-authority it
 * replaces was 0.4 kB of every storefront page's JavaScript.
 */
export function buttonVariants({ variant, size, className }: ButtonLook & { className?: string } = {}): string {
  return cn(
    BUTTON_BASE,
    variant === null ? undefined : BUTTON_VARIANTS[variant ?? 'default'],
    size === null ? undefined : BUTTON_SIZES[size ?? 'default'],
    variant === 'link' && 'h-auto px-0 py-0',
    className,
  );
}
