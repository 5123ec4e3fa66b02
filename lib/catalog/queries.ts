import 'server-only';
import { and, arrayOverlaps, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, productVariants } from '../db/schema';
import { isId } from '../ids';
import { rupeesToPaise } from '../money';
import { toProductDto, type ProductDto, type SizeRow } from './dto';
import { COLLECTIONS, effectiveCategories, likePattern, PRICE_MAX, type CatalogFilters, type SortOption } from './filters';
import { houseSlug } from './houses';
import type { NoteSource } from './notes';
import type { Family } from './character';
import { cachedCloseNames, type CloseName } from './suggest';

export interface ProductPage {
  items: ProductDto[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** True when nothing matched the search literally and close spellings are shown instead. */
  fuzzy: boolean;
}

/** Shoppers only ever see live products. */
const visible = () => and(eq(products.isActive, true), isNull(products.archivedAt));

// The featured in the back office's order (numbered first, then 0), then the best loved, then the newest.
const featuredOrder: SQL[] = [
  desc(products.isFeatured),
  asc(sql`CASE WHEN ${products.isFeatured} AND ${products.featuredRank} > 0 THEN ${products.featuredRank} END`),
  desc(products.averageRating),
  desc(products.createdAt),
  asc(products.id),
];

const orderings: Record<SortOption, SQL[]> = {
  // lower(): alphabetical for shoppers whatever the database's collation (byte order puts 'a' after 'Z').
  'name-asc': [asc(sql`lower(${products.name})`), asc(products.id)],
  'name-desc': [desc(sql`lower(${products.name})`), desc(products.id)],
  featured: featuredOrder,
  // Low to high by what a perfume can be bought for ("from ₹…", its cheapest size); high to low by
  // its dearest size, so a ₹4,900 bottle sold also as a ₹550 travel spray leads, not sinks.
  'price-asc': [asc(products.minPricePaise), asc(products.id)],
  'price-desc': [desc(products.maxPricePaise), desc(products.id)],
  'rating-desc': [desc(products.averageRating), desc(products.numReviews), asc(products.id)],
  // By what reviewers say it lasts; a perfume nobody has rated for it goes after every rated one
  // (its stored average is 0, but that is "unknown", not "short"), then ties in the featured order.
  'longevity-desc': [desc(sql`${products.reviewLongevityCount} > 0`), desc(products.reviewLongevityAvg), ...featuredOrder],
  newest: [desc(products.createdAt), desc(products.id)],
};

function baseConditions(f: CatalogFilters): SQL[] {
  const where: SQL[] = [visible()!];
  const cats = effectiveCategories(f);
  if (cats) where.push(cats.length ? inArray(products.category, cats) : sql`false`);
  // A product qualifies when some size does, so the ceiling reads the cheapest one.
  if (f.maxPrice < PRICE_MAX) where.push(lte(products.minPricePaise, rupeesToPaise(f.maxPrice)));
  // "Lasts 4+ by reviews": the reviewers' average (two decimals, as shown), among perfumes someone rated.
  if (f.longevity) where.push(gt(products.reviewLongevityCount, 0), gte(products.reviewLongevityAvg, f.longevity));
  if (f.collection) {
    const c: { families?: readonly string[]; tags: readonly string[] } = COLLECTIONS[f.collection];
    const byTag = arrayOverlaps(products.tags, [...c.tags]);
    where.push(c.families ? or(byTag, inArray(products.family, [...c.families]))! : byTag);
  }
  return where;
}

/** The active sizes of these products, by product, in position order. */
async function sizesByProduct(db: Db, productIds: readonly string[]): Promise<Map<string, SizeRow[]>> {
  const map = new Map<string, SizeRow[]>();
  if (productIds.length === 0) return map;
  const rows = await db
    .select()
    .from(productVariants)
    .where(and(inArray(productVariants.productId, [...productIds]), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.volumeMl));
  for (const r of rows) {
    const list = map.get(r.productId);
    if (list) list.push(r);
    else map.set(r.productId, [r]);
  }
  return map;
}

/** Product rows to DTOs with their sizes, in one more query. */
async function withSizes(db: Db, rows: (typeof products.$inferSelect)[]): Promise<ProductDto[]> {
  const sizes = await sizesByProduct(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toProductDto(r, sizes.get(r.id) ?? []));
}

async function runPage(db: Db, where: SQL[], f: CatalogFilters, order: SQL[]) {
  const offset = (f.page - 1) * f.limit;
  // Two steps: rank and count the matches on narrow rows, then read the full rows of one page
  // only. A broad search ("rose") matches thousands of products; carrying their descriptions
  // through the sort and the window count cost more than the search itself.
  const ranked = await db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(and(...where))
    .orderBy(...order)
    .limit(f.limit)
    .offset(offset);
  let total = ranked[0]?.total ?? 0;
  if (ranked.length === 0) {
    if (f.page > 1) {
      // Past the last page: still report the true total so the pager can lead back.
      const c = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products).where(and(...where));
      total = c[0]?.n ?? 0;
    }
    return { items: [], total };
  }
  return { items: await listProductsByIds(db, ranked.map((r) => r.id)), total };
}

