import { FieldError } from '@/components/auth/fields';
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
      <FieldError id={`${id}-error`} message={error} />
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

// The one form message region, shared with the sign-in forms.
export { FormMessage } from '@/components/auth/fields';
