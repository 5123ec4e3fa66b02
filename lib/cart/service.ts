import 'server-only';
import { and, asc, count, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { cartDiscoverySets, cartItems, carts, products, productVariants } from '../db/schema';
import { checkedSprays, loadBagSets, setAvailable, toBagSetLine, type BagSet } from '../discovery/bag';
import { DISCOVERY_MESSAGES } from '../discovery/messages';
import { priceOfSet, readDiscoveryPrices } from '../discovery/settings';
import type { AddSetInput } from '../discovery/schema';
import { defaultSizeId, qualified, resolvedSizeId } from '../catalog/size-sql';
import { cartProductColumns, lineSize, lineSizeColumns, toCartProduct, toLineSize, type CartProductRow, type LineSizeRow } from './product-columns';
import { inTransaction } from '../db/transaction';
import { AppError, notFound } from '../errors';
import { isId } from '../ids';
import {
  addedToCart,
  bagChanges,
  bagCapExceeded,
  isAvailable,
  lineDetails,
  lineRefusal,
  MAX_LINE_QUANTITY,
  mergedQuantity,
  onlyInStock,
  passesBagCap,
  quantityIncreased,
  quantityWithinBagCap,
  statistics,
  summarize,
  toCartLine,
  validate,
  type LineInput,
  type LineRefusal,
} from './calc';
import { CART_MESSAGES as M } from './messages';
import type { BagOwner } from './owner';
import type { BagChange, BulkAddResult, CartStatistics, CartValidation, CartView } from './types';

/*
 * The server cart. Every change is one conditional statement or one transaction, so two tabs
 * adding at once can never push a line past the stock, and a failure leaves the cart as it was.
 */

const ownerWhere = (owner: BagOwner) => (owner.userId ? eq(carts.userId, owner.userId) : eq(carts.guestId, owner.guestId!));

async function findCartId(db: DbOrTx, owner: BagOwner): Promise<string | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerWhere(owner)).limit(1);
  return row?.id ?? null;
}

/** The owner's cart id, created on first use, in one statement; concurrent first adds share one cart. */
async function ensureCartId(db: DbOrTx, owner: BagOwner): Promise<string> {
  const [row] = await db
    .insert(carts)
    .values(owner.userId ? { userId: owner.userId } : { guestId: owner.guestId })
    .onConflictDoUpdate({ target: owner.userId ? carts.userId : carts.guestId, set: { updatedAt: new Date() } })
    .returning({ id: carts.id });
  if (!row) throw new Error('cart upsert returned no row');
  return row.id;
}

const lineColumns = {
  id: cartItems.id,
  quantity: cartItems.quantity,
  unitPriceAtAddPaise: cartItems.unitPriceAtAddPaise,
  variantId: cartItems.variantId,
  addedAt: cartItems.addedAt,
};

type LineRow = { id: string; quantity: number; unitPriceAtAddPaise: number; variantId: string | null; addedAt: Date };

function toLineInput(row: { line: LineRow; product: CartProductRow | null; size?: LineSizeRow | null }): LineInput {
  const size = row.size ?? null;
  return { ...row.line, variantId: size?.id ?? row.line.variantId, size: toLineSize(size), product: toCartProduct(row.product, row.size) };
}

/** The size row a line stands for: its own, or the product's default for a line stored without one. */
const lineSizeJoin = sql`${lineSize.id} = ${resolvedSizeId(cartItems.variantId, cartItems.productId)}`;

async function loadLines(db: DbOrTx, cartId: string): Promise<LineInput[]> {
  const rows = await db
    .select({ line: lineColumns, product: cartProductColumns, size: lineSizeColumns })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(lineSize, lineSizeJoin)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  return rows.map(toLineInput);
}

/** How many discovery sets the cart holds, read in the lines' own query (a bag without sets costs no second read). */
const setCountColumn = sql<number>`(select count(*)::int from ${cartDiscoverySets} where ${cartDiscoverySets.cartId} = ${carts.id})`;

