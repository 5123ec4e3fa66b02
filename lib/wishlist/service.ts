import 'server-only';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { products, wishlistItems, wishlists } from '../db/schema';
import { cartProductColumns, lineSize, lineSizeColumns, toCartProduct, toLineSize, type CartProductRow, type LineSizeRow } from '../cart/product-columns';
import { resolvedSizeId } from '../catalog/size-sql';
import { notFound } from '../errors';
import { isId } from '../ids';
import { paiseToRupees } from '../money';
import { isAvailable } from '../cart/calc';
import { liveProductSize } from '../cart/service';
import type { BagOwner } from '../cart/owner';
import type { CartProduct, LineSize } from '../cart/types';
import type { WishlistStatistics, WishlistView } from './types';
import { WISHLIST_MESSAGES } from './messages';

export const removedCount = (n: number) => `${n} ${n === 1 ? 'item' : 'items'} removed from wishlist`;

const ownerWhere = (owner: BagOwner) =>
  owner.userId ? eq(wishlists.userId, owner.userId) : eq(wishlists.guestId, owner.guestId!);

async function findWishlistId(db: DbOrTx, owner: BagOwner): Promise<string | null> {
  const [row] = await db.select({ id: wishlists.id }).from(wishlists).where(ownerWhere(owner)).limit(1);
  return row?.id ?? null;
}

async function ensureWishlistId(db: DbOrTx, owner: BagOwner): Promise<string> {
  const [row] = await db
    .insert(wishlists)
    .values(owner.userId ? { userId: owner.userId } : { guestId: owner.guestId })
    .onConflictDoUpdate({ target: owner.userId ? wishlists.userId : wishlists.guestId, set: { updatedAt: new Date() } })
    .returning({ id: wishlists.id });
  if (!row) throw new Error('wishlist upsert returned no row');
  return row.id;
}

interface Entry {
  id: string;
  addedAt: Date;
  variantId: string | null;
  size: LineSize | null;
  /** Price and stock are the item's size's. */
  product: CartProduct | null;
}

const itemColumns = { id: wishlistItems.id, addedAt: wishlistItems.addedAt, variantId: wishlistItems.variantId };

// An item saved without a size (an old client) stands for the product's default size.
const sizeJoin = sql`${lineSize.id} = ${resolvedSizeId(wishlistItems.variantId, wishlistItems.productId)}`;

function toEntry(item: { id: string; addedAt: Date; variantId: string | null }, product: CartProductRow | null, size: LineSizeRow | null): Entry {
  return { id: item.id, addedAt: item.addedAt, variantId: size?.id ?? item.variantId, size: toLineSize(size), product: toCartProduct(product, size) };
}

async function loadEntries(db: DbOrTx, wishlistId: string): Promise<Entry[]> {
  const rows = await db
    .select({ item: itemColumns, product: cartProductColumns, size: lineSizeColumns })
    .from(wishlistItems)
    .leftJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoin(lineSize, sizeJoin)
    .where(eq(wishlistItems.wishlistId, wishlistId))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.id));
  return rows.map(({ item, product, size }) => toEntry(item, product, size));
}

/** The owner's wishlist and its items in one query. */
async function loadOwnerWishlist(db: DbOrTx, owner: BagOwner): Promise<{ id: string | null; entries: Entry[] }> {
  const rows = await db
    .select({ listId: wishlists.id, item: itemColumns, product: cartProductColumns, size: lineSizeColumns })
    .from(wishlists)
    .leftJoin(wishlistItems, eq(wishlistItems.wishlistId, wishlists.id))
    .leftJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoin(lineSize, sizeJoin)
    .where(ownerWhere(owner))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.id));
  return {
    id: rows[0]?.listId ?? null,
    entries: rows.flatMap((r) => (r.item ? [toEntry(r.item, r.product, r.size)] : [])),
  };
}

function toView(wishlistId: string | null, entries: Entry[]): WishlistView {
  return {
    _id: wishlistId,
    items: entries.map((e) => ({
      _id: e.id,
      productId: e.product?.id ?? null,
      variantId: e.variantId,
      size: e.size,
      product: e.product,
      addedAt: e.addedAt.toISOString(),
    })),
    itemsWithDetails: entries.map((e) => ({
      productId: e.product?.id ?? null,
      variantId: e.variantId,
      size: e.size,
      product: e.product,
      productAvailable: isAvailable(e.product),
      inStock: isAvailable(e.product) && e.product.stock > 0,
    })),
    count: entries.length,
  };
}

export async function getWishlistView(db: DbOrTx, owner: BagOwner | null): Promise<WishlistView> {
  if (!owner) return toView(null, []);
  const { id, entries } = await loadOwnerWishlist(db, owner);
  return toView(id, entries);
}

