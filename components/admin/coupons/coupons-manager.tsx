'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BarChart3, CalendarX2, CircleCheck, Loader2, Pencil, Plus, RefreshCw, TicketPercent, Trash2 } from 'lucide-react';
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
import type { AdminCouponDto, AdminCouponStats, BulkResult } from '@/lib/coupons/admin';
import { COUPON_ADMIN_MESSAGES as M, COUPON_SEARCH_MAX, couponAdminStatus, type CouponAdminStatus } from '@/lib/coupons/admin-rules';
import { CouponAudience, CouponStatusBadge, DiscountCell, ExpiryCell, UsageCell } from './coupon-cells';
import { CouponFormDialog, type CouponDialogState } from './coupon-form-dialog';

export interface CouponListData {
  items: AdminCouponDto[];
  total: number;
  stats: AdminCouponStats;
}

type StatusFilter = 'all' | CouponAdminStatus;

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'expired', label: 'Expired' },
  { value: 'scheduled', label: 'Scheduled' },
];

/** Table column → the API's ?sort= key. */
const SORT_KEYS: Record<string, string> = { coupon: 'code', discount: 'discount', expiry: 'expiryDate', usage: 'usage' };

const SEARCH_DEBOUNCE_MS = 300;

const plural = (n: number, word: string) => `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;

type Confirm = { kind: 'one'; coupon: AdminCouponDto } | { kind: 'many'; ids: string[] } | null;

/**
 * The coupons screen: search (300 ms debounce), status filter, refresh, Add Coupon, the stats
 * strip, the table (paged and sorted on the server) with row selection and the bulk bar.
 * Every change reloads the list, so figures and rows always agree with the database.
 */
export function CouponsManager({ initial }: { initial: CouponListData | null }) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortState | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [data, setData] = useState<CouponListData | null>(initial);
  const [loading, setLoading] = useState(initial == null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<CouponDialogState>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const [pendingStatus, setPendingStatus] = useState<string | null>(null);
  // The server rendered the first page with the defaults: no need to fetch it again until something changes.
  const fetched = useRef(false);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  useEffect(() => {
    const untouched = !debouncedSearch && status === 'all' && page === 1 && pageSize === DEFAULT_PAGE_SIZE && !sort && reloadKey === 0;
    if (initial && untouched && !fetched.current) return;
    fetched.current = true;
    const controller = new AbortController();
    const qs = new URLSearchParams({ scope: 'all', page: String(page), limit: String(pageSize) });
    if (debouncedSearch) qs.set('search', debouncedSearch);
    if (status !== 'all') qs.set('status', status);
    if (sort) {
      qs.set('sort', SORT_KEYS[sort.key] ?? 'createdAt');
      qs.set('order', sort.direction);
    }
    // Loading is shown by aria-busy and the spinner; the rows stay until the new ones arrive.
    const run = async () => {
      setLoading(true);
      try {
        const res = await apiFetch<AdminCouponDto[]>(`/api/v1/coupons?${qs}`, { signal: controller.signal, fallbackMessage: M.loadFailed });
        const stats = (res as unknown as { stats?: AdminCouponStats }).stats;
        const total = res.pagination?.total ?? res.data.length;
        setData({ items: res.data, total, stats: stats ?? { total, active: 0, inactive: 0, expired: 0, scheduled: 0, totalUsage: 0 } });
        setLoadFailed(false);
        // A page past the end (after deletes) moves back to the last one.
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
  }, [initial, debouncedSearch, status, page, pageSize, sort, reloadKey]);

  const rows = useMemo(() => data?.items ?? [], [data]);
  const stats = data?.stats;

  const setCouponStatus = async (coupon: AdminCouponDto, isActive: boolean) => {
    if (isActive === coupon.isActive) return;
    setPendingStatus(coupon.id);
    // The dropdown shows the choice at once; the reload below confirms it (or puts it back).
    const patchRow = (next: AdminCouponDto) =>
      setData((d) => (d ? { ...d, items: d.items.map((x) => (x.id === next.id ? next : x)) } : d));
    patchRow({ ...coupon, isActive, status: couponAdminStatus({ ...coupon, isActive }, Date.now()) });
    try {
      const res = await apiFetch<AdminCouponDto>(`/api/v1/coupons/${coupon.id}`, { method: 'PUT', body: { isActive }, fallbackMessage: M.statusFailed });
      patchRow(res.data);
      toastSuccess(`Coupon status updated to ${isActive ? 'Active' : 'Inactive'}`);
    } catch (err) {
      toastError(errorMessage(err, M.statusFailed));
    } finally {
      setPendingStatus(null);
      reload();
    }
  };

  const deleteOne = async (coupon: AdminCouponDto) => {
    setBusy(true);
    try {
      await apiFetch(`/api/v1/coupons/${coupon.id}`, { method: 'DELETE', fallbackMessage: M.deleteFailed });
      toastSuccess(M.deleted);
      setSelected((s) => {
        const next = new Set(s);
        next.delete(coupon.id);
        return next;
      });
    } catch (err) {
      toastError(errorMessage(err, M.deleteFailed));
    } finally {
      setBusy(false);
      setConfirm(null);
      reload();
    }
  };

  const runBulk = async (action: 'activate' | 'deactivate' | 'delete', ids: string[]) => {
    if (ids.length === 0) return;
    setBusy(true);
    const failedMessage = action === 'delete' ? M.bulkDeleteFailed : M.bulkStatusFailed;
    try {
      const res = await apiFetch<BulkResult>('/api/v1/coupons/bulk', { body: { ids, action }, fallbackMessage: failedMessage });
      const { successful, failed, results } = res.data;
      if (successful > 0) {
        toastSuccess(action === 'delete' ? `Successfully deleted ${plural(successful, 'coupon')}` : `Updated ${plural(successful, 'coupon')}`);
      }
      if (failed > 0) {
        const reason = results.find((r) => !r.success)?.message;
        toastWarning(action === 'delete' ? `Failed to delete ${plural(failed, 'coupon')}` : `Failed to update ${plural(failed, 'coupon')}`, {
          description: reason,
        });
      }
      // Keep the ones that failed selected, so the admin can see and retry them.
      setSelected(new Set(results.filter((r) => !r.success).map((r) => r.id)));
    } catch (err) {
      toastError(errorMessage(err, failedMessage));
    } finally {
      setBusy(false);
      setConfirm(null);
      reload();
    }
  };

  const serial = (coupon: AdminCouponDto) => (page - 1) * pageSize + rows.indexOf(coupon) + 1;

  const columns: Column<AdminCouponDto>[] = [
    { key: 'sno', header: 'S.No', cell: (c) => <span className="text-muted-foreground tabular-nums">{serial(c)}</span>, className: 'w-14' },
    {
      key: 'coupon',
      header: 'Coupon',
      sortable: true,
      cell: (c) => (
        <div className="max-w-64 min-w-36">
          <p className="font-mono font-semibold tracking-wider break-all">{c.code}</p>
          {c.description ? <p className="mt-0.5 line-clamp-2 text-xs text-muted-foreground">{c.description}</p> : null}
          <CouponAudience coupon={c} />
        </div>
      ),
    },
    { key: 'discount', header: 'Discount', sortable: true, cell: (c) => <DiscountCell coupon={c} /> },
    { key: 'expiry', header: 'Expiry Date', sortable: true, cell: (c) => <ExpiryCell coupon={c} /> },
    { key: 'usage', header: 'Usage', sortable: true, cell: (c) => <UsageCell coupon={c} /> },
    {
      key: 'status',
      header: 'Status',
      cell: (c) =>
        c.status === 'expired' ? (
          <CouponStatusBadge coupon={c} />
        ) : (
          <div className="w-32 space-y-1">
            <NativeSelect
              aria-label={`Status of coupon ${c.code}`}
              value={c.isActive ? 'active' : 'inactive'}
              disabled={pendingStatus === c.id}
              onChange={(e) => void setCouponStatus(c, e.target.value === 'active')}
              className="h-9"
            >
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </NativeSelect>
            {c.status === 'scheduled' ? <p className="text-xs text-muted-foreground">Not started yet</p> : null}
          </div>
        ),
    },
    {
      key: 'actions',
      header: <span>Actions</span>,
      cell: (c) => (
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit coupon ${c.code}`} onClick={() => setDialog({ mode: 'edit', coupon: c })}>
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete coupon ${c.code}`}
            className="text-destructive hover:text-destructive"
            onClick={() => setConfirm({ kind: 'one', coupon: c })}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ),
    },
  ];

  const filtered = Boolean(debouncedSearch) || status !== 'all';

  if (!data && loadFailed) {
    return (
      <div role="alert" className="flex flex-col items-center rounded-lg border border-dashed border-border bg-card px-6 py-14 text-center">
        <p className="font-display text-2xl">{M.loadFailed}</p>
        <p className="mt-2 text-sm text-muted-foreground">Check your connection, then try again.</p>
        <Button className="mt-5" onClick={reload}>
          <RefreshCw aria-hidden />
          Try Again
        </Button>
      </div>
    );
  }

  const confirmOne = confirm?.kind === 'one' ? confirm.coupon : null;
  const confirmUsed = confirmOne != null && confirmOne.redemptionCount > 0;

  return (
    <div className="flex flex-col gap-6">
      <StatStrip label="Coupon figures" columns="md:grid-cols-2 xl:grid-cols-4">
          <li>
            <StatCard label="Total" value={stats?.total ?? 0} hint="Every coupon, in any state" icon={TicketPercent} />
          </li>
          <li>
            <StatCard
              label="Active"
              value={stats?.active ?? 0}
              hint={stats?.scheduled ? `${plural(stats.scheduled, 'coupon')} scheduled to start` : 'Redeemable today'}
              icon={CircleCheck}
            />
          </li>
          <li>
            <StatCard label="Expired" value={stats?.expired ?? 0} hint="Past their expiry date" icon={CalendarX2} />
          </li>
          <li>
            <StatCard label="Total Usage" value={stats?.totalUsage ?? 0} hint="Uses across all coupons" icon={BarChart3} />
          </li>
      </StatStrip>

      <section aria-labelledby="coupon-list-heading" className="space-y-4">
        <h2 id="coupon-list-heading" className="sr-only">
          Coupons
        </h2>
        <div role="search" aria-label="Filter coupons" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 lg:flex-row lg:items-end">
          <SearchField
            id="coupon-search"
            label="Search coupons"
            withIcon
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            maxLength={COUPON_SEARCH_MAX}
            placeholder="Code or description"
          />
          <div className="flex flex-col gap-2 lg:w-48">
            <Label htmlFor="coupon-status-filter">Status</Label>
            <NativeSelect
              id="coupon-status-filter"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as StatusFilter);
                setPage(1);
              }}
            >
              {STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <RefreshButton loading={loading} onClick={reload} />
            <Button onClick={() => setDialog({ mode: 'create' })}>
              <Plus aria-hidden />
              Add Coupon
            </Button>
          </div>
        </div>

        <BulkBar count={selected.size} summary={`${plural(selected.size, 'coupon')} selected`} busy={busy} onClear={() => setSelected(new Set())}>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void runBulk('activate', [...selected])}>
            Mark Active
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void runBulk('deactivate', [...selected])}>
            Mark Inactive
          </Button>
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => setConfirm({ kind: 'many', ids: [...selected] })}>
            <Trash2 aria-hidden />
            Delete Selected
          </Button>
        </BulkBar>

        <DataTable
          caption="Coupons"
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          rowLabel={(c) => `coupon ${c.code}`}
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
                <Loader2 aria-hidden className="size-4 animate-spin" /> Loading coupons…
              </span>
            ) : filtered ? (
              'No coupons match this search or status.'
            ) : (
              <span className="flex flex-col items-center gap-3">
                <span className="font-display text-xl text-foreground">No coupons yet</span>
                <Button variant="outline" onClick={() => setDialog({ mode: 'create' })}>
                  Create the first coupon
                </Button>
              </span>
            )
          }
        />
      </section>

      <CouponFormDialog
        state={dialog}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          reload();
        }}
      />

      <ConfirmDialog
        open={confirm != null}
        busy={busy}
        title={
          confirmOne
            ? confirmUsed
              ? `${confirmOne.code} cannot be deleted`
              : `Delete coupon ${confirmOne.code}?`
            : `Delete ${plural(confirm?.kind === 'many' ? confirm.ids.length : 0, 'coupon')}?`
        }
        description={
          <p>
            {confirmOne
              ? confirmUsed
                ? `It has been used on ${plural(confirmOne.redemptionCount, 'order')}, and deleting it would erase that history. Deactivate it instead to stop new uses.`
                : 'Shoppers will no longer be able to use this code. This cannot be undone.'
              : 'Coupons that orders have used are kept (deactivate those instead). This cannot be undone.'}
          </p>
        }
        confirmLabel="Delete"
        confirmIcon={<Trash2 aria-hidden />}
        // A used coupon cannot be deleted: the only way forward offered is to deactivate it.
        action={
          confirmOne && confirmUsed ? (
            confirmOne.isActive && confirmOne.status !== 'expired' ? (
              <Button
                onClick={async () => {
                  setConfirm(null);
                  await setCouponStatus(confirmOne, false);
                }}
              >
                Deactivate instead
              </Button>
            ) : null
          ) : undefined
        }
        onConfirm={() => {
          if (!confirm) return;
          if (confirm.kind === 'one') void deleteOne(confirm.coupon);
          else void runBulk('delete', confirm.ids);
        }}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
