'use client';

import { useState } from 'react';
import { Eye, Mail, MailOpen, Trash2 } from 'lucide-react';
import { BulkBar } from '@/components/admin/bulk-bar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSearch, ListSelect, ListToolbar } from '@/components/admin/list/list-filters';
import { ListTable, serialColumn, type ListColumn } from '@/components/admin/list/list-table';
import { plural } from '@/components/admin/list/plural';
import { sendBulk, sendDelete } from '@/components/admin/list/send-bulk';
import { usePatchedRows } from '@/components/admin/list/use-patched-rows';
import { useListUrl } from '@/components/admin/list/use-list-url';
import { ListSection } from '@/components/admin/list/list-section';
import { useRowSelection } from '@/components/admin/list/use-row-selection';
import { RefreshButton } from '@/components/admin/list-toolbar';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import type { AdminContactMessageDto } from '@/lib/contact/admin';
import { CONTACT_STATUS_FILTERS, contactList, type ContactListParams } from '@/lib/contact/admin-list';
import { CONTACT_SEARCH_MAX, CONTACT_TRUNCATE, formatContactDate, truncateText } from '@/lib/contact/admin-rules';
import { CONTACT_ADMIN_MESSAGES as M } from '@/lib/contact/messages';
import { cn } from '@/lib/utils/cn';
import { ContactDetailsDialog } from './contact-details-dialog';

const FILTER_LABELS = { all: 'All messages', unread: 'Unread', read: 'Read' } as const;
const FILTER_OPTIONS = CONTACT_STATUS_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));

/** Truncated to CONTACT_TRUNCATE's lengths; the whole text is in the tooltip and in the details modal. */
function Clipped({ text, max, className }: { text: string; max: number; className?: string }) {
  const short = truncateText(text, max);
  return (
    <span className={className} title={short === text ? undefined : text}>
      {short}
    </span>
  );
}

type Confirm = { kind: 'one'; message: AdminContactMessageDto } | { kind: 'many'; ids: string[] } | null;

/**
 * The contact messages list's client island (the page reads the address bar, the rows and the
 * figures): its columns, the details modal, read/unread, delete and the bulk bar. Every change
 * ends with a refresh, so the table never shows a change that did not happen.
 */