/** The owner's cart and its lines in one query (every badge refresh and page view reads this). */
export async function loadOwnerCart(db: DbOrTx, owner: BagOwner): Promise<{ cartId: string | null; lines: LineInput[]; setCount: number }> {
  const rows = await db
    .select({ cartId: carts.id, setCount: setCountColumn, line: lineColumns, product: cartProductColumns, size: lineSizeColumns })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(lineSize, lineSizeJoin)
    .where(ownerWhere(owner))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  const cartId = rows[0]?.cartId ?? null;
  const lines = rows.flatMap((r) => (r.line ? [toLineInput({ line: r.line, product: r.product, size: r.size })] : []));
  return { cartId, lines, setCount: Number(rows[0]?.setCount ?? 0) };
}

function toCartView(cartId: string | null, lines: LineInput[], sets: readonly BagSet[]): CartView {
  const summary = summarize(
    lines,
    sets.map((set) => ({ pricePaise: set.pricePaise, available: setAvailable(set) })),
  );
  return {
    _id: cartId,
    items: lines.map(toCartLine),
    itemsWithDetails: lines.map(lineDetails),
    sets: sets.map(toBagSetLine),
    summary,
    count: summary.totalItems,
  };
}

/** A cart's view read afresh: its lines and, when it holds any, its discovery sets. */
async function viewOf(db: DbOrTx, cartId: string): Promise<CartView> {
  const rows = await db
    .select({ setCount: setCountColumn, line: lineColumns, product: cartProductColumns, size: lineSizeColumns })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(lineSize, lineSizeJoin)
    .where(eq(carts.id, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  const lines = rows.flatMap((r) => (r.line ? [toLineInput({ line: r.line, product: r.product, size: r.size })] : []));
  const sets = Number(rows[0]?.setCount ?? 0) > 0 ? await loadBagSets(db, cartId) : [];
  return toCartView(cartId, lines, sets);
}

export async function getCartView(db: DbOrTx, owner: BagOwner | null): Promise<CartView> {
  if (!owner) return toCartView(null, [], []);
  const { cartId, lines, setCount } = await loadOwnerCart(db, owner);
  return toCartView(cartId, lines, setCount > 0 ? await loadBagSets(db, cartId) : []);
}

/** The number of items (sum of quantities) for the badge, in one query. */
export async function cartCount(db: DbOrTx, owner: BagOwner | null): Promise<number> {
  if (!owner) return 0;
  // Each discovery set is one item of the bag: counted in the same statement.
  const owned = owner.userId ? sql`c.user_id = ${owner.userId}` : sql`c.guest_id = ${owner.guestId!}`;
  const sets = sql<number>`(select count(*)::int from ${cartDiscoverySets} s join ${carts} c on c.id = s.cart_id where ${owned})`;
  const [row] = await db
    .select({ n: sql<number>`COALESCE(SUM(${cartItems.quantity}), 0)::int + ${sets}` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(ownerWhere(owner), eq(products.isActive, true), sql`${products.archivedAt} IS NULL`));
  return row?.n ?? 0;
}

export async function checkInCart(db: DbOrTx, owner: BagOwner | null, productId: string): Promise<{ inCart: boolean; quantity: number }> {
  if (!owner || !isId(productId)) return { inCart: false, quantity: 0 };
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(ownerWhere(owner), eq(cartItems.productId, productId)))
    .limit(1);
  return { inCart: !!row, quantity: row?.quantity ?? 0 };
}

async function liveProduct(db: DbOrTx, productId: string): Promise<typeof products.$inferSelect> {
  if (!isId(productId)) throw notFound(M.productNotFound);
  const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!row || !row.isActive || row.archivedAt) throw notFound(M.productNotFound);
  return row;
}

type SizeRow = typeof productVariants.$inferSelect;

/**
 * A live product and the size asked for (its default without one): 404 for a product or size
 * not on sale, 400 for a size of another product.
 */
export async function liveProductSize(
  db: DbOrTx,
  productId: string,
  variantId?: string | null,
): Promise<{ product: typeof products.$inferSelect; size: SizeRow }> {
  const product = await liveProduct(db, productId);
  if (variantId) {
    if (!isId(variantId)) throw new AppError('SIZE_NOT_FOUND', M.sizeNotFound);
    const [size] = await db.select().from(productVariants).where(eq(productVariants.id, variantId)).limit(1);
    if (!size) throw new AppError('SIZE_NOT_FOUND', M.sizeNotFound);
    if (size.productId !== product.id) throw new AppError('SIZE_MISMATCH', M.sizeMismatch);
    if (!size.isActive) throw new AppError('SIZE_NOT_FOUND', M.sizeNotFound);
    return { product, size };
  }
  const [size] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, product.id), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.volumeMl))
    .limit(1);
  if (!size) throw notFound(M.productNotFound);
  return { product, size };
}

