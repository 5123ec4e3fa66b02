import { getDb } from '@/lib/db/client';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { listAdminReviews } from '@/lib/reviews/admin';
import { adminReviewQuerySchema } from '@/lib/reviews/schema';

/**
 * GET /reviews/admin?productId&product&search&status=all|visible|hidden&rating&sort&direction&page&limit:
 * the moderation list, hidden reviews included. (A static segment: it wins over /reviews/{id}.)
 */
export const GET = route({
  auth: 'admin',
  query: adminReviewQuerySchema,
  async handler({ query }) {
    const { items, total, counts } = await listAdminReviews(await getDb(), query);
    return ok(items, { pagination: pagination(query.page, query.limit, total), extra: { counts } });
  },
});
