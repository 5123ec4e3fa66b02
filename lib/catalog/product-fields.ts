/*
 * A product's editable fields, written once: each one's kind, limits, messages, default on a new
 * product, and its label and hint in the back office's form. The server's schema (admin-schema.ts),
 * the browser's checks (admin-check.ts), the form (components/admin/products/product-form-dialog.tsx)
 * and the CSV columns (csv.ts) are all built from this list, in this order (the CSV's).
 * Free of zod and of Node, so the browser bundles it.
 */
import { FAMILIES, LONGEVITY_STEPS, SILLAGE_STEPS, type ScaleStep } from './character';
import { PRODUCT_DEFAULTS as D, PRODUCT_LIMITS as L, CATALOG_ADMIN_MESSAGES as M } from './messages';

export interface MoneyMessages {
  number: string;
  min: string;
  max: string;
  step: string;
}

export interface WholeMessages {
  number: string;
  min: string;
  max: string;
}

interface Labelled {
  /** The form's label. */
  label: string;
  hint?: string;
}

/** A line of text; with a default, a new product given none takes it, otherwise it is required. */
interface TextField extends Labelled {
  kind: 'text';
  max: number;
  tooLong: string;
  default?: string;
}
interface CategoryField extends Labelled {
  kind: 'category';
}
/** Rupees, up to two decimals. An optional one sent blank is cleared (null). */
interface RupeesField extends Labelled {
  kind: 'rupees';
  required: boolean;
  messages: MoneyMessages;
}
interface WholeField extends Labelled {
  kind: 'whole';
  min: number;
  max: number;
  messages: WholeMessages;
  default?: number;
}
interface HsnField extends Labelled {
  kind: 'hsn';
  default: string;
}
/** A list of lines: description points and tags one input each, notes comma-separated in one. */
export interface LinesField extends Labelled {
  kind: 'lines' | 'notes';
  /** "Description point" → inputs "Description point 1", "Description point 2"… */
  item?: string;
  maxItems: number;
  itemMax: number;
  tooMany: string;
  tooLong: string;
  /** Repeats (ignoring case) are dropped. */
  dedupe: boolean;
}
interface ImagesField extends Labelled {
  kind: 'images';
}
/** One of a fixed list of words, '' when not stated; read by value or by label, any case. The form shows a select. */
interface ChoiceField extends Labelled {
  kind: 'choice';
  choices: readonly { value: string; label: string }[];
  message: string;
  default: '';
}
/** A step of 1 to its steps' count, 0 when not stated. The form shows a select of the steps' words. */
interface ScaleField extends Labelled {
  kind: 'scale';
  steps: readonly ScaleStep[];
  message: string;
  default: 0;
}
interface FlagField extends Labelled {
  kind: 'flag';
  default: boolean;
}

export type ProductField = TextField | CategoryField | RupeesField | WholeField | HsnField | LinesField | ImagesField | FlagField | ChoiceField | ScaleField;

const notes = (label: string, hint?: string) => ({
  kind: 'notes' as const,
  label,
  hint,
  maxItems: L.notes,
  itemMax: L.noteMax,
  tooMany: M.tooManyNotes,
  tooLong: M.noteTooLong,
  dedupe: true,
}) satisfies LinesField;

