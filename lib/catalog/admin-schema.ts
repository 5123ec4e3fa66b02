import { z } from 'zod';
import { rupeesToPaise } from '../money';
import {
  ADMIN_SEARCH_MAX,
  ADMIN_SORT_KEYS,
  ADMIN_STATUS_VALUES,
  ADMIN_STOCK_VALUES,
  CATEGORIES,
  PRODUCT_DEFAULTS,
  PRODUCT_IMAGE_PATH,
  UPLOADED_FILE_URL,
  PRODUCT_LIMITS as L,
  PRODUCT_MESSAGES as M,
  type AdminProductQuery,
  type Category,
} from './admin-messages';

/*
 * The back office's product inputs, authoritative on the server. Values arrive as JSON, as
 * multipart text (every value a string) or from a CSV row, so numbers and flags accept their
 * string forms. The browser's form repeats these rules without zod in admin-check.ts.
 */

/** One line of text: control characters become spaces (PostgreSQL text cannot hold NUL) and runs of space one. */
export const cleanLine = (s: string) => s.replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim();

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const cleaned = (v: unknown) => (typeof v === 'string' ? cleanLine(v) : v);

/** A required line of text ('' counts as missing). */
const requiredText = (max: number, tooLong: string) =>
  z.preprocess(cleaned, z.string({ error: M.required }).min(1, M.required).max(max, tooLong));

/** An optional line of text: blank means "not given". */
const optionalText = (max: number, tooLong: string) =>
  z.preprocess((v) => (isBlank(v) ? undefined : cleaned(v)), z.string({ error: M.textTooLong }).max(max, tooLong).optional());

/** Numbers may come as strings ("1,499.50" from a spreadsheet); anything else that is not a number is NaN. */
function toNumber(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim().replace(/,/g, '');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
}

const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

interface MoneyMessages {
  number: string;
  min?: string;
  max: string;
  step: string;
}

const rupees = (m: MoneyMessages) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? M.required : m.number) })
    .min(0, m.min ?? M.priceMin)
    .max(L.priceMax, m.max)
    .refine(hasAtMostTwoDecimals, m.step);

const priceMessages = { number: M.priceNumber, min: M.priceMin, max: M.priceMax, step: M.priceStep };
const originalMessages = { number: M.originalPriceNumber, min: M.originalPriceMin, max: M.originalPriceMax, step: M.originalPriceStep };
const mrpMessages = { number: M.mrpNumber, min: M.mrpBelowPrice, max: M.mrpMax, step: M.mrpStep };

const requiredRupees = (m: MoneyMessages) => z.preprocess((v) => (isBlank(v) ? undefined : toNumber(v)), rupees(m));
/** Blank clears the value (null); absent leaves it alone (undefined). */
const optionalRupees = (m: MoneyMessages) =>
  z.preprocess((v) => (v === undefined ? undefined : isBlank(v) ? null : toNumber(v)), rupees(m).nullable().optional());

const wholeNumber = (messages: { number: string; min: string; max: string }, min: number, max: number) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : toNumber(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? M.required : messages.number) })
      .int(messages.number)
      .min(min, messages.min)
      .max(max, messages.max),
  );

const stockSchema = wholeNumber({ number: M.stockNumber, min: M.stockMin, max: M.stockMax }, 0, L.stockMax);
const volumeSchema = wholeNumber({ number: M.volumeMl, min: M.volumeMl, max: M.volumeMl }, 1, L.volumeMlMax);
const weightSchema = wholeNumber({ number: M.weightGrams, min: M.weightGrams, max: M.weightGrams }, 0, L.weightGramsMax);

const categorySchema = z.preprocess(
  (v) => {
    if (isBlank(v)) return undefined;
    const s = String(v).trim().toLowerCase();
    return CATEGORIES.find((c) => c.toLowerCase() === s) ?? v;
  },
  z.enum(CATEGORIES, { error: (issue) => (issue.input === undefined ? M.required : M.category) }),
);

/** A list of lines: blank entries are dropped, the rest trimmed; optionally de-duplicated ignoring case. */
function lineList(maxItems: number, itemMax: number, tooMany: string, tooLong: string, dedupe = false) {
  return z.preprocess(
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
    z.array(z.string({ error: M.invalidData }).max(itemMax, tooLong)).max(maxItems, tooMany),
  );
}

const descriptionSchema = lineList(L.points, L.pointMax, M.tooManyPoints, M.pointTooLong);
const tagsSchema = lineList(L.tags, L.tagMax, M.tooManyTags, M.tagTooLong, true);
const notesSchema = lineList(L.notes, L.noteMax, M.tooManyNotes, M.noteTooLong, true);

export const imageUrlSchema = z
  .string({ error: M.imageUrl })
  .trim()
  .refine((v) => PRODUCT_IMAGE_PATH.test(v) || UPLOADED_FILE_URL.test(v), M.imageUrl);

