'use client';

import { useState } from 'react';
import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface FieldProps extends Omit<React.ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
  /** Beside the label, e.g. a 'Forgot password?' link. */
  labelAside?: React.ReactNode;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-destructive">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

function FieldFrame({ id, label, labelAside, hint, error, children }: Pick<FieldProps, 'id' | 'label' | 'labelAside' | 'hint' | 'error'> & { children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <div className="flex min-h-5 items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled input whose error is linked with aria-describedby and marked aria-invalid. */
export function TextField({ id, label, error, hint, labelAside, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle (a pressed button, named after the field). */
export function PasswordField({ id, label, error, hint, labelAside, ...input }: Omit<FieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      <div className="relative">
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="pr-12"
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-muted-foreground transition-colors hover:text-foreground"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </div>
    </FieldFrame>
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
