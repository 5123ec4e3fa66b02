/*
 * /admin/products' address bar (docs/admin-lists.md): search, category, status, stock, sort and
 * page. The page parses it, the screen writes it; the query it becomes is the one
 * GET /api/v1/products/admin and the CSV export run.
 */
import { z } from 'zod';
import { choiceFilter, defineList, searchFilter } from '../admin/list-params';
import { ADMIN_SEARCH_MAX, ADMIN_SORT_KEYS, ADMIN_STATUS_VALUES, ADMIN_STOCK_VALUES, CATEGORIES, type AdminProductQuery } from './admin-messages';

export const productList = defineList({
  sortKeys: ADMIN_SORT_KEYS,
  defaultSort: { key: 'createdAt', direction: 'desc' },
  // GET /api/v1/products/admin reads a sort without order as descending; a link means the same here.
  directionWithoutOrder: 'desc',
  filters: {
    search: searchFilter(ADMIN_SEARCH_MAX),
    // Any case ("female"); '' for every category.
    category: z
      .string()
      .optional()
      .transform((v) => CATEGORIES.find((c) => c.toLowerCase() === v?.trim().toLowerCase()) ?? ''),
    status: choiceFilter(ADMIN_STATUS_VALUES, 'all'),
    stock: choiceFilter(ADMIN_STOCK_VALUES, 'all'),
  },
});

export type ProductListParams = ReturnType<typeof productList.parse>;

/** The query for lib/catalog/admin-queries.ts's listAdminProducts. */
export function productListQuery(params: ProductListParams): AdminProductQuery {
  const { search, category, status, stock } = params.filters;
  return { search, category: category || null, status, stock, sort: params.sort.key, order: params.sort.direction, page: params.page, limit: params.pageSize };
}

/** GET /api/v1/products/export with the list's filters and sort (every page). */
export function productExportHref(params: ProductListParams): string {
  const { search, category, status, stock, sort, order } = productListQuery(params);
  const qs = new URLSearchParams({ sort, order });
  if (search) qs.set('search', search);
  if (category) qs.set('category', category);
  if (status !== 'all') qs.set('status', status);
  if (stock !== 'all') qs.set('stock', stock);
  return `/api/v1/products/export?${qs}`;
}
