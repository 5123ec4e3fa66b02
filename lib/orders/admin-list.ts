/*
 * /admin/orders' address bar (docs/admin-lists.md): search, one customer, order and payment
 * status, period, sort and page. The page parses it, the screen writes it; the filters it
 * becomes are the ones GET /api/v1/orders/all and the CSV export take.
 */
import { z } from 'zod';
import { choiceFilter, defineList, searchFilter, type RawSearchParams, type SortDirection } from '../admin/list-params';
import { ADMIN_PERIODS, type AdminOrderFilters, type AdminOrderSort } from './admin-types';
import { ADMIN_ORDER_SEARCH_MAX } from './messages';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './types';

const ORDER_SORT_KEYS = ['createdAt', 'amount'] as const;
type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

// The screen's period names before this list (week, month) still open the same period.
const PERIOD_ALIASES: Record<string, string> = { week: '7d', month: 'lastMonth', lastmonth: 'lastMonth' };

export const orderList = defineList({
  sortKeys: ORDER_SORT_KEYS,
  defaultSort: { key: 'createdAt', direction: 'desc' },
  filters: {
    search: searchFilter(ADMIN_ORDER_SEARCH_MAX),
    // An id as lib/ids.ts writes them; anything else shows every customer.
    userId: z
      .string()
      .regex(/^[0-9a-f]{24}$/)
      .catch(''),
    status: choiceFilter(['all', ...ORDER_STATUSES], 'all'),
    paymentStatus: choiceFilter(['all', ...PAYMENT_STATUSES], 'all'),
    period: z.preprocess((v) => (typeof v === 'string' ? (PERIOD_ALIASES[v.toLowerCase()] ?? v) : v), z.enum(ADMIN_PERIODS).catch('all')),
  },
});

export type OrderListParams = ReturnType<typeof orderList.parse>;

/** The API's one-word sorts, which links made before this list carry as `sort=oldest`. */
const SORT_BY_NAME: Record<AdminOrderSort, { key: OrderSortKey; direction: SortDirection }> = {
  newest: { key: 'createdAt', direction: 'desc' },
  oldest: { key: 'createdAt', direction: 'asc' },
  'amount-desc': { key: 'amount', direction: 'desc' },
  'amount-asc': { key: 'amount', direction: 'asc' },
};

const sortName = ({ key, direction }: OrderListParams['sort']): AdminOrderSort =>
  key === 'amount' ? (direction === 'asc' ? 'amount-asc' : 'amount-desc') : direction === 'asc' ? 'oldest' : 'newest';

/** The page's params; an older link's `sort=oldest` reads as the sort it meant. */
export function parseOrderList(raw: RawSearchParams): OrderListParams {
  const params = orderList.parse(raw);
  const named = raw instanceof URLSearchParams ? raw.get('sort') : [raw.sort].flat()[0];
  const legacy = named ? SORT_BY_NAME[named as AdminOrderSort] : undefined;
  return legacy ? { ...params, sort: legacy } : params;
}

/** The filters for lib/orders/admin-queries.ts's listAdminOrders. */
export function orderListQuery(params: OrderListParams): AdminOrderFilters {
  const { search, userId, status, paymentStatus, period } = params.filters;
  return {
    page: params.page,
    limit: params.pageSize,
    search,
    userId: userId || null,
    status: status === 'all' ? null : status,
    paymentStatus: paymentStatus === 'all' ? null : paymentStatus,
    period,
    sort: sortName(params.sort),
  };
}

/** GET /api/v1/orders/export with the list's filters and sort (every page). */
export function orderExportHref(params: OrderListParams): string {
  const query = orderListQuery(params);
  const qs = new URLSearchParams();
  for (const key of ['search', 'userId', 'status', 'paymentStatus', 'period', 'sort'] as const) {
    const value = query[key];
    if (value && value !== 'all') qs.set(key, value);
  }
  return `/api/v1/orders/export?${qs}`;
}
