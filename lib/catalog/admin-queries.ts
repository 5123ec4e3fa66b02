import 'server-only';
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { products } from '../db/schema';
import { isId } from '../ids';
import { paiseToRupees } from '../money';
import { LOW_STOCK_BELOW, type AdminProductQuery, type AdminSortKey } from './messages';
import { toAdminProductDto, type AdminProductDto, type ProductStats } from './admin-dto';
import { allSizesOf } from './admin-sizes';
import { likePattern } from './filters';

/*
 * The back office's reads: every product, live or not, searched, filtered, sorted and paged in
 * the database. Callers guard access (admin routes and pages).
 */

export interface AdminProductPage {
  items: AdminProductDto[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

function conditions(q: Pick<AdminProductQuery, 'search' | 'category' | 'status' | 'stock'>): SQL[] {
  const where: SQL[] = [];
  if (q.status === 'archived') where.push(isNotNull(products.archivedAt));
  else {
    // "All" means the working catalogue: archived products are deleted ones kept for old orders.
    where.push(isNull(products.archivedAt));
    if (q.status === 'active') where.push(eq(products.isActive, true));
    if (q.status === 'inactive') where.push(eq(products.isActive, false));
  }
  if (q.category) where.push(eq(products.category, q.category));
  // Stock over all sizes: "out" means no size can be sold.
  if (q.stock === 'out') where.push(eq(products.totalStock, 0));
  if (q.stock === 'low') where.push(and(gt(products.totalStock, 0), lt(products.totalStock, LOW_STOCK_BELOW))!);
  if (q.stock === 'in') where.push(gt(products.totalStock, 0));
  if (q.search) {
    const term = q.search.toLowerCase();
    const matches: SQL[] = [sql`${products.searchText} LIKE ${likePattern(term)}`, sql`${products.slug} LIKE ${likePattern(term)}`];
    if (isId(term)) matches.push(eq(products.id, term));
    where.push(or(...matches)!);
  }
  return where;
}

const sortColumns: Record<AdminSortKey, SQL> = {
  name: sql`lower(${products.name})`,
  category: sql`${products.category}`,
  price: sql`${products.pricePaise}`,
  stock: sql`${products.totalStock}`,
  // Active before inactive when ascending.
  status: sql`(case when ${products.archivedAt} is not null then 2 when ${products.isActive} then 0 else 1 end)`,
  createdAt: sql`${products.createdAt}`,
  updatedAt: sql`${products.updatedAt}`,
};

function ordering(q: Pick<AdminProductQuery, 'sort' | 'order'>): SQL[] {
  const dir = q.order === 'asc' ? asc : desc;
  // The id breaks ties, so paging never shows a row twice or skips one.
  return [dir(sortColumns[q.sort]), dir(products.id)];
}

export async function listAdminProducts(db: DbOrTx, q: AdminProductQuery): Promise<AdminProductPage> {
  const where = and(...conditions(q));
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ordering(q))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products).where(where),
  ]);
  const total = counted[0]?.n ?? 0;
  const sizes = await allSizesOf(db, rows.map((r) => r.id));
  return {
    items: rows.map((r) => toAdminProductDto(r, sizes.get(r.id) ?? [])),
    total,
    page: q.page,
    limit: q.limit,
    totalPages: Math.max(1, Math.ceil(total / q.limit)),
  };
}

/** Every product a filter matches, in list order, for the CSV export. */
export async function listAdminProductsForExport(db: DbOrTx, q: Omit<AdminProductQuery, 'page' | 'limit'>) {
  return db
    .select()
    .from(products)
    .where(and(...conditions(q)))
    .orderBy(...ordering(q));
}

/** The stats strip: whole-catalogue figures, whatever the list's filters. */
export async function productStats(db: DbOrTx): Promise<ProductStats> {
  const live = isNull(products.archivedAt);
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where ${live})`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${live} and ${products.isActive})`.mapWith(Number),
      inactive: sql<number>`count(*) filter (where ${live} and not ${products.isActive})`.mapWith(Number),
      outOfStock: sql<number>`count(*) filter (where ${live} and ${products.totalStock} = 0)`.mapWith(Number),
      lowStock: sql<number>`count(*) filter (where ${live} and ${products.totalStock} > 0 and ${products.totalStock} < ${LOW_STOCK_BELOW})`.mapWith(Number),
      archived: sql<number>`count(*) filter (where ${products.archivedAt} is not null)`.mapWith(Number),
      // Every active size's price × stock of the products on sale (issue 30: an inactive product's
      // stock is not for sale, so it is not counted); bigint: a large catalogue overflows 32 bits of paise.
      value: sql<string>`coalesce(sum((select sum(v.price_paise::bigint * v.stock) from product_variants v where v.product_id = "products"."id" and v.is_active)) filter (where ${live} and ${products.isActive}), 0)::text`,
    })
    .from(products);
  const valuePaise = Number(row?.value ?? 0);
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    inactive: row?.inactive ?? 0,
    outOfStock: row?.outOfStock ?? 0,
    lowStock: row?.lowStock ?? 0,
    archived: row?.archived ?? 0,
    inventoryValuePaise: valuePaise,
    inventoryValue: paiseToRupees(valuePaise),
  };
}
