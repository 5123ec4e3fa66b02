import { importProducts } from '@/lib/catalog/admin';
import { importCheckMessage, importDoneMessage } from '@/lib/catalog/messages';
import { deleteUnusedImages } from '@/lib/catalog/admin-images';
import { CSV_MAX_BYTES, importSchema } from '@/lib/catalog/admin-schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * POST /api/v1/products/import (admin): { csv: "<file text>", dryRun: true | false } (dryRun
 * defaults to true). A dry run answers 200 with each row's errors and writes nothing; a real
 * run writes every row in one transaction, or answers 400 with the errors by line and writes
 * nothing. Rows with an id update that product; rows without one create a product.
 */
export const POST = route({
  auth: 'admin',
  body: importSchema,
  // The CSV travels inside JSON: quotes and line breaks are escaped, so allow for growth.
  maxBodyBytes: CSV_MAX_BYTES * 2,
  async handler({ body, actor }) {
    const db = await getDb();
    // The ids are for the invalidation importProducts does; the answer is the report.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { ids, removedImages, ...report } = await importProducts(db, actor, body);
    if (!body.dryRun) {
      await deleteUnusedImages(db, removedImages);
    }
    const message = body.dryRun ? importCheckMessage(report) : importDoneMessage(report);
    return ok(report, { message, headers: { 'cache-control': 'private, no-store' } });
  },
});
