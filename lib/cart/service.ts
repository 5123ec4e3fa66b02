import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { cartItems, carts, products } from '../db/schema';
import { cartProductColumns, toCartProduct, type CartProductRow } from './product-columns';
import { AppError, notFound } from '../http/errors';
import { isId } from '../ids';
import {
  addedToCart,
  CART_MESSAGES as M,
  isAvailable,
  lineDetails,
  mergedQuantity,
  onlyInStock,
  quantityIncreased,
  statistics,
  summarize,
  toCartLine,
  validate,
  type LineInput,
} from './calc';
import type { BagOwner } from './owner';
import type { BulkAddResult, CartStatistics, CartValidation, CartView } from './types';

/*
 * The server cart. Every change is one conditional statement or one transaction, so two tabs
 * adding at once can never push a line past the stock, and a failure leaves the cart as it was.
 */

const ownerWhere = (owner: BagOwner) => (owner.userId ? eq(carts.userId, owner.userId) : eq(carts.guestId, owner.guestId!));

export async function findCartId(db: DbOrTx, owner: BagOwner): Promise<string | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerWhere(owner)).limit(1);
  return row?.id ?? null;
}

/** The owner's cart id, created on first use, in one statement; concurrent first adds share one cart. */
export async function ensureCartId(db: DbOrTx, owner: BagOwner): Promise<string> {
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

function toLineInput(row: { line: LineRow; product: CartProductRow | null }): LineInput {
  return { ...row.line, product: toCartProduct(row.product) };
}

export async function loadLines(db: DbOrTx, cartId: string): Promise<LineInput[]> {
  const rows = await db
    .select({ line: lineColumns, product: cartProductColumns })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  return rows.map(toLineInput);
}

/** The owner's cart and its lines in one query (every badge refresh and page view reads this). */
export async function loadOwnerCart(db: DbOrTx, owner: BagOwner): Promise<{ cartId: string | null; lines: LineInput[] }> {
  const rows = await db
    .select({ cartId: carts.id, line: lineColumns, product: cartProductColumns })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .where(ownerWhere(owner))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  const cartId = rows[0]?.cartId ?? null;
  const lines = rows.flatMap((r) => (r.line ? [toLineInput({ line: r.line, product: r.product })] : []));
  return { cartId, lines };
}

export function toCartView(cartId: string | null, lines: LineInput[]): CartView {
  const summary = summarize(lines);
  return {
    _id: cartId,
    items: lines.map(toCartLine),
    itemsWithDetails: lines.map(lineDetails),
    summary,
    count: summary.totalItems,
  };
}

export async function getCartView(db: DbOrTx, owner: BagOwner | null): Promise<CartView> {
  if (!owner) return toCartView(null, []);
  const { cartId, lines } = await loadOwnerCart(db, owner);
  return toCartView(cartId, lines);
}

/** The number of items (sum of quantities) for the badge, in one query. */
export async function cartCount(db: DbOrTx, owner: BagOwner | null): Promise<number> {
  if (!owner) return 0;
  const [row] = await db
    .select({ n: sql<number>`COALESCE(SUM(${cartItems.quantity}), 0)::int` })
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

const outOfStock = () => new AppError('CONFLICT', M.outOfStock);
const overStock = (stock: number) => new AppError('CONFLICT', onlyInStock(stock));

/**
 * Adds `quantity` of a product. One upsert: the new total must stay within the stock, checked
 * in the same statement that writes it.
 */
export async function addToCart(
  db: Db,
  owner: BagOwner,
  input: { productId: string; quantity: number },
): Promise<{ view: CartView; message: string }> {
  const product = await liveProduct(db, input.productId);
  if (product.stock <= 0) throw outOfStock();
  if (input.quantity > product.stock) throw overStock(product.stock);
  const cartId = await ensureCartId(db, owner);
  const rows = await db
    .insert(cartItems)
    .values({ cartId, productId: product.id, quantity: input.quantity, unitPriceAtAddPaise: product.pricePaise })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.variantId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${product.stock}`,
    })
    .returning({ quantity: cartItems.quantity });
  if (!rows[0]) throw overStock(product.stock);
  const increased = rows[0].quantity > input.quantity;
  return {
    view: toCartView(cartId, await loadLines(db, cartId)),
    message: increased ? quantityIncreased(product.name) : addedToCart(product.name),
  };
}

/** A line addressed by its product id, or by its own id (a deleted product's line has no product). */
function lineWhere(cartId: string, productIdOrLineId: string) {
  return and(
    eq(cartItems.cartId, cartId),
    sql`(${cartItems.productId} = ${productIdOrLineId} OR ${cartItems.id} = ${productIdOrLineId})`,
  );
}

async function requireCartId(db: DbOrTx, owner: BagOwner): Promise<string> {
  const cartId = await findCartId(db, owner);
  if (!cartId) throw notFound(M.lineNotFound);
  return cartId;
}

export async function removeFromCart(db: Db, owner: BagOwner, productIdOrLineId: string): Promise<CartView> {
  if (!isId(productIdOrLineId)) throw notFound(M.lineNotFound);
  const cartId = await requireCartId(db, owner);
  const gone = await db.delete(cartItems).where(lineWhere(cartId, productIdOrLineId)).returning({ id: cartItems.id });
  if (!gone.length) throw notFound(M.lineNotFound);
  return toCartView(cartId, await loadLines(db, cartId));
}

/** Sets a line's quantity; 0 removes it. */
export async function setQuantity(db: Db, owner: BagOwner, input: { productId: string; quantity: number }): Promise<CartView> {
  if (input.quantity === 0) return removeFromCart(db, owner, input.productId);
  if (!isId(input.productId)) throw notFound(M.lineNotFound);
  const cartId = await requireCartId(db, owner);
  const [row] = await db
    .select({ line: cartItems, stock: products.stock, active: products.isActive, archivedAt: products.archivedAt })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .where(lineWhere(cartId, input.productId))
    .limit(1);
  if (!row) throw notFound(M.lineNotFound);
  if (!row.active || row.archivedAt || row.stock == null) throw notFound(M.productNotFound);
  if (row.stock <= 0) throw outOfStock();
  if (input.quantity > row.stock) throw overStock(row.stock);
  await db.update(cartItems).set({ quantity: input.quantity }).where(eq(cartItems.id, row.line.id));
  return toCartView(cartId, await loadLines(db, cartId));
}

export async function stepQuantity(db: Db, owner: BagOwner, productId: string, step: 1 | -1): Promise<CartView> {
  if (!isId(productId)) throw notFound(M.lineNotFound);
  const current = await checkInCart(db, owner, productId);
  if (!current.inCart) throw notFound(M.lineNotFound);
  return setQuantity(db, owner, { productId, quantity: current.quantity + step });
}

export async function clearCart(db: Db, owner: BagOwner): Promise<CartView> {
  const cartId = await findCartId(db, owner);
  if (cartId) await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  return toCartView(cartId, []);
}

export async function cartValidation(db: DbOrTx, owner: BagOwner | null): Promise<CartValidation> {
  return validate(owner ? (await loadOwnerCart(db, owner)).lines : []);
}

export async function cartStatistics(db: DbOrTx, owner: BagOwner | null): Promise<CartStatistics> {
  return statistics(owner ? (await loadOwnerCart(db, owner)).lines : []);
}

/** Adds several products, each on its own: one refusal does not undo the others (the spec's successful/failed counts). */
export async function bulkAddToCart(
  db: Db,
  owner: BagOwner,
  items: readonly { productId: string; quantity: number }[],
): Promise<BulkAddResult> {
  const results: BulkAddResult['results'] = [];
  for (const item of items) {
    try {
      const { message } = await addToCart(db, owner, item);
      results.push({ productId: item.productId, success: true, message });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      results.push({ productId: item.productId, success: false, message: e.message });
    }
  }
  const successful = results.filter((r) => r.success).length;
  return { successful, failed: results.length - successful, results, cart: await getCartView(db, owner) };
}

/**
 * Moves a guest's cart into a user's: quantities add up, capped at the stock; lines whose
 * product is gone or sold out are dropped. Returns how many lines were saved to the account.
 */
export async function mergeGuestCart(tx: DbOrTx, guestId: string, userId: string): Promise<number> {
  const guestCartId = await findCartId(tx, { guestId });
  if (!guestCartId) return 0;
  const guestLines = await loadLines(tx, guestCartId);
  let merged = 0;
  if (guestLines.length) {
    const userCartId = await ensureCartId(tx, { userId });
    const existing = new Map((await loadLines(tx, userCartId)).map((l) => [l.product?.id, l.quantity]));
    for (const line of guestLines) {
      const p = line.product;
      if (!isAvailable(p) || p.stock <= 0) continue;
      const quantity = mergedQuantity(existing.get(p.id) ?? 0, line.quantity, p.stock);
      if (quantity <= 0) continue;
      await tx
        .insert(cartItems)
        .values({ cartId: userCartId, productId: p.id, quantity, unitPriceAtAddPaise: line.unitPriceAtAddPaise })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId, cartItems.variantId],
          set: { quantity, updatedAt: new Date() },
        });
      merged++;
    }
  }
  await tx.delete(carts).where(eq(carts.id, guestCartId));
  return merged;
}

