import * as z from 'zod/mini';
// Sets what these schemas need in the browser.
import '../validation';
import { rupeesToPaise } from '../money';
import { ADMIN_SEARCH_MAX, ADMIN_SORT_KEYS, ADMIN_STATUS_VALUES, ADMIN_STOCK_VALUES, CATEGORIES, PRODUCT_IMAGE_PATH, UPLOADED_FILE_URL, PRODUCT_LIMITS as L, CATALOG_ADMIN_MESSAGES as M, type AdminProductQuery, type Category, SIZE_LIMITS, CATALOG_SIZE_MESSAGES } from './messages';
import { PRODUCT_FIELD_NAMES, PRODUCT_FIELDS, type FieldsOfKind, type MoneyMessages, type ProductField, type ProductFieldName, type WholeMessages } from './product-fields';
import { defaultSizeLabel, sizeListIssues, SKU_PATTERN } from './size-rules';
import { STOCK_MESSAGES } from '../stock/messages';

/*
 * The back office's product inputs. Values arrive as JSON, as multipart text (every value a
 * string) or from a CSV row, so numbers and flags accept their string forms. The fields are
 * product-fields.ts's; their rules are written here once, in zod/mini: the API parses with these
 * schemas and the product form checks each field with the same ones (admin-check.ts, size-form.ts).
 */

/** One line of text: control characters become spaces (PostgreSQL text cannot hold NUL) and runs of space one. */
const cleanLine = (s: string) => s.replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim();

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const cleaned = (v: unknown) => (typeof v === 'string' ? cleanLine(v) : v);

/** A required line of text ('' counts as missing). */
const requiredText = (max: number, tooLong: string) =>
  preprocess(cleaned, z.string({ error: M.required }).check(z.minLength(1, M.required), z.maxLength(max, tooLong)));

/** An optional line of text: blank means "not given". */
const optionalText = (max: number, tooLong: string) =>
  preprocess((v) => (isBlank(v) ? undefined : cleaned(v)), z.optional(z.string({ error: M.textTooLong }).check(z.maxLength(max, tooLong))));

/** zod's preprocess: `prepare` runs first, then `schema` reads what it made. */
const preprocess = <O>(prepare: (v: unknown) => unknown, schema: z.core.$ZodType<O>) => z.pipe(z.transform(prepare), schema);

/** Numbers may come as strings ("1,499.50" from a spreadsheet); anything else that is not a number is NaN. */
function toNumber(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim().replace(/,/g, '');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
}

const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const rupees = (m: MoneyMessages) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? M.required : m.number) })
    .check(z.gte(0, m.min), z.lte(L.priceMax, m.max), z.refine(hasAtMostTwoDecimals, m.step));

const requiredRupees = (m: MoneyMessages) => preprocess((v) => (isBlank(v) ? undefined : toNumber(v)), rupees(m));
/** Blank clears the value (null); absent leaves it alone (undefined). */
const optionalRupees = (m: MoneyMessages) =>
  preprocess((v) => (v === undefined ? undefined : isBlank(v) ? null : toNumber(v)), z.optional(z.nullable(rupees(m))));

const wholeNumber = (messages: WholeMessages, min: number, max: number) =>
  preprocess(
    (v) => (isBlank(v) ? undefined : toNumber(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? M.required : messages.number) })
      .check(z.int(messages.number), z.gte(min, messages.min), z.lte(max, messages.max)),
  );

const categorySchema = preprocess(
  (v) => {
    if (isBlank(v)) return undefined;
    const s = String(v).trim().toLowerCase();
    return CATEGORIES.find((c) => c.toLowerCase() === s) ?? v;
  },
  z.enum(CATEGORIES, { error: (issue) => (issue.input === undefined ? M.required : M.category) }),
);

