/*
 * /admin/coupons' address bar (docs/admin-lists.md): search, status, sort and page. The page
 * parses it, the screen writes it; the query it becomes is the one GET /api/v1/coupons runs.
 */
import { defineSearchList, pageAndSort } from '../admin/list-params';
import { COUPON_ADMIN_STATUSES, COUPON_SEARCH_MAX } from './admin-rules';
import { COUPON_SORT_KEYS, type AdminCouponListQuery } from './admin-schema';

export const COUPON_STATUS_FILTERS = ['all', ...COUPON_ADMIN_STATUSES] as const;

export const couponList = defineSearchList({
  sortKeys: COUPON_SORT_KEYS,
  search: { max: COUPON_SEARCH_MAX },
  choice: { name: 'status', values: COUPON_STATUS_FILTERS },
});

export type CouponListParams = ReturnType<typeof couponList.parse>;

/** The list query for lib/coupons/admin.ts's listAdminCoupons. */
export function couponListQuery(params: CouponListParams): Omit<AdminCouponListQuery, 'scope'> {
  const { search, status } = params.filters;
  return { search: search || undefined, status: status === 'all' ? undefined : status, ...pageAndSort(params) };
}
