/*
 * The back office's lists keep their filters, sort and page in the address bar, so a reload, a
 * shared link and back/forward all show the same rows (docs/admin-lists.md). This is the one
 * place that reads those search params into typed values with defaults, and writes them back
 * with the defaults left out. Import-free of server code: the lists' client islands build their
 * links with the same definition the page parses with.
 */
import { z } from 'zod';

/** The page sizes every list offers, and the one it opens with. */
export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE = 100_000;

export type SortDirection = 'asc' | 'desc';
export interface ListSort<K extends string = string> {
  key: K;
  direction: SortDirection;
}

/** A page's `searchParams` (after await), or the browser's URLSearchParams. */
export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

export interface ListParams<F = Record<string, unknown>, K extends string = string> {
  page: number;
  pageSize: number;
  sort: ListSort<K>;
  filters: F;
}

/** A change asked for by the screen; any change but a page turn starts again at page 1. */
export interface ListChange<F, K extends string> {
  page?: number;
  pageSize?: number;
  sort?: ListSort<K>;
  filters?: Partial<F>;
}

/** The query keys the list itself uses; filters take any other name. */
const RESERVED = ['page', 'limit', 'sort', 'order'] as const;

type FilterValue = string | number | boolean;
type FilterShape = Record<string, z.ZodType<FilterValue, unknown>>;
type FiltersOf<S extends FilterShape> = { [P in keyof S]: z.output<S[P]> };

export interface ListDefinition<F, K extends string> {
  sortKeys: readonly K[];
  defaults: ListParams<F, K>;
  /** Typed params from the address bar; anything unreadable takes its default (a link never fails). */
  parse(raw: RawSearchParams): ListParams<F, K>;
  /** The query string for `params`, without the '?', defaults left out ('' for the defaults). */
  toQuery(params: ListParams<F, K>): string;
  /** `pathname` with the query for `params`. */
  href(pathname: string, params: ListParams<F, K>): string;
  /** `params` after a change: a new filter, sort or page size starts again at page 1. */
  apply(params: ListParams<F, K>, change: ListChange<F, K>): ListParams<F, K>;
  /** True when any filter differs from its default (an empty list then says "nothing matches"). */
  isFiltered(params: ListParams<F, K>): boolean;
}

function read(raw: RawSearchParams, key: string): string | undefined {
  if (raw instanceof URLSearchParams) return raw.get(key) ?? undefined;
  const v = raw[key];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * A search box's filter: '' when absent; control characters become spaces (PostgreSQL text
 * cannot hold NUL), runs of spaces one, trimmed and cut to `max` characters.
 */
export function searchFilter(max: number) {
  return z
    .string()
    .optional()
    .transform((v) => (v ?? '').replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, max));
}

/** One of `values`, `fallback` when absent or unknown. */
export function choiceFilter<const V extends readonly [string, ...string[]]>(values: V, fallback: V[number]) {
  return z.enum(values).catch(fallback);
}

/**
 * A list's URL contract: its sort keys (the table's sortable column ids), its default sort, and
 * its filters as zod schemas that accept `undefined` (their default is what `undefined` parses to).
 */
