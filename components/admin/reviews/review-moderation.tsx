'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { BadgeCheck, Eye, EyeOff, Search, Trash2 } from 'lucide-react';
import { DataTable, DEFAULT_PAGE_SIZE, type Column, type SortState } from '@/components/admin/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { SearchField } from '@/components/admin/list-toolbar';
import { Stars } from '@/components/catalog/stars';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { apiFetch, errorMessage, isAbortError } from '@/lib/client/api';
import type { AdminReviewDto } from '@/lib/reviews/admin';

type Status = 'all' | 'visible' | 'hidden';
interface Filters {
  product: string;
  search: string;
  rating: string;
  status: Status;
}
type Action = { kind: 'hide' | 'unhide' | 'delete'; review: AdminReviewDto };

const EMPTY: Filters = { product: '', search: '', rating: '', status: 'all' };
const selectClass =
  'h-11 w-full rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs outline-hidden focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background md:text-sm';
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

const ACTION_TEXT = {
  hide: {
    title: 'Hide this review?',
    body: 'It will no longer be shown on the product page, and the product’s rating will be recalculated without it. You can unhide it later.',
    confirm: 'Hide Review',
    done: 'Review hidden',
  },
  unhide: {
    title: 'Show this review again?',
    body: 'It will appear on the product page again and count towards the product’s rating.',
    confirm: 'Unhide Review',
    done: 'Review is visible again',
  },
  delete: {
    title: 'Delete this review?',
    body: 'The review is removed for good and the product’s rating is recalculated. This cannot be undone.',
    confirm: 'Delete Review',
    done: 'Review deleted successfully',
  },
} as const;

function queryString(f: Filters, page: number, limit: number, sort: SortState): string {
  const p = new URLSearchParams({ page: String(page), limit: String(limit), sort: sort.key, direction: sort.direction });
  if (f.product.trim()) p.set('product', f.product.trim());
  if (f.search.trim()) p.set('search', f.search.trim());
  if (f.rating) p.set('rating', f.rating);
  if (f.status !== 'all') p.set('status', f.status);
  return p.toString();
}

/** Who wrote what about which product: how a row's controls are named for screen readers. */
const rowName = (r: AdminReviewDto) => `review by ${r.displayName} of ${r.product.name}`;

