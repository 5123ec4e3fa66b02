import * as React from 'react';
import { Slot } from '@/components/ui/slot';
import { buttonVariants, type ButtonLook } from '@/components/ui/button-variants';

type ButtonProps = React.ComponentProps<'button'> &
  ButtonLook & {
    asChild?: boolean;
  };

function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      className={buttonVariants({ variant, size, className })}
      // A bare <button> inside a form submits by default; make that an explicit choice.
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}

export { Button, type ButtonProps };