export function defineList<const K extends string, S extends FilterShape>(spec: {
  sortKeys: readonly [K, ...K[]];
  defaultSort: ListSort<NoInfer<K>>;
  filters: S;
  /** What `?sort=<another key>` without `order` means; 'asc' unless the list's API read it otherwise. */
  directionWithoutOrder?: SortDirection;
}): ListDefinition<FiltersOf<S>, K> {
  type F = FiltersOf<S>;
  for (const name of Object.keys(spec.filters)) {
    if ((RESERVED as readonly string[]).includes(name)) throw new Error(`A list filter cannot be called '${name}'`);
  }
  const filterNames = Object.keys(spec.filters) as (keyof S & string)[];
  const defaultFilters = Object.fromEntries(filterNames.map((name) => [name, spec.filters[name]!.parse(undefined)])) as F;
  // With another column than the default, a sort starts ascending (the first click on a header).
  const defaultDirection = (key: K): SortDirection =>
    key === spec.defaultSort.key ? spec.defaultSort.direction : (spec.directionWithoutOrder ?? 'asc');
  const defaults: ListParams<F, K> = { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: spec.defaultSort, filters: defaultFilters };

  const parse = (raw: RawSearchParams): ListParams<F, K> => {
    const pageText = read(raw, 'page');
    const page = pageText && /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
    const size = Number(read(raw, 'limit'));
    const sortText = read(raw, 'sort');
    const key = spec.sortKeys.find((k) => k === sortText) ?? spec.defaultSort.key;
    const orderText = read(raw, 'order');
    const direction = orderText === 'asc' || orderText === 'desc' ? orderText : defaultDirection(key);
    const filters = Object.fromEntries(
      filterNames.map((name) => {
        const parsed = spec.filters[name]!.safeParse(read(raw, name));
        return [name, parsed.success ? parsed.data : defaultFilters[name]];
      }),
    ) as F;
    return {
      page: page >= 1 && page <= MAX_PAGE ? page : 1,
      pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
      sort: { key, direction },
      filters,
    };
  };

  const toQuery = (params: ListParams<F, K>): string => {
    const qs = new URLSearchParams();
    for (const name of filterNames) {
      const value = params.filters[name];
      if (value !== defaultFilters[name] && value !== '' && value != null) qs.set(name, String(value));
    }
    if (params.sort.key !== spec.defaultSort.key) qs.set('sort', params.sort.key);
    if (params.sort.direction !== defaultDirection(params.sort.key)) qs.set('order', params.sort.direction);
    if (params.pageSize !== DEFAULT_PAGE_SIZE) qs.set('limit', String(params.pageSize));
    if (params.page !== 1) qs.set('page', String(params.page));
    return qs.toString();
  };

  return {
    sortKeys: spec.sortKeys,
    defaults,
    parse,
    toQuery,
    href(pathname, params) {
      const qs = toQuery(params);
      return qs ? `${pathname}?${qs}` : pathname;
    },
    apply(params, change) {
      const restart = change.filters !== undefined || change.sort !== undefined || change.pageSize !== undefined;
      return {
        page: change.page ?? (restart ? 1 : params.page),
        pageSize: change.pageSize ?? params.pageSize,
        sort: change.sort ?? params.sort,
        filters: change.filters ? { ...params.filters, ...change.filters } : params.filters,
      };
    },
    isFiltered(params) {
      return filterNames.some((name) => params.filters[name] !== defaultFilters[name]);
    },
  };
}

/**
 * The most common list: newest first, a search box and one select whose first value, 'all' (the
 * default), shows every row. `search.name` is the box's query key ('search' unless said).
 */
export function defineSearchList<
  const K extends string,
  const C extends string,
  const V extends readonly ['all', ...string[]],
  const Q extends string = 'search',
>(spec: {
  sortKeys: readonly [K, ...K[]];
  search: { max: number; name?: Q };
  choice: { name: C; values: V };
}): ListDefinition<Record<Q, string> & Record<C, V[number]>, K> {
  if (!(spec.sortKeys as readonly string[]).includes('createdAt')) throw new Error('A search list sorts newest first: it needs the createdAt key');
  const filters = { [spec.search.name ?? 'search']: searchFilter(spec.search.max), [spec.choice.name]: choiceFilter(spec.choice.values, 'all') };
  return defineList({ sortKeys: spec.sortKeys, defaultSort: { key: 'createdAt' as K, direction: 'desc' }, filters }) as unknown as ListDefinition<
    Record<Q, string> & Record<C, V[number]>,
    K
  >;
}

/** A list's page and sort in the words the lib queries take them: `limit` and `order`. */
export function pageAndSort<K extends string>(params: ListParams<unknown, K>): { page: number; limit: number; sort: K; order: SortDirection } {
  return { page: params.page, limit: params.pageSize, sort: params.sort.key, order: params.sort.direction };
}

/** The last page that has rows (1 for an empty list). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Loads a list's page; a page past the end (a stale link, the last row deleted) loads the last
 * page instead, and the params say which page was shown.
 */
export async function loadListPage<P extends ListParams<unknown>, R extends { total: number }>(
  params: P,
  load: (params: P) => Promise<R>,
  rowsOf: (result: R) => readonly unknown[],
): Promise<{ params: P; result: R }> {
  const result = await load(params);
  const last = lastPage(result.total, params.pageSize);
  if (rowsOf(result).length > 0 || params.page <= last) return { params, result };
  const shown = { ...params, page: last };
  return { params: shown, result: await load(shown) };
}