export function ReviewModeration({ initial }: { initial: { items: AdminReviewDto[]; total: number } }) {
  const router = useRouter();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortState>({ key: 'createdAt', direction: 'desc' });
  const [rows, setRows] = useState(initial.items);
  const [total, setTotal] = useState(initial.total);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState('');
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const first = useRef(true);
  // Where focus returns after the dialog: the row's button, or the table when the row is gone.
  const opener = useRef<HTMLElement | null>(null);
  const tableRegion = useRef<HTMLDivElement>(null);
  const ask = (kind: Action['kind'], review: AdminReviewDto, from: HTMLElement) => {
    opener.current = from;
    setAction({ kind, review });
  };

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  useEffect(() => {
    // The server rendered the first page with the default filters.
    if (first.current) {
      first.current = false;
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    apiFetch<AdminReviewDto[]>(`/api/v1/reviews/admin?${queryString(filters, page, pageSize, sort)}`, { signal: controller.signal })
      .then((res) => {
        setRows(res.data);
        setTotal(res.pagination?.total ?? res.data.length);
        setLoadError('');
        // A delete can empty the last page: step back to one that has rows.
        const pages = Math.max(1, res.pagination?.totalPages ?? 1);
        if (page > pages) setPage(pages);
      })
      .catch((err) => {
        if (!isAbortError(err)) setLoadError(errorMessage(err, 'Failed to load reviews'));
      })
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [filters, page, pageSize, sort, reloadKey]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  }

  function clear() {
    setDraft(EMPTY);
    setFilters(EMPTY);
    setPage(1);
  }

  async function confirm() {
    if (!action || busy) return;
    setBusy(true);
    const { kind, review } = action;
    try {
      const res =
        kind === 'delete'
          ? await apiFetch(`/api/v1/reviews/${review.id}`, { method: 'DELETE', fallbackMessage: 'Failed to delete review' })
          : await apiFetch(`/api/v1/reviews/${review.id}/moderation`, {
              method: 'PATCH',
              body: { isHidden: kind === 'hide' },
              fallbackMessage: 'Failed to update review',
            });
      toastSuccess(res.message || ACTION_TEXT[kind].done);
      // The deleted row's button is about to go: focus falls back to the table.
      if (kind === 'delete') opener.current = null;
      setAction(null);
      reload();
      // The figures above the table are server-rendered.
      router.refresh();
    } catch (err) {
      toastError(errorMessage(err, 'Failed to update review'));
      setAction(null);
    } finally {
      setBusy(false);
    }
  }

  const columns: Column<AdminReviewDto>[] = [
    {
      key: 'product',
      header: 'Product',
      sortable: true,
      className: 'max-w-48',
      cell: (r) => (
        <Link href={`/products/${r.product.slug}`} className="font-medium break-words underline decoration-gold-deep/40 underline-offset-4 hover:decoration-current">
          {r.product.name}
        </Link>
      ),
    },
    {
      key: 'rating',
      header: 'Rating',
      sortable: true,
      cell: (r) => <Stars rating={r.rating} />,
    },
    {
      key: 'review',
      header: 'Review',
      className: 'min-w-64 max-w-md',
      cell: (r) => (
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {r.displayName}
            {r.isVerifiedPurchase ? (
              <span className="inline-flex items-center gap-1 text-xs font-normal text-success">
                <BadgeCheck aria-hidden className="size-3.5" /> Verified Purchase
              </span>
            ) : null}
          </p>
          {/* Plain text: React escapes any markup in it. */}
          <p className="line-clamp-4 break-words whitespace-pre-line text-muted-foreground">{r.comment}</p>
          <p className="text-xs break-all text-muted-foreground">{r.userEmail ?? 'No account'}</p>
        </div>
      ),
    },
    {
      key: 'helpfulCount',
      header: 'Helpful',
      sortable: true,
      className: 'tabular-nums',
      cell: (r) => r.helpfulCount.toLocaleString('en-IN'),
    },
    {
      key: 'createdAt',
      header: 'Date',
      sortable: true,
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (r) => <time dateTime={r.createdAt}>{dateFormat.format(new Date(r.createdAt))}</time>,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (r.isHidden ? <Badge variant="warning">Hidden</Badge> : <Badge variant="success">Visible</Badge>),
    },
    {
      key: 'actions',
      // Visible text: an sr-only span here is absolutely positioned outside the table's scroller
      // and would widen the whole page on a phone.
      header: 'Actions',
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          {r.isHidden ? (
            <Button variant="outline" size="sm" aria-label={`Unhide ${rowName(r)}`} onClick={(e) => ask('unhide', r, e.currentTarget)}>
              <Eye aria-hidden /> Unhide
            </Button>
          ) : (
            <Button variant="outline" size="sm" aria-label={`Hide ${rowName(r)}`} onClick={(e) => ask('hide', r, e.currentTarget)}>
              <EyeOff aria-hidden /> Hide
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            aria-label={`Delete ${rowName(r)}`}
            onClick={(e) => ask('delete', r, e.currentTarget)}
          >
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      ),
    },
  ];

  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY);
  const text = action ? ACTION_TEXT[action.kind] : null;

  return (
    <>
      <form
        role="search"
        aria-label="Filter reviews"
        onSubmit={apply}
        className="mb-6 grid gap-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_10rem_auto] lg:items-end"
      >
        <SearchField
          id="review-filter-product"
          label="Product"
          maxLength={100}
          placeholder="Product name"
          value={draft.product}
          onChange={(product) => setDraft({ ...draft, product })}
        />
        <SearchField
          id="review-filter-search"
          label="Search reviews"
          maxLength={100}
          placeholder="Words, name or email"
          value={draft.search}
          onChange={(search) => setDraft({ ...draft, search })}
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor="review-filter-rating">Rating</Label>
          <select id="review-filter-rating" className={selectClass} value={draft.rating} onChange={(e) => setDraft({ ...draft, rating: e.target.value })}>
            <option value="">All ratings</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="review-filter-status">Status</Label>
          <select
            id="review-filter-status"
            className={selectClass}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value as Status })}
          >
            <option value="all">All</option>
            <option value="visible">Visible</option>
            <option value="hidden">Hidden</option>
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">
            <Search aria-hidden /> Apply filters
          </Button>
          {filtered ? (
            <Button variant="link" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </form>

      {loadError ? (
        <p role="alert" className="mb-4 flex flex-wrap items-center gap-3 text-sm text-destructive">
          {loadError}
          <Button variant="outline" size="sm" onClick={reload}>
            Try Again
          </Button>
        </p>
      ) : null}

      <div ref={tableRegion} tabIndex={-1} className="outline-hidden">
        <DataTable
          caption="Customer reviews"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          page={page}
          pageSize={pageSize}
          total={total}
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
          loading={loading}
          empty={filtered ? 'No reviews match these filters.' : 'No reviews yet.'}
        />
      </div>

      <ConfirmDialog
        open={action !== null}
        busy={busy}
        destructive={action?.kind === 'delete'}
        title={text?.title}
        description={
          action && text ? (
            <p>
              {action.review.displayName}’s {action.review.rating}-star review of {action.review.product.name}. {text.body}
            </p>
          ) : null
        }
        confirmLabel={text?.confirm}
        busyLabel="Working..."
        onConfirm={() => void confirm()}
        onClose={() => setAction(null)}
        returnFocus={() => {
          const target = opener.current?.isConnected ? opener.current : tableRegion.current;
          target?.focus();
        }}
      />
    </>
  );
}
