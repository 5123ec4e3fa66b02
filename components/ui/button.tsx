import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils/cn';

// Rings replace the global outline so the offset colour can follow the band (ivory vs ink);
// outline-hidden keeps a real outline in forced-colours mode, where box-shadows vanish.
const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium tracking-wide transition-colors outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-ink-soft',
        secondary: 'bg-cream text-foreground hover:bg-sand',
        outline: 'border border-input bg-transparent text-foreground hover:border-foreground/40 hover:bg-cream',
        ghost: 'bg-transparent text-foreground hover:bg-cream',
        // Always underlined: a link-styled control must not rely on colour alone.
        link: 'text-foreground underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        gold: 'bg-gold text-ink shadow-sm hover:bg-gold/90 focus-visible:ring-gold focus-visible:ring-offset-ink',
        outlineLight:
          'border border-ivory/60 bg-transparent text-ivory hover:bg-ivory/10 focus-visible:ring-gold focus-visible:ring-offset-ink',
      },
      size: {
        default: 'h-11 px-5 py-2',
        sm: 'h-9 gap-1.5 px-3 text-xs',
        lg: 'h-12 px-8 text-base',
        icon: 'size-11',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0 py-0' }],
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  };

function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      className={cn(buttonVariants({ variant, size, className }))}
      // A bare <button> inside a form submits by default; make that an explicit choice.
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}

export { Button, buttonVariants, type ButtonProps };
