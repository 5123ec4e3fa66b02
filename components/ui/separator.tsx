import * as React from 'react';
import { cn } from '@/lib/utils/cn';

type SeparatorProps = React.ComponentProps<'div'> & {
  orientation?: 'horizontal' | 'vertical';
  /** Purely visual separators are hidden from assistive technology (the shadcn default). */
  decorative?: boolean;
};

function Separator({ className, orientation = 'horizontal', decorative = true, ...props }: SeparatorProps) {
  const semantics = decorative
    ? { role: 'none' as const }
    : {
        role: 'separator' as const,
        // horizontal is the implicit value; only vertical needs stating
        'aria-orientation': orientation === 'vertical' ? ('vertical' as const) : undefined,
      };
  return (
    <div
      data-slot="separator"
      data-orientation={orientation}
      {...semantics}
      className={cn(
        'shrink-0 bg-border',
        orientation === 'horizontal' ? 'h-px w-full' : 'h-full w-px self-stretch',
        className,
      )}
      {...props}
    />
  );
}

export { Separator, type SeparatorProps };
