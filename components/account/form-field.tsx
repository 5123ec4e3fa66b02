import { CircleAlert } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils/cn';

interface FieldShellProps {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  children: React.ReactNode;
}

/** Label, control, hint and error of one form field; pair it with fieldAria() on the control. */
export function FieldShell({ id, label, hint, error, optional, className, children }: FieldShellProps) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm text-destructive">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** id, aria-invalid and aria-describedby for a control inside FieldShell (error read first). */
export function fieldAria(id: string, { error, hint }: { error?: string; hint?: boolean }) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/**
 * A live region that exists before its message does, so screen readers announce the message
 * when it appears. role="alert" for failures, role="status" for confirmations.
 */
export function FormMessage({
  id,
  tone,
  message,
  className,
}: {
  id?: string;
  tone: 'error' | 'success';
  message: React.ReactNode;
  className?: string;
}) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} aria-atomic="true" className={className}>
      {message ? (
        <p
          className={cn(
            'rounded-md border px-3 py-2.5 text-sm',
            tone === 'error'
              ? 'border-destructive/40 bg-destructive/5 text-destructive'
              : 'border-success/30 bg-success/5 text-success',
          )}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
