/*
 * /admin/reviews' address bar (docs/admin-lists.md): product, search, rating, status, sort and
 * page. The page parses it, the screen writes it; the query it becomes is the one
 * GET /api/v1/reviews/admin runs.
 */
import { choiceFilter, defineList, searchFilter } from '../admin/list-params';
import { ADMIN_REVIEW_SORTS, type AdminReviewQuery } from './schema';

/** The longest product name or search the moderation list takes (adminReviewQuerySchema's limit). */
export const REVIEW_ADMIN_SEARCH_MAX = 100;
const REVIEW_STATUS_FILTERS = ['all', 'visible', 'hidden'] as const;
export const REVIEW_RATING_FILTERS = ['all', '5', '4', '3', '2', '1'] as const;

export const reviewList = defineList({
  sortKeys: ADMIN_REVIEW_SORTS,
  defaultSort: { key: 'createdAt', direction: 'desc' },
  filters: {
    product: searchFilter(REVIEW_ADMIN_SEARCH_MAX),
    search: searchFilter(REVIEW_ADMIN_SEARCH_MAX),
    rating: choiceFilter(REVIEW_RATING_FILTERS, 'all'),
    status: choiceFilter(REVIEW_STATUS_FILTERS, 'all'),
  },
});

export type ReviewListParams = ReturnType<typeof reviewList.parse>;

/** The list query for lib/reviews/admin.ts's listAdminReviews. */
export function reviewListQuery(params: ReviewListParams): AdminReviewQuery {
  const { product, search, rating, status } = params.filters;
  return {
    productId: undefined,
    product: product || undefined,
    search: search || undefined,
    rating: rating === 'all' ? undefined : Number(rating),
    status,
    sort: params.sort.key,
    direction: params.sort.direction,
    page: params.page,
    limit: params.pageSize,
  };
}
