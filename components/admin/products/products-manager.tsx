'use client';

import { useEffect, useRef, useState } from 'react';
import { Download, ExternalLink, PackageOpen, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { NativeSelect } from '@/components/account/select-native';
import { BulkBar } from '@/components/admin/bulk-bar';
import { ListSearch, ListSelect, ListToolbar } from '@/components/admin/list/list-filters';
import { ListTable, serialColumn, type ListColumn } from '@/components/admin/list/list-table';
import { plural } from '@/components/admin/list/plural';
import { useListUrl } from '@/components/admin/list/use-list-url';
import { usePatchedRows } from '@/components/admin/list/use-patched-rows';
import { useReturnFocus } from '@/components/admin/list/use-return-focus';
import { ListSection } from '@/components/admin/list/list-section';
import { useRowSelection } from '@/components/admin/list/use-row-selection';
import { RefreshButton } from '@/components/admin/list-toolbar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import type { AdminProductDto } from '@/lib/catalog/admin-dto';
import { productExportHref, productList, type ProductListParams } from '@/lib/catalog/admin-list';
import { ADMIN_SEARCH_MAX, ADMIN_STATUS_FILTERS, ADMIN_STOCK_FILTERS, CATEGORIES, CATALOG_ADMIN_MESSAGES as M } from '@/lib/catalog/messages';
import { apiFetch, errorMessage } from '@/lib/client/api';
import type { WaitingBySize } from '@/lib/stock-alerts/types';
import { ConfirmDeleteDialog, type DeleteTarget } from './confirm-delete-dialog';
import { ImportDialog } from './import-dialog';
import { PriceCell, ProductCell, StockCell, WaitingCell } from './product-cells';
import { ProductFormDialog, type ProductFormMode } from './product-form-dialog';

interface BulkResult {
  updated: number;
  unchanged: number;
  deleted: number;
  archived: number;
  notFound: string[];
}

const CATEGORY_OPTIONS = [{ value: '' as const, label: 'All categories' }, ...CATEGORIES.map((c) => ({ value: c, label: c }))];

/**
 * The products list's client island (the page reads the address bar, the rows and the figures):
 * its columns, the filters, the status dropdowns, add, edit, delete, import and the bulk bar.
 * Every change ends with a refresh, so figures and rows agree with the database.
 */
export function ProductsManager({
  params,
  items,
  total,
  catalogueEmpty,
  directUploads = false,
  waiting = {},
}: {
  params: ProductListParams;
  items: AdminProductDto[];
  total: number;
  /** No product at all, archived ones included: the empty list invites the first one. */
  catalogueEmpty: boolean;
  /** Photos go straight to UploadThing (the server's setting). */
  directUploads?: boolean;
  /** Back-in-stock requests waiting, per size, for the products shown. */
  waiting?: WaitingBySize;
}) {
  const list = useListUrl(productList, params);
  const [rows, patchRow] = usePatchedRows(items, (p) => p.id);
  const { selected, setSelected, clear: clearSelection } = useRowSelection();
  const [pendingStatus, setPendingStatus] = useState<string | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [form, setForm] = useState<ProductFormMode | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<(DeleteTarget & { ids: string[] }) | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [importing, setImporting] = useState(false);
  const { headingRef, openFrom, returnFocus } = useReturnFocus();
  // Refresh says so once the rows it asked for have arrived.
  const announceRefresh = useRef(false);
  useEffect(() => {
    if (list.pending || !announceRefresh.current) return;
    announceRefresh.current = false;
    toastSuccess(M.refreshed);
  }, [list.pending]);

  // A selection belongs to one set of filters: bulk actions must not hit rows no longer in view.
  const setFilters = (filters: Partial<ProductListParams['filters']>, mode: 'push' | 'replace' = 'push') => {
    clearSelection();
    (mode === 'push' ? list.change : list.replace)({ filters });
  };
  const filtered = productList.isFiltered(params);
  const clearFilters = () => setFilters(productList.defaults.filters);

  async function changeStatus(p: AdminProductDto, status: 'active' | 'inactive') {
    if (status === p.status) return;
    setPendingStatus(p.id);
    patchRow({ ...p, status, isActive: status === 'active' });
    try {
      const res = await apiFetch<AdminProductDto>(`/api/v1/products/${encodeURIComponent(p.id)}`, { method: 'PUT', body: { status }, fallbackMessage: M.failedStatus });
      toastSuccess(res.message ?? M.statusUpdated(status));
    } catch (err) {
      toastError(errorMessage(err, M.failedStatus));
    } finally {
      setPendingStatus(null);
      // The figures and any status filter follow; on failure this puts back the truth.
      list.refresh();
    }
  }

  async function runBulk(action: 'activate' | 'deactivate' | 'delete', ids: string[]) {
    const fallback = action === 'delete' ? M.failedDelete : M.failedStatus;
    try {
      const res = await apiFetch<BulkResult>('/api/v1/products/bulk', { method: 'POST', body: { ids, action }, fallbackMessage: fallback });
      const missing = res.data.notFound.length;
      toastSuccess(res.message ?? (action === 'delete' ? M.bulkDeleted(res.data.deleted + res.data.archived) : M.bulkUpdated(res.data.updated)));
      if (missing) toastError(`${action === 'delete' ? 'Failed to delete' : 'Failed to update'} ${plural(missing, 'product')}: not found`);
      clearSelection();
    } catch (err) {
      toastError(errorMessage(err, fallback));
    }
  }

  async function bulkStatus(action: 'activate' | 'deactivate') {
    if (bulkBusy || selected.size === 0) return;
    setBulkBusy(true);
    await runBulk(action, [...selected]);
    setBulkBusy(false);
    list.refresh();
  }

  async function confirmDelete() {
    if (!deleteTarget || deleting) return;
    setDeleting(true);
    try {
      if (deleteTarget.count > 1) await runBulk('delete', deleteTarget.ids);
      else {
        const res = await apiFetch(`/api/v1/products/${encodeURIComponent(deleteTarget.ids[0]!)}`, { method: 'DELETE', fallbackMessage: M.failedDelete });
        toastSuccess(res.message ?? M.deleted);
      }
    } catch (err) {
      toastError(errorMessage(err, M.failedDelete));
    } finally {
      setDeleting(false);
      setDeleteTarget(null);
      list.refresh();
    }
  }

  const columns: ListColumn<AdminProductDto>[] = [
    serialColumn(),
    { id: 'name', header: 'Product', enableSorting: true, cell: ({ row }) => <ProductCell product={row.original} /> },
    { id: 'category', header: 'Category', enableSorting: true, cell: ({ row }) => row.original.category || 'Uncategorized' },
    { id: 'price', header: 'Price', enableSorting: true, cell: ({ row }) => <PriceCell product={row.original} /> },
    { id: 'stock', header: 'Stock', enableSorting: true, cell: ({ row }) => <StockCell product={row.original} /> },
    { id: 'waiting', header: 'Waiting', cell: ({ row }) => <WaitingCell sizes={waiting[row.original.id]} /> },
    {
      id: 'status',
      header: 'Status',
      enableSorting: true,
      cell: ({ row: { original: p } }) =>
        p.status === 'archived' ? (
          <Badge variant="secondary">Archived</Badge>
        ) : (
          <div className="w-32">
            <NativeSelect
              aria-label={`Status of ${p.name}`}
              value={p.status}
              disabled={pendingStatus === p.id}
              onChange={(e) => void changeStatus(p, e.target.value as 'active' | 'inactive')}
            >
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </NativeSelect>
          </div>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right', headerClassName: 'text-right' },
      cell: ({ row: { original: p } }) =>
        p.status === 'archived' ? (
          <span className="text-xs text-muted-foreground">Kept for past orders</span>
        ) : (
          <span className="inline-flex gap-1">
            {p.status === 'active' ? (
              <Button asChild variant="ghost" size="icon" title="View in the shop">
                <a href={`/products/${p.slug}`} target="_blank" rel="noopener" aria-label={`View ${p.name} (opens in a new tab)`}>
                  <ExternalLink aria-hidden />
                </a>
              </Button>
            ) : (
              <span className="inline-block size-11" aria-hidden />
            )}
            <Button
              variant="ghost"
              size="icon"
              title="Edit product"
              aria-label={`Edit ${p.name}`}
              onClick={(e) => openFrom(e.currentTarget, () => setForm({ kind: 'edit', product: p }))}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              title="Delete product"
              aria-label={`Delete ${p.name}`}
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={(e) => openFrom(e.currentTarget, () => setDeleteTarget({ label: p.name, count: 1, ids: [p.id] }))}
            >
              <Trash2 aria-hidden />
            </Button>
          </span>
        ),
    },
  ];

  const { filters } = params;

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar label="Filter products" className="lg:flex-row lg:flex-wrap lg:items-end">
        <ListSearch
          label="Search products"
          placeholder="Name, tag, note or id"
          maxLength={ADMIN_SEARCH_MAX}
          withIcon={false}
          value={filters.search}
          onSearch={(search) => setFilters({ search }, 'replace')}
        />
        <ListSelect label="Category" value={filters.category} options={CATEGORY_OPTIONS} onChange={(category) => setFilters({ category })} />
        <ListSelect label="Status" value={filters.status} options={ADMIN_STATUS_FILTERS} onChange={(status) => setFilters({ status })} />
        <ListSelect label="Stock" value={filters.stock} options={ADMIN_STOCK_FILTERS} onChange={(stock) => setFilters({ stock })} />
        <div className="flex flex-wrap items-center gap-3 lg:basis-full">
          <Button type="button" onClick={(e) => openFrom(e.currentTarget, () => setForm({ kind: 'create' }))}>
            <Plus aria-hidden />
            Add Product
          </Button>
          <RefreshButton
            loading={list.pending}
            onClick={() => {
              announceRefresh.current = true;
              list.refresh();
            }}
          />
          <Button asChild variant="outline">
            <a href={productExportHref(params)} download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
          <Button type="button" variant="outline" onClick={(e) => openFrom(e.currentTarget, () => setImporting(true))}>
            <Upload aria-hidden />
            Import CSV
          </Button>
          <Button type="button" variant="ghost" onClick={clearFilters} disabled={!filtered}>
            Clear filters
          </Button>
        </div>
      </ListToolbar>

      <ListSection id="product-list-heading" title="Products" headingRef={headingRef} className="space-y-4">

        <BulkBar count={selected.size} summary={`${plural(selected.size, 'product')} selected`} busy={bulkBusy} onClear={clearSelection}>
          <Button size="sm" variant="outline" disabled={bulkBusy} onClick={() => void bulkStatus('activate')}>
            Mark Active
          </Button>
          <Button size="sm" variant="outline" disabled={bulkBusy} onClick={() => void bulkStatus('deactivate')}>
            Mark Inactive
          </Button>
          <Button
            size="sm"
            variant="destructive"
            disabled={bulkBusy}
            onClick={(e) => openFrom(e.currentTarget, () => setDeleteTarget({ label: plural(selected.size, 'product'), count: selected.size, ids: [...selected] }))}
          >
            <Trash2 aria-hidden />
            Delete Selected
          </Button>
        </BulkBar>

        <ListTable
          caption="Products"
          columns={columns}
          rows={rows}
          rowId={(p) => p.id}
          total={total}
          {...list.table}
          // Archived products are kept for past orders: nothing to do to them in bulk.
          selection={filters.status === 'archived' ? undefined : { selected, onChange: setSelected, rowLabel: (p) => p.name }}
          empty={
            <span className="flex flex-col items-center">
              <PackageOpen aria-hidden className="size-10 text-gold-deep" strokeWidth={1.25} />
              <span className="mt-4 font-display text-2xl text-foreground">No Products Found</span>
              <span className="mt-2 max-w-md text-sm">
                {catalogueEmpty ? 'The catalogue is empty. Add a product and it shows in the shop at once.' : 'Nothing matches this search and these filters.'}
              </span>
              {catalogueEmpty ? (
                <Button className="mt-5" onClick={(e) => openFrom(e.currentTarget, () => setForm({ kind: 'create' }))}>
                  <Plus aria-hidden />
                  Add Your First Product
                </Button>
              ) : filtered ? (
                <Button className="mt-5" variant="outline" onClick={clearFilters}>
                  Clear filters
                </Button>
              ) : null}
            </span>
          }
        />
      </ListSection>

      <ProductFormDialog
        mode={form}
        directUploads={directUploads}
        onClose={() => setForm(null)}
        returnFocus={returnFocus}
        onSaved={(_product, message) => {
          const created = form?.kind !== 'edit';
          setForm(null);
          toastSuccess(message);
          // A new product is newest: the first page of the default sort shows it.
          if (created && params.page !== 1) list.change({ page: 1 });
          else list.refresh();
        }}
        onFailedEdit={list.refresh}
      />
      <ConfirmDeleteDialog target={deleteTarget} busy={deleting} onConfirm={() => void confirmDelete()} onClose={() => setDeleteTarget(null)} returnFocus={returnFocus} />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(message) => {
          setImporting(false);
          toastSuccess(message);
          list.refresh();
        }}
      />
    </div>
  );
}