export function ContactsManager({ params, items, total }: { params: ContactListParams; items: AdminContactMessageDto[]; total: number }) {
  const list = useListUrl(contactList, params);
  const { selected, setSelected, clear: clearSelection, unselect } = useRowSelection();
  const [viewing, setViewing] = useState<AdminContactMessageDto | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const [rows, patchRow] = usePatchedRows(items, (m) => m.id);

  const setRead = async (message: AdminContactMessageDto, isRead: boolean, { quiet = false } = {}) => {
    setBusy(true);
    // The switch moves at once; the refresh below confirms it (or puts it back).
    patchRow({ ...message, isRead });
    try {
      const res = await apiFetch<AdminContactMessageDto>(`/api/v1/contact/${message.id}/read`, {
        method: 'PATCH',
        body: { isRead },
        fallbackMessage: M.statusFailed,
      });
      if (!quiet) toastSuccess(isRead ? M.markedRead : M.markedUnread);
      // The modal shows the message as it is now.
      setViewing((v) => (v && v.id === res.data.id ? res.data : v));
    } catch (err) {
      toastError(errorMessage(err, M.statusFailed));
    } finally {
      setBusy(false);
      list.refresh();
    }
  };

  // Reading a message is what marks it read, as in any inbox; "Mark as unread" stays for later.
  const openMessage = (message: AdminContactMessageDto) => {
    setViewing(message);
    if (!message.isRead) void setRead(message, true, { quiet: true });
  };

  // After a delete or a bulk action, done or not: the confirmation closes, the rows come again.
  const settle = () => {
    setBusy(false);
    setConfirm(null);
    list.refresh();
  };

  const deleteOne = async (message: AdminContactMessageDto) => {
    setBusy(true);
    if (await sendDelete(`/api/v1/contact/${message.id}`, { done: M.deleted, fallback: M.deleteFailed })) {
      unselect([message.id]);
      setViewing((v) => (v && v.id === message.id ? null : v));
    }
    settle();
  };

  const runBulk = async (action: 'read' | 'unread' | 'delete', ids: string[]) => {
    if (ids.length === 0) return;
    setBusy(true);
    const failedIds = await sendBulk('/api/v1/contact/bulk', { ids, action }, {
      done: (n) => (action === 'delete' ? `Successfully deleted ${plural(n, 'message')}` : `${plural(n, 'message')} marked as ${action}`),
      failed: (n) => `Failed to ${action === 'delete' ? 'delete' : 'update'} ${plural(n, 'message')}`,
      fallback: action === 'delete' ? M.deleteFailed : M.statusFailed,
    });
    if (failedIds) setSelected(failedIds);
    settle();
  };

  const unreadBold = (m: AdminContactMessageDto) => cn('block min-w-28 break-words', !m.isRead && 'font-semibold');
  const columns: ListColumn<AdminContactMessageDto>[] = [
    serialColumn(),
    { id: 'name', header: 'Name', enableSorting: true, cell: ({ row: { original: m } }) => <Clipped text={m.name} max={CONTACT_TRUNCATE.name} className={unreadBold(m)} /> },
    {
      id: 'email',
      header: 'Email',
      enableSorting: true,
      cell: ({ row: { original: m } }) => <Clipped text={m.email} max={CONTACT_TRUNCATE.email} className="block min-w-28 break-all" />,
    },
    {
      id: 'subject',
      header: 'Subject',
      enableSorting: true,
      cell: ({ row: { original: m } }) => <Clipped text={m.subject} max={CONTACT_TRUNCATE.subject} className={unreadBold(m)} />,
    },
    {
      id: 'message',
      header: 'Message',
      cell: ({ row: { original: m } }) => (
        <Clipped text={m.message.replace(/\s+/g, ' ')} max={CONTACT_TRUNCATE.message} className="block min-w-32 text-muted-foreground" />
      ),
    },
    {
      id: 'createdAt',
      header: 'Date',
      enableSorting: true,
      cell: ({ row: { original: m } }) => (
        <time dateTime={m.createdAt} className="block min-w-24 tabular-nums">
          {formatContactDate(m.createdAt)}
        </time>
      ),
    },
    {
      id: 'isRead',
      header: 'Status',
      enableSorting: true,
      cell: ({ row: { original: m } }) => (
        <button
          type="button"
          role="switch"
          aria-checked={m.isRead}
          aria-label={`Read status, message from ${m.name}`}
          disabled={busy}
          onClick={() => void setRead(m, !m.isRead)}
          className={cn(
            'inline-flex h-9 min-w-24 items-center justify-center gap-1.5 rounded-full border px-3 text-xs font-medium transition-colors',
            'outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-50',
            m.isRead ? 'border-border bg-cream text-foreground hover:bg-sand' : 'border-warning/40 bg-warning/10 text-warning hover:bg-warning/15',
          )}
        >
          {m.isRead ? <MailOpen aria-hidden className="size-3.5" /> : <Mail aria-hidden className="size-3.5" />}
          {m.isRead ? 'Read' : 'Unread'}
        </button>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: m } }) => (
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label={`View message from ${m.name}`} onClick={() => openMessage(m)}>
            <Eye aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Mark message from ${m.name} as ${m.isRead ? 'unread' : 'read'}`}
            disabled={busy}
            onClick={() => void setRead(m, !m.isRead)}
          >
            {m.isRead ? <Mail aria-hidden /> : <MailOpen aria-hidden />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete message from ${m.name}`}
            className="text-destructive hover:text-destructive"
            onClick={() => setConfirm({ kind: 'one', message: m })}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ),
    },
  ];

  const confirmOne = confirm?.kind === 'one' ? confirm.message : null;

  return (
    <ListSection id="contact-list-heading" title="Messages" className="space-y-4">
      <ListToolbar label="Filter messages">
        <ListSearch
          label="Search messages"
          placeholder="Name, email, subject or message"
          maxLength={CONTACT_SEARCH_MAX}
          value={params.filters.search}
          onSearch={(search) => list.replace({ filters: { search } })}
        />
        <ListSelect label="Show" value={params.filters.status} options={FILTER_OPTIONS} onChange={(status) => list.setFilters({ status })} />
        <RefreshButton loading={list.pending} onClick={list.refresh} />
      </ListToolbar>

      <BulkBar
        count={selected.size}
        summary={`${plural(selected.size, 'message')} selected`}
        busy={busy}
        onClear={clearSelection}
        actions={[
          { label: 'Mark Read', onClick: () => void runBulk('read', [...selected]) },
          { label: 'Mark Unread', onClick: () => void runBulk('unread', [...selected]) },
        ]}
        onDelete={() => setConfirm({ kind: 'many', ids: [...selected] })}
      />

      <ListTable
        caption="Contact messages"
        columns={columns}
        rows={rows}
        rowId={(m) => m.id}
        total={total}
        {...list.table}
        selection={{ selected, onChange: setSelected, rowLabel: (m) => `message from ${m.name}` }}
        empty={contactList.isFiltered(params) ? 'No messages match this search or filter.' : 'No messages yet. Messages sent from the contact page appear here.'}
      />

      <ContactDetailsDialog
        message={viewing}
        busy={busy}
        onClose={() => setViewing(null)}
        onToggleRead={(m) => void setRead(m, !m.isRead)}
        onDelete={(m) => {
          // One modal at a time: the confirmation replaces the details.
          setViewing(null);
          setConfirm({ kind: 'one', message: m });
        }}
      />

      <ConfirmDialog
        open={confirm != null}
        busy={busy}
        title={confirmOne ? `Delete the message from ${confirmOne.name}?` : `Delete ${plural(confirm?.kind === 'many' ? confirm.ids.length : 0, 'message')}?`}
        description={<p>This cannot be undone.</p>}
        confirmLabel="Delete"
        confirmIcon={<Trash2 aria-hidden />}
        onConfirm={() => {
          if (!confirm) return;
          if (confirm.kind === 'one') void deleteOne(confirm.message);
          else void runBulk('delete', confirm.ids);
        }}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        closeWhenSettled
      />
    </ListSection>
  );
}
