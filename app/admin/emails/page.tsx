import type { Metadata } from 'next';
import Link from 'next/link';
import { Inbox } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { EmailFilters } from '@/components/admin/email-filters';
import { EmailList } from '@/components/admin/email-list';
import { Pagination } from '@/components/catalog/pagination';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import {
  countOutboxByStatus,
  listOutboxEmails,
  outboxQueryString,
  parseOutboxSearchParams,
} from '@/lib/email/admin-queries';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Emails' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const linkClass = 'font-medium underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current';

export default async function AdminEmailsPage({ searchParams }: { searchParams: SearchParams }) {
  const filters = parseOutboxSearchParams(await searchParams);
  await requireAdminPage(`/admin/emails${outboxQueryString(filters)}`);

  const db = await getDb();
  const [page, counts] = await Promise.all([listOutboxEmails(db, filters), countOutboxByStatus(db)]);
  const viaResend = Boolean(env().RESEND_API_KEY);
  const filtered = Boolean(filters.q || filters.status);
  const from = (page.page - 1) * page.pageSize + 1;
  const to = from + page.items.length - 1;

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
      />

      <EmailFilters filters={filters} counts={counts} />

      <section aria-labelledby="emails-results" className="mt-6">
        <h2 id="emails-results" className="sr-only">
          Results
        </h2>
        {page.items.length > 0 ? (
          <>
            <p className="mb-3 text-sm text-muted-foreground">
              Showing {from.toLocaleString('en-IN')}–{to.toLocaleString('en-IN')} of {page.total.toLocaleString('en-IN')}{' '}
              {page.total === 1 ? 'email' : 'emails'}
            </p>
            <EmailList items={page.items} />
            <Pagination
              page={page.page}
              totalPages={page.totalPages}
              hrefFor={(p) => `/admin/emails${outboxQueryString({ ...filters, page: p })}`}
            />
          </>
        ) : (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-border bg-card px-6 py-14 text-center">
            <Inbox aria-hidden className="size-10 text-gold-deep" strokeWidth={1.25} />
            <p className="mt-4 font-display text-2xl">
              {page.total > 0 ? 'No emails on this page' : filtered ? 'No emails match these filters' : 'No emails yet'}
            </p>
            <p className="mt-2 max-w-md text-sm text-muted-foreground">
              {page.total > 0
                ? `There are ${page.totalPages} ${page.totalPages === 1 ? 'page' : 'pages'} of results.`
                : filtered
                  ? 'Try another address or status.'
                  : 'Verification, password and account emails appear here as soon as the store sends them.'}
            </p>
            {page.total > 0 ? (
              <Link href={`/admin/emails${outboxQueryString({ ...filters, page: 1 })}`} className={`mt-4 ${linkClass}`}>
                Go to the first page
              </Link>
            ) : filtered ? (
              <Link href="/admin/emails" className={`mt-4 ${linkClass}`}>
                Show all emails
              </Link>
            ) : null}
          </div>
        )}
      </section>
    </>
  );
}
