import { cacheTags, invalidate, remember } from '@/lib/cache';
import { createProduct } from '@/lib/catalog/admin';
import { discardUploads, storeProductImages } from '@/lib/catalog/admin-images';
import { PRODUCT_MESSAGES as M } from '@/lib/catalog/admin-messages';
import { boundedProductRequest, readProductRequest } from '@/lib/catalog/admin-request';
import { productCreateSchema } from '@/lib/catalog/admin-schema';
import { cachedListProducts } from '@/lib/catalog/cached';
import { catalogQuerySchema, catalogQueryString } from '@/lib/catalog/filters';
import { LIST_STOCK_CACHE_CONTROL, withLiveStock } from '@/lib/catalog/live-stock';
import { getDb } from '@/lib/db/client';
import { badRequest } from '@/lib/http/errors';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

export const GET = route({
  query: catalogQuerySchema,
  async handler({ query }) {
    // The page is memoised per canonical query (the hot catalogue path then skips the data-cache
    // round trip); its stock is read live beside it (at most a second old).
    const page = await remember(`api:products${catalogQueryString(query)}`, [cacheTags.products], () => cachedListProducts(query));
    const items = await withLiveStock(await getDb(), page.items, { list: true });
    return ok(items, {
      pagination: pagination(page.page, page.limit, page.total),
      extra: page.fuzzy ? { fuzzy: true } : undefined,
      headers: { 'cache-control': LIST_STOCK_CACHE_CONTROL },
    });
  },
});

/**
 * POST /api/v1/products (admin): multipart (name, category, price, originalPrice, stock,
 * description and tags as repeated parts, images as files, isFeatured, isActive, and the label
 * fields brand, concentration, volumeMl, mrp, manufacturer, countryOfOrigin, hsnCode,
 * weightGrams, notesTop/Heart/Base), or the same fields as JSON with image paths.
 */
export const POST = route({
  auth: 'admin',
  async handler({ req, user, ip }) {
    const { fields, files } = await readProductRequest(await boundedProductRequest(req));
    const values = productCreateSchema.parse(fields);
    if (values.images.length + files.length > 4) throw badRequest(M.tooManyImages, { images: [M.tooManyImages] });
    const uploaded = await storeProductImages(files);
    values.images = [...values.images, ...uploaded];
    let product;
    try {
      product = await createProduct(await getDb(), { id: user.id, email: user.email, ip }, values);
    } catch (e) {
      await discardUploads(uploaded);
      throw e;
    }
    await invalidate(cacheTags.products, cacheTags.product(product.id));
    return ok(product, { status: 201, message: M.created, headers: { 'cache-control': 'private, no-store' } });
  },
});
