import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * SQL pieces for the sizes of a product, shared by the cart, the wishlist and checkout, so "the
 * default size" means the same row everywhere: the first active size by position, then volume
 * (the products_sizes_sync trigger's order, so the product's price and stock are its).
 */

/**
 * The column with its table's name. Drizzle leaves columns bare in a one-table select, and a bare
 * `product_id` inside the subquery below would name the subquery's own column, not the outer row's.
 * Column keys are snake_cased as lib/db/client.ts's `casing` does.
 */
export function qualified(column: AnyPgColumn | SQL): SQL {
  if (!('table' in column)) return column;
  const name = column.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(name)}`;
}

/** The id of the product's default size, or NULL when it has no active size. */
export function defaultSizeId(productId: AnyPgColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select dv.id from product_variants dv where dv.product_id = ${qualified(productId)} and dv.is_active order by dv.position, dv.volume_ml limit 1)`;
}

/** The size a stored line stands for: its own, or (stored without one) the product's default. */
export function resolvedSizeId(variantId: AnyPgColumn, productId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`coalesce(${qualified(variantId)}, ${defaultSizeId(productId)})`;
}