export const PRODUCT_FIELDS = {
  name: { kind: 'text', label: 'Name', max: L.nameMax, tooLong: M.nameTooLong },
  category: { kind: 'category', label: 'Category' },
  // Price to volume are Size 1's in the form, labelled and hinted as every size is (components/admin/products/sizes-field.tsx SIZE_COLUMNS).
  price: {
    kind: 'rupees',
    label: 'Price (₹)',
    required: true,
    messages: { number: M.priceNumber, min: M.priceMin, max: M.priceMax, step: M.priceStep },
  },
  originalPrice: {
    kind: 'rupees',
    label: 'Original price (₹)',
    required: false,
    messages: { number: M.originalPriceNumber, min: M.originalPriceMin, max: M.originalPriceMax, step: M.originalPriceStep },
  },
  // Blank: the higher of price and original price (admin-schema.ts's defaultMrpPaise).
  mrp: {
    kind: 'rupees',
    label: 'MRP (₹)',
    required: false,
    messages: { number: M.mrpNumber, min: M.mrpBelowPrice, max: M.mrpMax, step: M.mrpStep },
  },
  stock: {
    kind: 'whole',
    label: 'Stock',
    min: 0,
    max: L.stockMax,
    messages: { number: M.stockNumber, min: M.stockMin, max: M.stockMax },
  },
  isActive: { kind: 'flag', label: 'Active', default: true },
  isFeatured: { kind: 'flag', label: 'Featured', default: false },
  description: {
    kind: 'lines',
    label: 'Description points',
    item: 'Description point',
    maxItems: L.points,
    itemMax: L.pointMax,
    tooMany: M.tooManyPoints,
    tooLong: M.pointTooLong,
    dedupe: false,
  },
  tags: { kind: 'lines', label: 'Tags', item: 'Tag', maxItems: L.tags, itemMax: L.tagMax, tooMany: M.tooManyTags, tooLong: M.tagTooLong, dedupe: true },
  images: { kind: 'images', label: 'Images' },
  brand: { kind: 'text', label: 'Brand', max: L.textMax, tooLong: M.textTooLong, default: D.brand },
  concentration: { kind: 'text', label: 'Concentration', max: 60, tooLong: M.textTooLong, default: D.concentration },
  volumeMl: {
    kind: 'whole',
    label: 'Volume (ml)',
    min: 1,
    max: L.volumeMlMax,
    messages: { number: M.volumeMl, min: M.volumeMl, max: M.volumeMl },
    default: D.volumeMl,
  },
  weightGrams: {
    kind: 'whole',
    label: 'Shipping weight (g)',
    min: 0,
    max: L.weightGramsMax,
    messages: { number: M.weightGrams, min: M.weightGrams, max: M.weightGrams },
    default: D.weightGrams,
  },
  manufacturer: { kind: 'text', label: 'Manufacturer', max: 200, tooLong: M.textTooLong, default: D.manufacturer },
  countryOfOrigin: { kind: 'text', label: 'Country of origin', max: 60, tooLong: M.textTooLong, default: D.countryOfOrigin },
  hsnCode: { kind: 'hsn', label: 'HSN code', default: D.hsnCode },
  notesTop: notes('Top notes', 'Separate with commas.'),
  notesHeart: notes('Heart notes'),
  notesBase: notes('Base notes'),
  // Last, so the CSV keeps the columns older exports had and adds this one after them.
  featuredRank: {
    kind: 'whole',
    label: 'Featured position',
    hint: 'Featured perfumes open the shop in this order: 1 first. 0 puts it after the numbered ones.',
    min: 0,
    max: L.featuredRankMax,
    messages: { number: M.featuredRank, min: M.featuredRank, max: M.featuredRank },
    default: 0,
  },
  // The perfume's character, after the featured order in the CSV for the same reason.
  family: { kind: 'choice', label: 'Family', choices: FAMILIES, message: M.family, default: '' },
  longevity: { kind: 'scale', label: 'Longevity', steps: LONGEVITY_STEPS, message: M.longevity, default: 0 },
  sillage: { kind: 'scale', label: 'Sillage', steps: SILLAGE_STEPS, message: M.sillage, default: 0 },
  // Not in the form or the CSV: new products start "new" and the shop's newness rule ages them.
  isNew: { kind: 'flag', label: 'New', default: true },
} as const satisfies Record<string, ProductField>;

export type ProductFieldName = keyof typeof PRODUCT_FIELDS;
export const PRODUCT_FIELD_NAMES = Object.keys(PRODUCT_FIELDS) as ProductFieldName[];

/** The fields of one kind, by name. */
export type FieldsOfKind<K extends ProductField['kind']> = {
  [N in ProductFieldName]: (typeof PRODUCT_FIELDS)[N]['kind'] extends K ? N : never;
}[ProductFieldName];

/** A field's CSV column: the active flag is `status` (active, inactive or archived); isNew has none. */
export type ProductCsvField = Exclude<ProductFieldName, 'isNew' | 'isActive'> | 'status';
export const PRODUCT_CSV_FIELDS: readonly ProductCsvField[] = PRODUCT_FIELD_NAMES.flatMap((n) => (n === 'isNew' ? [] : [n === 'isActive' ? 'status' : n]));
