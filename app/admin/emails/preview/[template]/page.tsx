import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { EmailBackLink, EmailPreviewParts } from '@/components/admin/email-preview-parts';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { renderEmail } from '@/lib/email/templates';
import { getStoreDetails } from '@/lib/store-details/settings';
import { sampleEmail } from '@/lib/email/templates/samples';
import { EMAIL_TEMPLATES, emailTemplateLabel, type EmailTemplate } from '@/lib/email/types';


const isTemplate = (value: string): value is EmailTemplate => (EMAIL_TEMPLATES as readonly string[]).includes(value);

export async function generateMetadata({ params }: { params: Promise<{ template: string }> }): Promise<Metadata> {
  const { template } = await params;
  return { title: isTemplate(template) ? `${emailTemplateLabel(template)} email preview` : 'Email preview' };
}

export default async function EmailTemplatePreviewPage({ params }: { params: Promise<{ template: string }> }) {
  const { template } = await params;
  await requireAdminPage(isTemplate(template) ? `/admin/emails/preview/${template}` : '/admin/emails/preview');
  if (!isTemplate(template)) notFound();

  const email = await renderEmail(sampleEmail(template), await getStoreDetails());

  return (
    <>
      <EmailBackLink href="/admin/emails/preview">All templates</EmailBackLink>
      <AdminPageHeader
        eyebrow="Template preview"
        title={emailTemplateLabel(template)}
        description={
          <p>
            Subject: <span className="text-foreground">{email.subject}</span>. Rendered with sample data; its links open this site.
          </p>
        }
      />
      <EmailPreviewParts html={email.html} text={email.text} subject={email.subject} />
    </>
  );
}