/** A list of lines: blank entries are dropped, the rest trimmed; optionally de-duplicated ignoring case. */
function lineList(maxItems: number, itemMax: number, tooMany: string, tooLong: string, dedupe = false) {
  return preprocess(
    (v) => {
      const items = v == null ? [] : Array.isArray(v) ? v : [v];
      const lines = items.map(cleaned).filter((x) => x !== '');
      if (!dedupe) return lines;
      const seen = new Set<string>();
      return lines.filter((x) => {
        if (typeof x !== 'string') return true;
        const key = x.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
    z.array(z.string({ error: M.invalidData }).check(z.maxLength(itemMax, tooLong))).check(z.maxLength(maxItems, tooMany)),
  );
}

const imageUrlSchema = z
  .string({ error: M.imageUrl })
  .check(
    z.trim(),
    z.refine((v: string) => PRODUCT_IMAGE_PATH.test(v) || UPLOADED_FILE_URL.test(v), M.imageUrl),
  );

const imagesSchema = preprocess(
  (v) => {
    const items = v == null ? [] : Array.isArray(v) ? v : [v];
    return [...new Set(items.filter((x) => !isBlank(x)))];
  },
  z.array(imageUrlSchema).check(z.maxLength(L.images, M.tooManyImages)),
);

const flagSchema = preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (['true', '1', 'yes', 'on', 'y'].includes(s)) return true;
  if (['false', '0', 'no', 'off', 'n'].includes(s)) return false;
  return s === '' ? undefined : v;
}, z.optional(z.boolean({ error: M.flag })));

/** One of `choices`, by value or label in any case; blank is '' (not stated). */
const choiceSchema = (choices: readonly { value: string; label: string }[], message: string) =>
  preprocess(
    (v) => {
      if (isBlank(v)) return '';
      if (typeof v !== 'string') return v;
      const s = v.trim().toLowerCase();
      return choices.find((c) => c.value === s || c.label.toLowerCase() === s)?.value ?? v;
    },
    z.enum(['', ...choices.map((c) => c.value)] as [string, ...string[]], { error: message }),
  );

/** A step from 1 to `steps`, or 0 (not stated), which blank also means. */
const scaleSchema = (steps: number, message: string) =>
  preprocess((v) => (isBlank(v) ? 0 : toNumber(v)), z.number({ error: message }).check(z.int(message), z.gte(0, message), z.lte(steps, message)));

const hsnSchema = preprocess(cleaned, z.string({ error: M.hsnCode }).check(z.regex(/^\d{4,8}$/, M.hsnCode)));

/**
 * One field's value, required (a blank one is missing) where its kind has a requirement. The
 * product form checks each of its fields with this too (admin-check.ts).
 */
export function valueSchema(f: ProductField) {
  switch (f.kind) {
    case 'text':
      return requiredText(f.max, f.tooLong);
    case 'category':
      return categorySchema;
    case 'rupees':
      return f.required ? requiredRupees(f.messages) : optionalRupees(f.messages);
    case 'whole':
      return wholeNumber(f.messages, f.min, f.max);
    case 'hsn':
      return hsnSchema;
    case 'lines':
    case 'notes':
      return lineList(f.maxItems, f.itemMax, f.tooMany, f.tooLong, f.dedupe);
    case 'images':
      return imagesSchema;
    case 'flag':
      return flagSchema;
    case 'choice':
      return choiceSchema(f.choices, f.message);
    case 'scale':
      return scaleSchema(f.steps.length, f.message);
  }
}

/** On create: a field with a default takes it when sent blank or not at all; name, category, price and stock must be there. */
function createSchema(f: ProductField) {
  const schema = valueSchema(f);
  if (f.kind === 'text' && f.default !== undefined) return optionalText(f.max, f.tooLong);
  if ((f.kind === 'whole' && f.default !== undefined) || f.kind === 'hsn') return preprocess((v) => (isBlank(v) ? undefined : v), z.optional(schema));
  const required = f.kind === 'text' || f.kind === 'category' || f.kind === 'whole' || (f.kind === 'rupees' && f.required);
  return required ? schema : z.optional(schema);
}

/** What each field parses to, given. */
type FieldValue<N extends ProductFieldName> = N extends 'category'
  ? Category
  : N extends FieldsOfKind<'lines' | 'notes' | 'images'>
    ? string[]
    : N extends FieldsOfKind<'flag'>
      ? boolean
      : N extends 'originalPrice' | 'mrp'
        ? number | null
        : N extends FieldsOfKind<'rupees' | 'whole' | 'scale'>
          ? number
          : string;
type FieldShape = { [N in ProductFieldName]: z.ZodMiniType<FieldValue<N> | undefined, unknown> };
type RequiredOnCreate = 'name' | 'category' | 'price' | 'stock';
type CreateShape = Omit<FieldShape, RequiredOnCreate> & { [N in RequiredOnCreate]: z.ZodMiniType<FieldValue<N>, unknown> };

const shapeOf = <S>(schemaFor: (f: ProductField) => z.ZodMiniType) =>
  Object.fromEntries(PRODUCT_FIELD_NAMES.map((name) => [name, schemaFor(PRODUCT_FIELDS[name])])) as S;

/** Every field a product form can send, each optional: create adds its requirements and defaults. */
const fieldShape = shapeOf<FieldShape>((f) => z.optional(valueSchema(f)));

/** A complete product as the database stores it (money in paise). */
export interface ProductValues {
  name: string;
  category: Category;
  pricePaise: number;
  originalPricePaise: number | null;
  mrpPaise: number;
  stock: number;
  description: string[];
  tags: string[];
  images: string[];
  isFeatured: boolean;
  featuredRank: number;
  isActive: boolean;
  isNew: boolean;
  brand: string;
  concentration: string;
  volumeMl: number;
  weightGrams: number;
  manufacturer: string;
  countryOfOrigin: string;
  hsnCode: string;
  notesTop: string[];
  notesHeart: string[];
  notesBase: string[];
  /** A FAMILIES value, or '' when not stated. */
  family: string;
  /** 1 to 5, or 0 when not stated. */
  longevity: number;
  sillage: number;
}

/**
 * One size as the database stores it (money in paise); `id` names an existing size. For an
 * existing size `stock` is a count set against `expectedStock`, the figure the admin saw
 * (lib/stock/rules.ts countOutcome); without `stock` its stock is left alone. A new size's
 * `stock` is its opening stock.
 */
export interface SizeValues {
  id?: string;
  label: string;
  volumeMl: number;
  sku: string | null;
  pricePaise: number;
  originalPricePaise: number | null;
  mrpPaise: number;
  stock?: number;
  expectedStock?: number;
}

/** A new product, with its sizes when the form sent them (else one size is made from its price and stock). */
export type ProductCreate = ProductValues & { sizes?: SizeValues[] };

/**
 * A change to a product; mrpPaise null means "back to the default" (the higher of price and
 * original price). `sizes` replaces the whole list; without it, price, MRP, original price, stock
 * and volume are the default size's to change.
 */
export type ProductPatch = Partial<Omit<ProductValues, 'mrpPaise'>> & { mrpPaise?: number | null; sizes?: SizeValues[]; expectedStock?: number };

/** The MRP a product gets when none is given: the higher of its price and its original price. */
export function defaultMrpPaise(pricePaise: number, originalPricePaise: number | null): number {
  return Math.max(pricePaise, originalPricePaise ?? 0);
}

const paise = (rupeesValue: number) => rupeesToPaise(rupeesValue);

/** The given fields as the database's columns: rupees become paise (price → pricePaise). */
function toColumns(values: { [N in ProductFieldName]?: FieldValue<N> | undefined }): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const name of PRODUCT_FIELD_NAMES) {
    const value = values[name];
    if (value === undefined) continue;
    if (PRODUCT_FIELDS[name].kind === 'rupees') columns[`${name}Paise`] = value === null ? null : paise(value as number);
    else columns[name] = value;
  }
  return columns;
}

