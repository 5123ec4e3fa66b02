import 'server-only';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { cartItems, orderItems, productVariants, wishlistItems } from '../db/schema';
import { badRequest } from '../errors';
import { newId } from '../ids';
import type { SizeRow } from './dto';
import type { ProductValues, SizeValues } from './admin-schema';
import { defaultSizeLabel } from './size-rules';
import { CATALOG_SIZE_MESSAGES } from './messages';
import { setCountedStock, type StockCount } from '../stock/admin';
import { attributeStockMovements } from '../stock/ledger';

/*
 * The back office's writes of a product's sizes. Stock and prices live on product_variants; the
 * products_sizes_sync trigger copies the default size's onto the product row and keeps its
 * aggregates, so nothing here writes them on the product. Callers hold the product row's lock.
 */

/** Every size row of these products, active or not, in display order. */
export async function allSizesOf(db: DbOrTx, productIds: readonly string[]): Promise<Map<string, SizeRow[]>> {
  const map = new Map<string, SizeRow[]>();
  if (productIds.length === 0) return map;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.position), asc(productVariants.volumeMl));
  for (const r of rows) map.set(r.productId, [...(map.get(r.productId) ?? []), r]);
  return map;
}

/** The SKU a size gets when none is given: the product's slug and volume, as the migration made them. */
function defaultSku(slug: string, volumeMl: number): string {
  return `${slug.toUpperCase()}-${volumeMl}ML`;
}

/** The one size a product written without a list gets: its own price, stock and volume. */
export function sizeFromProduct(values: Pick<ProductValues, 'pricePaise' | 'originalPricePaise' | 'mrpPaise' | 'stock' | 'volumeMl'>): SizeValues {
  return {
    label: defaultSizeLabel(values.volumeMl),
    volumeMl: values.volumeMl,
    sku: null,
    pricePaise: values.pricePaise,
    originalPricePaise: values.originalPricePaise,
    mrpPaise: values.mrpPaise,
    stock: values.stock,
  };
}

/** 400 when a SKU of the list belongs to another product (the unique index would refuse it later, less clearly). */
async function refuseSkusOfOthers(tx: DbOrTx, productId: string, sizes: readonly SizeValues[]) {
  const skus = sizes.flatMap((s) => (s.sku ? [s.sku] : []));
  if (skus.length === 0) return;
  const taken = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, skus), ne(productVariants.productId, productId)));
  if (taken.length === 0) return;
  const errors: Record<string, string[]> = {};
  sizes.forEach((s, i) => {
    if (s.sku && taken.some((t) => t.sku === s.sku)) errors[`sizes.${i}.sku`] = [CATALOG_SIZE_MESSAGES.skuInUse(s.sku)];
  });
  const first = Object.values(errors)[0]![0]!;
  throw badRequest(first, errors);
}

/** The sizes that order lines, bag lines or wishlist items refer to: removing one deactivates it. */
async function referencedSizeIds(tx: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = [...ids];
  // One after another: a transaction's statements share one connection.
  const ordered = await tx.selectDistinct({ id: orderItems.variantId }).from(orderItems).where(inArray(orderItems.variantId, list));
  const bagged = await tx.selectDistinct({ id: cartItems.variantId }).from(cartItems).where(inArray(cartItems.variantId, list));
  const wished = await tx.selectDistinct({ id: wishlistItems.variantId }).from(wishlistItems).where(inArray(wishlistItems.variantId, list));
  return new Set([...ordered, ...bagged, ...wished].flatMap((r) => (r.id ? [r.id] : [])));
}

export interface SizesChange {
  before: SizeSnapshot[];
  after: SizeSnapshot[];
}

type SizeSnapshot = Pick<SizeRow, 'id' | 'label' | 'volumeMl' | 'sku' | 'pricePaise' | 'originalPricePaise' | 'mrpPaise' | 'stock'>;

const snapshot = (r: SizeRow): SizeSnapshot => ({
  id: r.id,
  label: r.label,
  volumeMl: r.volumeMl,
  sku: r.sku,
  pricePaise: r.pricePaise,
  originalPricePaise: r.originalPricePaise,
  mrpPaise: r.mrpPaise,
  stock: r.stock,
});

