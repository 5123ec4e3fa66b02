/*
 * The product form's rules without zod, for the browser: the same limits and messages as
 * admin-schema.ts, which stays authoritative (tests/unit/product-csv.test.ts keeps them in step).
 */
import { CATEGORIES, IMAGE_TYPES, PRODUCT_DEFAULTS, PRODUCT_LIMITS as L, PRODUCT_MESSAGES as M } from './admin-messages';

/** The form as typed: every number still a string, lists one input per entry. */
export interface ProductFormValues {
  name: string;
  category: string;
  price: string;
  originalPrice: string;
  stock: string;
  description: string[];
  tags: string[];
  isFeatured: boolean;
  isActive: boolean;
  brand: string;
  concentration: string;
  volumeMl: string;
  mrp: string;
  manufacturer: string;
  countryOfOrigin: string;
  hsnCode: string;
  weightGrams: string;
  /** Comma-separated, as one input each. */
  notesTop: string;
  notesHeart: string;
  notesBase: string;
}

export type ProductFormField = keyof ProductFormValues | 'images';
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    category: '',
    price: '',
    originalPrice: '',
    stock: '',
    description: [''],
    tags: [''],
    isFeatured: false,
    isActive: true,
    brand: PRODUCT_DEFAULTS.brand,
    concentration: PRODUCT_DEFAULTS.concentration,
    volumeMl: String(PRODUCT_DEFAULTS.volumeMl),
    mrp: '',
    manufacturer: PRODUCT_DEFAULTS.manufacturer,
    countryOfOrigin: PRODUCT_DEFAULTS.countryOfOrigin,
    hsnCode: PRODUCT_DEFAULTS.hsnCode,
    weightGrams: String(PRODUCT_DEFAULTS.weightGrams),
    notesTop: '',
    notesHeart: '',
    notesBase: '',
  };
}

/** What the form starts from when editing (the admin DTO's fields; prices in rupees). */
export interface EditableProduct {
  name: string;
  category: string;
  price: number;
  originalPrice: number | null;
  mrp: number;
  stock: number;
  description: string[];
  tags: string[];
  isFeatured: boolean;
  isActive: boolean;
  brand: string;
  concentration: string;
  volumeMl: number;
  weight: number;
  manufacturer: string;
  countryOfOrigin: string;
  hsnCode: string;
  notes: { top: string[]; heart: string[]; base: string[] };
}

const orOneBlank = (list: string[]) => (list.length ? [...list] : ['']);

export function productToForm(p: EditableProduct): ProductFormValues {
  return {
    name: p.name,
    category: p.category,
    price: String(p.price),
    originalPrice: p.originalPrice == null ? '' : String(p.originalPrice),
    stock: String(p.stock),
    description: orOneBlank(p.description),
    tags: orOneBlank(p.tags),
    isFeatured: p.isFeatured,
    isActive: p.isActive,
    brand: p.brand,
    concentration: p.concentration,
    volumeMl: String(p.volumeMl),
    mrp: String(p.mrp),
    manufacturer: p.manufacturer,
    countryOfOrigin: p.countryOfOrigin,
    hsnCode: p.hsnCode,
    weightGrams: String(p.weight),
    notesTop: p.notes.top.join(', '),
    notesHeart: p.notes.heart.join(', '),
    notesBase: p.notes.base.join(', '),
  };
}

const line = (s: string) => s.replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim();
/** Blank entries go: blank points and tags are removed on submit. */
export const cleanList = (list: string[]) => list.map(line).filter(Boolean);
export const splitNotes = (s: string) => cleanList(s.split(','));

const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;
const num = (s: string) => (NUMBER.test(s.trim().replace(/,/g, '')) ? Number(s.trim().replace(/,/g, '')) : Number.NaN);
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

function checkRupees(
  raw: string,
  required: boolean,
  m: { number: string; min: string; max: string; step: string },
): string | undefined {
  if (raw.trim() === '') return required ? M.required : undefined;
  const n = num(raw);
  if (Number.isNaN(n)) return m.number;
  if (n < 0) return m.min;
  if (n > L.priceMax) return m.max;
  if (!twoDecimals(n)) return m.step;
  return undefined;
}

function checkWhole(raw: string, min: number, max: number, messages: { number: string; min: string; max: string }, required = true) {
  if (raw.trim() === '') return required ? M.required : undefined;
  const n = num(raw);
  if (Number.isNaN(n) || !Number.isInteger(n)) return messages.number;
  if (n < min) return messages.min;
  if (n > max) return messages.max;
  return undefined;
}

function checkText(raw: string, max: number, required: boolean, tooLong: string = M.textTooLong) {
  const v = line(raw);
  if (!v) return required ? M.required : undefined;
  return v.length > max ? tooLong : undefined;
}

function checkList(list: string[], maxItems: number, itemMax: number, tooMany: string, tooLong: string) {
  const items = cleanList(list);
  if (items.length > maxItems) return tooMany;
  if (items.some((x) => x.length > itemMax)) return tooLong;
  return undefined;
}