const imagesSchema = z.preprocess(
  (v) => {
    const items = v == null ? [] : Array.isArray(v) ? v : [v];
    return [...new Set(items.filter((x) => !isBlank(x)))];
  },
  z.array(imageUrlSchema).max(L.images, M.tooManyImages),
);

const flagSchema = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (['true', '1', 'yes', 'on', 'y'].includes(s)) return true;
  if (['false', '0', 'no', 'off', 'n'].includes(s)) return false;
  return s === '' ? undefined : v;
}, z.boolean({ error: M.flag }).optional());

const hsnSchema = z.preprocess(cleaned, z.string({ error: M.hsnCode }).regex(/^\d{4,8}$/, M.hsnCode));

const text = (max: number = L.textMax) => requiredText(max, M.textTooLong);

/** Every field a product form can send, each optional: create adds its requirements and defaults. */
const fieldShape = {
  name: requiredText(L.nameMax, M.nameTooLong).optional(),
  category: categorySchema.optional(),
  price: requiredRupees(priceMessages).optional(),
  originalPrice: optionalRupees(originalMessages),
  mrp: optionalRupees(mrpMessages),
  stock: stockSchema.optional(),
  description: descriptionSchema.optional(),
  tags: tagsSchema.optional(),
  images: imagesSchema.optional(),
  isFeatured: flagSchema,
  isActive: flagSchema,
  isNew: flagSchema,
  brand: text().optional(),
  concentration: text(60).optional(),
  volumeMl: volumeSchema.optional(),
  weightGrams: weightSchema.optional(),
  manufacturer: text(200).optional(),
  countryOfOrigin: text(60).optional(),
  hsnCode: hsnSchema.optional(),
  notesTop: notesSchema.optional(),
  notesHeart: notesSchema.optional(),
  notesBase: notesSchema.optional(),
};

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
}

/** A change to a product; mrpPaise null means "back to the default" (the higher of price and original price). */
export type ProductPatch = Partial<Omit<ProductValues, 'mrpPaise'>> & { mrpPaise?: number | null };

/** The MRP a product gets when none is given: the higher of its price and its original price. */
export function defaultMrpPaise(pricePaise: number, originalPricePaise: number | null): number {
  return Math.max(pricePaise, originalPricePaise ?? 0);
}

const paise = (rupeesValue: number) => rupeesToPaise(rupeesValue);

/**
 * POST /products. Name, category, price and stock are required; the legal label fields default
 * to the house's values (PRODUCT_DEFAULTS) and MRP to the higher of price and original price.
 */
export const productCreateSchema = z
  .object({
    ...fieldShape,
    name: requiredText(L.nameMax, M.nameTooLong),
    category: categorySchema,
    price: requiredRupees(priceMessages),
    stock: stockSchema,
    brand: optionalText(L.textMax, M.textTooLong),
    concentration: optionalText(60, M.textTooLong),
    manufacturer: optionalText(200, M.textTooLong),
    countryOfOrigin: optionalText(60, M.textTooLong),
    hsnCode: z.preprocess((v) => (isBlank(v) ? undefined : v), hsnSchema.optional()),
    volumeMl: z.preprocess((v) => (isBlank(v) ? undefined : v), volumeSchema.optional()),
    weightGrams: z.preprocess((v) => (isBlank(v) ? undefined : v), weightSchema.optional()),
  })
  .transform((v): ProductValues => {
    const pricePaise = paise(v.price);
    const originalPricePaise = v.originalPrice == null ? null : paise(v.originalPrice);
    return {
      name: v.name,
      category: v.category,
      pricePaise,
      originalPricePaise,
      mrpPaise: v.mrp == null ? defaultMrpPaise(pricePaise, originalPricePaise) : paise(v.mrp),
      stock: v.stock,
      description: v.description ?? [],
      tags: v.tags ?? [],
      images: v.images ?? [],
      isFeatured: v.isFeatured ?? false,
      isActive: v.isActive ?? true,
      isNew: v.isNew ?? true,
      brand: v.brand ?? PRODUCT_DEFAULTS.brand,
      concentration: v.concentration ?? PRODUCT_DEFAULTS.concentration,
      volumeMl: v.volumeMl ?? PRODUCT_DEFAULTS.volumeMl,
      weightGrams: v.weightGrams ?? PRODUCT_DEFAULTS.weightGrams,
      manufacturer: v.manufacturer ?? PRODUCT_DEFAULTS.manufacturer,
      countryOfOrigin: v.countryOfOrigin ?? PRODUCT_DEFAULTS.countryOfOrigin,
      hsnCode: v.hsnCode ?? PRODUCT_DEFAULTS.hsnCode,
      notesTop: v.notesTop ?? [],
      notesHeart: v.notesHeart ?? [],
      notesBase: v.notesBase ?? [],
    };
  })
  .superRefine((v, ctx) => {
    if (v.mrpPaise < v.pricePaise) ctx.addIssue({ code: 'custom', path: ['mrp'], message: M.mrpBelowPrice });
  });

