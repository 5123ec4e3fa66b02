import { cn } from '@/lib/utils/cn';

/**
 * Readable long-form text without the typography plugin: spacing, lists and links for
 * whatever plain elements the policy pages write inside.
 */
export function Prose({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        'text-base leading-7 text-foreground',
        '[&_p]:mt-4 [&_p:first-child]:mt-0',
        '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
        '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
        '[&_li]:pl-1 [&_li::marker]:text-gold-deep',
        '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold',
        '[&_a]:font-medium [&_a]:text-gold-deep [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-foreground',
        '[&_strong]:font-semibold',
        className,
      )}
    >
      {children}
    </div>
  );
}
