import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { EmailList } from '@/components/admin/email-list';
import { loadListPage, type RawSearchParams } from '@/lib/admin/list-params';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { emailList, outboxQuery } from '@/lib/email/admin-list';
import { countOutboxByStatus, listOutboxEmails } from '@/lib/email/admin-queries';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Emails' };

export default async function AdminEmailsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const requested = emailList.parse(await searchParams);
  await requireAdminPage(emailList.href('/admin/emails', requested));

  const db = await getDb();
  const [{ params, result }, counts] = await Promise.all([
    loadListPage(requested, (p) => listOutboxEmails(db, outboxQuery(p)), (r) => r.items),
    countOutboxByStatus(db),
  ]);
  const viaResend = Boolean(env().RESEND_API_KEY);

  return (
    <>
      <AdminPageHeader
        eyebrow="Outbox"
        title="Emails"
        description={
          <p>
            Every message the store sends, newest first.{' '}
            {viaResend
              ? 'Delivery: Resend. A message that could not be sent is tried again with growing pauses; after the last try it is marked Failed and can be retried here.'
              : 'Delivery: the server log (RESEND_API_KEY is not set), so messages are marked Logged and can be read here.'}{' '}
            Addresses that bounced or reported spam are not mailed (Suppressed), except for password resets and address confirmations they ask for.
          </p>
        }
      >
        <Link href="/admin/emails/preview" className="inline-flex h-11 items-center text-sm font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current">Template previews</Link>
      </AdminPageHeader>
      <EmailList params={params} items={result.items} total={result.total} counts={counts} />
    </>
  );
}
