import type { products } from '../db/schema';
import { toProductDto, type ProductDto } from './dto';

type ProductRow = typeof products.$inferSelect;

export type AdminProductStatus = 'active' | 'inactive' | 'archived';

/** The shop's product shape plus what only staff see: the HSN code, the archive mark and the raw status. */
export interface AdminProductDto extends ProductDto {
  hsnCode: string;
  status: AdminProductStatus;
  archivedAt: string | null;
}

export function productStatus(p: Pick<ProductRow, 'isActive' | 'archivedAt'>): AdminProductStatus {
  if (p.archivedAt) return 'archived';
  return p.isActive ? 'active' : 'inactive';
}

export function toAdminProductDto(p: ProductRow): AdminProductDto {
  return {
    ...toProductDto(p),
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
