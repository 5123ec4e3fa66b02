import type { products } from '../db/schema';
import { toProductDto, type ProductDto, type SizeRow } from './dto';

type ProductRow = typeof products.$inferSelect;

export type AdminProductStatus = 'active' | 'inactive' | 'archived';

/** The shop's product shape plus what only staff see: the HSN code, the archive mark and the raw status. */
export interface AdminProductDto extends ProductDto {
  hsnCode: string;
  /** Units over all active sizes. */
  totalStock: number;
  status: AdminProductStatus;
  archivedAt: string | null;
}

export function productStatus(p: Pick<ProductRow, 'isActive' | 'archivedAt'>): AdminProductStatus {
  if (p.archivedAt) return 'archived';
  return p.isActive ? 'active' : 'inactive';
}

/** With the product's size rows when the caller read them (the admin list and form need them). */
export function toAdminProductDto(p: ProductRow, sizes: readonly SizeRow[] | null = null): AdminProductDto {
  return {
    ...toProductDto(p, sizes),
    totalStock: p.totalStock,
    hsnCode: p.hsnCode,
    status: productStatus(p),
    archivedAt: p.archivedAt ? p.archivedAt.toISOString() : null,
  };
}

export interface ProductStats {
  /** Products not archived. */
  total: number;
  active: number;
  inactive: number;
  outOfStock: number;
  /** In stock but under LOW_STOCK_BELOW. */
  lowStock: number;
  archived: number;
  /** Σ price × stock of the products not archived, in rupees. */
  inventoryValue: number;
  inventoryValuePaise: number;
}

/** What the audit log keeps of a product: its editable fields, without the derived search text. */
export function auditSnapshot(p: ProductRow): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...p };
  delete rest.searchText;
  return rest;
}
