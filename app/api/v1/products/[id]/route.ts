import { getDb } from '@/lib/db/client';
import { deleteProduct, updateProduct } from '@/lib/catalog/admin';
import { deleteUnusedImages, discardUploads, storeProductImages } from '@/lib/catalog/admin-images';
import { CATALOG_ADMIN_MESSAGES as M } from '@/lib/catalog/messages';
import { boundedProductRequest, readProductRequest } from '@/lib/catalog/admin-request';
import { productIdParamsSchema, productUpdateSchema } from '@/lib/catalog/admin-schema';
import { cachedGetProduct } from '@/lib/catalog/cached';
import { LIVE_STOCK_CACHE_CONTROL, productWithLiveStock } from '@/lib/catalog/live-stock';
import { notFound } from '@/lib/errors';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

const noStore = { 'cache-control': 'private, no-store' };

export const GET = route({
  params: productIdParamsSchema,
  async handler({ params }) {
    const cached = await cachedGetProduct(params.id);
    if (!cached) throw notFound('Product not found');
    const product = await productWithLiveStock(await getDb(), cached);
    // The stock in it is live: a shared cache may hold it for a second at most.
    return ok(product, { headers: { 'cache-control': LIVE_STOCK_CACHE_CONTROL } });
  },
});

/**
 * PUT /api/v1/products/{id} (admin): any subset of the product's fields as JSON, `{ status }`
 * alone for the status dropdown, or multipart when new image files come along. In multipart,
 * `images` text parts (or `existingImages`) are the images to keep, `images` files the new ones:
 * the product's images become exactly those, kept first.
 */
export const PUT = route({
  auth: 'admin',
  params: productIdParamsSchema,
  async handler({ req, params, actor }) {
    const { fields, files } = await readProductRequest(await boundedProductRequest(req));
    const patch = productUpdateSchema.parse(fields);
    const uploaded = await storeProductImages(files);
    if (uploaded.length) patch.images = [...(patch.images ?? []), ...uploaded];
    let result;
    try {
      result = await updateProduct(await getDb(), actor, params.id, patch);
    } catch (e) {
      await discardUploads(uploaded);
      throw e;
    }
    await deleteUnusedImages(await getDb(), result.removedImages);
    const statusOnly = Object.keys(patch).length === 1 && patch.isActive !== undefined;
    const message = statusOnly ? M.statusUpdated(patch.isActive ? 'active' : 'inactive') : M.updated;
    return ok(result.product, { message, headers: noStore });
  },
});

/** DELETE /api/v1/products/{id} (admin): deletes, or archives a product that past orders show. */
export const DELETE = route({
  auth: 'admin',
  params: productIdParamsSchema,
  async handler({ params, actor }) {
    const result = await deleteProduct(await getDb(), actor, params.id);
    await deleteUnusedImages(await getDb(), result.removedImages);
    return ok(
      { id: params.id, outcome: result.outcome, product: result.product },
      { message: result.outcome === 'archived' ? M.archived : M.deleted, headers: noStore },
    );
  },
});
