import 'server-only';
import { familyLabel } from '../catalog/character';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { cacheFor, cacheTags, readAtRequestTime } from '../cache';
import { getDb, type DbOrTx } from '../db/client';
import { cartDiscoverySets, products, productVariants } from '../db/schema';
import { AppError } from '../errors';
import { isId } from '../ids';
import { paiseToRupees } from '../money';
import { DISCOVERY_MESSAGES as M } from './messages';
import { priceOfSet, readDiscoveryPrices } from './settings';
import { DISCOVERY_SPRAY_ML, type BagSetLine, type DiscoverySetItem, type DiscoverySetSize } from './types';

/*
 * Discovery sets in a bag: which sprays may go in one, and the sets a bag holds, read with their
 * sprays' state and priced by the settings in force. The bag's writes are lib/cart/service.ts's.
 */

/** A spray as a set line reads it: the size, its product and whether it can be sold now. */
export interface SetSpray extends DiscoverySetItem {
  stock: number;
  volumeMl: number;
  /** Size and product on sale, the size a 10 ml travel spray. */
  live: boolean;
}

/** A set in a bag with its sprays and price (paise) as of now. */
export interface BagSet {
  id: string;
  setSize: DiscoverySetSize;
  pricePaise: number;
  sprays: SetSpray[];
  addedAt: Date;
}

const sprayColumns = {
  variantId: productVariants.id,
  productId: products.id,
  name: products.name,
  brand: products.brand,
  slug: products.slug,
  stock: productVariants.stock,
  volumeMl: productVariants.volumeMl,
  sizeActive: productVariants.isActive,
  productActive: products.isActive,
  archivedAt: products.archivedAt,
};

async function readSprays(db: DbOrTx, variantIds: readonly string[]): Promise<Map<string, SetSpray>> {
  const ids = [...new Set(variantIds.filter(isId))];
  if (!ids.length) return new Map();
  const rows = await db.select(sprayColumns).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(inArray(productVariants.id, ids));
  return new Map(
    rows.map((r) => [
      r.variantId,
      {
        productId: r.productId,
        variantId: r.variantId,
        name: r.name,
        brand: r.brand,
        slug: r.slug,
        stock: r.stock,
        volumeMl: r.volumeMl,
        live: r.sizeActive && r.productActive && r.archivedAt == null && r.volumeMl === DISCOVERY_SPRAY_ML,
      },
    ]),
  );
}

/**
 * The sprays of a set a shopper chose, checked against the catalogue: each a live 10 ml travel
 * spray with a unit left, each of another perfume. Refuses with the spray named.
 */
export async function checkedSprays(db: DbOrTx, variantIds: readonly string[]): Promise<SetSpray[]> {
  const found = await readSprays(db, variantIds);
  const sprays = variantIds.map((id) => {
    const spray = found.get(id);
    if (!spray) throw new AppError('DISCOVERY_SET_INVALID', M.notASpray);
    return spray;
  });
  if (sprays.some((s) => s.volumeMl !== DISCOVERY_SPRAY_ML)) throw new AppError('DISCOVERY_SET_INVALID', M.notASpray);
  if (new Set(sprays.map((s) => s.productId)).size !== sprays.length) throw new AppError('DISCOVERY_SET_INVALID', M.repeated);
  for (const spray of sprays) {
    if (!spray.live) throw new AppError('DISCOVERY_SET_INVALID', M.unavailable(spray.name));
    if (spray.stock <= 0) throw new AppError('OUT_OF_STOCK', M.soldOut(spray.name));
  }
  return sprays;
}

/** The sets in a cart, oldest first, with their sprays as they are now and the price in force. */
export async function loadBagSets(db: DbOrTx, cartId: string | null): Promise<BagSet[]> {
  if (!cartId) return [];
  const rows = await db.select().from(cartDiscoverySets).where(eq(cartDiscoverySets.cartId, cartId)).orderBy(asc(cartDiscoverySets.addedAt), asc(cartDiscoverySets.id));
  if (!rows.length) return [];
  const [sprays, prices] = await Promise.all([readSprays(db, rows.flatMap((r) => r.variantIds)), readDiscoveryPrices(db)]);
  return rows.map((r) => {
    const setSize = r.setSize as DiscoverySetSize;
    return {
      id: r.id,
      setSize,
      pricePaise: priceOfSet(prices, setSize),
      // A size deleted since reads as a spray no longer sold.
      sprays: r.variantIds.map((id) => sprays.get(id) ?? { productId: '', variantId: id, name: 'A travel spray', brand: null, slug: null, stock: 0, volumeMl: 0, live: false }),
      addedAt: r.addedAt,
    };
  });
}

/** Whether every spray of the set can be sold now. */
export const setAvailable = (set: BagSet) => set.sprays.every((s) => s.live && s.stock > 0);

/** A bag set as the API answers it. */
export function toBagSetLine(set: BagSet): BagSetLine {
  return {
    _id: set.id,
    setSize: set.setSize,
    price: paiseToRupees(set.pricePaise),
    items: set.sprays.map((s) => ({ productId: s.productId, variantId: s.variantId, name: s.name, brand: s.brand, slug: s.slug, inStock: s.live && s.stock > 0 })),
    available: setAvailable(set),
    addedAt: set.addedAt.toISOString(),
  };
}

/** A spray /discovery offers: a live 10 ml travel spray, with whether any is left. */
export interface SprayOption {
  variantId: string;
  productId: string;
  name: string;
  brand: string;
  slug: string;
  image: string | null;
  /** The family or concentration line under the name. */
  concentration: string;
  /** What it smells of, for a shopper choosing blind: its family ("Woody") and its first notes. */
  family: string | null;
  notes: string[];
  inStock: boolean;
}

/** Every live 10 ml travel spray, by house and name (the page caches this under the catalogue's tag). */
export async function listSprayOptions(db: DbOrTx): Promise<SprayOption[]> {
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      name: products.name,
      brand: products.brand,
      slug: products.slug,
      images: products.images,
      concentration: products.concentration,
      family: products.family,
      notesTop: products.notesTop,
      notesHeart: products.notesHeart,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.volumeMl, DISCOVERY_SPRAY_ML), eq(productVariants.isActive, true), eq(products.isActive, true), isNull(products.archivedAt)))
    .orderBy(asc(products.brand), asc(products.name));
  return rows.map((r) => ({
    variantId: r.variantId,
    productId: r.productId,
    name: r.name,
    brand: r.brand,
    slug: r.slug,
    image: r.images[0] ?? null,
    concentration: r.concentration,
    family: familyLabel(r.family),
    notes: [...r.notesTop, ...r.notesHeart].slice(0, 3),
    inStock: r.stock > 0,
  }));
}

// What /discovery lists; a stock move that changes what a page shows drops the catalogue's tag.
async function cachedSprayOptions(): Promise<SprayOption[]> {
  'use cache';
  cacheFor([cacheTags.products], 3600);
  return listSprayOptions(await getDb());
}

export async function getSprayOptions(): Promise<SprayOption[]> {
  await readAtRequestTime();
  return cachedSprayOptions();
}
