import { bulkProducts } from '@/lib/catalog/admin';
import { deleteUnusedImages } from '@/lib/catalog/admin-images';
import { CATALOG_ADMIN_MESSAGES as M } from '@/lib/catalog/messages';
import { bulkSchema } from '@/lib/catalog/admin-schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * POST /api/v1/products/bulk (admin): { ids: [...], action: 'activate' | 'deactivate' | 'delete' }.
 * All or nothing in one transaction; products that orders refer to are archived instead of
 * deleted. Ids that match nothing are listed in notFound (404 when none match).
 */
export const POST = route({
  auth: 'admin',
  body: bulkSchema,
  async handler({ body, actor }) {
    const db = await getDb();
    const { removedImages, ...result } = await bulkProducts(db, actor, body);
    await deleteUnusedImages(db, removedImages);
    const message =
      body.action === 'delete' ? M.bulkDeleted(result.deleted + result.archived) : M.bulkUpdated(result.updated + result.unchanged);
    return ok(result, { message, headers: { 'cache-control': 'private, no-store' } });
  },
});