/** A field a new product is not given: its default, an empty list, or none (null). */
function initialValue(f: ProductField): unknown {
  if ('default' in f && f.default !== undefined) return f.default;
  return f.kind === 'lines' || f.kind === 'notes' || f.kind === 'images' ? [] : null;
}

const sizeIdSchema = preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === 'string' ? v.trim() : v),
  z.optional(z.string({ error: CATALOG_SIZE_MESSAGES.sizeUnknown }).check(z.regex(/^[0-9a-f]{24}$/, CATALOG_SIZE_MESSAGES.sizeUnknown))),
);

const skuSchema = preprocess(
  (v) => (isBlank(v) ? null : cleaned(v)),
  z.nullable(z.string({ error: CATALOG_SIZE_MESSAGES.sku }).check(z.maxLength(SIZE_LIMITS.skuMax, CATALOG_SIZE_MESSAGES.sku), z.regex(SKU_PATTERN, CATALOG_SIZE_MESSAGES.sku))),
);

const P = PRODUCT_FIELDS;

/** The stock figure the admin saw, sent beside a count (`stock`) so a sale since is never undone. */
const expectedStockSchema = preprocess(
  (v) => (isBlank(v) ? undefined : toNumber(v)),
  z.optional(
    z
      .number({ error: STOCK_MESSAGES.expectedStockNumber })
      .check(z.int(STOCK_MESSAGES.expectedStockNumber), z.gte(0, STOCK_MESSAGES.expectedStockNumber)),
  ),
);

