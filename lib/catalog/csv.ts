import { CsvError, parseCsv, toCsv, unguardCell, type CsvCell } from '../csv';
import type { products, productVariants } from '../db/schema';
import { paiseToRupees } from '../money';
import { productStatus } from './admin-dto';
import { PRODUCT_CSV_FIELDS } from './product-fields';

export { CsvError, csvCell, parseCsv, toCsv, unguardCell } from '../csv';

/*
 * The product CSV: what the export writes and the import reads, through the store's one CSV
 * reader and writer (lib/csv.ts: RFC 4180, byte-order mark, formula guard).
 *
 * Lists inside one cell: description points one per line (a spreadsheet's Alt+Enter), tags,
 * images and notes separated by "|".
 */

type ProductRow = typeof products.$inferSelect;
type SizeRow = typeof productVariants.$inferSelect;

const LIST_SEPARATOR = '|';

/**
 * One row per size: the product's columns repeated, then the size's (last, so the columns files
 * had before sizes keep their places). The product's own price,
 * stock and volume columns are its default size's, for reading; the size columns are what an
 * import writes when the file has them. `sizeExpectedStock` is the stock when the file was
 * exported: an import sets `sizeStock` only while the size still has that figure (a sale since
 * refuses the row), and leaves the stock alone when the two cells are equal.
 */
const SIZE_CSV_COLUMNS = ['sizeId', 'sizeLabel', 'sizeVolumeMl', 'sizeSku', 'sizePrice', 'sizeOriginalPrice', 'sizeMrp', 'sizeStock', 'sizeExpectedStock'] as const;
type SizeCsvColumn = (typeof SIZE_CSV_COLUMNS)[number];

/** The columns of the export, in order (product-fields.ts's); the import reads the same names (see CSV_FIELD_BY_HEADER). */
export const PRODUCT_CSV_COLUMNS = ['id', ...PRODUCT_CSV_FIELDS, 'slug', 'createdAt', 'updatedAt', ...SIZE_CSV_COLUMNS] as const;

