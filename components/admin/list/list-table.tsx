'use client';

import { Fragment, type ReactNode } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { lastPage, PAGE_SIZES, type ListSort, type SortDirection } from '@/lib/admin/list-params';
import { cn } from '@/lib/utils/cn';
import { plural } from './plural';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's cells. */
    className?: string;
    /** Classes for the column's header cell. */
    headerClassName?: string;
  }
}

/*
 * The back office's one table (docs/admin-lists.md), on TanStack Table as shadcn's data table is:
 * the rows arrive already filtered, sorted and paged by the server (manual sorting and
 * pagination), and the table renders them, its sortable headers (buttons with aria-sort),
 * optional row selection and the pagination bar. A column sorts when its def says
 * `enableSorting: true`; its id is then the list's sort key.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type: each column has its own value type.
export type ListColumn<T> = ColumnDef<T, any>;

interface ListSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** How a row is named for its checkbox ("coupon DIWALI" → "Select coupon DIWALI"). */
  rowLabel: (row: T) => string;
}

/** What the table needs of the list's address-bar state: useListUrl().table gives exactly this. */
export interface ListTablePaging<K extends string = string> {
  page: number;
  pageSize: number;
  sort: ListSort<K>;
  /** A navigation is pending: the table dims and says it is busy. */
  busy: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: ListSort<K>) => void;
}

export interface ListTableProps<T> extends ListTablePaging {
  caption: string;
  columns: ListColumn<T>[];
  rows: T[];
  rowId: (row: T) => string;
  total: number;
  selection?: ListSelection<T>;
  empty?: ReactNode;
  /** A full-width row under a row (the audit log's before/after), or null for none. */
  expandedRow?: (row: T) => ReactNode | null;
  /** What a row is, for the count under the table ("Showing 1–10 of 42 emails"); a bare number without. */
  rowNoun?: string;
}

function SortIcon({ direction }: { direction: SortDirection | null }) {
  if (direction === 'asc') return <ArrowUp aria-hidden className="size-3.5" />;
  if (direction === 'desc') return <ArrowDown aria-hidden className="size-3.5" />;
  return <ArrowUpDown aria-hidden className="size-3.5 opacity-60" />;
}

/*
 * A header or cell renderer, called rather than mounted. TanStack's flexRender mounts a function
 * as a component, and the managers build their columns anew on every render (the cells close over
 * their state), so each render would be a new component type: every cell's DOM replaced, and the
 * button that had the focus gone (a row's View button pressed while the search was loading did
 * nothing). So renderers are plain functions: no hooks in them (a component they return may).
 */
function render<C>(renderer: string | ((context: C) => ReactNode) | undefined, context: C): ReactNode {
  return typeof renderer === 'function' ? renderer(context) : (renderer ?? null);
}

const toSelectionState = (selected: ReadonlySet<string>): RowSelectionState => Object.fromEntries([...selected].map((id) => [id, true]));

/** An S.No column: the row's place in the whole list, not on its page. */
export function serialColumn<T>(): ListColumn<T> {
  return {
    id: 'serial',
    header: 'S.No',
    cell: ({ row, table }) => {
      const { pageIndex, pageSize } = table.getState().pagination;
      return <span className="text-muted-foreground tabular-nums">{pageIndex * pageSize + row.index + 1}</span>;
    },
    meta: { className: 'w-14' },
  };
}

