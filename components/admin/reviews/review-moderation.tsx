'use client';

import { useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { BadgeCheck, Eye, EyeOff, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSearch, ListSelect, ListToolbar } from '@/components/admin/list/list-filters';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { useListUrl } from '@/components/admin/list/use-list-url';
import { ListSection } from '@/components/admin/list/list-section';
import { RefreshButton } from '@/components/admin/list-toolbar';
import { Stars } from '@/components/catalog/stars';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/sonner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import type { AdminReviewDto } from '@/lib/reviews/admin';
import { REVIEW_ADMIN_SEARCH_MAX, REVIEW_RATING_FILTERS, reviewList, type ReviewListParams } from '@/lib/reviews/admin-list';
import { formatIstDate } from '@/lib/india-time';

type Action = { kind: 'hide' | 'unhide' | 'delete'; review: AdminReviewDto };

const RATING_OPTIONS = REVIEW_RATING_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All ratings' : `${value} ${value === '1' ? 'star' : 'stars'}`,
}));
const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
] as const;


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

/** Who wrote what about which product: how a row's controls are named for screen readers. */
const rowName = (r: AdminReviewDto) => `review by ${r.displayName} of ${r.product.name}`;

/**
 * The reviews list's client island (the page reads the address bar, the rows and the figures):
 * its columns, and hide, unhide and delete behind a confirmation, each followed by a refresh.
 */
export function ReviewModeration({ params, items, total }: { params: ReviewListParams; items: AdminReviewDto[]; total: number }) {
  const list = useListUrl(reviewList, params);
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  // Where focus returns after the dialog: the row's button, or the table when the row is gone.
  const opener = useRef<HTMLElement | null>(null);
  const tableRegion = useRef<HTMLDivElement>(null);
  const ask = (kind: Action['kind'], review: AdminReviewDto, from: HTMLElement) => {
    opener.current = from;
    setAction({ kind, review });
  };

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
    } catch (err) {
      toastError(errorMessage(err, 'Failed to update review'));
    } finally {
      setBusy(false);
      setAction(null);
      list.refresh();
    }
  }

  const columns: ListColumn<AdminReviewDto>[] = [
    {
      id: 'product',
      header: 'Product',
      enableSorting: true,
      meta: { className: 'max-w-48' },
      cell: ({ row: { original: r } }) => (
        <Link href={`/products/${r.product.slug}`} className="font-medium break-words underline decoration-gold-deep/40 underline-offset-4 hover:decoration-current">
          {r.product.name}
        </Link>
      ),
    },
    { id: 'rating', header: 'Rating', enableSorting: true, cell: ({ row }) => <Stars rating={row.original.rating} /> },
    {
      id: 'review',
      header: 'Review',
      meta: { className: 'min-w-64 max-w-md' },
      cell: ({ row: { original: r } }) => (
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
      id: 'helpfulCount',
      header: 'Helpful',
      enableSorting: true,
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => row.original.helpfulCount.toLocaleString('en-IN'),
    },
    {
      id: 'createdAt',
      header: 'Date',
      enableSorting: true,
      meta: { className: 'whitespace-nowrap text-muted-foreground' },
      cell: ({ row }) => <time dateTime={row.original.createdAt}>{formatIstDate(new Date(row.original.createdAt))}</time>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (row.original.isHidden ? <Badge variant="warning">Hidden</Badge> : <Badge variant="success">Visible</Badge>),
    },
    {
      id: 'actions',
      // Visible text: an sr-only span here is absolutely positioned outside the table's scroller
      // and would widen the whole page on a phone.
      header: 'Actions',
      cell: ({ row: { original: r } }) => (
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
          <Button variant="outline" size="sm" className="text-destructive" aria-label={`Delete ${rowName(r)}`} onClick={(e) => ask('delete', r, e.currentTarget)}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      ),
    },
  ];

  const text = action ? ACTION_TEXT[action.kind] : null;

  return (
    <ListSection id="review-list-heading" title="Customer reviews" className="space-y-4">
      <ListToolbar label="Filter reviews">
        <ListSearch
          label="Product"
          placeholder="Product name"
          maxLength={REVIEW_ADMIN_SEARCH_MAX}
          withIcon={false}
          value={params.filters.product}
          onSearch={(product) => list.replace({ filters: { product } })}
        />
        <ListSearch
          label="Search reviews"
          placeholder="Words, name or email"
          maxLength={REVIEW_ADMIN_SEARCH_MAX}
          value={params.filters.search}
          onSearch={(search) => list.replace({ filters: { search } })}
        />
        <ListSelect label="Rating" value={params.filters.rating} options={RATING_OPTIONS} onChange={(rating) => list.setFilters({ rating })} className="lg:w-36" />
        <ListSelect label="Status" value={params.filters.status} options={STATUS_OPTIONS} onChange={(status) => list.setFilters({ status })} className="lg:w-36" />
        <RefreshButton loading={list.pending} onClick={list.refresh} />
      </ListToolbar>

      <div ref={tableRegion} tabIndex={-1} className="outline-hidden">
        <ListTable
          caption="Customer reviews"
          columns={columns}
          rows={items}
          rowId={(r) => r.id}
          total={total}
          {...list.table}
          empty={reviewList.isFiltered(params) ? 'No reviews match these filters.' : 'No reviews yet.'}
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
        onOpenChange={(open) => {
          if (!open) setAction(null);
        }}
        closeWhenSettled
        returnFocus={() => {
          const target = opener.current?.isConnected ? opener.current : tableRegion.current;
          target?.focus();
        }}
      />
    </ListSection>
  );
}
