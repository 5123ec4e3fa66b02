import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { EmailBackLink } from '@/components/admin/email-preview-parts';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { emailSubject } from '@/lib/email/templates';
import { getStoreDetails } from '@/lib/store-details/settings';
import { sampleEmail } from '@/lib/email/templates/samples';
import { EMAIL_TEMPLATES, emailTemplateLabel } from '@/lib/email/types';

export const metadata: Metadata = { title: 'Email previews' };

export default async function EmailPreviewsPage() {
  await requireAdminPage('/admin/emails/preview');
  const store = await getStoreDetails();

  return (
    <>
      <EmailBackLink href="/admin/emails">All emails</EmailBackLink>
      <AdminPageHeader
        eyebrow="Emails"
        title="Template previews"
        description={<p>Every email the store sends, rendered with made-up sample data as a customer would receive it: the HTML and the plain text.</p>}
      />
      <ul className="divide-y divide-border rounded-lg border border-border bg-card">
        {EMAIL_TEMPLATES.map((template) => (
          <li key={template}>
            <Link
              href={`/admin/emails/preview/${template}`}
              className="flex min-h-11 flex-col gap-0.5 px-4 py-3 hover:bg-muted/50 focus-visible:bg-muted/50 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
            >
              <span className="font-medium underline decoration-gold-deep/60 underline-offset-4">{emailTemplateLabel(template)}</span>
              <span className="text-sm break-words text-muted-foreground">{emailSubject(sampleEmail(template), store)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
