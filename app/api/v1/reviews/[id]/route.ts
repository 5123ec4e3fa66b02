import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { ID_PATTERN } from '@/lib/ids';
import { listReviews, reviewListQuerySchema, reviewSummary } from '@/lib/reviews/queries';

/** GET /reviews/{productId}: the segment is named `id` because /reviews/{id}/helpful shares it. */
export const GET = route({
  params: z.object({ id: z.string().regex(ID_PATTERN, 'Invalid product ID format') }),
  query: reviewListQuerySchema,
  async handler({ params, query }) {
    const db = await getDb();
    const [{ items, total }, summary] = await Promise.all([listReviews(db, params.id, query), reviewSummary(db, params.id)]);
    // An unknown product or one without reviews is an empty list, never a 404 (spec).
    return ok(items, { pagination: pagination(query.page, query.limit, total), extra: { status: 'success', summary } });
  },
});