/** A size row's own fields, each under its rule; the sizes editor checks its rows with this too (size-form.ts). */
export const sizeRowFieldsSchema = z.object({
  _id: sizeIdSchema,
  label: optionalText(SIZE_LIMITS.labelMax, CATALOG_SIZE_MESSAGES.labelTooLong),
  volumeMl: wholeNumber({ number: CATALOG_SIZE_MESSAGES.volumeMl, min: CATALOG_SIZE_MESSAGES.volumeMl, max: CATALOG_SIZE_MESSAGES.volumeMl }, 1, L.volumeMlMax),
  sku: z.optional(skuSchema),
  price: requiredRupees(P.price.messages),
  originalPrice: optionalRupees(P.originalPrice.messages),
  mrp: optionalRupees(P.mrp.messages),
  stock: preprocess((v) => (isBlank(v) ? undefined : v), z.optional(wholeNumber(P.stock.messages, P.stock.min, P.stock.max))),
  expectedStock: expectedStockSchema,
});

/** One row of the sizes editor (or of a CSV size): price required, and stock for a new size; MRP defaulting like a product's. */
const sizeRowSchema = z.pipe(
  sizeRowFieldsSchema.check(
    z.superRefine((r, ctx) => {
      // A new size needs its opening stock; an existing one may leave its stock alone.
      if (!r._id && r.stock === undefined) ctx.addIssue({ code: 'custom', path: ['stock'], message: M.required });
    }),
  ),
  z.transform((r: z.output<typeof sizeRowFieldsSchema>): SizeValues => {
    const pricePaise = paise(r.price);
    const originalPricePaise = r.originalPrice == null ? null : paise(r.originalPrice);
    return {
      ...(r._id ? { id: r._id } : {}),
      label: r.label ?? defaultSizeLabel(r.volumeMl),
      volumeMl: r.volumeMl,
      sku: r.sku ? r.sku.toUpperCase() : null,
      pricePaise,
      originalPricePaise,
      mrpPaise: r.mrp == null ? defaultMrpPaise(pricePaise, originalPricePaise) : paise(r.mrp),
      ...(r.stock !== undefined ? { stock: r.stock } : {}),
      ...(r.expectedStock !== undefined ? { expectedStock: r.expectedStock } : {}),
    };
  }),
);