export function ListTable<T>(props: ListTableProps<T>) {
  const { caption, columns, rows, total, page, pageSize, sort, busy, selection } = props;
  const rowSelection = selection ? toSelectionState(selection.selected) : {};

  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from props on every render; nothing is memoised across renders.
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => props.rowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
    enableRowSelection: Boolean(selection),
    state: {
      pagination: { pageIndex: page - 1, pageSize },
      sorting: [{ id: sort.key, desc: sort.direction === 'desc' }],
      rowSelection,
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!selection) return;
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      // Rows on other pages stay selected: the state holds every selected id, not only this page's.
      selection.onChange(new Set(Object.keys(next).filter((id) => next[id])));
    },
  });

  const pages = lastPage(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const width = table.getVisibleLeafColumns().length + (selection ? 1 : 0);
  const tableRows = table.getRowModel().rows;

  const sortBy = (key: string) => {
    const direction: SortDirection = sort.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
    props.onSortChange({ key, direction });
  };

  return (
    <div className={cn('rounded-lg border border-border bg-card transition-opacity', busy && 'opacity-60')}>
      {/* relative: screen-reader-only text in a cell is absolutely positioned, and without a
          positioned scroller it escapes the clipping and widens the whole page on phones.
          Cells are padded 12 px (16 at the table's edges): at 1440 px a nine-column list (the
          messages) then fits beside the navigation instead of hiding its last column. */}
      {/* Below 768 px each row is a stacked card, every value under its column's name and the
          actions in reach, instead of a table scrolled sideways; the header row wraps into the
          sort buttons. The roles are the elements' own, said again: a table element shown as a
          block would otherwise lose them in some browsers. */}
      <div className="relative overflow-x-auto">
        <table role="table" className="w-full text-left text-sm max-md:block md:min-w-[640px]" aria-busy={busy || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup" className="bg-cream text-xs tracking-wide text-muted-foreground uppercase max-md:block">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row" className="max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-1 max-md:px-1">
                {selection ? (
                  <th scope="col" role="columnheader" className="w-12 py-3 pr-2 pl-4 max-md:w-auto">
                    <Checkbox
                      aria-label="Select all rows on this page"
                      checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
                      onCheckedChange={(value) => table.toggleAllPageRowsSelected(value === true)}
                      disabled={tableRows.length === 0}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const sortable = header.column.columnDef.enableSorting === true;
                  const direction = sort.key === header.column.id ? sort.direction : null;
                  const content = header.isPlaceholder ? null : render(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      role="columnheader"
                      className={cn('px-3 py-3 font-semibold first:pl-4 last:pr-4 max-md:px-2 max-md:py-2 max-md:text-left', header.column.columnDef.meta?.headerClassName)}
                      aria-sort={sortable && direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          onClick={() => sortBy(header.column.id)}
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-ink focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        >
                          {content}
                          <SortIcon direction={direction} />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody role="rowgroup" className="divide-y divide-border max-md:block">
            {tableRows.length === 0 ? (
              <tr role="row" className="max-md:block">
                <td role="cell" colSpan={width} className="px-4 py-10 text-center text-muted-foreground max-md:block">
                  {props.empty ?? 'Nothing to show.'}
                </td>
              </tr>
            ) : (
              tableRows.map((row) => {
                const selected = selection ? row.getIsSelected() : false;
                const expanded = props.expandedRow?.(row.original) ?? null;
                return (
                  <Fragment key={row.id}>
                    <tr
                      role="row"
                      className={cn('align-top transition-colors hover:bg-ivory max-md:block max-md:py-2', selected && 'bg-ivory')}
                      aria-selected={selection ? selected : undefined}
                    >
                      {selection ? (
                        <td role="cell" className="py-3 pr-2 pl-4 max-md:block max-md:py-1.5">
                          <Checkbox
                            aria-label={`Select ${selection.rowLabel(row.original)}`}
                            checked={selected}
                            onCheckedChange={(value) => row.toggleSelected(value === true)}
                          />
                        </td>
                      ) : null}
                      {row.getVisibleCells().map((cell) => {
                        const header = cell.column.columnDef.header;
                        return (
                          <td
                            key={cell.id}
                            role="cell"
                            // The column's name above the value on a phone (decorative: the cell is
                            // still announced with its column header).
                            data-label={typeof header === 'string' ? header : undefined}
                            className={cn(
                              'px-3 py-3 first:pl-4 last:pr-4',
                              'max-md:block max-md:px-4 max-md:py-1.5 max-md:before:mb-0.5 max-md:before:block max-md:before:text-[0.6875rem] max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-muted-foreground max-md:before:uppercase max-md:before:content-[attr(data-label)]',
                              cell.column.columnDef.meta?.className,
                              'max-md:text-left',
                            )}
                          >
                            {render(cell.column.columnDef.cell, cell.getContext())}
                          </td>
                        );
                      })}
                    </tr>
                    {expanded != null ? (
                      <tr role="row" className="bg-ivory max-md:block">
                        <td role="cell" colSpan={width} className="px-4 pt-1 pb-4 max-md:block">
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
      <nav aria-label={`${caption} pages`} className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm">
        <p className="text-muted-foreground" aria-live="polite">
          {total === 0 ? 'No results' : `Showing ${first}–${last} of ${props.rowNoun ? plural(total, props.rowNoun) : total}`}
          {selection && selection.selected.size > 0 ? ` · ${selection.selected.size} selected` : ''}
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
      </nav>
    </div>
  );
}
