'use client';

import { CircleAlert } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { cn } from '@/lib/utils/cn';

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-destructive">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

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
        <div id={`${id}-hint`} className="text-xs leading-relaxed text-muted-foreground">
          {hint}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * id, aria-invalid and aria-describedby for a control inside FieldShell: its error read first,
 * then its hint, then whatever else describes it (`also`, say a list of password rules).
 */
export function fieldAria(id: string, { error, hint, also }: { error?: string; hint?: boolean; also?: string }) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, also].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

interface FieldProps extends Omit<React.ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
  optional?: boolean;
}

function splitField({ id, label, error, hint, optional, 'aria-describedby': also, ...input }: FieldProps) {
  return {
    shell: { id, label, error, hint, optional },
    input: { ...input, ...fieldAria(id, { error, hint: Boolean(hint), also }) },
  };
}

/** A labelled input whose error is linked with aria-describedby and marked aria-invalid. */
export function TextField(props: FieldProps) {
  const { shell, input } = splitField(props);
  return (
    <FieldShell {...shell}>
      <Input {...input} />
    </FieldShell>
  );
}

/** TextField for an email address: the keyboard, autofill and no autocorrection an address wants. */
export function EmailField(props: Omit<FieldProps, 'type'>) {
  return (
    <TextField type="email" inputMode="email" autoComplete="email" spellCheck={false} autoCapitalize="none" maxLength={254} {...props} />
  );
}

/** TextField for a password: the one PasswordInput, with its show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const { shell, input } = splitField(props);
  return (
    <FieldShell {...shell}>
      <PasswordInput {...input} />
    </FieldShell>
  );
}

/**
 * The form's message region: always in the DOM, so screen readers announce what appears in it.
 * `tone="error"` is an alert; `tone="info"` a polite status.
 */
export function FormMessage({
  id,
  message,
  tone = 'error',
  className,
}: {
  id?: string;
  message?: string | null;
  tone?: 'error' | 'info' | 'success';
  className?: string;
}) {
  const styles = {
    error: 'border-destructive/40 bg-destructive/5 text-destructive',
    info: 'border-border bg-cream text-foreground',
    success: 'border-success/30 bg-success/5 text-success',
  }[tone];
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} aria-atomic="true" className={className}>
      {message ? <p className={`rounded-md border px-3 py-2.5 text-sm ${styles}`}>{message}</p> : null}
    </div>
  );
}

/** Move focus to a control by id (Radix checkboxes are buttons without a name, hence ids). */
export function focusById(id: string | undefined) {
  if (id) document.getElementById(id)?.focus();
}