/** Columns the import reads; the rest (slug, dates) are the store's own and are ignored. */
export const IMPORT_FIELDS = ['id', ...PRODUCT_CSV_FIELDS, ...SIZE_CSV_COLUMNS, 'isActive', 'expectedStock'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

const READ_ONLY_COLUMNS = new Set(['slug', 'createdat', 'updatedat']);

/** Header names compared without case, spaces, dashes or underscores ("Original Price" is originalPrice). */
const headerKey = (h: string) => h.toLowerCase().replace(/[\s_\-()₹]/g, '');

const FIELD_BY_HEADER = new Map<string, ImportField>([
  ...IMPORT_FIELDS.map((f) => [headerKey(f), f] as const),
  ['_id', 'id'],
  ['productid', 'id'],
  ['active', 'isActive'],
  ['featured', 'isFeatured'],
  ['featuredposition', 'featuredRank'],
  ['scentfamily', 'family'],
  ['olfactivefamily', 'family'],
  ['originalprice', 'originalPrice'],
  ['pricers', 'price'],
  ['volume', 'volumeMl'],
  ['weight', 'weightGrams'],
  ['country', 'countryOfOrigin'],
  ['hsn', 'hsnCode'],
  ['topnotes', 'notesTop'],
  ['heartnotes', 'notesHeart'],
  ['basenotes', 'notesBase'],
]);

const money = (paise: number | null) => (paise == null ? null : paiseToRupees(paise));

/** A product's row, one per size when given its sizes (a product with none: one row, size columns blank). */
function productToCsvRow(p: ProductRow, size: SizeRow | null = null): CsvCell[] {
  const byColumn: Record<(typeof PRODUCT_CSV_COLUMNS)[number], CsvCell> = {
    sizeId: size?.id ?? null,
    sizeLabel: size?.label ?? null,
    sizeVolumeMl: size?.volumeMl ?? null,
    sizeSku: size?.sku ?? null,
    sizePrice: size ? money(size.pricePaise) : null,
    sizeOriginalPrice: size ? money(size.originalPricePaise) : null,
    sizeMrp: size ? money(size.mrpPaise) : null,
    sizeStock: size?.stock ?? null,
    sizeExpectedStock: size?.stock ?? null,
    id: p.id,
    name: p.name,
    category: p.category,
    price: paiseToRupees(p.pricePaise),
    originalPrice: p.originalPricePaise == null ? null : paiseToRupees(p.originalPricePaise),
    mrp: paiseToRupees(p.mrpPaise),
    stock: p.stock,
    status: productStatus(p),
    isFeatured: p.isFeatured,
    featuredRank: p.featuredRank,
    family: p.family,
    longevity: p.longevity,
    sillage: p.sillage,
    description: p.description.join('\n'),
    tags: p.tags.join(LIST_SEPARATOR),
    images: p.images.join(LIST_SEPARATOR),
    brand: p.brand,
    concentration: p.concentration,
    volumeMl: p.volumeMl,
    weightGrams: p.weightGrams,
    manufacturer: p.manufacturer,
    countryOfOrigin: p.countryOfOrigin,
    hsnCode: p.hsnCode,
    notesTop: p.notesTop.join(LIST_SEPARATOR),
    notesHeart: p.notesHeart.join(LIST_SEPARATOR),
    notesBase: p.notesBase.join(LIST_SEPARATOR),
    slug: p.slug,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
  return PRODUCT_CSV_COLUMNS.map((c) => byColumn[c]);
}

/** The export: one row per active size of each product (`sizes` by product id, in display order). */
export function productsToCsv(rows: ProductRow[], sizes: Map<string, SizeRow[]> = new Map()): string {
  const body = rows.flatMap((p) => {
    const active = (sizes.get(p.id) ?? []).filter((s) => s.isActive);
    return active.length ? active.map((s) => productToCsvRow(p, s)) : [productToCsvRow(p)];
  });
  return toCsv([[...PRODUCT_CSV_COLUMNS], ...body]);
}

interface CsvProductRow {
  /** The row's line number in the file (the header is line 1), for error reports. */
  line: number;
  /** The cells of the columns the file has, by field. */
  cells: Partial<Record<ImportField, string>>;
}

export interface ParsedProductCsv {
  fields: ImportField[];
  /** Header names the import does not know, so the admin learns a column was not read. */
  ignoredColumns: string[];
  rows: CsvProductRow[];
}

const CSV_MAX_ROWS = 1000;

const REQUIRED_HEADERS: ImportField[] = ['name', 'category', 'price', 'stock'];

/**
 * Reads an import file: the header names the columns, then one product per line. A file may
 * leave out columns, but it must have name, category, price and stock unless every row
 * updates an existing product (has an id).
 */
export function readProductCsv(text: string, messages: { empty: string; header: string; tooMany: string }): ParsedProductCsv {
  const table = parseCsv(text);
  const [header, ...body] = table;
  if (!header || body.length === 0) throw new CsvError(messages.empty);
  if (body.length > CSV_MAX_ROWS) throw new CsvError(messages.tooMany);
  const columns: (ImportField | null)[] = [];
  const ignoredColumns: string[] = [];
  const seen = new Set<ImportField>();
  for (const raw of header) {
    const name = raw.trim();
    const field = FIELD_BY_HEADER.get(headerKey(name)) ?? null;
    if (field && seen.has(field)) throw new CsvError(`The column ${name} appears twice`);
    if (field) seen.add(field);
    else if (name && !READ_ONLY_COLUMNS.has(headerKey(name))) ignoredColumns.push(name);
    columns.push(field);
  }
  const fields = columns.filter((c): c is ImportField => c != null);
  if (!seen.has('id') && !REQUIRED_HEADERS.every((f) => seen.has(f))) throw new CsvError(messages.header);
  const rows = body.map((cells, index) => {
    const out: Partial<Record<ImportField, string>> = {};
    columns.forEach((field, i) => {
      if (field) out[field] = unguardCell(cells[i] ?? '');
    });
    return { line: index + 2, cells: out };
  });
  return { fields, ignoredColumns, rows };
}

const splitList = (cell: string, separator: RegExp) =>
  cell
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

/** Fields a blank cell empties on an update; a blank in any other column leaves the value alone. */
const CLEARABLE = new Set<ImportField>(['originalPrice', 'mrp', 'description', 'tags', 'images', 'notesTop', 'notesHeart', 'notesBase', 'family', 'longevity', 'sillage']);

/**
 * A CSV row as the product schemas' input: lists split, status read as isActive. Columns the
 * file does not have stay absent, so an update leaves those fields alone; so does a blank cell
 * of a field that cannot be empty (name, price…), while a blank original price, MRP or list
 * clears it.
 */
export function csvRowToInput(cells: Partial<Record<ImportField, string>>): {
  id: string | null;
  input: Record<string, unknown>;
  statusError: boolean;
  /** The row's size, as the sizes editor sends one, when any size cell is filled. */
  size: Record<string, string> | null;
} {
  const input: Record<string, unknown> = {};
  let statusError = false;
  const id = cells.id?.trim().toLowerCase() || null;
  let size: Record<string, string> | null = null;
  for (const [field, raw] of Object.entries(cells) as [ImportField, string][]) {
    const value = raw.trim();
    const sizeField = SIZE_FIELD[field as SizeCsvColumn];
    if (sizeField) {
      if (value !== '') (size ??= {})[sizeField] = value;
      continue;
    }
    if (id && value === '' && !CLEARABLE.has(field)) continue;
    switch (field) {
      case 'id':
        break;
      case 'description':
        input.description = splitList(raw, /\r\n|\r|\n/);
        break;
      case 'tags':
      case 'images':
      case 'notesTop':
      case 'notesHeart':
      case 'notesBase':
        input[field] = splitList(raw, /\|/);
        break;
      case 'status': {
        const s = value.toLowerCase();
        if (s === 'active' || s === 'inactive') input.isActive = input.isActive ?? s === 'active';
        else if (s !== '') statusError = true;
        break;
      }
      case 'isActive':
        if (value !== '') input.isActive = value;
        break;
      default:
        input[field] = raw;
    }
  }
  return { id, input, statusError, size };
}

/** A size column's field in the sizes editor's rows (admin-schema.ts sizeRowSchema). */
const SIZE_FIELD: Record<SizeCsvColumn, string> = {
  sizeId: '_id',
  sizeLabel: 'label',
  sizeVolumeMl: 'volumeMl',
  sizeSku: 'sku',
  sizePrice: 'price',
  sizeOriginalPrice: 'originalPrice',
  sizeMrp: 'mrp',
  sizeStock: 'stock',
  sizeExpectedStock: 'expectedStock',
};
