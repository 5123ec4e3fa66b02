'use client';

import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { NativeSelect } from '@/components/account/select-native';
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
import type { AdminCouponDto } from '@/lib/coupons/admin';
import { COUPON_STATUS_FILTERS, couponList, type CouponListParams } from '@/lib/coupons/admin-list';
import { COUPON_SEARCH_MAX, COUPON_STATUS_LABELS, couponAdminStatus } from '@/lib/coupons/admin-rules';
import { COUPON_ADMIN_MESSAGES as M } from '@/lib/coupons/messages';
import { CouponAudience, CouponStatusBadge, DiscountCell, ExpiryCell, UsageCell } from './coupon-cells';
import { CouponFormDialog, type CouponDialogState } from './coupon-form-dialog';

const STATUS_OPTIONS = COUPON_STATUS_FILTERS.map((value) => ({ value, label: value === 'all' ? 'All statuses' : COUPON_STATUS_LABELS[value] }));

type Confirm = { kind: 'one'; coupon: AdminCouponDto } | { kind: 'many'; ids: string[] } | null;

/**
 * The coupons list's client island (the page reads the address bar and the rows): its columns,
 * the status dropdowns, the bulk bar and the dialogs. Every change ends with a refresh, so
 * figures and rows always agree with the database.
 */
export function CouponsManager({ params, items, total }: { params: CouponListParams; items: AdminCouponDto[]; total: number }) {
  const list = useListUrl(couponList, params);
  const { selected, setSelected, clear: clearSelection, unselect } = useRowSelection();
  const [dialog, setDialog] = useState<CouponDialogState>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const [pendingStatus, setPendingStatus] = useState<string | null>(null);
  const [rows, patchRow] = usePatchedRows(items, (c) => c.id);

  const setCouponStatus = async (coupon: AdminCouponDto, isActive: boolean) => {
    if (isActive === coupon.isActive) return;
    setPendingStatus(coupon.id);
    patchRow({ ...coupon, isActive, status: couponAdminStatus({ ...coupon, isActive }, Date.now()) });
    try {
      await apiFetch<AdminCouponDto>(`/api/v1/coupons/${coupon.id}`, { method: 'PUT', body: { isActive }, fallbackMessage: M.statusFailed });
      toastSuccess(`Coupon status updated to ${isActive ? 'Active' : 'Inactive'}`);
    } catch (err) {
      toastError(errorMessage(err, M.statusFailed));
    } finally {
      setPendingStatus(null);
      list.refresh();
    }
  };

  // After a delete or a bulk action, done or not: the confirmation closes, the rows come again.
  const settle = () => {
    setBusy(false);
    setConfirm(null);
    list.refresh();
  };

  const deleteOne = async (coupon: AdminCouponDto) => {
    setBusy(true);
    if (await sendDelete(`/api/v1/coupons/${coupon.id}`, { done: M.deleted, fallback: M.deleteFailed })) unselect([coupon.id]);
    settle();
  };

  const runBulk = async (action: 'activate' | 'deactivate' | 'delete', ids: string[]) => {
    if (ids.length === 0) return;
    setBusy(true);
    const deleting = action === 'delete';
    const failed = await sendBulk('/api/v1/coupons/bulk', { ids, action }, {
      done: (n) => (deleting ? `Successfully deleted ${plural(n, 'coupon')}` : `Updated ${plural(n, 'coupon')}`),
      failed: (n) => (deleting ? `Failed to delete ${plural(n, 'coupon')}` : `Failed to update ${plural(n, 'coupon')}`),
      fallback: deleting ? M.bulkDeleteFailed : M.bulkStatusFailed,
    });
    if (failed) setSelected(failed);
    settle();
  };

  const columns: ListColumn<AdminCouponDto>[] = [
    serialColumn(),
    {
      id: 'code',
      header: 'Coupon',
      enableSorting: true,
      cell: ({ row: { original: c } }) => (
        <div className="max-w-64 min-w-36">
          <p className="font-mono font-semibold tracking-wider break-all">{c.code}</p>
          {c.description ? <p className="mt-0.5 line-clamp-2 text-xs text-muted-foreground">{c.description}</p> : null}
          <CouponAudience coupon={c} />
        </div>
      ),
    },
    { id: 'discount', header: 'Discount', enableSorting: true, cell: ({ row }) => <DiscountCell coupon={row.original} /> },
    { id: 'expiryDate', header: 'Expiry Date', enableSorting: true, cell: ({ row }) => <ExpiryCell coupon={row.original} /> },
    { id: 'usage', header: 'Usage', enableSorting: true, cell: ({ row }) => <UsageCell coupon={row.original} /> },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: c } }) =>
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
      id: 'actions',
      header: () => <span>Actions</span>,
      cell: ({ row: { original: c } }) => (
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

  const confirmOne = confirm?.kind === 'one' ? confirm.coupon : null;
  const confirmUsed = confirmOne != null && confirmOne.redemptionCount > 0;

  return (
    <ListSection id="coupon-list-heading" title="Coupons" className="space-y-4">
      <ListToolbar label="Filter coupons">
        <ListSearch
          label="Search coupons"
          placeholder="Code or description"
          maxLength={COUPON_SEARCH_MAX}
          value={params.filters.search}
          onSearch={(search) => list.replace({ filters: { search } })}
        />
        <ListSelect label="Status" value={params.filters.status} options={STATUS_OPTIONS} onChange={(status) => list.setFilters({ status })} />
        <div className="flex flex-wrap items-center gap-3">
          <RefreshButton loading={list.pending} onClick={list.refresh} />
          <Button onClick={() => setDialog({ mode: 'create' })}>
            <Plus aria-hidden />
            Add Coupon
          </Button>
        </div>
      </ListToolbar>

      <BulkBar count={selected.size} summary={`${plural(selected.size, 'coupon')} selected`} busy={busy} onClear={clearSelection}>
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

      <ListTable
        caption="Coupons"
        columns={columns}
        rows={rows}
        rowId={(c) => c.id}
        total={total}
        {...list.table}
        selection={{ selected, onChange: setSelected, rowLabel: (c) => `coupon ${c.code}` }}
        empty={
          couponList.isFiltered(params) ? (
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

      <CouponFormDialog
        state={dialog}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          list.refresh();
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
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        closeWhenSettled
      />
    </ListSection>
  );
}
