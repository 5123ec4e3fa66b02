/*
 * The product form in the browser: its values, and its checks, which are the API's own rules
 * (admin-schema.ts, zod/mini) run on what the form would send (tests/unit/product-csv.test.ts
 * compares the two).
 */
import { object, safeParse, type core } from 'zod/mini';
import { firstFieldErrors } from '../validation';
import { IMAGE_TYPES, PRODUCT_LIMITS as L, CATALOG_ADMIN_MESSAGES as M } from './messages';
import { valueSchema } from './admin-schema';
import { PRODUCT_FIELD_NAMES, PRODUCT_FIELDS, type FieldsOfKind, type ProductField, type ProductFieldName } from './product-fields';

/** The fields the form holds itself (images have their own state; isNew is not the admin's). */
type FormFieldName = Exclude<ProductFieldName, 'images' | 'isNew'>;

/** The form as typed: every number still a string, description and tags one input per entry, notes comma-separated. */
export type ProductFormValues = { [N in FormFieldName]: N extends FieldsOfKind<'lines'> ? string[] : N extends FieldsOfKind<'flag'> ? boolean : string };

export type ProductFormField = FormFieldName | 'images';
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

const FORM_FIELDS = PRODUCT_FIELD_NAMES.filter((n): n is FormFieldName => n !== 'images' && n !== 'isNew');

/** A new product's form: the defaults, one blank input for each list. */
export function emptyProductForm(): ProductFormValues {
  const entries = FORM_FIELDS.map((name) => {
    const f: ProductField = PRODUCT_FIELDS[name];
    if (f.kind === 'flag') return [name, f.default];
    if (f.kind === 'lines') return [name, ['']];
    return [name, 'default' in f && f.default !== undefined ? String(f.default) : ''];
  });
  return Object.fromEntries(entries) as ProductFormValues;
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
  featuredRank: number;
  isActive: boolean;
  brand: string;
  concentration: string;
  volumeMl: number;
  weight: number;
  manufacturer: string;
  countryOfOrigin: string;
  hsnCode: string;
  notes: { top: string[]; heart: string[]; base: string[] };
  family: string | null;
  longevity: number | null;
  sillage: number | null;
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
    featuredRank: String(p.featuredRank),
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
    family: p.family ?? '',
    longevity: String(p.longevity ?? 0),
    sillage: String(p.sillage ?? 0),
  };
}

const line = (s: string) => s.replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim();
/** Blank entries go: blank points and tags are removed on submit. */
const cleanList = (list: string[]) => list.map(line).filter(Boolean);
const splitNotes = (s: string) => cleanList(s.split(','));

const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;
/** A form's number as typed (thousands commas allowed), NaN when it is not one. */
export const num = (s: string) => (NUMBER.test(s.trim().replace(/,/g, '')) ? Number(s.trim().replace(/,/g, '')) : Number.NaN);

/**
 * Field errors of a form's `fields`, by the API's rules: `schema` parses what the form would
 * send, and a field the form requires (`required`) left blank says M.required, as the form's
 * summary does ('Please fill in all required fields'), even where the API would fill it in.
 */
export function formErrors<F extends string>(
  schema: core.$ZodType,
  form: { fields: readonly F[]; required: readonly F[]; typed: Partial<Record<F, unknown>>; sent: Record<string, unknown> },
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const name of form.required) if (typeof form.typed[name] === 'string' && (form.typed[name] as string).trim() === '') errors[name] = M.required;
  const found = firstFieldErrors<F>(safeParse(schema, form.sent).error);
  for (const name of form.fields) if (found[name]) errors[name] ??= found[name];
  return errors;
}

/** The form's fields, each under its API rule; the form sends every field, so none is optional. */
const formSchema = object(Object.fromEntries(FORM_FIELDS.map((name) => [name, valueSchema(PRODUCT_FIELDS[name])])));

/** The fields the form requires: every one that has a value to give but the optional prices, lists and flags. */
const REQUIRED_IN_FORM = FORM_FIELDS.filter((name) => {
  const f: ProductField = PRODUCT_FIELDS[name];
  return f.kind === 'text' || f.kind === 'category' || f.kind === 'whole' || f.kind === 'hsn' || (f.kind === 'rupees' && f.required);
});

/** Field errors by name; empty when the form may be sent. `imageCount` is kept plus new images. */
export function checkProductForm(v: ProductFormValues, imageCount = 0): ProductFormErrors {
  const e: ProductFormErrors = formErrors(formSchema, { fields: FORM_FIELDS, required: REQUIRED_IN_FORM, typed: v, sent: toProductFields(v) });
  if (!e.mrp && !e.price && v.mrp.trim() !== '' && num(v.mrp) < num(v.price)) e.mrp = M.mrpBelowPrice;
  if (imageCount > L.images) e.images = M.tooManyImages;
  return e;
}

/** The first message to show above the form: the form's summary ('Please fill in all required fields') when something required is missing. */
export function formSummary(errors: ProductFormErrors): string | null {
  const messages = Object.values(errors);
  if (messages.length === 0) return null;
  return messages.includes(M.required) ? M.required : (messages[0] ?? null);
}

/** One field as the API reads it: numbers stay strings (the server reads both); a blank optional price is null (cleared). */
function fieldValue(f: ProductField, value: string | string[] | boolean): string | string[] | boolean | null {
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return cleanList(value);
  switch (f.kind) {
    case 'notes':
      return splitNotes(value);
    case 'rupees':
      return value.trim() === '' && !f.required ? null : value.trim();
    case 'text':
      return line(value);
    default:
      return value.trim();
  }
}

/** The form as the API's fields. Blank original price clears it; blank MRP returns it to the default. */
export function toProductFields(v: ProductFormValues): Record<string, string | string[] | boolean | null> {
  return Object.fromEntries(FORM_FIELDS.map((name) => [name, fieldValue(PRODUCT_FIELDS[name], v[name])]));
}

export interface PickedFiles<F> {
  accepted: F[];
  /** Shown beside the Images field; null when every file was taken. */
  error: string | null;
}

/**
 * Files chosen in the Images input: wrong types and files of 5 MB or more are refused with the
 * CATALOG_ADMIN_MESSAGES' words, and files beyond the four-image limit are dropped, with a note.
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
