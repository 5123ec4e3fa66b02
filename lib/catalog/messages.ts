/*
 * The back office's product vocabulary: limits, defaults and messages (docs/requirements.md#products),
 * the sizes' included; one file per domain, one naming scheme (docs/architecture.md#messages). Free of
 * zod and of Node, so the browser's product form and the server's schema share one copy.
 */
import { FAMILIES } from './character';
import { CATEGORIES, type Category } from './filter-options';

export { CATEGORIES, type Category };

export const PRODUCT_LIMITS = {
  nameMax: 100,
  images: 4,
  /** Bytes; each image must be under 5 MB. */
  imageBytes: 5 * 1024 * 1024,
  points: 10,
  pointMax: 500,
  tags: 10,
  tagMax: 40,
  notes: 10,
  noteMax: 40,
  /** Rupees. Paise are stored as 32-bit integers; ten lakh rupees leaves ample room. */
  priceMax: 1_000_000,
  stockMax: 1_000_000,
  volumeMlMax: 5000,
  weightGramsMax: 50_000,
  featuredRankMax: 999,
  textMax: 120,
} as const;

/** The back office's stock colours: orange below 20, red at 0. */
export const LOW_STOCK_BELOW = 20;

export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** The legal label fields a new product starts with (Legal Metrology); the admin may change them. */
export const PRODUCT_DEFAULTS = {
  brand: 'Maison Aurelle',
  concentration: 'Eau de Parfum',
  volumeMl: 50,
  weightGrams: 380,
  manufacturer: 'Maison Aurelle Fragrances Pvt. Ltd., Bengaluru, Karnataka',
  countryOfOrigin: 'India',
  hsnCode: '3303',
} as const;

export const CATALOG_ADMIN_MESSAGES = {
  required: 'Please fill in all required fields',
  nameTooLong: `Name must be at most ${PRODUCT_LIMITS.nameMax} characters`,
  category: 'Category must be Male, Female, Unisex or Others',
  priceNumber: 'Price must be a number',
  priceMin: 'Price must be 0 or more',
  priceMax: `Price must be at most ₹${PRODUCT_LIMITS.priceMax.toLocaleString('en-IN')}`,
  priceStep: 'Price can have at most 2 decimal places',
  originalPriceNumber: 'Original price must be a number',
  originalPriceMin: 'Original price must be 0 or more',
  originalPriceMax: `Original price must be at most ₹${PRODUCT_LIMITS.priceMax.toLocaleString('en-IN')}`,
  originalPriceStep: 'Original price can have at most 2 decimal places',
  mrpNumber: 'MRP must be a number',
  mrpStep: 'MRP can have at most 2 decimal places',
  mrpMax: `MRP must be at most ₹${PRODUCT_LIMITS.priceMax.toLocaleString('en-IN')}`,
  mrpBelowPrice: 'MRP must be at least the price',
  stockNumber: 'Stock must be a whole number',
  stockMin: 'Stock must be 0 or more',
  stockMax: `Stock must be at most ${PRODUCT_LIMITS.stockMax.toLocaleString('en-IN')}`,
  tooManyPoints: `You can add at most ${PRODUCT_LIMITS.points} description points`,
  pointTooLong: `Each description point must be at most ${PRODUCT_LIMITS.pointMax} characters`,
  tooManyTags: `You can add at most ${PRODUCT_LIMITS.tags} tags`,
  tagTooLong: `Each tag must be at most ${PRODUCT_LIMITS.tagMax} characters`,
  tooManyNotes: `You can add at most ${PRODUCT_LIMITS.notes} notes in each layer`,
  noteTooLong: `Each note must be at most ${PRODUCT_LIMITS.noteMax} characters`,
  tooManyImages: `You can add at most ${PRODUCT_LIMITS.images} images`,
  imageType: 'Please upload only image files (JPEG, PNG, WebP, GIF)',
  imageSize: 'Each image must be less than 5MB',
  imageUrl: 'Images must be files uploaded to this store',
  volumeMl: `Volume must be a whole number of ml from 1 to ${PRODUCT_LIMITS.volumeMlMax}`,
  featuredRank: `Featured position must be a whole number from 0 to ${PRODUCT_LIMITS.featuredRankMax}`,
  family: `Family must be one of: ${FAMILIES.map((f) => f.value).join(', ')}, or blank`,
  longevity: 'Longevity must be a whole number from 1 to 5, or 0 (not stated)',
  sillage: 'Sillage must be a whole number from 1 to 5, or 0 (not stated)',
  weightGrams: `Weight must be a whole number of grams from 0 to ${PRODUCT_LIMITS.weightGramsMax.toLocaleString('en-IN')}`,
  textTooLong: `Must be at most ${PRODUCT_LIMITS.textMax} characters`,
  hsnCode: 'HSN code must be 4 to 8 digits',
  flag: 'Must be true or false',
  status: 'Status must be active or inactive',
  idMissing: 'Product ID is missing',
  idInvalid: 'Invalid product ID format',
  notFound: 'Product not found',
  nothingToUpdate: 'Nothing to update',
  bulkEmpty: 'Please select at least one product',
  bulkTooMany: 'You can change at most 500 products at once',
  bulkAction: 'Action must be activate, deactivate or delete',
  // Success and failure texts (docs/requirements.md#error-catalogue).
  created: 'Product created successfully!',
  added: 'Product added successfully',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted successfully',
  archived: 'Product archived: it appears in past orders, so it was hidden instead of deleted',
  refreshed: 'Products refreshed successfully',
  statusUpdated: (status: 'active' | 'inactive') => `Product status updated to ${status}`,
  bulkDeleted: (n: number) => `Successfully deleted ${n} ${n === 1 ? 'product' : 'products'}`,
  bulkUpdated: (n: number) => `Successfully updated ${n} ${n === 1 ? 'product' : 'products'}`,
  failedLoad: 'Failed to load products',
  failedCreate: 'Failed to create product',
  failedUpdate: 'Failed to update product',
  failedStatus: 'Failed to update product status',
  failedDelete: 'Failed to delete product',
  invalidData: 'Invalid product data',
  csvEmpty: 'The CSV file has no product rows',
  csvTooManyRows: 'A CSV import can hold at most 1,000 products',
  csvHeader: 'The first line must name the columns, and name and category and price and stock must be among them',
  csvHasErrors: 'Nothing was imported: fix the rows listed and try again',
  csvStockChangedSummary: 'Nothing was imported: stock changed since the file was exported. Check the figures listed and import again',
  csvStockChanged: (size: string, now: number, seen: number) =>
    `${size}: stock changed since the file was exported: now ${now}, not ${seen}. Check the figure, put ${now} as the expected stock and import again`,
  csvStockUnseen: (size: string, now: number, column: string) =>
    `${size}: stock is ${now}. Add the ${column} column (the stock you saw) so a sale since is not undone`,
  csvTooLarge: 'The CSV file must be 2 MB or smaller',
} as const;