/**
 * Which line a request names: its own id, or its product and size. A product id alone (the
 * original clients, from before sizes) names that product's line of the default size, else its
 * oldest line, so a bag of one size per product works as it always did.
 */
function lineMatch(key: string, variantId?: string | null): SQL {
  if (variantId) {
    return sql`(${cartItems.id} = ${key} or (${cartItems.productId} = ${key} and ${resolvedSizeId(cartItems.variantId, cartItems.productId)} = ${variantId}))`;
  }
  const other = sql`(select ci2.id from cart_items ci2 where ci2.cart_id = ${qualified(cartItems.cartId)} and ci2.product_id = ${key}
    order by (coalesce(ci2.variant_id, ${defaultSizeId(sql`ci2.product_id`)}) is not distinct from ${defaultSizeId(sql`ci2.product_id`)}) desc, ci2.added_at, ci2.id limit 1)`;
  return sql`(${cartItems.id} = ${key} or ${cartItems.id} = ${other})`;
}

const refused = (r: LineRefusal) => new AppError(r.code, r.message);
// The write lost a race for the last units: whatever is left now is the answer.
const stockLeft = (stock: number): LineRefusal => ({ code: 'OUT_OF_STOCK', message: onlyInStock(stock) });

const liveLine = sql`${products.isActive} and ${products.archivedAt} is null`;
const liveSize = sql`${lineSizeJoin} and ${lineSize.isActive}`;

/**
 * What the owner's bag comes to without one line (by product id or line id), and that line's
 * quantity and price: one aggregate in bigint, whatever the number of lines. Lines of products
 * no longer on sale count nowhere, as in the bag's summary.
 */
async function bagTotals(db: DbOrTx, owner: BagOwner, productIdOrLineId?: string, variantId?: string | null) {
  const matches = productIdOrLineId ? lineMatch(productIdOrLineId, variantId) : sql`false`;
  const [row] = await db
    .select({
      others: sql<string>`coalesce(sum(case when ${matches} then 0 else ${lineSize.pricePaise}::bigint * ${cartItems.quantity} end), 0)::text`,
      quantity: sql<number | null>`max(case when ${matches} then ${cartItems.quantity} end)`,
      pricePaise: sql<number | null>`max(case when ${matches} then ${lineSize.pricePaise} end)`,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, and(eq(products.id, cartItems.productId), liveLine))
    .innerJoin(lineSize, liveSize)
    .where(ownerWhere(owner));
  return {
    otherPaise: Number(row?.others ?? 0),
    quantity: row?.quantity == null ? null : Number(row.quantity),
    pricePaise: row?.pricePaise == null ? null : Number(row.pricePaise),
  };
}

/**
 * Refuses (409) a change that would take the bag past the order cap; checked before the write,
 * so a refused change leaves the bag as it was. Fewer is always allowed, even in a bag already
 * over the cap (a price raised since). `next` is the line's wanted quantity given its current one.
 */
async function refusePastBagCap(
  db: DbOrTx,
  owner: BagOwner,
  productIdOrLineId: string,
  next: (current: number) => number,
  pricePaise?: number,
  variantId?: string | null,
) {
  const t = await bagTotals(db, owner, productIdOrLineId, variantId);
  const price = pricePaise ?? t.pricePaise;
  // The line or its product is gone: the write itself answers that.
  if (price == null) return;
  const current = t.quantity ?? 0;
  const wanted = next(current);
  if (wanted > current && passesBagCap(t.otherPaise, price, wanted)) throw new AppError('BAG_LIMIT', bagCapExceeded);
}

/**
 * The condition every write of a line's quantity carries: the new total (an expression over the
 * row being written) within the product's live stock and the line cap. Checked in the statement
 * that writes, so two tabs can never push a line past either.
 */
function withinStockAndCap(total: SQL): SQL {
  // coalesce to 0: LEAST ignores NULLs, so a size (or product) no longer sold, whose stock the
  // subquery cannot find, would otherwise leave only the line cap and could still be raised.
  return sql`${total} <= least(coalesce((select sv.stock from product_variants sv join products sp on sp.id = sv.product_id
    where sv.id = ${resolvedSizeId(cartItems.variantId, cartItems.productId)} and sv.is_active and sp.is_active and sp.archived_at is null), 0), ${MAX_LINE_QUANTITY})`;
}

/**
 * Adds `quantity` of a product's size (its default without `variantId`). One upsert: the new
 * total must stay within the size's stock and the line cap, checked in the same statement that
 * writes it. The line stores the size it resolved to.
 */
export async function addToCart(
  db: Db,
  owner: BagOwner,
  input: { productId: string; quantity: number; variantId?: string | null },
): Promise<{ view: CartView; message: string }> {
  const { product, size } = await liveProductSize(db, input.productId, input.variantId);
  const early = lineRefusal(input.quantity, size.stock);
  if (early) throw refused(early);
  await refusePastBagCap(db, owner, product.id, (current) => current + input.quantity, size.pricePaise, size.id);
  const cartId = await ensureCartId(db, owner);
  // A line stored before sizes (no size id) stands for the default size: when that is the size
  // added, it takes the size's id first, so the add joins it rather than making a second line.
  await db
    .update(cartItems)
    .set({ variantId: size.id })
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, product.id),
        isNull(cartItems.variantId),
        sql`${defaultSizeId(cartItems.productId)} = ${size.id}`,
        sql`not exists (select 1 from cart_items c2 where c2.cart_id = ${cartId} and c2.product_id = ${product.id} and c2.variant_id = ${size.id})`,
      ),
    );
  const rows = await db
    .insert(cartItems)
    .values({ cartId, productId: product.id, variantId: size.id, quantity: input.quantity, unitPriceAtAddPaise: size.pricePaise })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.variantId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
      setWhere: withinStockAndCap(sql`${cartItems.quantity} + excluded.quantity`),
    })
    .returning({ quantity: cartItems.quantity });
  if (!rows[0]) throw await refusalFor(db, owner, product.id, { adding: input.quantity, newLine: true }, size.id);
  const increased = rows[0].quantity > input.quantity;
  return {
    view: await viewOf(db, cartId),
    message: increased ? quantityIncreased(product.name) : addedToCart(product.name),
  };
}

