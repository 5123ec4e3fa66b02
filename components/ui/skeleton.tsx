import * as React from 'react';
import { cn } from '@/lib/utils/cn';

// animate-pulse is neutralised for reduced-motion users by the global rule in app/globals.css.
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-md bg-sand/70', className)} {...props} />;
}

export { Skeleton };
