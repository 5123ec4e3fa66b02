/*
 * The product form's sizes, for the browser: the default size is the form's own price, MRP,
 * original price, stock and volume inputs (so a one-size product edits as it always did), and
 * each further size is a row of the sizes editor. Each row is checked with the API's own rules
 * for a size (admin-schema.ts's sizeRowFieldsSchema), the list with size-rules.ts's.
 */
import { formErrors, num } from './admin-check';
import { sizeRowFieldsSchema } from './admin-schema';
import { defaultSizeLabel, sizeListIssues } from './size-rules';

/** One further size as typed: numbers still strings. `key` is the row's React key. */
export interface SizeFormRow {
  key: string;
  _id?: string;
  label: string;
  volumeMl: string;
  sku: string;
  price: string;
  mrp: string;
  originalPrice: string;
  stock: string;
  /** The stock this form loaded (or was last told) for an existing size: sent as `expectedStock`. */
  expectedStock?: string;
}

export type SizeRowField = 'label' | 'volumeMl' | 'sku' | 'price' | 'mrp' | 'originalPrice' | 'stock';
export type SizeRowErrors = Partial<Record<SizeRowField, string>>;

/** The default size's identity, kept beside the form's own price and stock inputs. */
export interface DefaultSizeMeta {
  _id?: string;
  label: string;
  sku: string;
  /** The default size's stock as loaded, sent as `expectedStock` with the form's stock. */
  expectedStock?: string;
}

interface SizeLikeDto {
  _id: string;
  label: string;
  volumeMl: number;
  sku: string | null;
  price: number;
  mrp: number;
  originalPrice: number | null;
  stock: number;
}

let counter = 0;
const nextKey = () => `size-${++counter}`;

export function emptySizeRow(): SizeFormRow {
  return { key: nextKey(), label: '', volumeMl: '', sku: '', price: '', mrp: '', originalPrice: '', stock: '' };
}

function sizeToRow(s: SizeLikeDto): SizeFormRow {
  return {
    key: nextKey(),
    _id: s._id,
    label: s.label,
    volumeMl: String(s.volumeMl),
    sku: s.sku ?? '',
    price: String(s.price),
    mrp: String(s.mrp),
    originalPrice: s.originalPrice == null ? '' : String(s.originalPrice),
    stock: String(s.stock),
    expectedStock: String(s.stock),
  };
}

/** An edited product's sizes: the first is the form's own fields, the rest are rows. */
export function sizesToForm(sizes: readonly SizeLikeDto[]): { meta: DefaultSizeMeta; rows: SizeFormRow[] } {
  const [first, ...rest] = sizes;
  return {
    meta: first ? { _id: first._id, label: first.label, sku: first.sku ?? '', expectedStock: String(first.stock) } : { label: '', sku: '' },
    rows: rest.map(sizeToRow),
  };
}

const toPaise = (s: string) => Math.round(num(s) * 100);

const ROW_FIELDS = ['label', 'volumeMl', 'sku', 'price', 'mrp', 'originalPrice', 'stock'] as const satisfies readonly SizeRowField[];
/** A row's fields the form requires (Size 1's too): a size may not leave its price, volume or stock blank here. */
export const REQUIRED_IN_ROW = ['volumeMl', 'price', 'stock'] as const satisfies readonly SizeRowField[];

/** One row's own errors. */
function checkSizeRow(r: SizeFormRow): SizeRowErrors {
  return formErrors<SizeRowField>(sizeRowFieldsSchema, { fields: ROW_FIELDS, required: REQUIRED_IN_ROW, typed: r, sent: toSizeField(r) });
}

/** The default size as a row, from the form's own fields. */
export function defaultRow(meta: DefaultSizeMeta, v: { volumeMl: string; price: string; mrp: string; originalPrice: string; stock: string }): SizeFormRow {
  return {
    key: 'default',
    _id: meta._id,
    label: meta.label,
    sku: meta.sku,
    volumeMl: v.volumeMl,
    price: v.price,
    mrp: v.mrp,
    originalPrice: v.originalPrice,
    stock: v.stock,
    expectedStock: meta.expectedStock,
  };
}

/**
 * Errors of the whole list by its index (0 is the default size, whose fields are the form's):
 * each row's own, then across rows (a volume or SKU twice, MRP under the price).
 */
export function checkSizes(all: readonly SizeFormRow[]): SizeRowErrors[] {
  const errors = all.map(checkSizeRow);
  const comparable = all.map((r, i) => {
    const price = errors[i]!.price ? 0 : toPaise(r.price);
    const original = r.originalPrice.trim() && !errors[i]!.originalPrice ? toPaise(r.originalPrice) : 0;
    const mrp = r.mrp.trim() && !errors[i]!.mrp ? toPaise(r.mrp) : Math.max(price, original);
    return { volumeMl: errors[i]!.volumeMl ? -1 - i : num(r.volumeMl), sku: r.sku.trim() || null, pricePaise: price, mrpPaise: mrp };
  });
  for (const issue of sizeListIssues(comparable)) {
    const [, index, field] = issue.path as [string, number, SizeRowField];
    if (typeof index === 'number' && field) errors[index]![field] ??= issue.message;
  }
  return errors;
}

/**
 * The list as the API's `sizes`: numbers as strings (the server reads both), blanks as null. An
 * existing size carries the stock the form loaded as `expectedStock`: the server sets the typed
 * stock only while the size still has that figure (409 STOCK_CHANGED otherwise), and leaves it
 * alone when the two are equal.
 */
export function toSizesField(all: readonly SizeFormRow[]) {
  return all.map(toSizeField);
}

function toSizeField(r: SizeFormRow) {
  return {
    ...(r._id ? { _id: r._id } : {}),
    ...(r._id && r.expectedStock !== undefined ? { expectedStock: r.expectedStock } : {}),
    label: r.label.trim() || defaultSizeLabel(num(r.volumeMl)),
    volumeMl: r.volumeMl.trim(),
    sku: r.sku.trim() || null,
    price: r.price.trim(),
    mrp: r.mrp.trim() || null,
    originalPrice: r.originalPrice.trim() || null,
    stock: r.stock.trim(),
  };
}

/** The figures the server sent with STOCK_CHANGED: `details.sizes`. */
export interface StockConflictDetail {
  variantId: string;
  label: string;
  expectedStock: number;
  currentStock: number;
}

export function stockConflictsOf(details: Record<string, unknown>): StockConflictDetail[] {
  const sizes = details.sizes;
  if (!Array.isArray(sizes)) return [];
  return sizes.filter(
    (s): s is StockConflictDetail => typeof s === 'object' && s !== null && typeof (s as StockConflictDetail).variantId === 'string' && typeof (s as StockConflictDetail).currentStock === 'number',
  );
}
