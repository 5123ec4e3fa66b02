'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CalendarDays, Eye, Inbox, Loader2, Mail, MailOpen, MailWarning, RefreshCw, Trash2 } from 'lucide-react';
import { NativeSelect } from '@/components/account/select-native';
import { DataTable, DEFAULT_PAGE_SIZE, type Column, type SortState } from '@/components/admin/data-table';
import { BulkBar } from '@/components/admin/bulk-bar';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { RefreshButton, SearchField } from '@/components/admin/list-toolbar';
import { StatCard } from '@/components/admin/stat-card';
import { StatStrip } from '@/components/admin/stat-strip';
import { useDebouncedValue } from '@/components/admin/use-debounced';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toastError, toastSuccess, toastWarning } from '@/components/ui/sonner';
import { apiFetch, errorMessage, isAbortError } from '@/lib/client/api';
import type { AdminContactMessageDto, ContactBulkResult, ContactStats } from '@/lib/contact/admin';
import {
  CONTACT_ADMIN_MESSAGES as M,
  CONTACT_SEARCH_MAX,
  CONTACT_TRUNCATE,
  formatContactDate,
  truncateText,
  type ContactReadFilter,
} from '@/lib/contact/admin-rules';
import { cn } from '@/lib/utils/cn';
import { ContactDetailsDialog } from './contact-details-dialog';

export interface ContactListData {
  items: AdminContactMessageDto[];
  total: number;
  stats: ContactStats;
}

type Filter = 'all' | ContactReadFilter;

const FILTER_OPTIONS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All messages' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

/** Table column → the API's ?sort= key. */
const SORT_KEYS: Record<string, string> = { name: 'name', email: 'email', subject: 'subject', date: 'createdAt', status: 'isRead' };

const SEARCH_DEBOUNCE_MS = 300;