/** The closest names first; equally close ones in the listing's sort. */
function closestFirst(close: CloseName[]): SQL {
  const levels = new Map<number, string[]>();
  for (const c of close) {
    const slugs = levels.get(c.similarity);
    if (slugs) slugs.push(c.slug);
    else levels.set(c.similarity, [c.slug]);
  }
  // A literal rank (never a parameter): a CASE of parameters alone would compare as text.
  const ranks = [...levels.values()].map((slugs, rank) => sql`when ${inArray(products.slug, slugs)} then ${sql.raw(String(rank))}`);
  return sql`case ${sql.join(ranks, sql` `)} end`;
}

/**
 * The catalogue listing: filters, case-insensitive substring search over name, brand, category,
 * description, tags and notes, the sorts of SORT_OPTIONS, and pages. When a search matches nothing,
 * it retries with the names that are close spellings of it (suggest.ts closeNames, from the
 * suggestions' index), so 'fiorta' still finds Fiorita.
 */
export async function listProducts(db: Db, f: CatalogFilters): Promise<ProductPage> {
  const where = baseConditions(f);
  let fuzzy = false;
  let result: { items: ProductDto[]; total: number };
  if (f.search) {
    result = await runPage(db, [...where, sql`${products.searchText} LIKE ${likePattern(f.search)}`], f, orderings[f.sort]);
    // Close names come from the live catalogue's cached index (suggest.ts), the one suggestions use, not from db.
    const close = result.total === 0 ? await cachedCloseNames(f.search) : [];
    if (close.length) {
      const fuzzyResult = await runPage(
        db,
        [
          ...where,
          inArray(
            products.slug,
            close.map((c) => c.slug),
          ),
        ],
        f,
        [asc(closestFirst(close)), ...orderings[f.sort]],
      );
      if (fuzzyResult.total > 0) {
        result = fuzzyResult;
        fuzzy = true;
      }
    }
  } else {
    result = await runPage(db, where, f, orderings[f.sort]);
  }
  return {
    ...result,
    page: f.page,
    limit: f.limit,
    totalPages: Math.max(1, Math.ceil(result.total / f.limit)),
    fuzzy,
  };
}

/** A live product by id or slug; null when missing, inactive or archived. */
export async function getProduct(db: Db, idOrSlug: string): Promise<ProductDto | null> {
  const key = isId(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug);
  const rows = await db.select().from(products).where(and(key, visible())).limit(1);
  if (!rows[0]) return null;
  const [p] = await withSizes(db, [rows[0]]);
  return p ?? null;
}

/** How many products a shopper can buy: the catalogue's size as the brand facts quote it. */
export async function countLiveProducts(db: Db): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products).where(visible());
  return rows[0]?.n ?? 0;
}

