'use client';

import { Link } from '@/components/ui/link';
import { ListSearch, ListSelect, ListToolbar } from '@/components/admin/list/list-filters';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { useListUrl } from '@/components/admin/list/use-list-url';
import { ListSection } from '@/components/admin/list/list-section';
import { RefreshButton } from '@/components/admin/list-toolbar';
import { emailList, OUTBOX_SEARCH_MAX_LENGTH, OUTBOX_STATUS_FILTERS, type EmailListParams } from '@/lib/email/admin-list';
import type { OutboxListItem, OutboxStatusCounts } from '@/lib/email/admin-queries';
import { formatDateTimeShort } from '@/lib/email/format';
import { emailTemplateLabel } from '@/lib/email/types';
import { EmailRetryButton } from './email-retry-button';
import { EMAIL_STATUS_LABELS, EmailStatusBadge } from './email-status-badge';

const detailHref = (id: string) => `/admin/emails/${id}`;

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

/**
 * The outbox list's client island (the page reads the address bar, the rows and the counts):
 * the recipient search, the status filter with each status's count, the columns and Retry.
 */
export function EmailList({ params, items, total, counts }: { params: EmailListParams; items: OutboxListItem[]; total: number; counts: OutboxStatusCounts }) {
  const list = useListUrl(emailList, params);
  const statusOptions = OUTBOX_STATUS_FILTERS.map((value) =>
    value === 'all'
      ? { value, label: `All statuses (${counts.total.toLocaleString('en-IN')})` }
      : { value, label: `${EMAIL_STATUS_LABELS[value]} (${counts[value].toLocaleString('en-IN')})` },
  );

  const columns: ListColumn<OutboxListItem>[] = [
    { id: 'to', header: 'Recipient', enableSorting: true, meta: { className: 'min-w-40 break-all' }, cell: ({ row }) => row.original.to },
    {
      id: 'subject',
      header: 'Subject',
      meta: { className: 'min-w-48 break-words' },
      cell: ({ row: { original: item } }) => (
        <Link href={detailHref(item.id)} className="font-medium underline decoration-gold-deep/40 underline-offset-4 hover:decoration-current">
          {item.subject}
        </Link>
      ),
    },
    { id: 'template', header: 'Template', meta: { className: 'text-muted-foreground' }, cell: ({ row }) => emailTemplateLabel(row.original.template) },
    {
      id: 'status',
      header: 'Status',
      meta: { className: 'min-w-40' },
      cell: ({ row: { original: item } }) => (
        <>
          <EmailStatusBadge status={item.status} />
          <DeliveryNote item={item} />
          {item.retryable ? (
            <span className="mt-2 block">
              <EmailRetryButton id={item.id} recipient={item.to} onRetried={list.refresh} />
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'createdAt',
      header: () => (
        <>
          Created <span className="sr-only">(India Standard Time)</span>
        </>
      ),
      enableSorting: true,
      meta: { className: 'whitespace-nowrap text-muted-foreground' },
      cell: ({ row }) => <time dateTime={row.original.createdAt.toISOString()}>{formatDateTimeShort(row.original.createdAt)}</time>,
    },
  ];

  return (
    <ListSection id="emails-results" title="Results" className="space-y-4">
      <ListToolbar label="Filter emails">
        <ListSearch
          label="Recipient"
          placeholder="name@example.com"
          maxLength={OUTBOX_SEARCH_MAX_LENGTH}
          value={params.filters.q}
          onSearch={(q) => list.replace({ filters: { q } })}
        />
        <ListSelect label="Status" value={params.filters.status} options={statusOptions} onChange={(status) => list.setFilters({ status })} className="lg:w-56" />
        <RefreshButton loading={list.pending} onClick={list.refresh} />
      </ListToolbar>

      <ListTable
        caption="Outbox"
        columns={columns}
        rows={items}
        rowId={(item) => item.id}
        total={total}
        rowNoun="email"
        {...list.table}
        empty={
          <span className="flex flex-col items-center gap-2">
            <span className="font-display text-xl text-foreground">{emailList.isFiltered(params) ? 'No emails match these filters' : 'No emails yet'}</span>
            <span>
              {emailList.isFiltered(params)
                ? 'Try another address or status.'
                : 'Verification, password and account emails appear here as soon as the store sends them.'}
            </span>
          </span>
        }
      />
    </ListSection>
  );
}
