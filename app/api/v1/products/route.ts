import { cacheTags, remember } from '@/lib/cache';
import { createProduct } from '@/lib/catalog/admin';
import { discardUploads, storeProductImages } from '@/lib/catalog/admin-images';
import { PRODUCT_LIMITS, CATALOG_ADMIN_MESSAGES as M } from '@/lib/catalog/messages';
import { boundedProductRequest, readProductRequest } from '@/lib/catalog/admin-request';
import { productCreateSchema } from '@/lib/catalog/admin-schema';
import { cachedListProducts } from '@/lib/catalog/cached';
import { catalogQuerySchema, catalogQueryString } from '@/lib/catalog/filters';
import { LIST_STOCK_CACHE_CONTROL, mergeLiveStock, readListStockOf, type LiveStock } from '@/lib/catalog/live-stock';
import type { ProductPage } from '@/lib/catalog/queries';
import { getDb } from '@/lib/db/client';
import { badRequest } from '@/lib/errors';
import { jsonResponse, ok, pagination, successEnvelope } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

const utf8 = new TextEncoder();

/*
 * The answer's bytes, by the page of products and the stock read they were made from. Both are
 * objects handed out again while they are current (the page by the memo for its query, the stock
 * by readListStockOf for up to LIST_STOCK_MAX_AGE_MS), so the same answer is serialised once rather
 * than on every request, and a new page (an admin write, the memo's expiry) or a new stock read
 * makes a new one: what is answered is exactly what serialising afresh would give. Weak keys: an
 * answer goes with its page or its stock read. Outside the server (tests) neither is reused.
 */
const answers = new WeakMap<ProductPage, WeakMap<Map<string, LiveStock>, Uint8Array<ArrayBuffer>>>();

export const GET = route({
  query: catalogQuerySchema,
  // The handler only reads the filters.
  memoQuery: true,
  async handler({ query }) {
    // The page is memoised per canonical query (the hot catalogue path then skips the data-cache
    // round trip); its stock is read live beside it (at most a second old).
    const page = await remember(`api:products${catalogQueryString(query)}`, [cacheTags.products], () => cachedListProducts(query));
    const live = await readListStockOf(await getDb(), page.items);
    let byStock = answers.get(page);
    if (!byStock) answers.set(page, (byStock = new WeakMap()));
    let body = byStock.get(live);
    if (!body) {
      const envelope = successEnvelope(mergeLiveStock(page.items, live), {
        pagination: pagination(page.page, page.limit, page.total),
        extra: page.fuzzy ? { fuzzy: true } : undefined,
      });
      body = utf8.encode(JSON.stringify(envelope));
      byStock.set(live, body);
    }
    // Response copies the bytes it is given (tests/unit/products-answer.test.ts), so the memo's stay whole.
    return jsonResponse(body, { headers: { 'cache-control': LIST_STOCK_CACHE_CONTROL } });
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
  async handler({ req, actor }) {
    const { fields, files } = await readProductRequest(await boundedProductRequest(req));
    const values = productCreateSchema.parse(fields);
    if (values.images.length + files.length > PRODUCT_LIMITS.images) throw badRequest(M.tooManyImages, { images: [M.tooManyImages] });
    const uploaded = await storeProductImages(files);
    values.images = [...values.images, ...uploaded];
    let product;
    try {
      product = await createProduct(await getDb(), actor, values);
    } catch (e) {
      await discardUploads(uploaded);
      throw e;
    }
    return ok(product, { status: 201, message: M.created, headers: { 'cache-control': 'private, no-store' } });
  },
});
