'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Download, ExternalLink, PackageOpen, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { NativeSelect } from '@/components/account/select-native';
import { DataTable, type Column, type SortState } from '@/components/admin/data-table';
import { ListLoadError, RefreshButton, SearchField } from '@/components/admin/list-toolbar';
import { useDebouncer } from '@/components/admin/use-debounced';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { Label } from '@/components/ui/label';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import type { AdminProductDto, ProductStats } from '@/lib/catalog/admin-dto';
import {
  ADMIN_SEARCH_MAX,
  ADMIN_SORT_KEYS,
  ADMIN_STATUS_FILTERS,
  ADMIN_STOCK_FILTERS,
  adminQueryString,
  CATEGORIES,
  DEFAULT_ADMIN_QUERY,
  LOW_STOCK_BELOW,
  PRODUCT_MESSAGES as M,
  type AdminProductQuery,
  type AdminSortKey,
  type AdminStatusFilter,
  type AdminStockFilter,
  type Category,
} from '@/lib/catalog/admin-messages';
import { ApiError, apiFetch, errorMessage, isAbortError } from '@/lib/client/api';
import { formatInr } from '@/lib/money';
import { ConfirmDeleteDialog, type DeleteTarget } from './confirm-delete-dialog';
import { ImportDialog } from './import-dialog';
import { ProductFormDialog, type ProductFormMode } from './product-form-dialog';
import { ProductStatsStrip } from './product-stats';

const SEARCH_DEBOUNCE_MS = 300;
const PLACEHOLDER_IMAGE = '/placeholder-product.webp';

export interface ProductsListData {
  items: AdminProductDto[];
  total: number;
  stats: ProductStats;
}

interface BulkResult {
  updated: number;
  unchanged: number;
  deleted: number;
  archived: number;
  notFound: string[];
}

function loadFailureMessage(err: unknown): string {
  // A network failure has its own words (docs/requirements.md#error-catalogue); anything else is the action's.
  if (err instanceof ApiError && err.status === 0) return err.message;
  return M.failedLoad;
}

function StockBadge({ stock }: { stock: number }) {
  // Red at 0, orange under LOW_STOCK_BELOW (20), green otherwise; the words carry it too.
  const level = stock === 0 ? 'out' : stock < LOW_STOCK_BELOW ? 'low' : 'good';
  const variant = level === 'out' ? 'destructive' : level === 'low' ? 'warning' : 'success';
  const words = level === 'out' ? 'Out of stock' : level === 'low' ? 'Low stock' : 'In stock';
  return (
    <span className="flex flex-col gap-1">
      <Badge variant={variant} className="tabular-nums">
        {stock.toLocaleString('en-IN')}
      </Badge>
      <span className="text-xs text-muted-foreground">{words}</span>
    </span>
  );
}

/**
 * The products screen below its title: stats, search (300 ms after the last keystroke),
 * category, status and stock filters, refresh, export, import, Add Product, and the table with
 * row selection, a status dropdown per row, view, edit and delete, and the bulk bar. Paged,
 * sorted and filtered on the server; the first page arrives with the HTML, and the address
 * keeps the filters so a reload or a shared link shows the same list.
 */