/** The whole list, in display order; a multipart form or a CSV cell sends it as JSON text. */
const sizesSchema = preprocess(
  (v) => {
    if (isBlank(v)) return undefined;
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z.optional(
    z.array(sizeRowSchema, { error: CATALOG_SIZE_MESSAGES.invalid }).check(
      z.maxLength(SIZE_LIMITS.sizes, CATALOG_SIZE_MESSAGES.tooMany),
      z.superRefine((rows, ctx) => {
        for (const issue of sizeListIssues(rows)) ctx.addIssue({ code: 'custom', path: issue.path.slice(1), message: issue.message });
      }),
    ),
  ),
);

const hasSizes = (v: unknown): v is Record<string, unknown> & { sizes: unknown } =>
  typeof v === 'object' && v !== null && 'sizes' in v && !isBlank((v as { sizes: unknown }).sizes);

/** The product's own price, MRP, stock and volume are its default size's (the first). */
function fromDefaultSize(size: SizeValues) {
  return { pricePaise: size.pricePaise, originalPricePaise: size.originalPricePaise, mrpPaise: size.mrpPaise, stock: size.stock ?? 0, volumeMl: size.volumeMl };
}

/**
 * POST /products. Name, category, price and stock are required (or `sizes`, whose first row then
 * gives the product its price and stock); the legal label fields default to the house's values
 * (PRODUCT_DEFAULTS) and MRP to the higher of price and original price.
 */
const productCreateFields = z.object({ ...shapeOf<CreateShape>(createSchema), sizes: sizesSchema });

export const productCreateSchema = z
  .pipe(
    preprocess(
      // With sizes, the product's own price and stock come from them: placeholders pass the
      // required checks here and are replaced below.
      (v) => (hasSizes(v) ? { ...v, price: v.price ?? 0, stock: v.stock ?? 0 } : v),
      productCreateFields,
    ),
    z.transform((v: z.output<typeof productCreateFields>): ProductCreate => {
    const given = Object.fromEntries(PRODUCT_FIELD_NAMES.map((name) => [name, v[name] ?? initialValue(PRODUCT_FIELDS[name])]));
    const columns = toColumns(given) as Omit<ProductValues, 'mrpPaise'> & { mrpPaise: number | null };
    const values: ProductValues = { ...columns, mrpPaise: columns.mrpPaise ?? defaultMrpPaise(columns.pricePaise, columns.originalPricePaise) };
    if (!v.sizes?.length) return values;
    return { ...values, ...fromDefaultSize(v.sizes[0]!), sizes: v.sizes };
    }),
  )
  .check(
    z.superRefine((v, ctx) => {
      if (!v.sizes && v.mrpPaise < v.pricePaise) ctx.addIssue({ code: 'custom', path: ['mrp'], message: M.mrpBelowPrice });
    }),
  );

/**
 * PUT /products/{id}: any subset of the fields (a partial payload), or `status`
 * alone for the row's status dropdown. Unknown fields (a DTO sent back whole) are ignored.
 */
const productUpdateFields = z.object({
  ...fieldShape,
  status: z.optional(z.enum(['active', 'inactive'], { error: M.status })),
  sizes: sizesSchema,
  /** With `stock` and no `sizes`: the default size's figure the admin saw. */
  expectedStock: expectedStockSchema,
});

export const productUpdateSchema = z.pipe(
  productUpdateFields,
  z.transform((v: z.output<typeof productUpdateFields>): ProductPatch => {
    const { sizes, expectedStock, ...fields } = v;
    const patch = toColumns(fields) as ProductPatch;
    if (patch.stock !== undefined && expectedStock !== undefined) patch.expectedStock = expectedStock;
    if (v.isActive === undefined && v.status !== undefined) patch.isActive = v.status === 'active';
    if (sizes) {
      // The list decides price, MRP, stock and volume: the product's own fields follow its first size.
      for (const key of ['pricePaise', 'originalPricePaise', 'mrpPaise', 'stock', 'volumeMl', 'expectedStock'] as const) delete patch[key];
      patch.sizes = sizes;
    }
    return patch;
  }),
);

const productIdSchema = z.string({ error: M.idMissing }).check(z.minLength(1, M.idMissing), z.regex(/^[0-9a-f]{24}$/, M.idInvalid));

export const productIdParamsSchema = z.object({ id: productIdSchema });

const BULK_MAX = 500;

export const bulkSchema = z.object({
  ids: z.pipe(
    z.array(productIdSchema, { error: M.bulkEmpty }).check(z.minLength(1, M.bulkEmpty), z.maxLength(BULK_MAX, M.bulkTooMany)),
    z.transform((ids: string[]) => [...new Set(ids)]),
  ),
  action: z.enum(['activate', 'deactivate', 'delete'], { error: M.bulkAction }),
});
export type BulkInput = z.infer<typeof bulkSchema>;

export const CSV_MAX_BYTES = 2 * 1024 * 1024;

export const importSchema = z.object({
  csv: z.string({ error: M.csvEmpty }).check(z.minLength(1, M.csvEmpty), z.maxLength(CSV_MAX_BYTES, M.csvTooLarge)),
  dryRun: z.pipe(flagSchema, z.transform((v: boolean | undefined) => v ?? true)),
});

const firstOf = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const blankAsMissing = (v: unknown) => {
  const f = firstOf(v);
  return typeof f === 'string' && f.trim() === '' ? undefined : f;
};

/** A whole number from 1 to `max` in a query (page, limit), its messages naming it. */
const wholeQueryNumber = (name: string, max: number, range: { min: string; max: string }) =>
  preprocess(
    blankAsMissing,
    z.optional(z.coerce.number({ error: `${name} must be a number` }).check(z.int(`${name} must be a whole number`), z.gte(1, range.min), z.lte(max, range.max))),
  );

const adminListQueryFields = z.object({
  search: preprocess(firstOf, z.optional(z.string().check(z.maxLength(ADMIN_SEARCH_MAX, `Search must be at most ${ADMIN_SEARCH_MAX} characters`)))),
  category: preprocess(blankAsMissing, z.optional(categorySchema)),
  status: preprocess(blankAsMissing, z.optional(z.enum(ADMIN_STATUS_VALUES, { error: 'Status must be all, active, inactive or archived' }))),
  stock: preprocess(blankAsMissing, z.optional(z.enum(ADMIN_STOCK_VALUES, { error: 'Stock must be all, in, low or out' }))),
  sort: preprocess(blankAsMissing, z.optional(z.enum(ADMIN_SORT_KEYS, { error: `Sort must be one of ${ADMIN_SORT_KEYS.join(', ')}` }))),
  order: preprocess(blankAsMissing, z.optional(z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }))),
  page: wholeQueryNumber('page', 10_000, { min: 'page must be at least 1', max: 'page is too large' }),
  limit: wholeQueryNumber('limit', 100, { min: 'limit must be between 1 and 100', max: 'limit must be between 1 and 100' }),
});

/** GET /products/admin: strict (an unknown value is a 400 that names it), blanks mean "no filter". */
export const adminListQuerySchema = z.pipe(
  adminListQueryFields,
  z.transform(
    (q: z.output<typeof adminListQueryFields>): AdminProductQuery => ({
      search: (q.search ?? '').replace(/\p{Cc}/gu, ' ').trim().replace(/\s+/g, ' '),
      category: q.category ?? null,
      status: q.status ?? 'all',
      stock: q.stock ?? 'all',
      sort: q.sort ?? 'createdAt',
      order: q.order ?? 'desc',
      page: q.page ?? 1,
      limit: q.limit ?? 10,
    }),
  ),
);