/** A line addressed by its product id (and size), or by its own id (a deleted product's line has no product). */
function lineWhere(cartId: string, productIdOrLineId: string, variantId?: string | null) {
  return and(eq(cartItems.cartId, cartId), lineMatch(productIdOrLineId, variantId));
}

/** The same line, found through its owner in the statement itself (no read of the cart first). */
function ownerLineWhere(db: DbOrTx, owner: BagOwner, productIdOrLineId: string, variantId?: string | null) {
  return and(inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(ownerWhere(owner))), lineMatch(productIdOrLineId, variantId));
}

/**
 * Why a conditional change of a line wrote nothing, read only after it did: the line or its
 * product is gone, or the wanted total (`adding` more than the line holds now, or exactly `set`)
 * is past the stock or the cap.
 */
async function refusalFor(
  db: DbOrTx,
  owner: BagOwner,
  productIdOrLineId: string,
  want: { adding: number; set?: undefined; newLine?: boolean } | { set: number; adding?: undefined; newLine?: undefined },
  variantId?: string | null,
): Promise<AppError> {
  const [row] = await db
    .select({
      quantity: cartItems.quantity,
      stock: lineSize.stock,
      sizeActive: lineSize.isActive,
      active: products.isActive,
      archivedAt: products.archivedAt,
    })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(lineSize, lineSizeJoin)
    .where(ownerLineWhere(db, owner, productIdOrLineId, variantId))
    .limit(1);
  if (!row) {
    // An add may write a new line: then only the size (gone, or its stock) can have refused it.
    if (want.newLine) {
      const { size } = await liveProductSize(db, productIdOrLineId, variantId);
      return refused(lineRefusal(want.adding, size.stock) ?? stockLeft(size.stock));
    }
    return notFound(M.lineNotFound);
  }
  if (!row.active || row.archivedAt) return notFound(M.productNotFound);
  // The size was removed by the admin (or is gone): refused as add refuses it.
  if (row.stock == null || !row.sizeActive) return new AppError('SIZE_NOT_FOUND', M.sizeNotFound);
  const total = want.set ?? row.quantity + want.adding;
  return refused(lineRefusal(total, row.stock) ?? stockLeft(row.stock));
}

