'use client';

import { useCallback, useEffect, useMemo, useRef, useTransition } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import type { ListChange, ListDefinition, ListParams, ListSort } from '@/lib/admin/list-params';
import type { ListTablePaging } from './list-table';

export interface ListUrl<F, K extends string> {
  /** The params the server rendered the rows with. */
  params: ListParams<F, K>;
  /** A navigation (new params, or a refresh after a change) is under way. */
  pending: boolean;
  /** A new filter, sort, page or page size: a new history entry, so back undoes it. */
  change: (change: ListChange<F, K>) => void;
  /** The same, replacing the history entry (a search box, which changes as one types). */
  replace: (change: ListChange<F, K>) => void;
  setFilters: (filters: Partial<F>) => void;
  /** The same rows again from the server, after a mutation or on Refresh. */
  refresh: () => void;
  /** Spread into <ListTable>: its page, size, sort, busy state and their handlers. */
  table: ListTablePaging;
}

/**
 * A list's address-bar state in the browser (docs/admin-lists.md): every change becomes a new
 * URL, navigated to inside a transition; the server reads it and renders the rows, and while
 * that is pending the table dims with aria-busy. Reload, shared links and back/forward follow.
 */
export function useListUrl<F, K extends string>(list: ListDefinition<F, K>, params: ListParams<F, K>): ListUrl<F, K> {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  // Changes made before the server answers build on each other, not on the params last rendered.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const go = useCallback(
    (change: ListChange<F, K>, mode: 'push' | 'replace') => {
      const next = list.apply(latest.current, change);
      latest.current = next;
      const href = list.href(pathname, next);
      startTransition(() => {
        if (mode === 'push') router.push(href, { scroll: false });
        else router.replace(href, { scroll: false });
      });
    },
    [list, pathname, router],
  );

  return useMemo(() => {
    const change = (c: ListChange<F, K>) => go(c, 'push');
    return {
      params,
      pending,
      change,
      replace: (c: ListChange<F, K>) => go(c, 'replace'),
      setFilters: (filters: Partial<F>) => change({ filters }),
      refresh: () => startTransition(() => router.refresh()),
      table: {
        page: params.page,
        pageSize: params.pageSize,
        sort: params.sort,
        busy: pending,
        onPageChange: (page: number) => change({ page }),
        onPageSizeChange: (pageSize: number) => change({ pageSize }),
        onSortChange: (sort: ListSort<string>) => {
          // The table only offers the columns marked sortable, whose ids are the list's sort keys.
          if ((list.sortKeys as readonly string[]).includes(sort.key)) change({ sort: sort as ListSort<K> });
        },
      },
    };
  }, [go, list, params, pending, router]);
}
