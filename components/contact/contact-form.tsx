'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import {
  CONTACT_DEFAULT_SUBJECT,
  CONTACT_MAX_LENGTH,
  CONTACT_SUCCESS_PANEL_MS,
} from '@/lib/contact/constants';
import { CONTACT_MESSAGES } from '@/lib/contact/messages';
import { useStore } from '@/components/store/store-provider';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;
type Status = 'idle' | 'sending' | 'success';

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };
// The public form is laxer than the service: subject is optional here (docs/decisions.md#contact-subject-is-optional-in-the-form).
const FORM_REQUIRED: readonly Field[] = ['name', 'email', 'message'];

function focusField(form: HTMLFormElement | null, field: Field) {
  const el = form?.elements.namedItem(field);
  if (el instanceof HTMLElement) el.focus();
}

/**
 * The public contact form: idle → sending → 'Message Delivered!' for 5 seconds → cleared form.
 * On failure the values stay and the reason shows in an alert region (never window.alert).
 */
export function ContactForm() {
  const store = useStore();
  const uid = useId();
  const fieldId = (field: Field) => `${uid}-${field}`;
  const alertId = `${uid}-alert`;

  const [values, setValues] = useState<Values>(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  // A ref as well as state: two clicks within one render must not send twice.
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const refocusForm = useRef(false);

  useEffect(() => {
    if (status === 'success') {
      // The submit button just disappeared; give focus somewhere meaningful.
      panelHeadingRef.current?.focus();
      const timer = setTimeout(() => {
        refocusForm.current = panelRef.current?.contains(document.activeElement) ?? false;
        setValues(EMPTY);
        setStatus('idle');
      }, CONTACT_SUCCESS_PANEL_MS);
      return () => clearTimeout(timer);
    }
    if (status === 'idle' && refocusForm.current) {
      // Only when focus was still on the panel: never pull focus from elsewhere on the page.
      refocusForm.current = false;
      focusField(formRef.current, 'name');
    }
  }, [status]);

  function onChange(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = e.target.name as Field;
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (invalid.has(field)) {
      setInvalid((prev) => {
        const next = new Set(prev);
        next.delete(field);
        return next;
      });
    }
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending.current) return;

    const missing = FORM_REQUIRED.filter((field) => values[field].trim() === '');
    if (missing.length > 0) {
      setInvalid(new Set(missing));
      setError(CONTACT_MESSAGES.formMissing);
      focusField(formRef.current, missing[0]!);
      return;
    }

    sending.current = true;
    setInvalid(new Set());
    setError(null);
    setStatus('sending');
    try {
      const res = await fetch('/api/v1/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          name: values.name,
          email: values.email,
          // The service requires a subject; an empty one here would be refused, so an
          // enquiry without a subject is filed under a neutral default instead.
          subject: values.subject.trim() || CONTACT_DEFAULT_SUBJECT,
          message: values.message,
        }),
      });
      if (res.ok) {
        setStatus('success');
        return;
      }
      let message: string = CONTACT_MESSAGES.formFailed;
      // 400 and 429 carry a message meant for the visitor; anything else gets the generic text.
      if (res.status === 400 || res.status === 429) {
        const body: unknown = await res.json().catch(() => null);
        const serverMessage = (body as { message?: unknown } | null)?.message;
        if (typeof serverMessage === 'string' && serverMessage) message = serverMessage;
      }
      if (message === CONTACT_MESSAGES.invalidEmail) {
        setInvalid(new Set(['email']));
        focusField(formRef.current, 'email');
      }
      setError(message);
      setStatus('idle');
    } catch {
      setError(CONTACT_MESSAGES.formFailed);
      setStatus('idle');
    } finally {
      sending.current = false;
    }
  }

  if (status === 'success') {
    return (
      <div
        ref={panelRef}
        role="status"
        className="flex flex-col items-center rounded-lg border border-border bg-cream px-6 py-12 text-center motion-safe:animate-fade-in"
      >
        <CheckCircle2 aria-hidden className="size-12 text-success" strokeWidth={1.5} />
        <h3 ref={panelHeadingRef} tabIndex={-1} className="mt-4 text-3xl font-medium outline-none">
          Message Delivered!
        </h3>
        <p className="mt-3 max-w-sm text-muted-foreground">
          Thank you for writing to {store.name}. We reply within {store.replyWithinHours} hours.
        </p>
      </div>
    );
  }

  const isSending = status === 'sending';
  const fieldProps = (field: Field) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange,
    maxLength: CONTACT_MAX_LENGTH[field],
    'aria-invalid': invalid.has(field) || undefined,
    'aria-describedby': invalid.has(field) ? alertId : undefined,
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      // Our own checks run instead of the browser's bubbles, so the form's own message shows.
      noValidate
      aria-busy={isSending}
      className="space-y-5"
    >
      <p className="text-sm text-muted-foreground">Name, email and message are required.</p>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={fieldId('name')}>Name</Label>
          <Input {...fieldProps('name')} type="text" autoComplete="name" required />
        </div>
        <div className="space-y-2">
          <Label htmlFor={fieldId('email')}>Email</Label>
          <Input {...fieldProps('email')} type="email" autoComplete="email" spellCheck={false} required />
        </div>
      </div>

      <div className="space-y-2">
        <Label htmlFor={fieldId('subject')}>
          Subject <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input {...fieldProps('subject')} type="text" autoComplete="off" />
      </div>

      <div className="space-y-2">
        <Label htmlFor={fieldId('message')}>Message</Label>
        <Textarea {...fieldProps('message')} rows={6} autoComplete="off" required />
      </div>

      <div id={alertId} role="alert" aria-atomic="true">
        {error ? (
          <p className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2.5 text-sm text-destructive">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" disabled={isSending} className="w-full sm:w-auto">
        {isSending ? (
          <>
            <Loader2 aria-hidden className="motion-safe:animate-spin" />
            Sending...
          </>
        ) : (
          'Send Message'
        )}
      </Button>
    </form>
  );
}