async function requireCartId(db: DbOrTx, owner: BagOwner): Promise<string> {
  const cartId = await findCartId(db, owner);
  if (!cartId) throw notFound(M.lineNotFound);
  return cartId;
}

export async function removeFromCart(db: Db, owner: BagOwner, productIdOrLineId: string, variantId?: string | null): Promise<CartView> {
  if (!isId(productIdOrLineId)) throw notFound(M.lineNotFound);
  const cartId = await requireCartId(db, owner);
  const gone = await db.delete(cartItems).where(lineWhere(cartId, productIdOrLineId, variantId)).returning({ id: cartItems.id });
  if (!gone.length) throw notFound(M.lineNotFound);
  return await viewOf(db, cartId);
}

/**
 * Writes a line's new quantity (an expression over its current one) in one conditional update:
 * the line must be the owner's, its product live, and the total within stock and cap.
 * Returns the cart id, or null when the condition refused it.
 */
async function writeWithinStock(db: DbOrTx, owner: BagOwner, productIdOrLineId: string, total: SQL, variantId?: string | null): Promise<string | null> {
  const [row] = await db
    .update(cartItems)
    .set({ quantity: total, updatedAt: new Date() })
    .where(and(ownerLineWhere(db, owner, productIdOrLineId, variantId), withinStockAndCap(total)))
    .returning({ cartId: cartItems.cartId });
  return row?.cartId ?? null;
}

/** Sets a line's quantity; 0 removes it. */
export async function setQuantity(db: Db, owner: BagOwner, input: { productId: string; quantity: number; variantId?: string | null }): Promise<CartView> {
  const v = input.variantId;
  if (input.quantity === 0) return removeFromCart(db, owner, input.productId, v);
  if (!isId(input.productId)) throw notFound(M.lineNotFound);
  await refusePastBagCap(db, owner, input.productId, () => input.quantity, undefined, v);
  const cartId = await writeWithinStock(db, owner, input.productId, sql`${input.quantity}::int`, v);
  if (!cartId) throw await refusalFor(db, owner, input.productId, { set: input.quantity }, v);
  return await viewOf(db, cartId);
}

/**
 * +1 or −1 on a line, each one conditional statement on the line's current quantity, so two
 * quick clicks in two tabs both count. −1 on a line of one removes it (a second conditional
 * statement, taken only when the first found the line at one).
 */
export async function stepQuantity(db: Db, owner: BagOwner, productId: string, step: 1 | -1, variantId?: string | null): Promise<CartView> {
  if (!isId(productId)) throw notFound(M.lineNotFound);
  if (step === 1) {
    await refusePastBagCap(db, owner, productId, (current) => current + 1, undefined, variantId);
    const cartId = await writeWithinStock(db, owner, productId, sql`${cartItems.quantity} + 1`, variantId);
    if (!cartId) throw await refusalFor(db, owner, productId, { adding: 1 }, variantId);
    return await viewOf(db, cartId);
  }
  // Fewer is always allowed, whatever the stock says now.
  const [lowered] = await db
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} - 1`, updatedAt: new Date() })
    .where(and(ownerLineWhere(db, owner, productId, variantId), sql`${cartItems.quantity} > 1`))
    .returning({ cartId: cartItems.cartId });
  const cartId =
    lowered?.cartId ??
    (
      await db
        .delete(cartItems)
        .where(and(ownerLineWhere(db, owner, productId, variantId), sql`${cartItems.quantity} <= 1`))
        .returning({ cartId: cartItems.cartId })
    )[0]?.cartId;
  if (!cartId) throw notFound(M.lineNotFound);
  return await viewOf(db, cartId);
}

/**
 * Takes out of the cart exactly what an order took: each line loses the quantity the checkout
 * read. A line raised meanwhile (another tab) keeps the difference, and a line added meanwhile
 * is not touched. Two statements whatever the number of lines; each re-checks a line's current
 * quantity under its row lock, so a concurrent change is never lost.
 */
export async function removeOrderedLines(tx: DbOrTx, lines: readonly { id: string; quantity: number }[]): Promise<void> {
  if (lines.length === 0) return;
  const ids = lines.map((l) => l.id);
  const ordered = sql`(case ${cartItems.id} ${sql.join(
    lines.map((l) => sql`when ${l.id} then ${l.quantity}::int`),
    sql` `,
  )} end)`;
  await tx.delete(cartItems).where(and(inArray(cartItems.id, ids), lte(cartItems.quantity, ordered)));
  await tx
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} - ${ordered}`, updatedAt: new Date() })
    .where(and(inArray(cartItems.id, ids), gt(cartItems.quantity, ordered)));
}

