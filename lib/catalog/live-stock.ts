import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { products } from '../db/schema';

/*
 * Stock moves with every order, cancel and expiry, far more often than anything else a product
 * shows. The cached catalogue reads keep the rest (a busy day must not empty the catalogue cache
 * on every order); the stock is read live beside them, by primary key, and merged in, so what an
 * API or a page says about stock is at most a second old.
 */

/** For answers carrying live stock: a shared cache (Vercel's CDN) may reuse one for a second at most. */
export const LIVE_STOCK_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';
/** For answers whose stock may already be up to LIST_STOCK_MAX_AGE_MS old: no shared cache adds to that. */
export const LIST_STOCK_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Lists (the catalogue API at well over 500 requests a second, /products, the home page's cards)
 * reuse a live read of the same products for up to this long in one process, so the hot path
 * costs one stock query per page of results a second rather than one per request.
 */
export const LIST_STOCK_MAX_AGE_MS = 1_000;
const LIST_MEMO_MAX_ENTRIES = 500;
const listMemo = new Map<string, { at: number; value: Promise<Map<string, LiveStock>> }>();

/** A product's live stock (its default size's, as on the product row) and each active size's, by size id. */
export interface LiveStock {
  stock: number;
  sizes?: Record<string, number>;
}

/** The current stock of these products and of their sizes, in one indexed query (none for an empty list). */
async function readLiveStock(db: DbOrTx, ids: readonly string[]): Promise<Map<string, LiveStock>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      stock: products.stock,
      sizes: sql<Record<string, number> | null>`(select json_object_agg(v.id, v.stock) from product_variants v where v.product_id = "products"."id" and v.is_active)`,
    })
    .from(products)
    .where(inArray(products.id, unique));
  return new Map(rows.map((r) => [r.id, r.sizes ? { stock: r.stock, sizes: r.sizes } : { stock: r.stock }]));
}

/** readLiveStock, or the same read made less than LIST_STOCK_MAX_AGE_MS ago in this process. */
export function readListStock(db: DbOrTx, ids: readonly string[], now = Date.now(), key = ids.join(',')): Promise<Map<string, LiveStock>> {
  // Like lib/cache.ts, only inside the Next.js server: tests and scripts read fresh data.
  if (!process.env.NEXT_RUNTIME) return readLiveStock(db, ids);
  const hit = listMemo.get(key);
  if (hit && now - hit.at < LIST_STOCK_MAX_AGE_MS) return hit.value;
  const value = readLiveStock(db, ids);
  listMemo.set(key, { at: now, value });
  value.catch(() => listMemo.get(key)?.value === value && listMemo.delete(key));
  if (listMemo.size > LIST_MEMO_MAX_ENTRIES) {
    for (const [k, v] of listMemo) if (now - v.at >= LIST_STOCK_MAX_AGE_MS || listMemo.size > LIST_MEMO_MAX_ENTRIES) listMemo.delete(k);
  }
  return value;
}

// A memoised list (lib/cache.ts) hands every request the same array, so its ids and memo key are
// worked out once per array rather than once per request.
const idsOfList = new WeakMap<readonly { id: string }[], { ids: string[]; key: string }>();

/**
 * readListStock for these products. Within LIST_STOCK_MAX_AGE_MS it resolves to the very same Map,
 * so a caller may key what it derives from the stock (a serialised answer) by that Map's identity.
 */
export function readListStockOf(db: DbOrTx, items: readonly { id: string }[], now = Date.now()): Promise<Map<string, LiveStock>> {
  let known = idsOfList.get(items);
  if (!known) {
    const ids = items.map((p) => p.id);
    idsOfList.set(items, (known = { ids, key: ids.join(',') }));
  }
  return readListStock(db, known.ids, now, known.key);
}

interface Stocked {
  id: string;
  stock: number;
  sizes?: readonly { _id: string; stock: number }[];
}

/**
 * Copies of the products with their stock, and their sizes' stock, replaced by the live one (a
 * product or size gone since keeps its cached figure).
 */
export function mergeLiveStock<T extends Stocked>(items: readonly T[], live: Map<string, LiveStock>): T[] {
  return items.map((p) => {
    const now = live.get(p.id);
    if (!now) return p;
    const sizesNow = now.sizes;
    const sizesChanged = !!sizesNow && !!p.sizes?.some((s) => sizesNow[s._id] !== undefined && sizesNow[s._id] !== s.stock);
    if (now.stock === p.stock && !sizesChanged) return p;
    const copy: T = { ...p, stock: now.stock };
    if (sizesChanged) copy.sizes = p.sizes!.map((s) => (sizesNow![s._id] === undefined || sizesNow![s._id] === s.stock ? s : { ...s, stock: sizesNow![s._id]! }));
    return copy;
  });
}

/**
 * Copies of the products with their stock replaced by the live one (a product gone since keeps
 * its cached figure). `list` allows a read up to LIST_STOCK_MAX_AGE_MS old (see readListStock).
 */
export async function withLiveStock<T extends Stocked>(
  db: DbOrTx,
  items: readonly T[],
  options: { list?: boolean } = {},
): Promise<T[]> {
  const live = await (options.list ? readListStockOf(db, items) : readLiveStock(db, items.map((p) => p.id)));
  return mergeLiveStock(items, live);
}

/** One product with its live stock. */
export async function productWithLiveStock<T extends Stocked>(db: DbOrTx, product: T): Promise<T> {
  const [fresh] = await withLiveStock(db, [product]);
  return fresh!;
}