/** Most Loved Scents: the best-rated products that have reviews. */
export async function listTopRated(db: Db, limit = 3): Promise<ProductDto[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(visible(), gt(products.numReviews, 0)))
    .orderBy(desc(products.averageRating), desc(products.numReviews), asc(products.id))
    .limit(limit);
  return withSizes(db, rows);
}

/**
 * Recommended For You: up to 20 other products in an order that looks random but is stable per
 * product (so the page stays cacheable), same-category scents first.
 */
export async function listRecommendations(db: Db, product: { id: string; category: string }, limit = 20) {
  const rows = await db
    .select()
    .from(products)
    .where(and(visible(), sql`${products.id} <> ${product.id}`))
    .orderBy(sql`(${products.category} = ${product.category}) desc`, sql`md5(${products.id} || ${product.id})`)
    .limit(limit);
  return withSizes(db, rows);
}

export interface HouseEntry {
  /** The Brand as the products spell it (the most common spelling, should two differ in case). */
  name: string;
  slug: string;
  count: number;
  /** Every spelling of the Brand among its perfumes. */
  brands: string[];
}

/** The houses with perfumes on sale, by slug: a Brand spelled two ways is one house. */
export async function listHouses(db: Db): Promise<HouseEntry[]> {
  const rows = await db
    .select({ brand: products.brand, n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(visible())
    .groupBy(products.brand)
    .orderBy(desc(sql`count(*)`), asc(products.brand));
  const bySlug = new Map<string, HouseEntry>();
  for (const r of rows) {
    const slug = houseSlug(r.brand);
    if (!slug) continue;
    const house = bySlug.get(slug);
    if (house) {
      house.count += r.n;
      house.brands.push(r.brand);
    } else bySlug.set(slug, { name: r.brand, slug, count: r.n, brands: [r.brand] });
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** A house's perfumes on sale, in the listing's default order (the featured first). */
export async function listHouseProducts(db: Db, house: Pick<HouseEntry, 'brands'>): Promise<ProductDto[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(visible(), inArray(products.brand, house.brands)))
    .orderBy(...orderings.featured);
  return withSizes(db, rows);
}

/** Every perfume on sale's notes by tier, in the listing's default order: the notes' index is built from these (lib/catalog/notes.ts). */
export async function listNoteSources(db: Db): Promise<NoteSource[]> {
  const rows = await db
    .select({ id: products.id, top: products.notesTop, heart: products.notesHeart, base: products.notesBase })
    .from(products)
    .where(visible())
    .orderBy(...orderings.featured);
  return rows.map((r) => ({ id: r.id, notes: { top: r.top, heart: r.heart, base: r.base } }));
}

/** Every product on sale with its sizes, the featured first: what the fragrance finder ranks (lib/catalog/finder.ts). */
export async function listOnSale(db: Db): Promise<ProductDto[]> {
  const rows = await db
    .select()
    .from(products)
    .where(visible())
    .orderBy(...orderings.featured);
  return withSizes(db, rows);
}

/** Perfumes on sale by id, in the order the ids are given; an id no longer on sale is left out. */
export async function listProductsByIds(db: Db, ids: readonly string[]): Promise<ProductDto[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(visible(), inArray(products.id, [...ids])));
  const byId = new Map((await withSizes(db, rows)).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many perfumes on sale each family has; a family with none is not in the map. */
export async function countFamilies(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ family: products.family, n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(and(visible(), sql`${products.family} <> ''`))
    .groupBy(products.family);
  return new Map(rows.map((r) => [r.family, r.n]));
}

/** A family's perfumes on sale, the featured first. */
export async function listFamilyProducts(db: Db, family: Family): Promise<ProductDto[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(visible(), eq(products.family, family)))
    .orderBy(...orderings.featured);
  return withSizes(db, rows);
}

export async function listSitemapEntries(db: Db): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(visible())
    .orderBy(asc(products.slug));
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString() }));
}