export async function clearCart(db: Db, owner: BagOwner): Promise<CartView> {
  const cartId = await findCartId(db, owner);
  if (cartId) {
    await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
    await db.delete(cartDiscoverySets).where(eq(cartDiscoverySets.cartId, cartId));
  }
  return toCartView(cartId, [], []);
}

/**
 * Tells what changed since the lines were added (bagChanges) and makes it so, once: each changed
 * line takes its current price as the price it was added at, and a line holding more than is left
 * is lowered to what is left. Asking again answers no change until something moves again. The
 * bag's and the checkout's notice call this when they see a difference, so a change is told
 * when it is shown, not when a page is merely fetched.
 */
export async function acceptBagChanges(db: Db, owner: BagOwner | null): Promise<{ changes: BagChange[]; cart: CartView }> {
  if (!owner) return { changes: [], cart: toCartView(null, [], []) };
  return inTransaction(db, async (tx) => {
    const cartId = await findCartId(tx, owner);
    if (!cartId) return { changes: [], cart: toCartView(null, [], []) };
    // The lines locked while they are read and written: two tabs accepting at once tell it once.
    await tx.execute(sql`SELECT 1 FROM ${cartItems} WHERE ${cartItems.cartId} = ${cartId} FOR UPDATE`);
    const changes = bagChanges(await loadLines(tx, cartId));
    for (const change of changes) {
      await tx
        .update(cartItems)
        .set(change.kind === 'price' ? { unitPriceAtAddPaise: change.nowPaise } : { quantity: change.nowQuantity })
        .where(eq(cartItems.id, change.lineId));
    }
    return { changes, cart: await viewOf(tx, cartId) };
  });
}

export async function cartValidation(db: DbOrTx, owner: BagOwner | null): Promise<CartValidation> {
  return validate(owner ? (await loadOwnerCart(db, owner)).lines : []);
}

export async function cartStatistics(db: DbOrTx, owner: BagOwner | null): Promise<CartStatistics> {
  return statistics(owner ? (await loadOwnerCart(db, owner)).lines : []);
}

/**
 * Adds several products (each its default size, or the size named), each on its own: one
 * refusal does not undo the others (the answer counts successful and failed). A fixed number of
 * queries whatever the number of items: the products, their sizes and the lines they already
 * have are read once, each item is judged in order against them (so two items of one size add
 * up), and one upsert writes every accepted size with the same stock-and-cap condition as a
 * single add.
 */