/**
 * PUT /products/{id}: any subset of the fields (a partial payload), or `status`
 * alone for the row's status dropdown. Unknown fields (a DTO sent back whole) are ignored.
 */
export const productUpdateSchema = z
  .object({
    ...fieldShape,
    status: z.enum(['active', 'inactive'], { error: M.status }).optional(),
  })
  .transform((v): ProductPatch => {
    const patch: ProductPatch = {};
    if (v.name !== undefined) patch.name = v.name;
    if (v.category !== undefined) patch.category = v.category;
    if (v.price !== undefined) patch.pricePaise = paise(v.price);
    if (v.originalPrice !== undefined) patch.originalPricePaise = v.originalPrice === null ? null : paise(v.originalPrice);
    if (v.mrp !== undefined) patch.mrpPaise = v.mrp === null ? null : paise(v.mrp);
    if (v.stock !== undefined) patch.stock = v.stock;
    for (const key of ['description', 'tags', 'images', 'notesTop', 'notesHeart', 'notesBase'] as const) {
      if (v[key] !== undefined) patch[key] = v[key];
    }
    for (const key of ['brand', 'concentration', 'manufacturer', 'countryOfOrigin', 'hsnCode'] as const) {
      if (v[key] !== undefined) patch[key] = v[key];
    }
    if (v.volumeMl !== undefined) patch.volumeMl = v.volumeMl;
    if (v.weightGrams !== undefined) patch.weightGrams = v.weightGrams;
    if (v.isFeatured !== undefined) patch.isFeatured = v.isFeatured;
    if (v.isNew !== undefined) patch.isNew = v.isNew;
    if (v.isActive !== undefined) patch.isActive = v.isActive;
    else if (v.status !== undefined) patch.isActive = v.status === 'active';
    return patch;
  });

export const productIdSchema = z.string({ error: M.idMissing }).min(1, M.idMissing).regex(/^[0-9a-f]{24}$/, M.idInvalid);

export const productIdParamsSchema = z.object({ id: productIdSchema });

export const BULK_MAX = 500;

export const bulkSchema = z.object({
  ids: z
    .array(productIdSchema, { error: M.bulkEmpty })
    .min(1, M.bulkEmpty)
    .max(BULK_MAX, M.bulkTooMany)
    .transform((ids) => [...new Set(ids)]),
  action: z.enum(['activate', 'deactivate', 'delete'], { error: M.bulkAction }),
});
export type BulkInput = z.infer<typeof bulkSchema>;

export const CSV_MAX_BYTES = 2 * 1024 * 1024;

export const importSchema = z.object({
  csv: z.string({ error: M.csvEmpty }).min(1, M.csvEmpty).max(CSV_MAX_BYTES, M.csvTooLarge),
  dryRun: flagSchema.transform((v) => v ?? true),
});

const firstOf = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const blankAsMissing = (v: unknown) => {
  const f = firstOf(v);
  return typeof f === 'string' && f.trim() === '' ? undefined : f;
};

/** GET /products/admin: strict (an unknown value is a 400 that names it), blanks mean "no filter". */
export const adminListQuerySchema = z
  .object({
    search: z.preprocess(firstOf, z.string().max(ADMIN_SEARCH_MAX, `Search must be at most ${ADMIN_SEARCH_MAX} characters`).optional()),
    category: z.preprocess(blankAsMissing, categorySchema.optional()),
    status: z.preprocess(
      blankAsMissing,
      z.enum(ADMIN_STATUS_VALUES, { error: 'Status must be all, active, inactive or archived' }).optional(),
    ),
    stock: z.preprocess(
      blankAsMissing,
      z.enum(ADMIN_STOCK_VALUES, { error: 'Stock must be all, in, low or out' }).optional(),
    ),
    sort: z.preprocess(blankAsMissing, z.enum(ADMIN_SORT_KEYS, { error: `Sort must be one of ${ADMIN_SORT_KEYS.join(', ')}` }).optional()),
    order: z.preprocess(blankAsMissing, z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).optional()),
    page: z.preprocess(
      blankAsMissing,
      z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page is too large').optional(),
    ),
    limit: z.preprocess(
      blankAsMissing,
      z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be between 1 and 100').max(100, 'limit must be between 1 and 100').optional(),
    ),
  })
  .transform(
    (q): AdminProductQuery => ({
      search: (q.search ?? '').replace(/\p{Cc}/gu, ' ').trim().replace(/\s+/g, ' '),
      category: q.category ?? null,
      status: q.status ?? 'all',
      stock: q.stock ?? 'all',
      sort: q.sort ?? 'createdAt',
      order: q.order ?? 'desc',
      page: q.page ?? 1,
      limit: q.limit ?? 10,
    }),
  );