export const ADMIN_STATUS_FILTERS = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'archived', label: 'Archived' },
] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number]['value'];
export const ADMIN_STATUS_VALUES = ['all', 'active', 'inactive', 'archived'] as const satisfies readonly AdminStatusFilter[];

export const ADMIN_STOCK_FILTERS = [
  { value: 'all', label: 'Any stock' },
  { value: 'in', label: 'In stock' },
  { value: 'low', label: `Low stock (under ${LOW_STOCK_BELOW})` },
  { value: 'out', label: 'Out of stock' },
] as const;
export type AdminStockFilter = (typeof ADMIN_STOCK_FILTERS)[number]['value'];
export const ADMIN_STOCK_VALUES = ['all', 'in', 'low', 'out'] as const satisfies readonly AdminStockFilter[];

export const ADMIN_SORT_KEYS = ['name', 'category', 'price', 'stock', 'status', 'createdAt', 'updatedAt'] as const;
export type AdminSortKey = (typeof ADMIN_SORT_KEYS)[number];

export const ADMIN_SEARCH_MAX = 100;

export interface AdminProductQuery {
  search: string;
  category: Category | null;
  status: AdminStatusFilter;
  stock: AdminStockFilter;
  sort: AdminSortKey;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

/**
 * Image paths a product may hold: the seed catalogue's files under /products and this store's
 * uploads. Anything else (another site, a data: URL) is refused: the pages' CSP and the image
 * optimiser only serve the store's own files.
 */
export const PRODUCT_IMAGE_PATH = /^\/(?:products\/[a-z0-9][a-z0-9._-]{0,100}\.(?:webp|png|jpe?g|gif|avif)|uploads\/products\/[0-9a-f]{24}\.webp)$/;

/**
 * The shape of a file URL UploadThing hands out (https://<app>.ufs.sh/f/<key>, or a stand-in's
 * http://host:port/f/<key> in tests). The shape alone proves nothing: the server accepts such a
 * URL only when its upload callback recorded it for the same admin (lib/uploads/records.ts).
 */
export const UPLOADED_FILE_URL = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?\/f\/[A-Za-z0-9_-]{1,128}$/;

export const SIZE_LIMITS = {
  sizes: 8,
  labelMax: 40,
  skuMax: 40,
} as const;

export const CATALOG_SIZE_MESSAGES = {
  none: 'Add at least one size',
  tooMany: `A product can have at most ${SIZE_LIMITS.sizes} sizes`,
  invalid: 'Sizes must be a list of sizes',
  labelTooLong: `Size label must be at most ${SIZE_LIMITS.labelMax} characters`,
  volumeMl: `Size volume must be a whole number of ml from 1 to ${PRODUCT_LIMITS.volumeMlMax}`,
  volumeTaken: (ml: number) => `Two sizes have ${ml} ml: each size needs its own volume`,
  sku: `SKU must be letters, digits, dashes or underscores, at most ${SIZE_LIMITS.skuMax}`,
  skuTaken: (sku: string) => `Two sizes have the SKU ${sku}: each size needs its own`,
  skuInUse: (sku: string) => `The SKU ${sku} belongs to another product`,
  sizeUnknown: 'This size is not one of the product’s sizes (reload the page)',
  volumeOfRemoved: (ml: number) => `A removed size of this product had ${ml} ml: add it as a new size instead`,
  mrpBelowPrice: 'MRP must be at least the price',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The answer to a CSV import's check (dry run), in words that agree with the count. */
export function importCheckMessage(report: { total: number; invalid: number }): string {
  if (report.invalid > 0) return `${report.invalid} of ${plural(report.total, 'row has', 'rows have')} errors`;
  return report.total === 1 ? 'The row is ready to import' : `All ${report.total} rows are ready to import`;
}

/** The answer to a CSV import. */
export function importDoneMessage(report: { created: number; updated: number }): string {
  return `Imported ${plural(report.created + report.updated, 'product', 'products')}: ${report.created} created, ${report.updated} updated`;
}
