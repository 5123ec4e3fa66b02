import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { EmailBackLink, EmailPreviewParts } from '@/components/admin/email-preview-parts';
import { EmailRetryButton } from '@/components/admin/email-retry-button';
import { EmailStatusBadge } from '@/components/admin/email-status-badge';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { getOutboxEmail } from '@/lib/email/admin-queries';
import { formatDateTimeLong } from '@/lib/email/format';
import { emailTemplateLabel } from '@/lib/email/types';
import { env } from '@/lib/env';
import { isId } from '@/lib/ids';

export const metadata: Metadata = { title: 'Email' };

function Field({ label, children, wide = false }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words">{children}</dd>
    </div>
  );
}

export default async function AdminEmailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdminPage(isId(id) ? `/admin/emails/${id}` : '/admin/emails');

  const email = await getOutboxEmail(await getDb(), id);
  if (!email) notFound();

  return (
    <>
      <EmailBackLink href="/admin/emails">All emails</EmailBackLink>

      <AdminPageHeader eyebrow="Email" title={email.subject}>
        <EmailStatusBadge status={email.status} />
        {email.retryable ? <EmailRetryButton id={email.id} recipient={email.to} /> : null}
      </AdminPageHeader>

      <section aria-labelledby="email-headers" className="rounded-lg border border-border bg-card p-5 sm:p-6">
        <h2 id="email-headers" className="text-xl font-medium">
          Headers
        </h2>
        <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
          <Field label="To">{email.to}</Field>
          <Field label="From">
            {env().EMAIL_FROM} <span className="text-muted-foreground">(current setting)</span>
          </Field>
          <Field label="Subject" wide>
            {email.subject}
          </Field>
          <Field label="Template">{emailTemplateLabel(email.template)}</Field>
          <Field label="Status">
            <EmailStatusBadge status={email.status} />
          </Field>
          <Field label="Attempts">{email.attempts}</Field>
          {email.status === 'pending' && email.attempts > 0 ? (
            <Field label="Next attempt">
              <time dateTime={email.nextAttemptAt.toISOString()}>{formatDateTimeLong(email.nextAttemptAt)}</time>
            </Field>
          ) : null}
          <Field label="Provider message id">{email.providerMessageId ?? '—'}</Field>
          <Field label="Created">
            <time dateTime={email.createdAt.toISOString()}>{formatDateTimeLong(email.createdAt)}</time>
          </Field>
          <Field label={email.status === 'logged' ? 'Logged' : 'Sent'}>
            {email.sentAt ? (
              <time dateTime={email.sentAt.toISOString()}>{formatDateTimeLong(email.sentAt)}</time>
            ) : (
              'Not yet'
            )}
          </Field>
          {email.error ? (
            <Field label={email.status === 'suppressed' ? 'Why it was not sent' : 'Last error'} wide>
              <span className="block rounded-md border border-destructive/25 bg-destructive/10 px-3 py-2 font-mono text-xs text-destructive">
                {email.error}
              </span>
            </Field>
          ) : null}
        </dl>
      </section>

      {email.bodyClearedAt ? (
        <section aria-labelledby="email-body" className="mt-8">
          <h2 id="email-body" className="text-xl font-medium">
            Content
          </h2>
          <p className="mt-3 rounded-lg border border-border bg-card p-4 text-sm">
            This email carried a one-time link, so its content was deleted on{' '}
            <time dateTime={email.bodyClearedAt.toISOString()}>{formatDateTimeLong(email.bodyClearedAt)}</time>, once it{' '}
            {email.status === 'sent' || email.status === 'logged' ? 'was delivered' : 'could no longer be used'}. The customer can ask
            for a new link from the website.
          </p>
        </section>
      ) : (
        <>
          {email.redacted ? (
            <p role="note" className="mt-8 rounded-lg border border-gold-deep/30 bg-cream p-4 text-sm">
              The one-time link in this email is hidden here: whoever holds it can act as the customer. The customer receives
              the working link.
            </p>
          ) : null}
          <EmailPreviewParts html={email.html} text={email.text} subject={email.subject} />
        </>
      )}
    </>
  );
}