/** Who writes sizes, and from where: their stock moves are recorded as theirs (lib/stock/ledger.ts). */
export interface SizesLedger {
  actorId: string | null;
  /** 'form': the product form or the API (counts are count corrections); 'import': a CSV import. */
  source: 'form' | 'import';
}

/** A target of the list: an existing row (by id, or a row of the same volume not kept otherwise) or a new one. */
function matchSizes(existing: readonly SizeRow[], sizes: readonly SizeValues[]) {
  const kept = new Set(sizes.flatMap((s) => (s.id ? [s.id] : [])));
  const targets = sizes.map((s) => {
    if (s.id) return { ...s, id: s.id, isNew: false, row: existing.find((r) => r.id === s.id) ?? null };
    // A new row of a volume a removed (inactive) size had takes that row back; so does a row of a
    // volume the product already sells (a CSV row without the size's id).
    const removed = existing.find((r) => !kept.has(r.id) && r.volumeMl === s.volumeMl && !sizes.some((o) => o.id === r.id));
    if (removed) {
      kept.add(removed.id);
      return { ...s, id: removed.id, isNew: false, row: removed };
    }
    return { ...s, id: newId(), isNew: true, row: null };
  });
  return { targets, kept };
}

/**
 * The stock counts in a list of sizes: rows that name an active size and carry `stock` (new
 * sizes and sizes taken back carry opening stock instead). `fieldOf(i)` names row i's stock in
 * the request, for refusals.
 */
export function sizeCounts(existing: readonly SizeRow[], sizes: readonly SizeValues[], fieldOf: (index: number) => string = (i) => `sizes.${i}.stock`): StockCount[] {
  return matchSizes(existing, sizes).targets.flatMap((t, i) =>
    t.row?.isActive && t.stock !== undefined
      ? [{ variantId: t.id, stock: t.stock, expectedStock: t.expectedStock, label: t.label, field: fieldOf(i) }]
      : [],
  );
}

/**
 * Makes the product's active sizes exactly `sizes`, in that order: rows with an id are updated,
 * rows without are added (taking back a removed size of the same volume, so its history and
 * alerts stay one row), and active sizes missing from the list are deleted, or deactivated when
 * orders, bags or wishlists refer to them (their SKU is freed for reuse). The stock of a size
 * that is sold is never written as sent: it is a count against the figure the admin saw
 * (setCountedStock, STOCK_CHANGED when it moved since), and left alone without one. Answers the
 * active sizes before and after, for the audit log; null when nothing changed.
 */
