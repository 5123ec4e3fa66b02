import Link from 'next/link';
import type { OutboxListItem } from '@/lib/email/admin-queries';
import { formatDateTimeShort } from '@/lib/email/format';
import { emailTemplateLabel } from '@/lib/email/types';
import { EmailRetryButton } from './email-retry-button';
import { EmailStatusBadge } from './email-status-badge';

const detailHref = (id: string) => `/admin/emails/${id}`;

function Created({ date }: { date: Date }) {
  return <time dateTime={date.toISOString()}>{formatDateTimeShort(date)}</time>;
}

/** Why a row is not (yet) delivered: the reason for failed and suppressed rows, the next try for retries. */
function DeliveryNote({ item }: { item: OutboxListItem }) {
  if (!item.error || (item.status !== 'failed' && item.status !== 'suppressed' && item.status !== 'pending')) return null;
  return (
    <span className="mt-1.5 block text-xs break-words text-muted-foreground">
      {item.status === 'pending' ? (
        <>
          Attempt {item.attempts} failed; next try <time dateTime={item.nextAttemptAt.toISOString()}>{formatDateTimeShort(item.nextAttemptAt)}</time>.{' '}
        </>
      ) : null}
      <span className="line-clamp-3">{item.error}</span>
      {item.status === 'failed' && !item.retryable ? (
        <span className="mt-1 block">It carried a one-time link, so it cannot be resent: the customer can ask for a new one.</span>
      ) : null}
    </span>
  );
}

/** A table on wide screens and a stacked list on phones, from the same rows. */
export function EmailList({ items }: { items: OutboxListItem[] }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-lg border border-border bg-card md:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Outbox, newest first</caption>
          <colgroup>
            <col className="w-[24%]" />
            <col />
            <col className="w-[14%]" />
            <col className="w-[19%]" />
            <col className="w-[15%]" />
          </colgroup>
          <thead className="bg-cream text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Recipient
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Subject
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Template
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Created <span className="sr-only">(India Standard Time)</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {items.map((item) => (
              <tr key={item.id} className="align-top transition-colors hover:bg-ivory">
                <td className="px-4 py-3 break-all">{item.to}</td>
                <td className="px-4 py-3 break-words">
                  <Link
                    href={detailHref(item.id)}
                    className="font-medium underline decoration-gold-deep/40 underline-offset-4 hover:decoration-current"
                  >
                    {item.subject}
                  </Link>
                </td>
                <td className="px-4 py-3 text-muted-foreground">{emailTemplateLabel(item.template)}</td>
                <td className="px-4 py-3">
                  <EmailStatusBadge status={item.status} />
                  <DeliveryNote item={item} />
                  {item.retryable ? (
                    <span className="mt-2 block">
                      <EmailRetryButton id={item.id} recipient={item.to} />
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-muted-foreground">
                  <Created date={item.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden">
        {items.map((item) => (
          <li key={item.id} className="rounded-lg border border-border bg-card p-4">
            <span className="flex items-start justify-between gap-3">
              <Link
                href={detailHref(item.id)}
                className="min-w-0 font-medium break-words underline decoration-gold-deep/40 underline-offset-4 hover:decoration-current"
              >
                {item.subject}
              </Link>
              <EmailStatusBadge status={item.status} />
            </span>
            <span className="mt-1 block text-sm break-all text-muted-foreground">{item.to}</span>
            <span className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
              <span>{emailTemplateLabel(item.template)}</span>
              <Created date={item.createdAt} />
            </span>
            <DeliveryNote item={item} />
            {item.retryable ? (
              <span className="mt-3 block">
                <EmailRetryButton id={item.id} recipient={item.to} />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