export async function bulkAddToCart(
  db: Db,
  owner: BagOwner,
  items: readonly { productId: string; quantity: number; variantId?: string | null }[],
): Promise<BulkAddResult> {
  const ids = [...new Set(items.map((i) => i.productId).filter(isId))];
  // The products and their active sizes in one read (default size first).
  const rows = ids.length
    ? await db
        .select({
          id: products.id,
          name: products.name,
          isActive: products.isActive,
          archivedAt: products.archivedAt,
          size: { id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock, pricePaise: productVariants.pricePaise },
        })
        .from(products)
        .leftJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.isActive, true)))
        .where(inArray(products.id, ids))
        .orderBy(asc(productVariants.position), asc(productVariants.volumeMl))
    : [];
  const byId = new Map(rows.map((p) => [p.id, p]));
  const found = [...byId.values()];
  const sizeRows = rows.flatMap((r) => (r.size ? [r.size] : []));
  const sizesOf = new Map<string, typeof sizeRows>();
  for (const v of sizeRows) sizesOf.set(v.productId, [...(sizesOf.get(v.productId) ?? []), v]);
  const sizeById = new Map(sizeRows.map((v) => [v.id, v]));

  let cartId = await findCartId(db, owner);
  const held = new Map<string, number>();
  if (cartId && found.length) {
    const lines = await db
      .select({ sizeId: resolvedSizeId(cartItems.variantId, cartItems.productId), quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.productId, [...byId.keys()])));
    for (const l of lines) if (l.sizeId) held.set(l.sizeId, (held.get(l.sizeId) ?? 0) + l.quantity);
  }

  const adding = new Map<string, number>();
  // The bag's total so far, raised by each accepted item: one that would pass the cap is refused.
  let bagPaise = found.length ? (await bagTotals(db, owner)).otherPaise : 0;
  // Each item's size, where it resolved to one.
  const itemSizes: (string | null)[] = [];
  const results: BulkAddResult['results'] = items.map((item, i) => {
    itemSizes[i] = null;
    const p = byId.get(item.productId);
    // The size is named in the answer when the item named one (the original clients' answers are unchanged).
    const answer = (success: boolean, message: string, variantId: string | null = item.variantId ?? null) =>
      item.variantId ? { productId: item.productId, variantId, success, message } : { productId: item.productId, success, message };
    if (!p || !p.isActive || p.archivedAt) return answer(false, M.productNotFound);
    const size = item.variantId ? sizeById.get(item.variantId) : sizesOf.get(p.id)?.[0];
    if (!size) return answer(false, item.variantId ? M.sizeNotFound : M.productNotFound);
    if (size.productId !== p.id) return answer(false, M.sizeMismatch);
    itemSizes[i] = size.id;
    const before = (held.get(size.id) ?? 0) + (adding.get(size.id) ?? 0);
    const refusal = lineRefusal(before + item.quantity, size.stock);
    if (refusal) return answer(false, refusal.message, size.id);
    if (passesBagCap(bagPaise, size.pricePaise, item.quantity)) return answer(false, bagCapExceeded, size.id);
    bagPaise += size.pricePaise * item.quantity;
    adding.set(size.id, (adding.get(size.id) ?? 0) + item.quantity);
    return answer(true, before > 0 ? quantityIncreased(p.name) : addedToCart(p.name), size.id);
  });

  if (adding.size) {
    cartId ??= await ensureCartId(db, owner);
    const target = cartId;
    const written = await db
      .insert(cartItems)
      .values(
        [...adding].map(([sizeId, quantity]) => {
          const size = sizeById.get(sizeId)!;
          return { cartId: target, productId: size.productId, variantId: sizeId, quantity, unitPriceAtAddPaise: size.pricePaise };
        }),
      )
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId, cartItems.variantId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
        setWhere: withinStockAndCap(sql`${cartItems.quantity} + excluded.quantity`),
      })
      .returning({ variantId: cartItems.variantId });
    // Another tab filled the line meanwhile: the items of that size are refused after all.
    const done = new Set(written.map((w) => w.variantId));
    results.forEach((r, i) => {
      const sizeId = itemSizes[i];
      if (r.success && sizeId && !done.has(sizeId)) Object.assign(r, { success: false, message: onlyInStock(sizeById.get(sizeId)!.stock) });
    });
  }
  const successful = results.filter((r) => r.success).length;
  return {
    successful,
    failed: results.length - successful,
    results,
    cart: cartId ? await viewOf(db, cartId) : toCartView(null, [], []),
  };
}

/**
 * Moves a guest's cart into a user's: quantities of one size add up, capped at that size's
 * stock; lines whose product or size is gone or sold out are dropped. Returns how many lines
 * were saved to the account.
 */