const plural = (n: number, word: string) => `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;

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
 * The contact messages screen: search over name, email, subject and message (300 ms debounce),
 * the read filter, refresh, the stats strip, and the table (paged on the server) with the
 * details modal, read/unread, delete and a bulk bar. A failed action reloads the list, so the table never shows a change that did not happen.
 */
export function ContactsManager({ initial }: { initial: ContactListData | null }) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortState | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [data, setData] = useState<ContactListData | null>(initial);
  const [loading, setLoading] = useState(initial == null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [viewing, setViewing] = useState<AdminContactMessageDto | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const fetched = useRef(false);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  useEffect(() => {
    const untouched = !debouncedSearch && filter === 'all' && page === 1 && pageSize === DEFAULT_PAGE_SIZE && !sort && reloadKey === 0;
    if (initial && untouched && !fetched.current) return;
    fetched.current = true;
    const controller = new AbortController();
    const qs = new URLSearchParams({ page: String(page), limit: String(pageSize) });
    if (debouncedSearch) qs.set('search', debouncedSearch);
    if (filter !== 'all') qs.set('status', filter);
    if (sort) {
      qs.set('sort', SORT_KEYS[sort.key] ?? 'createdAt');
      qs.set('order', sort.direction);
    }
    const run = async () => {
      setLoading(true);
      try {
        const res = await apiFetch<AdminContactMessageDto[]>(`/api/v1/contact?${qs}`, { signal: controller.signal, fallbackMessage: M.loadFailed });
        const stats = (res as unknown as { stats?: ContactStats }).stats;
        const total = res.pagination?.total ?? res.data.length;
        setData({ items: res.data, total, stats: stats ?? { total, unread: 0, read: 0, thisMonth: 0 } });
        setLoadFailed(false);
        const lastPage = Math.max(1, Math.ceil(total / pageSize));
        if (page > lastPage) setPage(lastPage);
      } catch (err) {
        if (isAbortError(err)) return;
        setLoadFailed(true);
        toastError(M.loadFailed);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    };
    void run();
    return () => controller.abort();
  }, [initial, debouncedSearch, filter, page, pageSize, sort, reloadKey]);

  const rows = useMemo(() => data?.items ?? [], [data]);
  const stats = data?.stats;

  const dropFromSelection = (ids: string[]) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids) next.delete(id);
      return next;
    });

  const setRead = async (message: AdminContactMessageDto, isRead: boolean, { quiet = false } = {}) => {
    setBusy(true);
    // The switch moves at once; the reload below confirms it (or puts it back).
    setData((d) => (d ? { ...d, items: d.items.map((x) => (x.id === message.id ? { ...x, isRead } : x)) } : d));
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
      reload();
    }
  };

  // Reading a message is what marks it read, as in any inbox; "Mark as unread" stays for later.
  const openMessage = (message: AdminContactMessageDto) => {
    setViewing(message);
    if (!message.isRead) void setRead(message, true, { quiet: true });
  };

  const deleteOne = async (message: AdminContactMessageDto) => {
    setBusy(true);
    try {
      await apiFetch(`/api/v1/contact/${message.id}`, { method: 'DELETE', fallbackMessage: M.deleteFailed });
      toastSuccess(M.deleted);
      dropFromSelection([message.id]);
      setViewing((v) => (v && v.id === message.id ? null : v));
    } catch (err) {
      toastError(errorMessage(err, M.deleteFailed));
    } finally {
      setBusy(false);
      setConfirm(null);
      reload();
    }
  };

  const runBulk = async (action: 'read' | 'unread' | 'delete', ids: string[]) => {
    if (ids.length === 0) return;
    setBusy(true);
    const failedMessage = action === 'delete' ? M.deleteFailed : M.statusFailed;
    try {
      const res = await apiFetch<ContactBulkResult>('/api/v1/contact/bulk', { body: { ids, action }, fallbackMessage: failedMessage });
      const { successful, failed, results } = res.data;
      if (successful > 0) {
        toastSuccess(
          action === 'delete'
            ? `Successfully deleted ${plural(successful, 'message')}`
            : `${plural(successful, 'message')} marked as ${action}`,
        );
      }
      if (failed > 0) {
        toastWarning(action === 'delete' ? `Failed to delete ${plural(failed, 'message')}` : `Failed to update ${plural(failed, 'message')}`, {
          description: results.find((r) => !r.success)?.message,
        });
      }
      setSelected(new Set(results.filter((r) => !r.success).map((r) => r.id)));
    } catch (err) {
      toastError(errorMessage(err, failedMessage));
    } finally {
      setBusy(false);
      setConfirm(null);
      reload();
    }
  };

  const serial = (m: AdminContactMessageDto) => (page - 1) * pageSize + rows.indexOf(m) + 1;

  const columns: Column<AdminContactMessageDto>[] = [
    { key: 'sno', header: 'S.No', cell: (m) => <span className="text-muted-foreground tabular-nums">{serial(m)}</span>, className: 'w-14' },
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      cell: (m) => <Clipped text={m.name} max={CONTACT_TRUNCATE.name} className={cn('block min-w-28 break-words', !m.isRead && 'font-semibold')} />,
    },
    { key: 'email', header: 'Email', sortable: true, cell: (m) => <Clipped text={m.email} max={CONTACT_TRUNCATE.email} className="block min-w-28 break-all" /> },
    {
      key: 'subject',
      header: 'Subject',
      sortable: true,
      cell: (m) => <Clipped text={m.subject} max={CONTACT_TRUNCATE.subject} className={cn('block min-w-28 break-words', !m.isRead && 'font-semibold')} />,
    },
    {
      key: 'message',
      header: 'Message',
      cell: (m) => <Clipped text={m.message.replace(/\s+/g, ' ')} max={CONTACT_TRUNCATE.message} className="block min-w-32 text-muted-foreground" />,
    },
    {
      key: 'date',
      header: 'Date',
      sortable: true,
      cell: (m) => (
        <time dateTime={m.createdAt} className="block min-w-24 tabular-nums">
          {formatContactDate(m.createdAt)}
        </time>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      cell: (m) => (
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
      key: 'actions',
      header: 'Actions',
      cell: (m) => (
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

  if (!data && loadFailed) {
    return (
      <div role="alert" className="flex flex-col items-center rounded-lg border border-dashed border-border bg-card px-6 py-14 text-center">
        <MailWarning aria-hidden className="size-10 text-gold-deep" strokeWidth={1.25} />
        <p className="mt-4 font-display text-2xl">{M.loadFailed}</p>
        <Button className="mt-5" onClick={reload}>
          <RefreshCw aria-hidden />
          Try Again
        </Button>
      </div>
    );
  }

  const filtered = Boolean(debouncedSearch) || filter !== 'all';
  const confirmOne = confirm?.kind === 'one' ? confirm.message : null;

  return (
    <div className="flex flex-col gap-6">
      <StatStrip label="Message figures" columns="md:grid-cols-2 xl:grid-cols-4">
          <li>
            <StatCard label="Total" value={stats?.total ?? 0} hint="Every message received" icon={Inbox} />
          </li>
          <li>
            <StatCard label="Unread" value={stats?.unread ?? 0} hint="Waiting for a reply" icon={Mail} />
          </li>
          <li>
            <StatCard label="Read" value={stats?.read ?? 0} hint="Already seen" icon={MailOpen} />
          </li>
          <li>
            <StatCard label="This Month" value={stats?.thisMonth ?? 0} hint="Since the 1st, India time" icon={CalendarDays} />
          </li>
      </StatStrip>

      <section aria-labelledby="contact-list-heading" className="space-y-4">
        <h2 id="contact-list-heading" className="sr-only">
          Messages
        </h2>
        <div role="search" aria-label="Filter messages" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 lg:flex-row lg:items-end">
          <SearchField
            id="contact-search"
            label="Search messages"
            withIcon
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            maxLength={CONTACT_SEARCH_MAX}
            placeholder="Name, email, subject or message"
          />
          <div className="flex flex-col gap-2 lg:w-48">
            <Label htmlFor="contact-filter">Show</Label>
            <NativeSelect
              id="contact-filter"
              value={filter}
              onChange={(e) => {
                setFilter(e.target.value as Filter);
                setPage(1);
              }}
            >
              {FILTER_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <RefreshButton loading={loading} onClick={reload} />
        </div>

        <BulkBar count={selected.size} summary={`${plural(selected.size, 'message')} selected`} busy={busy} onClear={() => setSelected(new Set())}>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void runBulk('read', [...selected])}>
            Mark Read
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void runBulk('unread', [...selected])}>
            Mark Unread
          </Button>
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => setConfirm({ kind: 'many', ids: [...selected] })}>
            <Trash2 aria-hidden />
            Delete Selected
          </Button>
        </BulkBar>

        <DataTable
          caption="Contact messages"
          columns={columns}
          rows={rows}
          rowKey={(m) => m.id}
          rowLabel={(m) => `message from ${m.name}`}
          page={page}
          pageSize={pageSize}
          total={data?.total ?? 0}
          onPageChange={setPage}
          onPageSizeChange={(n) => {
            setPageSize(n);
            setPage(1);
          }}
          sort={sort}
          onSortChange={(s) => {
            setSort(s);
            setPage(1);
          }}
          selected={selected}
          onSelectedChange={setSelected}
          loading={loading}
          empty={
            loading && !data ? (
              <span className="inline-flex items-center gap-2">
                <Loader2 aria-hidden className="size-4 animate-spin" /> Loading messages…
              </span>
            ) : filtered ? (
              'No messages match this search or filter.'
            ) : (
              'No messages yet. Messages sent from the contact page appear here.'
            )
          }
        />
      </section>

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
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