export function ProductsManager({
  initialQuery,
  initial,
  directUploads = false,
}: {
  initialQuery: AdminProductQuery;
  initial: ProductsListData;
  /** Photos go straight to UploadThing (the server's setting). */
  directUploads?: boolean;
}) {
  const uid = useId();
  const ids = {
    search: `${uid}-search`,
    category: `${uid}-category`,
    status: `${uid}-status`,
    stock: `${uid}-stock`,
    results: `${uid}-results`,
  };

  const [query, setQuery] = useState<AdminProductQuery>(initialQuery);
  const [searchText, setSearchText] = useState(initialQuery.search);
  const [data, setData] = useState<ProductsListData>(initial);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pendingStatus, setPendingStatus] = useState<ReadonlySet<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const [form, setForm] = useState<ProductFormMode | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<(DeleteTarget & { ids: string[]; bulk: boolean }) | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [importing, setImporting] = useState(false);

  const queryRef = useRef(query);
  const abortRef = useRef<AbortController | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Dialogs open without a Radix trigger, so focus goes back by hand: to the opener, or to the
  // list when the opener's row is gone.
  const openerRef = useRef<HTMLElement | null>(null);

  const debounce = useDebouncer(SEARCH_DEBOUNCE_MS);

  useEffect(() => () => abortRef.current?.abort(), []);

  async function load(next: AdminProductQuery, options: { announce?: string } = {}): Promise<void> {
    const filtersChanged =
      next.search !== queryRef.current.search ||
      next.category !== queryRef.current.category ||
      next.status !== queryRef.current.status ||
      next.stock !== queryRef.current.stock;
    // A selection only makes sense within one filter: bulk actions must not hit rows no longer in view.
    if (filtersChanged) setSelected(new Set());
    queryRef.current = next;
    setQuery(next);
    window.history.replaceState(window.history.state, '', `/admin/products${adminQueryString(next)}`);
    abortRef.current?.abort();
    const ctrl = new AbortController();
    abortRef.current = ctrl;
    setLoading(true);
    try {
      const res = await apiFetch<AdminProductDto[]>(`/api/v1/products/admin${adminQueryString(next)}`, {
        signal: ctrl.signal,
        fallbackMessage: M.failedLoad,
      });
      if (ctrl.signal.aborted) return;
      const total = res.pagination?.total ?? res.data.length;
      const lastPage = Math.max(1, Math.ceil(total / next.limit));
      // The last rows of the last page went (deleted, or filtered away): step back to a page with rows.
      if (res.data.length === 0 && next.page > lastPage) {
        void load({ ...next, page: lastPage }, options);
        return;
      }
      const stats = (res as { stats?: ProductStats }).stats;
      setData((prev) => ({ items: res.data, total, stats: stats ?? prev.stats }));
      setLoadError(null);
      if (options.announce) toastSuccess(options.announce);
    } catch (err) {
      if (isAbortError(err) || ctrl.signal.aborted) return;
      const message = loadFailureMessage(err);
      setLoadError(message);
      toastError(message);
    } finally {
      if (abortRef.current === ctrl) setLoading(false);
    }
  }

  const reload = (announce?: string) => void load(queryRef.current, { announce });

  function returnFocus() {
    const opener = openerRef.current;
    (opener?.isConnected ? opener : headingRef.current)?.focus();
  }

  function onSearchChange(value: string) {
    setSearchText(value);
    debounce.run(() => {
      const search = value.trim();
      if (search !== queryRef.current.search) void load({ ...queryRef.current, search, page: 1 });
    });
  }

  function onSearchSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    debounce.cancel();
    void load({ ...queryRef.current, search: searchText.trim(), page: 1 });
  }

  function clearFilters() {
    debounce.cancel();
    setSearchText('');
    void load({ ...DEFAULT_ADMIN_QUERY, limit: queryRef.current.limit });
  }

  async function changeStatus(p: AdminProductDto, status: 'active' | 'inactive') {
    if (status === p.status) return;
    setPendingStatus((prev) => new Set(prev).add(p.id));
    setData((prev) => ({ ...prev, items: prev.items.map((x) => (x.id === p.id ? { ...x, status, isActive: status === 'active' } : x)) }));
    try {
      const res = await apiFetch<AdminProductDto>(`/api/v1/products/${encodeURIComponent(p.id)}`, {
        method: 'PUT',
        body: { status },
        fallbackMessage: M.failedStatus,
      });
      toastSuccess(res.message ?? M.statusUpdated(status));
    } catch (err) {
      toastError(errorMessage(err, M.failedStatus));
    } finally {
      setPendingStatus((prev) => {
        const next = new Set(prev);
        next.delete(p.id);
        return next;
      });
      // The stats strip and any status filter follow; on failure this puts back the truth.
      reload();
    }
  }

  async function runBulk(action: 'activate' | 'deactivate' | 'delete', idsToChange: string[]): Promise<boolean> {
    const fallback = action === 'delete' ? M.failedDelete : M.failedStatus;
    try {
      const res = await apiFetch<BulkResult>('/api/v1/products/bulk', { method: 'POST', body: { ids: idsToChange, action }, fallbackMessage: fallback });
      const missing = res.data.notFound.length;
      toastSuccess(res.message ?? (action === 'delete' ? M.bulkDeleted(res.data.deleted + res.data.archived) : M.bulkUpdated(res.data.updated)));
      if (missing) toastError(`${action === 'delete' ? 'Failed to delete' : 'Failed to update'} ${missing} ${missing === 1 ? 'product' : 'products'}: not found`);
      setSelected(new Set());
      return true;
    } catch (err) {
      toastError(errorMessage(err, fallback));
      return false;
    } finally {
      reload();
    }
  }

  async function bulkStatus(action: 'activate' | 'deactivate') {
    if (bulkBusy || selected.size === 0) return;
    setBulkBusy(true);
    await runBulk(action, [...selected]);
    setBulkBusy(false);
  }

  async function confirmDelete() {
    if (!deleteTarget || deleting) return;
    setDeleting(true);
    const target = deleteTarget;
    try {
      if (!target.bulk) {
        const res = await apiFetch<{ outcome: 'deleted' | 'archived' }>(`/api/v1/products/${encodeURIComponent(target.ids[0]!)}`, {
          method: 'DELETE',
          fallbackMessage: M.failedDelete,
        });
        toastSuccess(res.message ?? M.deleted);
        reload();
      } else {
        await runBulk('delete', target.ids);
      }
    } catch (err) {
      toastError(errorMessage(err, M.failedDelete));
      reload();
    } finally {
      setDeleting(false);
      setDeleteTarget(null);
    }
  }

  const first = (query.page - 1) * query.limit;
  const filtered = Boolean(query.search || query.category || query.status !== 'all' || query.stock !== 'all');
  const archivedView = query.status === 'archived';
  const exportHref = `/api/v1/products/export${adminQueryString({ ...query, page: 1, limit: DEFAULT_ADMIN_QUERY.limit })}`;

  const columns: Column<AdminProductDto>[] = [
    {
      key: 'serial',
      header: 'S.No',
      className: 'w-14',
      cell: (p) => <span className="text-muted-foreground tabular-nums">{first + data.items.indexOf(p) + 1}</span>,
    },
    {
      key: 'name',
      header: 'Product',
      sortable: true,
      cell: (p) => (
        <span className="flex min-w-56 items-start gap-3">
          <span className="aspect-[4/5] w-12 shrink-0 overflow-hidden rounded-md border border-border bg-cream">
            <Img src={p.images[0] ?? PLACEHOLDER_IMAGE} alt="" width={48} height={60} sizes="48px" className="size-full object-cover" />
          </span>
          <span className="min-w-0">
            <span className="block font-medium break-words">{p.name || 'Unnamed Product'}</span>
            <span className="line-clamp-2 text-xs text-muted-foreground">{p.description[0] ?? 'No description'}</span>
            {p.isFeatured ? (
              <Badge variant="secondary" className="mt-1">
                Featured
              </Badge>
            ) : null}
          </span>
        </span>
      ),
    },
    { key: 'category', header: 'Category', sortable: true, cell: (p) => p.category || 'Uncategorized' },
    {
      key: 'price',
      header: 'Price',
      sortable: true,
      cell: (p) => (
        // relative: the sr-only text is absolutely placed, and must stay inside the table's scroll box.
        <span className="relative flex flex-col whitespace-nowrap tabular-nums">
          <span className="font-medium">{formatInr(p.pricePaise)}</span>
          {p.originalPricePaise != null && p.originalPricePaise !== p.pricePaise ? (
            <s className="text-xs text-muted-foreground">
              <span className="sr-only">Original price </span>
              {formatInr(p.originalPricePaise)}
            </s>
          ) : null}
        </span>
      ),
    },
    { key: 'stock', header: 'Stock', sortable: true, cell: (p) => <StockBadge stock={p.stock} /> },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      cell: (p) =>
        p.status === 'archived' ? (
          <Badge variant="secondary">Archived</Badge>
        ) : (
          <div className="w-36">
            <NativeSelect
              aria-label={`Status of ${p.name}`}
              value={p.status}
              disabled={pendingStatus.has(p.id)}
              onChange={(e) => void changeStatus(p, e.target.value as 'active' | 'inactive')}
            >
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </NativeSelect>
          </div>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      headerClassName: 'text-right',
      className: 'text-right',
      cell: (p) =>
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
              onClick={(e) => {
                openerRef.current = e.currentTarget;
                setForm({ kind: 'edit', product: p });
              }}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              title="Delete product"
              aria-label={`Delete ${p.name}`}
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={(e) => {
                openerRef.current = e.currentTarget;
                setDeleteTarget({ label: p.name, count: 1, ids: [p.id], bulk: false });
              }}
            >
              <Trash2 aria-hidden />
            </Button>
          </span>
        ),
    },
  ];

  const sort: SortState | null = query.sort === 'createdAt' || query.sort === 'updatedAt' ? null : { key: query.sort, direction: query.order };
  const catalogueEmpty = data.stats.total === 0 && data.stats.archived === 0;
  const showEmpty = !loading && data.items.length === 0 && !loadError;

  return (
    <div className="flex flex-col">
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <Button
          onClick={(e) => {
            openerRef.current = e.currentTarget;
            setForm({ kind: 'create' });
          }}
        >
          <Plus aria-hidden />
          Add Product
        </Button>
        <RefreshButton loading={loading} onClick={() => reload(M.refreshed)} />
        <Button asChild variant="outline">
          <a href={exportHref} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
        <Button
          variant="outline"
          onClick={(e) => {
            openerRef.current = e.currentTarget;
            setImporting(true);
          }}
        >
          <Upload aria-hidden />
          Import CSV
        </Button>
      </div>

      <ProductStatsStrip stats={data.stats} />

      <form
        role="search"
        aria-label="Filter products"
        onSubmit={onSearchSubmit}
        className="mt-6 grid gap-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] xl:items-end"
      >
        <SearchField
          id={ids.search}
          label="Search products"
          value={searchText}
          onChange={onSearchChange}
          maxLength={ADMIN_SEARCH_MAX}
          placeholder="Name, tag, note or id"
          className="sm:col-span-2 xl:col-span-1"
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.category}>Category</Label>
          <NativeSelect
            id={ids.category}
            value={query.category ?? ''}
            onChange={(e) => void load({ ...queryRef.current, category: (e.target.value || null) as Category | null, page: 1 })}
          >
            <option value="">All categories</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.status}>Status</Label>
          <NativeSelect
            id={ids.status}
            value={query.status}
            onChange={(e) => void load({ ...queryRef.current, status: e.target.value as AdminStatusFilter, page: 1 })}
          >
            {ADMIN_STATUS_FILTERS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.stock}>Stock</Label>
          <NativeSelect
            id={ids.stock}
            value={query.stock}
            onChange={(e) => void load({ ...queryRef.current, stock: e.target.value as AdminStockFilter, page: 1 })}
          >
            {ADMIN_STOCK_FILTERS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-end">
          <Button type="button" variant="ghost" onClick={clearFilters} disabled={!filtered} className="w-full xl:w-auto">
            Clear filters
          </Button>
        </div>
      </form>

      <section aria-labelledby={ids.results} className="mt-6">
        <h2 id={ids.results} ref={headingRef} tabIndex={-1} className="sr-only">
          Products
        </h2>

        {selected.size > 0 ? (
          <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-gold-deep/30 bg-cream px-4 py-3">
            <p className="mr-auto text-sm font-medium" aria-live="polite">
              {selected.size} {selected.size === 1 ? 'product' : 'products'} selected
            </p>
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
              onClick={(e) => {
                openerRef.current = e.currentTarget;
                setDeleteTarget({ label: `${selected.size} products`, count: selected.size, ids: [...selected], bulk: true });
              }}
            >
              <Trash2 aria-hidden />
              Delete Selected
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </div>
        ) : null}

        {loadError && data.items.length === 0 ? (
          <ListLoadError message={loadError} onRetry={() => reload()} />
        ) : null}

        {showEmpty ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-border bg-card px-6 py-14 text-center">
            <PackageOpen aria-hidden className="size-10 text-gold-deep" strokeWidth={1.25} />
            <p className="mt-4 font-display text-2xl">No Products Found</p>
            <p className="mt-2 max-w-md text-sm text-muted-foreground">
              {catalogueEmpty ? 'The catalogue is empty. Add a product and it shows in the shop at once.' : 'Nothing matches this search and these filters.'}
            </p>
            {catalogueEmpty ? (
              <Button
                className="mt-5"
                onClick={(e) => {
                  openerRef.current = e.currentTarget;
                  setForm({ kind: 'create' });
                }}
              >
                <Plus aria-hidden />
                Add Your First Product
              </Button>
            ) : (
              <Button className="mt-5" variant="outline" onClick={clearFilters}>
                Clear filters
              </Button>
            )}
          </div>
        ) : (
          <DataTable
            caption="Products"
            columns={columns}
            rows={data.items}
            rowKey={(p) => p.id}
            rowLabel={(p) => p.name}
            page={query.page}
            pageSize={query.limit}
            total={data.total}
            loading={loading}
            selected={archivedView ? undefined : selected}
            onSelectedChange={archivedView ? undefined : setSelected}
            onPageChange={(page) => void load({ ...queryRef.current, page })}
            onPageSizeChange={(limit) => void load({ ...queryRef.current, limit, page: 1 })}
            sort={sort}
            onSortChange={(s) => {
              const key = (ADMIN_SORT_KEYS as readonly string[]).includes(s.key) ? (s.key as AdminSortKey) : 'createdAt';
              void load({ ...queryRef.current, sort: key, order: s.direction, page: 1 });
            }}
            empty="No Products Found"
          />
        )}
      </section>

      <ProductFormDialog
        mode={form}
        directUploads={directUploads}
        onClose={() => setForm(null)}
        returnFocus={returnFocus}
        onSaved={(_product, message) => {
          const created = form?.kind !== 'edit';
          setForm(null);
          toastSuccess(message);
          // A new product is newest: the first page shows it (the default sort is newest first).
          if (created) void load({ ...queryRef.current, page: 1 });
          else reload();
        }}
        onFailedEdit={() => reload()}
      />
      <ConfirmDeleteDialog
        target={deleteTarget}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleteTarget(null)}
        returnFocus={returnFocus}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(message) => {
          setImporting(false);
          toastSuccess(message);
          reload();
        }}
      />
    </div>
  );
}
