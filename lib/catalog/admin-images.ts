import 'server-only';
import { arrayOverlaps, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orderItems, products } from '../db/schema';
import { toProductWebp } from '../storage/images';
import { deleteUpload, saveUpload, UPLOADS_URL_PREFIX } from '../storage/store';
import { DIRECT_UPLOADS_ONLY_MESSAGE, directUploadsEnabled } from '../uploads/config';
import { deleteStoredFiles, recordedUrls } from '../uploads/records';
import { AppError } from '../errors';

/*
 * Product photos. Multipart files (the local store) are re-encoded and saved before the database
 * write (so a failed write deletes them again); with UploadThing the browser uploads them itself
 * and the product write carries their URLs. Files a product stops using are deleted after the
 * write commits, from the disk or from UploadThing, unless an order line or another product still
 * shows them.
 */

/** Re-encodes and stores each file; all or none (a bad file deletes the ones already saved). */
export async function storeProductImages(files: Blob[]): Promise<string[]> {
  if (files.length && directUploadsEnabled()) {
    throw new AppError('BAD_REQUEST', DIRECT_UPLOADS_ONLY_MESSAGE, { errors: { images: [DIRECT_UPLOADS_ONLY_MESSAGE] } });
  }
  const saved: string[] = [];
  try {
    // One at a time: sharp is CPU-bound, and four parallel 5 MB decodes would stall the server.
    for (const file of files) {
      const webp = await toProductWebp(new Uint8Array(await file.arrayBuffer()));
      saved.push(await saveUpload('products', webp));
    }
    return saved;
  } catch (e) {
    await discardUploads(saved);
    throw e;
  }
}

export async function discardUploads(urls: string[]): Promise<void> {
  await Promise.all(urls.map((url) => deleteUpload(url)));
}

/** Deletes the store's own files among `urls` (local or UploadThing) that no product and no order line refers to any more. */
export async function deleteUnusedImages(db: DbOrTx, urls: string[]): Promise<void> {
  const uploaded = await recordedUrls(db, urls);
  const own = [...new Set(urls.filter((u) => u.startsWith(UPLOADS_URL_PREFIX) || uploaded.has(u)))];
  if (own.length === 0) return;
  const [inProducts, inOrders] = await Promise.all([
    db.select({ images: products.images }).from(products).where(arrayOverlaps(products.images, own)),
    db.select({ image: orderItems.image }).from(orderItems).where(inArray(orderItems.image, own)),
  ]);
  const used = new Set<string>([...inProducts.flatMap((r) => r.images), ...inOrders.map((r) => r.image ?? '')]);
  await deleteStoredFiles(db, own.filter((u) => !used.has(u)));
}
