/*
 * A product's list of sizes as the back office edits it: limits, messages and the rules that look
 * across rows (at least one, volumes and SKUs unique, MRP at least the price). Free of zod and of
 * Node: the server's schema (admin-schema.ts) and the browser's form share it.
 */
import { PRODUCT_LIMITS as L } from './admin-messages';

export const SIZE_LIMITS = {
  sizes: 8,
  labelMax: 40,
  skuMax: 40,
} as const;

export const SIZE_MESSAGES = {
  none: 'Add at least one size',
  tooMany: `A product can have at most ${SIZE_LIMITS.sizes} sizes`,
  invalid: 'Sizes must be a list of sizes',
  labelTooLong: `Size label must be at most ${SIZE_LIMITS.labelMax} characters`,
  volumeMl: `Size volume must be a whole number of ml from 1 to ${L.volumeMlMax}`,
  volumeTaken: (ml: number) => `Two sizes have ${ml} ml: each size needs its own volume`,
  sku: `SKU must be letters, digits, dashes or underscores, at most ${SIZE_LIMITS.skuMax}`,
  skuTaken: (sku: string) => `Two sizes have the SKU ${sku}: each size needs its own`,
  skuInUse: (sku: string) => `The SKU ${sku} belongs to another product`,
  sizeUnknown: 'This size is not one of the product’s sizes (reload the page)',
  volumeOfRemoved: (ml: number) => `A removed size of this product had ${ml} ml: add it as a new size instead`,
  mrpBelowPrice: 'MRP must be at least the price',
} as const;

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
  if (rows.length === 0) issues.push({ path: ['sizes'], message: SIZE_MESSAGES.none });
  const volumes = new Map<number, number>();
  const skus = new Map<string, number>();
  rows.forEach((r, i) => {
    if (volumes.has(r.volumeMl)) issues.push({ path: ['sizes', i, 'volumeMl'], message: SIZE_MESSAGES.volumeTaken(r.volumeMl) });
    else volumes.set(r.volumeMl, i);
    if (r.sku) {
      const key = r.sku.toUpperCase();
      if (skus.has(key)) issues.push({ path: ['sizes', i, 'sku'], message: SIZE_MESSAGES.skuTaken(r.sku) });
      else skus.set(key, i);
    }
    if (r.mrpPaise < r.pricePaise) issues.push({ path: ['sizes', i, 'mrp'], message: SIZE_MESSAGES.mrpBelowPrice });
  });
  return issues;
}