/** Field errors by name; empty when the form may be sent. `imageCount` is kept plus new images. */
export function checkProductForm(v: ProductFormValues, imageCount = 0): ProductFormErrors {
  const e: ProductFormErrors = {};
  const put = (field: ProductFormField, message: string | undefined) => {
    if (message) e[field] = message;
  };
  put('name', checkText(v.name, L.nameMax, true, M.nameTooLong));
  put('category', !v.category ? M.required : (CATEGORIES as readonly string[]).includes(v.category) ? undefined : M.category);
  put('price', checkRupees(v.price, true, { number: M.priceNumber, min: M.priceMin, max: M.priceMax, step: M.priceStep }));
  put(
    'originalPrice',
    checkRupees(v.originalPrice, false, { number: M.originalPriceNumber, min: M.originalPriceMin, max: M.originalPriceMax, step: M.originalPriceStep }),
  );
  put('stock', checkWhole(v.stock, 0, L.stockMax, { number: M.stockNumber, min: M.stockMin, max: M.stockMax }));
  put('description', checkList(v.description, L.points, L.pointMax, M.tooManyPoints, M.pointTooLong));
  put('tags', checkList(v.tags, L.tags, L.tagMax, M.tooManyTags, M.tagTooLong));
  put('brand', checkText(v.brand, L.textMax, true));
  put('concentration', checkText(v.concentration, 60, true));
  put('manufacturer', checkText(v.manufacturer, 200, true));
  put('countryOfOrigin', checkText(v.countryOfOrigin, 60, true));
  put('volumeMl', checkWhole(v.volumeMl, 1, L.volumeMlMax, { number: M.volumeMl, min: M.volumeMl, max: M.volumeMl }));
  put('weightGrams', checkWhole(v.weightGrams, 0, L.weightGramsMax, { number: M.weightGrams, min: M.weightGrams, max: M.weightGrams }));
  put('hsnCode', v.hsnCode.trim() === '' ? M.required : /^\d{4,8}$/.test(v.hsnCode.trim()) ? undefined : M.hsnCode);
  put('mrp', checkRupees(v.mrp, false, { number: M.mrpNumber, min: M.mrpBelowPrice, max: M.mrpMax, step: M.mrpStep }));
  if (!e.mrp && !e.price && v.mrp.trim() !== '' && num(v.mrp) < num(v.price)) e.mrp = M.mrpBelowPrice;
  for (const key of ['notesTop', 'notesHeart', 'notesBase'] as const) {
    put(key, checkList(splitNotes(v[key]), L.notes, L.noteMax, M.tooManyNotes, M.noteTooLong));
  }
  if (imageCount > L.images) e.images = M.tooManyImages;
  return e;
}

/** The first message to show above the form: the form's summary ('Please fill in all required fields') when something required is missing. */
export function formSummary(errors: ProductFormErrors): string | null {
  const messages = Object.values(errors);
  if (messages.length === 0) return null;
  return messages.includes(M.required) ? M.required : (messages[0] ?? null);
}

/** The form as the API's fields (numbers stay strings; the server reads both). */
export function toProductFields(v: ProductFormValues): Record<string, string | string[] | boolean | null> {
  return {
    name: line(v.name),
    category: v.category,
    price: v.price.trim(),
    // Blank clears the original price; blank MRP returns it to the default.
    originalPrice: v.originalPrice.trim() === '' ? null : v.originalPrice.trim(),
    mrp: v.mrp.trim() === '' ? null : v.mrp.trim(),
    stock: v.stock.trim(),
    description: cleanList(v.description),
    tags: cleanList(v.tags),
    isFeatured: v.isFeatured,
    isActive: v.isActive,
    brand: line(v.brand),
    concentration: line(v.concentration),
    volumeMl: v.volumeMl.trim(),
    weightGrams: v.weightGrams.trim(),
    manufacturer: line(v.manufacturer),
    countryOfOrigin: line(v.countryOfOrigin),
    hsnCode: v.hsnCode.trim(),
    notesTop: splitNotes(v.notesTop),
    notesHeart: splitNotes(v.notesHeart),
    notesBase: splitNotes(v.notesBase),
  };
}

export interface PickedFiles<F> {
  accepted: F[];
  /** Shown beside the Images field; null when every file was taken. */
  error: string | null;
}

/**
 * Files chosen in the Images input: wrong types and files of 5 MB or more are refused with the
 * PRODUCT_MESSAGES' words, and files beyond the four-image limit are dropped, with a note.
 */
export function pickImageFiles<F extends { type: string; size: number }>(files: F[], alreadyHave: number): PickedFiles<F> {
  const errors: string[] = [];
  const valid: F[] = [];
  for (const f of files) {
    if (!(IMAGE_TYPES as readonly string[]).includes(f.type.toLowerCase())) errors.push(M.imageType);
    else if (f.size > L.imageBytes) errors.push(M.imageSize);
    else valid.push(f);
  }
  const room = Math.max(0, L.images - alreadyHave);
  const accepted = valid.slice(0, room);
  if (valid.length > room) errors.push(`${M.tooManyImages}: ${valid.length - room === 1 ? 'one file was' : `${valid.length - room} files were`} left out`);
  return { accepted, error: errors.length ? [...new Set(errors)].join('. ') : null };
}
