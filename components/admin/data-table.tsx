'use client';

import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils/cn';

/*
 * The back office's one table: sortable column headers (buttons, so the keyboard sorts too),
 * page sizes 5/10/20/50 (default 10), pages, and optional row selection for bulk actions. It is
 * controlled: a list paged on the server passes its page, size, sort and total; a list held in
 * the browser uses useClientTable() to sort and page it.
 */

export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Present when the column sorts: the value compared in the browser (server lists ignore it). */
  sortValue?: (row: T) => string | number | Date | null;
  sortable?: boolean;
  className?: string;
  headerClassName?: string;
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Row selection for bulk actions; omit to show no checkboxes. */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (next: Set<string>) => void;
  /** How a row is named for its checkbox ("Select order MA-2026-001001"). */
  rowLabel?: (row: T) => string;
  empty?: ReactNode;
  loading?: boolean;
  /**
   * Content shown in a full-width row under a row, or null to show none: for lists whose rows
   * open in place (the audit log's before/after). The caller keeps which rows are open.
   */
  expandedRow?: (row: T) => ReactNode | null;
}

function SortIcon({ direction }: { direction: SortDirection | null }) {
  if (direction === 'asc') return <ArrowUp aria-hidden className="size-3.5" />;
  if (direction === 'desc') return <ArrowDown aria-hidden className="size-3.5" />;
  return <ArrowUpDown aria-hidden className="size-3.5 opacity-60" />;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, page, pageSize, total, sort, selected, onSelectedChange, rowLabel } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const selectable = Boolean(selected && onSelectedChange);
  const keys = rows.map(rowKey);
  const allOnPage = selectable && keys.length > 0 && keys.every((k) => selected!.has(k));
  const someOnPage = selectable && keys.some((k) => selected!.has(k));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  const toggleAll = () => {
    const next = new Set(selected);
    for (const k of keys) {
      if (allOnPage) next.delete(k);
      else next.add(k);
    }
    onSelectedChange!(next);
  };
  const toggleOne = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectedChange!(next);
  };

  const sortBy = (key: string) => {
    if (!props.onSortChange) return;
    const direction: SortDirection = sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
    props.onSortChange({ key, direction });
  };

  return (
    <div className="rounded-lg border border-border bg-card">
      {/* relative: screen-reader-only text in a cell is absolutely positioned, and without a
          positioned scroller it escapes the clipping and widens the whole page on phones.
          Cells are padded 12 px (16 at the table's edges): at 1440 px a nine-column list (the
          messages) then fits beside the navigation instead of hiding its last column. */}
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-sm" aria-busy={props.loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-cream text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              {selectable ? (
                <th scope="col" className="w-12 py-3 pr-2 pl-4">
                  <Checkbox
                    aria-label="Select all rows on this page"
                    checked={allOnPage ? true : someOnPage ? 'indeterminate' : false}
                    onCheckedChange={toggleAll}
                    disabled={keys.length === 0}
                  />
                </th>
              ) : null}
              {columns.map((col) => {
                const sortable = col.sortable ?? Boolean(col.sortValue);
                const direction = sort?.key === col.key ? sort.direction : null;
                return (
                  <th
                    key={col.key}
                    scope="col"
                    className={cn('px-3 py-3 font-semibold first:pl-4 last:pr-4', col.headerClassName)}
                    aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {sortable && props.onSortChange ? (
                      <button
                        type="button"
                        onClick={() => sortBy(col.key)}
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-ink focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        {col.header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      col.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (selectable ? 1 : 0)} className="px-4 py-10 text-center text-muted-foreground">
                  {props.empty ?? 'Nothing to show.'}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const key = rowKey(row);
                const isSelected = selectable && selected!.has(key);
                const expanded = props.expandedRow?.(row) ?? null;
                return (
                  <Fragment key={key}>
                    <tr className={cn('align-top transition-colors hover:bg-ivory', isSelected && 'bg-ivory')} aria-selected={selectable ? isSelected : undefined}>
                      {selectable ? (
                        <td className="py-3 pr-2 pl-4">
                          <Checkbox aria-label={rowLabel ? `Select ${rowLabel(row)}` : 'Select row'} checked={isSelected} onCheckedChange={() => toggleOne(key)} />
                        </td>
                      ) : null}
                      {columns.map((col) => (
                        <td key={col.key} className={cn('px-3 py-3 first:pl-4 last:pr-4', col.className)}>
                          {col.cell(row)}
                        </td>
                      ))}
                    </tr>
                    {expanded != null ? (
                      <tr className="bg-ivory">
                        <td colSpan={columns.length + (selectable ? 1 : 0)} className="px-4 pt-1 pb-4">
                          {expanded}
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm">
        <p className="text-muted-foreground" aria-live="polite">
          {total === 0 ? 'No results' : `Showing ${first}–${last} of ${total}`}
          {selectable && selected!.size > 0 ? ` · ${selected!.size} selected` : ''}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-muted-foreground">
            Rows per page
            <select
              className="h-9 rounded-md border border-input bg-card px-2 text-ink focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              value={pageSize}
              onChange={(e) => props.onPageSizeChange(Number(e.target.value))}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {/* One group, so that on a phone the page buttons never wrap apart from their page count. */}
          <div className="flex items-center gap-3">
            <span className="text-muted-foreground">
              Page {page} of {pages}
            </span>
            <Button variant="outline" size="icon" aria-label="Previous page" disabled={page <= 1} onClick={() => props.onPageChange(page - 1)}>
              <ChevronLeft aria-hidden />
            </Button>
            <Button variant="outline" size="icon" aria-label="Next page" disabled={page >= pages} onClick={() => props.onPageChange(page + 1)}>
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

function compare(a: string | number | Date | null, b: string | number | Date | null): number {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  if (a instanceof Date || b instanceof Date) return new Date(a).getTime() - new Date(b).getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en-IN', { numeric: true, sensitivity: 'base' });
}

/** Rows in the order a sort asks for (a new array); empty values last in either direction. */
export function sortRows<T>(rows: T[], columns: Column<T>[], sort: SortState | null): T[] {
  const col = sort ? columns.find((c) => c.key === sort.key) : undefined;
  if (!sort || !col?.sortValue) return rows;
  const value = col.sortValue;
  const sign = sort.direction === 'desc' ? -1 : 1;
  // The direction flips the comparison, not the sorted list: reversing it put empty values
  // first in descending order and swapped rows that compare equal.
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    return va == null || vb == null ? compare(va, vb) : sign * compare(va, vb);
  });
}

/** Sorting and paging in the browser, for lists the page already holds whole. */
export function useClientTable<T>(rows: T[], columns: Column<T>[], initialSort: SortState | null = null) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages);
  return {
    rows: sorted.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageSize,
    total: sorted.length,
    sort,
    onPageChange: setPage,
    onPageSizeChange: (n: number) => {
      setPageSize(n);
      setPage(1);
    },
    onSortChange: (s: SortState) => {
      setSort(s);
      setPage(1);
    },
  };
}