export async function replaceSizes(tx: DbOrTx, productId: string, slug: string, sizes: readonly SizeValues[], ledger: SizesLedger): Promise<SizesChange | null> {
  const existing = (await allSizesOf(tx, [productId])).get(productId) ?? [];
  const byId = new Map(existing.map((r) => [r.id, r]));
  const errors: Record<string, string[]> = {};
  sizes.forEach((s, i) => {
    if (s.id && !byId.has(s.id)) errors[`sizes.${i}._id`] = [CATALOG_SIZE_MESSAGES.sizeUnknown];
  });
  if (Object.keys(errors).length) throw badRequest(CATALOG_SIZE_MESSAGES.sizeUnknown, errors);
  await refuseSkusOfOthers(tx, productId, sizes);

  const { targets, kept } = matchSizes(existing, sizes);
  const wanted = targets.map((t) => ({ ...t, sku: t.sku ?? defaultSku(slug, t.volumeMl) }));
  const before = existing.filter((r) => r.isActive).map(snapshot);

  // A size kept with a volume that a removed size still holds cannot take it (history keeps that row).
  wanted.forEach((t, i) => {
    const holder = existing.find((r) => !kept.has(r.id) && r.volumeMl === t.volumeMl && r.id !== t.id);
    if (holder && !holder.isActive) errors[`sizes.${i}.volumeMl`] = [CATALOG_SIZE_MESSAGES.volumeOfRemoved(t.volumeMl)];
  });
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]![0]!, errors);

  // Counts first: a figure that moved since refuses the whole save before anything is written.
  await setCountedStock(tx, productId, sizeCounts(existing, sizes), {
    reason: ledger.source === 'import' ? 'csv_import' : 'count_correction',
    actorId: ledger.actorId,
  });
  // What follows writes stock only for new sizes and sizes taken back: their opening stock.
  await attributeStockMovements(tx, { reason: ledger.source === 'import' ? 'csv_import' : 'opening', actorId: ledger.actorId });

  const gone = existing.filter((r) => r.isActive && !kept.has(r.id));
  const referenced = await referencedSizeIds(
    tx,
    gone.map((r) => r.id),
  );
  const now = new Date();
  const toDeactivate = gone.filter((r) => referenced.has(r.id));
  const toDelete = gone.filter((r) => !referenced.has(r.id));
  if (toDelete.length) {
    await tx.delete(productVariants).where(
      inArray(
        productVariants.id,
        toDelete.map((r) => r.id),
      ),
    );
  }
  if (toDeactivate.length) {
    await tx
      .update(productVariants)
      .set({ isActive: false, sku: null, position: 1000, updatedAt: now })
      .where(
        inArray(
          productVariants.id,
          toDeactivate.map((r) => r.id),
        ),
      );
  }
  // Volumes and SKUs are unique: rows that swap them (50 ml becomes 100 ml and back) first step
  // aside to placeholders no real size uses, then take their final values.
  const updating = wanted.filter((t) => !t.isNew);
  for (const [i, t] of updating.entries()) {
    await tx
      .update(productVariants)
      .set({ sku: null, volumeMl: 1_000_000 + i })
      .where(eq(productVariants.id, t.id));
  }
  for (const [position, t] of wanted.entries()) {
    const values = {
      label: t.label,
      volumeMl: t.volumeMl,
      sku: t.sku,
      pricePaise: t.pricePaise,
      originalPricePaise: t.originalPricePaise,
      mrpPaise: t.mrpPaise,
      isActive: true,
      position,
      updatedAt: now,
    };
    // A removed size taken back opens again with the stock given; a sold size's stock was counted above.
    const opening = t.isNew || !t.row?.isActive ? t.stock : undefined;
    if (t.isNew) await tx.insert(productVariants).values({ id: t.id, productId, ...values, stock: opening ?? 0 });
    else await tx.update(productVariants).set(opening === undefined ? values : { ...values, stock: opening }).where(eq(productVariants.id, t.id));
  }
  const rows = new Map(((await allSizesOf(tx, [productId])).get(productId) ?? []).map((r) => [r.id, r]));
  const after = wanted.map((t) => snapshot(rows.get(t.id)!));
  return JSON.stringify(before) === JSON.stringify(after) ? null : { before, after };
}

/**
 * A change to a product written without a list of sizes (the original clients, the one-size
 * form): its price, MRP, original price and volume are its default size's, and `count` its
 * stock, set against the figure the admin saw (setCountedStock). Answers the count written.
 */
export async function patchDefaultSize(
  tx: DbOrTx,
  productId: string,
  values: Partial<Pick<ProductValues, 'pricePaise' | 'originalPricePaise' | 'mrpPaise' | 'volumeMl'>>,
  count: { stock: number; expectedStock: number | undefined } | null,
  ledger: SizesLedger,
): Promise<{ before: number; after: number } | null> {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0 && !count) return null;
  const [size] = await tx
    .select({ id: productVariants.id, label: productVariants.label, volumeMl: productVariants.volumeMl })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.volumeMl))
    .limit(1);
  if (!size) return null;
  const [counted] = count
    ? await setCountedStock(tx, productId, [{ variantId: size.id, stock: count.stock, expectedStock: count.expectedStock, label: size.label, field: 'stock' }], {
        reason: ledger.source === 'import' ? 'csv_import' : 'count_correction',
        actorId: ledger.actorId,
      })
    : [];
  if (Object.keys(set).length === 0) return counted ?? null;
  // A label that only said the volume follows a new volume.
  if (values.volumeMl !== undefined && size.label === defaultSizeLabel(size.volumeMl)) Object.assign(set, { label: defaultSizeLabel(values.volumeMl) });
  await tx
    .update(productVariants)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(productVariants.id, size.id));
  return counted ?? null;
}