export async function mergeGuestCart(tx: DbOrTx, guestId: string, userId: string): Promise<number> {
  const guestCartId = await findCartId(tx, { guestId });
  if (!guestCartId) return 0;
  const guestLines = await loadLines(tx, guestCartId);
  let merged = 0;
  if (guestLines.length) {
    const userCartId = await ensureCartId(tx, { userId });
    // The account's bag as it stands, by size: the merge adds to it only what fits within the
    // order cap (signing in is never refused for a bag; what does not fit stays out of it).
    const held = new Map<string, number>();
    let bagPaise = 0;
    for (const l of await loadLines(tx, userCartId)) {
      if (!isAvailable(l.product) || !l.variantId) continue;
      held.set(l.variantId, (held.get(l.variantId) ?? 0) + l.quantity);
      bagPaise += l.product.pricePaise * l.quantity;
    }
    for (const line of guestLines) {
      const p = line.product;
      const sizeId = line.variantId;
      if (!isAvailable(p) || !sizeId || p.stock <= 0) continue;
      const existing = held.get(sizeId) ?? 0;
      const wanted = mergedQuantity(existing, line.quantity, p.stock);
      const room = existing + quantityWithinBagCap(bagPaise, p.pricePaise);
      // Only where the cap binds is less than the guest's quantity brought over.
      const adding = wanted > room ? room - existing : line.quantity;
      if (adding <= 0) continue;
      const after = Math.min(wanted, room);
      bagPaise += p.pricePaise * (after - existing);
      held.set(sizeId, after);
      // The sum is taken in the statement (a tab of the account may be adding meanwhile), never
      // past the size's stock or the line cap. The merged line stores its size.
      await tx
        .insert(cartItems)
        .values({ cartId: userCartId, productId: p.id, variantId: sizeId, quantity: mergedQuantity(0, adding, p.stock), unitPriceAtAddPaise: line.unitPriceAtAddPaise })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId, cartItems.variantId],
          set: { quantity: sql`least(${cartItems.quantity} + ${adding}, ${p.stock}, ${MAX_LINE_QUANTITY})`, updatedAt: new Date() },
        });
      merged++;
    }
  }
  // The guest's discovery sets come along whole (each spray is checked again at checkout), the
  // oldest first, as many as the account's bag has room for (what does not fit goes with the guest's bag).
  const guestSets = await tx.select({ id: cartDiscoverySets.id }).from(cartDiscoverySets).where(eq(cartDiscoverySets.cartId, guestCartId)).orderBy(asc(cartDiscoverySets.addedAt), asc(cartDiscoverySets.id));
  if (guestSets.length) {
    const userCartId = await ensureCartId(tx, { userId });
    const [held] = await tx.select({ n: count() }).from(cartDiscoverySets).where(eq(cartDiscoverySets.cartId, userCartId));
    const fits = guestSets.slice(0, Math.max(0, MAX_BAG_SETS - (held?.n ?? 0))).map((s) => s.id);
    if (fits.length) {
      const moved = await tx.update(cartDiscoverySets).set({ cartId: userCartId }).where(inArray(cartDiscoverySets.id, fits)).returning({ id: cartDiscoverySets.id });
      merged += moved.length;
    }
  }
  await tx.delete(carts).where(eq(carts.id, guestCartId));
  return merged;
}

/** The most discovery sets one bag may hold (a shopper building a wardrobe, not a reseller). */
const MAX_BAG_SETS = 10;

/**
 * Puts a discovery set in the bag: its shape was checked by addSetSchema; here each spray is
 * checked against the catalogue (a live 10 ml travel spray with a unit left, each of another
 * perfume) and the set's price against the order cap. Stock is taken only at checkout.
 */
export async function addSetToCart(db: Db, owner: BagOwner, input: AddSetInput): Promise<{ view: CartView; message: string }> {
  await checkedSprays(db, input.variantIds);
  const prices = await readDiscoveryPrices(db);
  const cartId = await ensureCartId(db, owner);
  const [lines, sets] = await Promise.all([loadLines(db, cartId), loadBagSets(db, cartId)]);
  if (sets.length >= MAX_BAG_SETS) throw new AppError('LINE_LIMIT', DISCOVERY_MESSAGES.tooManySets(MAX_BAG_SETS));
  const summary = summarize(lines, sets.map((set) => ({ pricePaise: set.pricePaise, available: setAvailable(set) })));
  const bagPaise = Math.round(summary.subtotal * 100);
  if (passesBagCap(bagPaise, priceOfSet(prices, input.setSize), 1)) throw new AppError('BAG_LIMIT', bagCapExceeded);
  await db.insert(cartDiscoverySets).values({ cartId, setSize: input.setSize, variantIds: input.variantIds });
  return { view: await viewOf(db, cartId), message: DISCOVERY_MESSAGES.added(input.setSize) };
}

/** Takes a discovery set out of the bag (its own id, the bag's owner only). */
export async function removeSetFromCart(db: Db, owner: BagOwner, setId: string): Promise<CartView> {
  if (!isId(setId)) throw notFound(DISCOVERY_MESSAGES.lineNotFound);
  const cartId = await requireCartId(db, owner);
  const gone = await db
    .delete(cartDiscoverySets)
    .where(and(eq(cartDiscoverySets.cartId, cartId), eq(cartDiscoverySets.id, setId)))
    .returning({ id: cartDiscoverySets.id });
  if (!gone.length) throw notFound(DISCOVERY_MESSAGES.lineNotFound);
  return viewOf(db, cartId);
}
