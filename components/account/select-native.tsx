import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

/**
 * A native <select> dressed like the text inputs: the phone's own picker on mobile, type-ahead
 * on desktop, and no script.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-11 w-full min-w-0 appearance-none rounded-md border border-input bg-card py-2 pr-10 pl-3 text-base text-foreground shadow-xs transition-colors md:text-sm',
          'outline-hidden focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
          'disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
