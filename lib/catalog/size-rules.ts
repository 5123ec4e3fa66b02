/*
 * A product's list of sizes as the back office edits it: the rules that look
 * across rows (at least one, volumes and SKUs unique, MRP at least the price). Free of zod and of
 * Node: the server's schema (admin-schema.ts) and the browser's form share it.
 */
import { CATALOG_SIZE_MESSAGES } from './messages';

/** SKUs are compared without case: "ABC-50" and "abc-50" name one item. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export const defaultSizeLabel = (volumeMl: number) => `${volumeMl} ml`;

/** The fields of a size row the cross-row rules read. */
export interface SizeRuleRow {
  volumeMl: number;
  sku: string | null;
  pricePaise: number;
  mrpPaise: number;
}

/** Problems across rows, by the path of the field to mark (`sizes.2.volumeMl`). */
export function sizeListIssues(rows: readonly SizeRuleRow[]): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (rows.length === 0) issues.push({ path: ['sizes'], message: CATALOG_SIZE_MESSAGES.none });
  const volumes = new Map<number, number>();
  const skus = new Map<string, number>();
  rows.forEach((r, i) => {
    if (volumes.has(r.volumeMl)) issues.push({ path: ['sizes', i, 'volumeMl'], message: CATALOG_SIZE_MESSAGES.volumeTaken(r.volumeMl) });
    else volumes.set(r.volumeMl, i);
    if (r.sku) {
      const key = r.sku.toUpperCase();
      if (skus.has(key)) issues.push({ path: ['sizes', i, 'sku'], message: CATALOG_SIZE_MESSAGES.skuTaken(r.sku) });
      else skus.set(key, i);
    }
    if (r.mrpPaise < r.pricePaise) issues.push({ path: ['sizes', i, 'mrp'], message: CATALOG_SIZE_MESSAGES.mrpBelowPrice });
  });
  return issues;
}