export async function wishlistCount(db: DbOrTx, owner: BagOwner | null): Promise<number> {
  if (!owner) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .where(ownerWhere(owner));
  return row?.n ?? 0;
}

export async function isInWishlist(db: DbOrTx, owner: BagOwner | null, productId: string): Promise<boolean> {
  if (!owner || !isId(productId)) return false;
  const [row] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .where(and(ownerWhere(owner), eq(wishlistItems.productId, productId)))
    .limit(1);
  return !!row;
}

/**
 * Adding a size already on the list keeps it there once. The item stores the size it resolved to
 * (the default without `variantId`); an item saved earlier without a size is that default's too.
 */
export async function addToWishlist(db: Db, owner: BagOwner, productId: string, variantId?: string | null): Promise<WishlistView> {
  if (!isId(productId)) throw notFound(WISHLIST_MESSAGES.productNotFound);
  const { product, size } = await liveProductSize(db, productId, variantId);
  const id = await ensureWishlistId(db, owner);
  const [already] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, id), eq(wishlistItems.productId, product.id), sql`${resolvedSizeId(wishlistItems.variantId, wishlistItems.productId)} = ${size.id}`))
    .limit(1);
  if (!already) await db.insert(wishlistItems).values({ wishlistId: id, productId: product.id, variantId: size.id }).onConflictDoNothing();
  return toView(id, await loadEntries(db, id));
}

const itemWhere = (wishlistId: string, productIdOrItemId: string) =>
  and(
    eq(wishlistItems.wishlistId, wishlistId),
    sql`(${wishlistItems.productId} = ${productIdOrItemId} OR ${wishlistItems.id} = ${productIdOrItemId})`,
  );

export async function removeFromWishlist(db: Db, owner: BagOwner, productIdOrItemId: string): Promise<WishlistView> {
  const id = await findWishlistId(db, owner);
  if (!id || !isId(productIdOrItemId)) throw notFound(WISHLIST_MESSAGES.notInWishlist);
  const gone = await db.delete(wishlistItems).where(itemWhere(id, productIdOrItemId)).returning({ id: wishlistItems.id });
  if (!gone.length) throw notFound(WISHLIST_MESSAGES.notInWishlist);
  return toView(id, await loadEntries(db, id));
}

export async function bulkRemoveFromWishlist(db: Db, owner: BagOwner, ids: readonly string[]): Promise<{ view: WishlistView; removed: number }> {
  const id = await findWishlistId(db, owner);
  if (!id) return { view: toView(null, []), removed: 0 };
  const valid = ids.filter(isId);
  const gone = valid.length
    ? await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.wishlistId, id), sql`(${inArray(wishlistItems.productId, valid)} OR ${inArray(wishlistItems.id, valid)})`))
        .returning({ id: wishlistItems.id })
    : [];
  return { view: toView(id, await loadEntries(db, id)), removed: gone.length };
}

export async function clearWishlist(db: Db, owner: BagOwner): Promise<WishlistView> {
  const id = await findWishlistId(db, owner);
  if (id) await db.delete(wishlistItems).where(eq(wishlistItems.wishlistId, id));
  return toView(id, []);
}

export function wishlistStatisticsOf(view: WishlistView): WishlistStatistics {
  const live = view.items.filter((i) => isAvailable(i.product));
  const totalPaise = live.reduce((sum, i) => sum + i.product!.pricePaise, 0);
  const available = live.filter((i) => i.product!.stock > 0).length;
  const byCategory = new Map<string, number>();
  for (const i of live) byCategory.set(i.product!.category, (byCategory.get(i.product!.category) ?? 0) + 1);
  return {
    totalItems: view.items.length,
    totalValue: paiseToRupees(totalPaise),
    availableItems: available,
    outOfStockItems: view.items.length - available,
    categoryBreakdown: [...byCategory].map(([category, n]) => ({
      category,
      count: n,
      percentage: Math.round((n / live.length) * 1000) / 10,
    })),
  };
}

/** Moves a guest's wishlist into a user's; a product already there stays once. Returns how many were new. */
export async function mergeGuestWishlist(tx: DbOrTx, guestId: string, userId: string): Promise<number> {
  const guestId_ = await findWishlistId(tx, { guestId });
  if (!guestId_) return 0;
  const entries = (await loadEntries(tx, guestId_)).filter((e) => isAvailable(e.product));
  let added = 0;
  if (entries.length) {
    const userListId = await ensureWishlistId(tx, { userId });
    const inserted = await tx
      .insert(wishlistItems)
      .values(entries.map((e) => ({ wishlistId: userListId, productId: e.product!.id, variantId: e.variantId, addedAt: e.addedAt })))
      .onConflictDoNothing()
      .returning({ id: wishlistItems.id });
    added = inserted.length;
  }
  await tx.delete(wishlists).where(eq(wishlists.id, guestId_));
  return added;
}
