import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { products } from '../db/schema';

/*
 * Stock moves with every order, cancel and expiry, far more often than anything else a product
 * shows. The cached catalogue reads keep the rest (a busy day must not empty the catalogue cache
 * on every order); the stock is read live beside them, by primary key, and merged in, so what an
 * API or a page says about stock is never older than the request.
 */

/** For answers carrying live stock: a shared cache (Vercel's CDN) may reuse one for a second at most. */
export const LIVE_STOCK_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

/** The current stock of these products, in one indexed query (none for an empty list). */
export async function readLiveStock(db: DbOrTx, ids: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, unique));
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/** Copies of the products with their stock replaced by the live one (a product gone since keeps its cached figure). */
export async function withLiveStock<T extends { id: string; stock: number }>(db: DbOrTx, items: readonly T[]): Promise<T[]> {
  const live = await readLiveStock(
    db,
    items.map((p) => p.id),
  );
  return items.map((p) => {
    const stock = live.get(p.id);
    return stock === undefined || stock === p.stock ? p : { ...p, stock };
  });
}

/** One product with its live stock. */
export async function productWithLiveStock<T extends { id: string; stock: number }>(db: DbOrTx, product: T): Promise<T> {
  const [fresh] = await withLiveStock(db, [product]);
  return fresh!;
}
